import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'

import { i18next } from '../../../lib/i18n'
import { mockServer, renderAt } from '../../../testing/render'
import { ProfileTab } from './profile-tab'

const ME = {
  id: 7,
  email: 'pilot@flugakte.test',
  title: null,
  first_name: 'Jonas',
  last_name: 'Becker',
  abbreviation: 'JBE',
  status: 'active',
  role: { id: 3, name: 'Club Member' },
  roles: [{ id: 3, name: 'Club Member' }],
  is_company_admin: false,
  language: 'de-DE',
  company: { id: 2, name: 'Flugsportverein' },
}

const server = mockServer(
  http.get('/api/users/me', () => HttpResponse.json({ user: ME })),
  http.get('/api/passkeys', () => HttpResponse.json({ docs: [] })),
)

/** Records the body of every PATCH /api/users/:id and answers like Payload. */
function acceptPatches() {
  const bodies: { id: string; body: Record<string, unknown> }[] = []
  server.use(
    http.patch('/api/users/:id', async ({ params, request }) => {
      const body = (await request.json()) as Record<string, unknown>
      bodies.push({ id: String(params.id), body })
      return HttpResponse.json({ doc: { ...ME, ...body }, message: 'Updated successfully.' })
    }),
  )
  return bodies
}

afterEach(async () => {
  await i18next.changeLanguage('de')
})

