import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'

import { mockServer, renderAt } from '../../../testing/render'

const server = mockServer(
  http.get('/app-config.json', () => HttpResponse.json({ imprintUrl: null, privacyPolicyUrl: null })),
)

function resetAnswers(response: () => Response) {
  const bodies: unknown[] = []
  server.use(
    http.post('/api/users/reset-password', async ({ request }) => {
      bodies.push(await request.json())
      return response()
    }),
  )
  return bodies
}

async function submit(password: string, repeat: string) {
  if (password) await userEvent.type(await screen.findByLabelText(/^Neues Passwort\s*\*?$/), password)
  if (repeat) await userEvent.type(screen.getByLabelText(/^Neues Passwort wiederholen/), repeat)
  await userEvent.click(screen.getByRole('button', { name: 'Passwort ändern' }))
}

describe('ChangePasswordPage', () => {
  it('shows the heading LAkte', async () => {
    await renderAt('/change-password?token=abc')
    expect(await screen.findByRole('heading', { name: 'LAkte' })).toBeInTheDocument()
  })

  it('without a token shows the NoToken alert and a login button instead of the form', async () => {
    await renderAt('/change-password', { language: 'en' })
    expect(await screen.findByRole('alert')).toHaveTextContent('The link has no token.')
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login')
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument()
  })

  it.each([
    ['', '', 'Bitte alle Pflichtfelder ausfüllen'],
    ['abc12', 'abc12', 'Das Passwort ist zu kurz'],
    ['Secret-1', 'Secret-2', 'Die beiden Eingaben stimmen nicht überein!'],
  ])('refuses %j / %j with “%s”', async (password, repeat, message) => {
    const bodies = resetAnswers(() => HttpResponse.json({}))
    await renderAt('/change-password?token=abc')
    await submit(password, repeat)
    expect((await screen.findAllByText(message)).length).toBeGreaterThan(0)
    expect(bodies).toEqual([])
  })

  it('shows Error with the server’s reason, e.g. the password policy', async () => {
    resetAnswers(() =>
      HttpResponse.json(
        {
          errors: [
            {
              message: 'The following field is invalid: password',
              data: { errors: [{ path: 'password', message: 'The password must be at least 8 characters long.' }] },
            },
          ],
        },
        { status: 400 },
      ),
    )
    await renderAt('/change-password?token=abc', { language: 'en' })
    await userEvent.type(await screen.findByLabelText(/^New password\s*\*?$/), 'secret1')
    await userEvent.type(screen.getByLabelText(/^Repeat new password/), 'secret1')
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }))
    const alert = await screen.findByRole('alert', { name: 'Error' })
    expect(alert).toHaveTextContent('The password must be at least 8 characters long.')
  })

  it('sets the password with the token, confirms and goes to the login', async () => {
    const bodies = resetAnswers(() => HttpResponse.json({ message: 'Password reset successfully.' }))
    const { router } = await renderAt('/change-password?token=abc123')
    await submit('Flugakte-Neu-1', 'Flugakte-Neu-1')
    expect(
      await screen.findByText('Ihr Passwort wurde geändert. Bitte melden Sie sich mit dem neuen Passwort an.'),
    ).toBeInTheDocument()
    expect(await screen.findByRole('button', { name: 'Anmelden' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/login')
    expect(bodies).toEqual([{ token: 'abc123', password: 'Flugakte-Neu-1' }])
  })
})
