import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'

import { readSession, saveSession, sessionFrom } from '../../../lib/session'
import { mockServer, renderAt } from '../../../testing/render'
import { ChangePasswordTab } from './change-password-tab'

const ME = {
  id: 7,
  email: 'pilot@flugakte.test',
  first_name: 'Jonas',
  last_name: 'Becker',
  status: 'active',
  role: { id: 3, name: 'Club Member' },
  language: 'en-US',
}
const POLICY_MESSAGE =
  'The password must be at least 8 characters long and contain a digit, a lower-case and an upper-case letter and a special character, without spaces.'

type Call = {
  method: string
  path: string
  body: unknown
  credentials: RequestCredentials
  authorization: string | null
}

const calls: Call[] = []
const server = mockServer(http.get('/api/users/me', () => HttpResponse.json({ user: ME })))

/** The server's change-password call: the current password is checked there, the new one set. */
function serverAccepting({
  currentPassword = 'Old-Secret-1',
  change = () => HttpResponse.json({ message: 'ok' }),
} = {}) {
  calls.length = 0
  server.use(
    http.post('/api/users/change-password', async ({ request }) => {
      const text = await request.text()
      const body = (text ? JSON.parse(text) : {}) as Record<string, unknown>
      calls.push({
        method: request.method,
        path: new URL(request.url).pathname,
        body,
        credentials: request.credentials,
        authorization: request.headers.get('Authorization'),
      })
      if (body.current_password !== currentPassword) {
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
      return change()
    }),
  )
}

async function fill(current: string, password: string, repeat: string) {
  if (current) await userEvent.type(await screen.findByLabelText(/^Current password/), current)
  if (password) await userEvent.type(screen.getByLabelText(/^New password/), password)
  if (repeat) await userEvent.type(screen.getByLabelText(/^Repeat new password/), repeat)
  await userEvent.click(screen.getByRole('button', { name: 'Change password' }))
}

describe('ChangePasswordTab', () => {
  it('asks for all three fields', async () => {
    serverAccepting()
    await renderAt('/testing', { page: <ChangePasswordTab />, language: 'en' })
    await screen.findByLabelText(/^Current password/)
    await fill('', '', '')
    expect(await screen.findAllByText('Please enter all required fields')).toHaveLength(3)
    expect(calls).toHaveLength(0)
  })

  it('needs at least 6 characters (PasswordTooShort)', async () => {
    serverAccepting()
    await renderAt('/testing', { page: <ChangePasswordTab />, language: 'en' })
    await fill('Old-Secret-1', 'abc12', 'abc12')
    expect(await screen.findByText('Password is too short')).toBeInTheDocument()
    expect(screen.queryByText('Two inputs don´t match!')).not.toBeInTheDocument()
    expect(calls).toHaveLength(0)
  })

  it('needs the repeat to match (PasswordDoNotMatch), in German too', async () => {
    serverAccepting()
    await renderAt('/testing', { page: <ChangePasswordTab />, language: 'de' })
    await userEvent.type(await screen.findByLabelText(/^Aktuelles Passwort/), 'Old-Secret-1')
    await userEvent.type(screen.getByLabelText(/^Neues Passwort$|^Neues Passwort \*/), 'New-Secret-2')
    await userEvent.type(screen.getByLabelText(/^Neues Passwort wiederholen/), 'New-Secret-3')
    await userEvent.click(screen.getByRole('button', { name: 'Passwort ändern' }))
    expect(await screen.findByText('Die beiden Eingaben stimmen nicht überein!')).toBeInTheDocument()
    expect(calls).toHaveLength(0)
  })

  it('refuses a wrong current password at that field and changes nothing', async () => {
    serverAccepting()
    await renderAt('/testing', { page: <ChangePasswordTab />, language: 'en' })
    await fill('not-my-password', 'New-Secret-2', 'New-Secret-2')
    expect(await screen.findByText('The current password is not correct.')).toBeInTheDocument()
    expect(screen.getByLabelText(/^Current password/)).toHaveAccessibleDescription(
      'The current password is not correct.',
    )
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['POST /api/users/change-password'])
  })

  it('shows the server’s password policy at the new-password field', async () => {
    serverAccepting({
      change: () =>
        HttpResponse.json(
          {
            errors: [
              {
                message: 'The following field is invalid: password',
                data: { errors: [{ path: 'password', message: POLICY_MESSAGE }] },
              },
            ],
          },
          { status: 400 },
        ),
    })
    await renderAt('/testing', { page: <ChangePasswordTab />, language: 'en' })
    await fill('Old-Secret-1', 'newsecret', 'newsecret')
    expect(await screen.findByText(POLICY_MESSAGE)).toBeInTheDocument()
    expect(screen.getByLabelText(/^New password/)).toHaveAccessibleDescription(POLICY_MESSAGE)
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('sends the current and the new password in one call with the stored session, which stays', async () => {
    serverAccepting()
    saveSession(sessionFrom('stored-token', Math.floor(Date.now() / 1000) + 3600))
    await renderAt('/testing', { page: <ChangePasswordTab />, language: 'en' })
    await fill('Old-Secret-1', 'New-Secret-2', 'New-Secret-2')
    expect(await screen.findByText(/Your password has been changed/)).toBeInTheDocument()
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/api/users/change-password',
        body: { current_password: 'Old-Secret-1', password: 'New-Secret-2' },
        credentials: 'same-origin',
        authorization: 'JWT stored-token',
      },
    ])
    expect(readSession()?.token).toBe('stored-token')
    await waitFor(() => expect(screen.getByLabelText(/^Current password/)).toHaveValue(''))
  })

  it('shows the server’s refusal of too many attempts', async () => {
    serverAccepting({ currentPassword: 'never' })
    server.use(
      http.post('/api/users/change-password', () =>
        HttpResponse.json(
          { errors: [{ message: 'Too many failed attempts. Please try again in 4 seconds.' }] },
          { status: 429 },
        ),
      ),
    )
    await renderAt('/testing', { page: <ChangePasswordTab />, language: 'en' })
    await fill('Old-Secret-1', 'New-Secret-2', 'New-Secret-2')
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many failed attempts. Please try again in 4 seconds.',
    )
  })
})
