import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { delay, http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'

import { mockServer, renderAt } from '../../../testing/render'

const SUCCESS = 'Password has been successfully resetted. You will get shortly a eMail with further instructions.'

const server = mockServer(
  http.get('/app-config.json', () => HttpResponse.json({ imprintUrl: null, privacyPolicyUrl: null })),
)

function resetAnswers(response: () => Response | Promise<Response>) {
  const bodies: unknown[] = []
  server.use(
    http.post('/api/users/forgot-password', async ({ request }) => {
      bodies.push(await request.json())
      return response()
    }),
  )
  return bodies
}

describe('ResetPasswordPage', () => {
  it('prefills the address from ?email= and shows the heading, the "or" separator and the login link', async () => {
    await renderAt('/reset-password?email=pilot%40flugakte.test')
    expect(await screen.findByRole('heading', { name: 'Passwort zurücksetzen' })).toBeInTheDocument()
    expect(screen.getByLabelText(/^E-Mail/)).toHaveValue('pilot@flugakte.test')
    expect(screen.getByText('oder')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Anmelden' })).toHaveAttribute('href', '/login')
  })

  it('validates on blur and on submit', async () => {
    const bodies = resetAnswers(() => HttpResponse.json({ message: 'Success' }))
    await renderAt('/reset-password', { language: 'en' })
    const email = await screen.findByLabelText(/^E-mail/)
    await userEvent.click(email)
    await userEvent.tab()
    expect(await screen.findByText('Please enter all required fields')).toBeInTheDocument()
    await userEvent.type(email, 'pilot')
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }))
    expect(await screen.findByText('Wrong format')).toBeInTheDocument()
    expect(bodies).toEqual([])
  })

  it('goes from idle through loading to the success alert, which replaces the form', async () => {
    const bodies = resetAnswers(async () => {
      await delay(100)
      return HttpResponse.json({ message: 'Success' })
    })
    await renderAt('/reset-password', { language: 'en' })
    await userEvent.type(await screen.findByLabelText(/^E-mail/), 'pilot@flugakte.test')
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }))
    await waitFor(() => expect(screen.getByRole('button', { name: 'Reset Password' })).toHaveAttribute('data-loading'))
    expect(await screen.findByRole('alert')).toHaveTextContent(SUCCESS)
    expect(screen.queryByLabelText(/^E-mail/)).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Reset Password' })).not.toBeInTheDocument()
    expect(bodies).toEqual([{ email: 'pilot@flugakte.test' }])
  })

  it('shows the German error text when the server refuses', async () => {
    resetAnswers(() => HttpResponse.json({ errors: [{ message: 'Too many requests' }] }, { status: 429 }))
    await renderAt('/reset-password?email=pilot%40flugakte.test')
    await userEvent.click(await screen.findByRole('button', { name: 'Passwort zurücksetzen' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Fehler beim Zurücksetzen des Passworts')
    // The form stays: the request can be sent again.
    expect(screen.getByLabelText(/^E-Mail/)).toHaveValue('pilot@flugakte.test')
    resetAnswers(() => HttpResponse.json({ message: 'Success' }))
    await userEvent.click(screen.getByRole('button', { name: 'Passwort zurücksetzen' }))
    expect(await screen.findByText(/Das Passwort wurde erfolgreich zurückgesetzt/)).toBeInTheDocument()
  })

  it('only stops loading when the request fails without an answer', async () => {
    resetAnswers(() => HttpResponse.error())
    await renderAt('/reset-password?email=pilot%40flugakte.test')
    const button = await screen.findByRole('button', { name: 'Passwort zurücksetzen' })
    await userEvent.click(button)
    await waitFor(() => expect(button).not.toHaveAttribute('data-loading'))
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(screen.getByLabelText(/^E-Mail/)).toHaveValue('pilot@flugakte.test')
  })
})
