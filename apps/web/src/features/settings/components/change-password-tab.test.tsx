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

/** The server as it answers when the current password is right and the new one is accepted. */
function serverAccepting({ currentPassword = 'Old-Secret-1', patch = () => HttpResponse.json({ doc: ME }) } = {}) {
  calls.length = 0
  const record = async (request: Request) => {
    const url = new URL(request.url)
    const text = await request.text()
    calls.push({
      method: request.method,
      path: url.pathname,
      body: text ? JSON.parse(text) : undefined,
      credentials: request.credentials,
      authorization: request.headers.get('Authorization'),
    })
    return text ? (JSON.parse(text) as Record<string, unknown>) : {}
  }
  server.use(
    http.post('/api/users/login', async ({ request }) => {
      const body = await record(request)
      if (body.password !== currentPassword) {
        return HttpResponse.json(
          { errors: [{ message: 'The email or password provided is incorrect.' }] },
          { status: 401 },
        )
      }
      return HttpResponse.json({ token: 'check-token', exp: Math.floor(Date.now() / 1000) + 3600, user: ME })
    }),
    http.post('/api/users/logout', async ({ request }) => {
      await record(request)
      return HttpResponse.json({ message: 'Logged out.' })
    }),
    http.patch('/api/users/:id', async ({ request }) => {
      await record(request)
      return patch()
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
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['POST /api/users/login'])
  })

  it('shows the server’s password policy at the new-password field', async () => {
    serverAccepting({
      patch: () =>
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

  it('checks the current password without touching the stored session, then sets only the password', async () => {
    serverAccepting()
    saveSession(sessionFrom('stored-token', Math.floor(Date.now() / 1000) + 3600))
    await renderAt('/testing', { page: <ChangePasswordTab />, language: 'en' })
    await fill('Old-Secret-1', 'New-Secret-2', 'New-Secret-2')
    expect(await screen.findByText(/Your password has been changed/)).toBeInTheDocument()
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/api/users/login',
        body: { email: 'pilot@flugakte.test', password: 'Old-Secret-1' },
        credentials: 'omit',
        authorization: null,
      },
      {
        method: 'POST',
        path: '/api/users/logout',
        body: undefined,
        credentials: 'omit',
        authorization: 'JWT check-token',
      },
      {
        method: 'PATCH',
        path: '/api/users/7',
        body: { password: 'New-Secret-2' },
        credentials: 'same-origin',
        authorization: 'JWT stored-token',
      },
    ])
    expect(readSession()?.token).toBe('stored-token')
    await waitFor(() => expect(screen.getByLabelText(/^Current password/)).toHaveValue(''))
  })
})