describe('ProfileTab', () => {
  it('shows the stored profile', async () => {
    await renderAt('/testing', { page: <ProfileTab /> })
    expect(await screen.findByLabelText(/^Vorname/)).toHaveValue('Jonas')
    expect(screen.getByLabelText(/^Nachname/)).toHaveValue('Becker')
    expect(screen.getByLabelText(/^Kürzel/)).toHaveValue('JBE')
    expect(screen.getByRole('combobox', { name: /^Sprache/ })).toHaveValue('Deutsch')
  })

  it('requires first and last name and sends nothing without them', async () => {
    const patches = acceptPatches()
    await renderAt('/testing', { page: <ProfileTab />, language: 'en' })
    await userEvent.clear(await screen.findByLabelText(/^First name/))
    await userEvent.clear(screen.getByLabelText(/^Last name/))
    await userEvent.type(screen.getByLabelText(/^Last name/), '   ')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findAllByText('Please enter all required fields')).toHaveLength(2)
    expect(patches).toHaveLength(0)
  })

  it('allows at most 10 characters in the abbreviation', async () => {
    const patches = acceptPatches()
    await renderAt('/testing', { page: <ProfileTab />, language: 'en' })
    await userEvent.type(await screen.findByLabelText(/^Abbreviation/), 'ABCDEFGH')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Too long')).toBeInTheDocument()
    expect(patches).toHaveLength(0)
  })

  it('saves only the profile fields, without id, and confirms', async () => {
    const patches = acceptPatches()
    await renderAt('/testing', { page: <ProfileTab />, language: 'en' })
    const title = await screen.findByLabelText(/^Title/)
    await userEvent.type(title, 'Dr.')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Your profile has been saved.')).toBeInTheDocument()
    expect(patches).toEqual([
      {
        id: '7',
        body: {
          first_name: 'Jonas',
          last_name: 'Becker',
          title: 'Dr.',
          abbreviation: 'JBE',
          language: 'de-DE',
          licence_number: null,
          licence_valid_until: null,
        },
      },
    ])
  })

  it('keeps a certifying person’s licence, its number only with the day it is valid until', async () => {
    const patches = acceptPatches()
    await renderAt('/testing', { page: <ProfileTab />, language: 'en' })
    await userEvent.type(await screen.findByLabelText(/^Licence number/), 'DE.66.B1.4711')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Please enter all required fields')).toBeInTheDocument()
    expect(patches).toHaveLength(0)
    await userEvent.type(screen.getByLabelText(/^Licence valid until/), '2028-03-31')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Your profile has been saved.')).toBeInTheDocument()
    expect(patches[0]?.body).toMatchObject({ licence_number: 'DE.66.B1.4711', licence_valid_until: '2028-03-31' })
  })

  it('switches the interface as soon as another language is chosen and stores it on save', async () => {
    const patches = acceptPatches()
    await renderAt('/testing', { page: <ProfileTab /> })
    await userEvent.click(await screen.findByRole('combobox', { name: /^Sprache/ }))
    await userEvent.click(await screen.findByRole('option', { name: 'English' }))
    expect(await screen.findByLabelText(/^First name/)).toBeInTheDocument()
    expect(i18next.language).toBe('en')
    expect(patches).toHaveLength(0)
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(patches[0]?.body.language).toBe('en-US'))
    expect(localStorage.getItem('language')).toBe('en')
  })

  it('goes back to the previous language when the tab is left without saving', async () => {
    const { unmount } = await renderAt('/testing', { page: <ProfileTab /> })
    await userEvent.click(await screen.findByRole('combobox', { name: /^Sprache/ }))
    await userEvent.click(await screen.findByRole('option', { name: 'English' }))
    await waitFor(() => expect(i18next.language).toBe('en'))
    unmount()
    await waitFor(() => expect(i18next.language).toBe('de'))
  })

  it('shows the server’s field errors at the fields and other errors in an alert', async () => {
    server.use(
      http.patch('/api/users/:id', () =>
        HttpResponse.json(
          {
            errors: [
              {
                message: 'The following field is invalid: last_name',
                data: { errors: [{ path: 'last_name', message: 'Dieser Wert ist ungültig.' }] },
              },
            ],
          },
          { status: 400 },
        ),
      ),
    )
    await renderAt('/testing', { page: <ProfileTab /> })
    await userEvent.click(await screen.findByRole('button', { name: 'Speichern' }))
    expect(await screen.findByText('Dieser Wert ist ungültig.')).toBeInTheDocument()
    expect(screen.queryByText('Speichern nicht möglich')).not.toBeInTheDocument()

    server.use(
      http.patch('/api/users/:id', () => HttpResponse.json({ errors: [{ message: 'Forbidden' }] }, { status: 403 })),
    )
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }))
    const alert = (await screen.findByText('Speichern nicht möglich')).closest('[role="alert"]') as HTMLElement
    expect(within(alert).getByText('Forbidden')).toBeInTheDocument()
  })

  it('changes the e-mail address only with the current password, and shows the server’s refusal at its field', async () => {
    const sent: Record<string, unknown>[] = []
    server.use(
      http.post('/api/users/change-email', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>
        sent.push(body)
        if (body.current_password !== 'Old-Secret-1') {
          return HttpResponse.json(
            {
              errors: [
                {
                  message: 'The following field is invalid: current_password',
                  data: { errors: [{ path: 'current_password', message: 'The current password is not correct.' }] },
                },
              ],
            },
            { status: 400 },
          )
        }
        return HttpResponse.json({ doc: { ...ME, email: body.email }, message: 'The e-mail address has been changed.' })
      }),
    )
    await renderAt('/testing', { page: <ProfileTab />, language: 'en' })
    expect(await screen.findByText('You log in with pilot@flugakte.test.')).toBeInTheDocument()
    const submit = screen.getByRole('button', { name: 'Change e-mail address' })
    await userEvent.click(submit)
    expect(await screen.findAllByText('Please enter all required fields')).toHaveLength(2)
    expect(sent).toHaveLength(0)

    await userEvent.type(screen.getByLabelText(/^New e-mail address/), 'jonas@flugakte.test')
    await userEvent.type(screen.getByLabelText(/^Current password/), 'wrong')
    await userEvent.click(submit)
    expect(await screen.findByText('The current password is not correct.')).toBeInTheDocument()

    await userEvent.clear(screen.getByLabelText(/^Current password/))
    await userEvent.type(screen.getByLabelText(/^Current password/), 'Old-Secret-1')
    await userEvent.click(submit)
    expect(await screen.findByText('Your e-mail address has been changed.')).toBeInTheDocument()
    expect(sent.at(-1)).toEqual({ email: 'jonas@flugakte.test', current_password: 'Old-Secret-1' })
    expect(await screen.findByText('You log in with jonas@flugakte.test.')).toBeInTheDocument()
  })
})
