import { describe, expect, it } from 'vitest'

import { demoWorld } from '../../testing/demo-world'
import { bearer, rest, tokenOf } from '../../testing/rest'
import { login, me, newAccount, PASSWORD, post, tokenFor } from './testing'

const { payload } = await demoWorld({})

type ErrorBody = { errors: { message: string; data?: { errors: { path: string; message: string }[] } }[] }
const fieldErrors = async (response: Response) => ((await response.json()) as ErrorBody).errors[0].data?.errors ?? []

describe('changing one’s own password', () => {
  it('needs the current password; a wrong one answers 400 at that field in the caller’s language', async () => {
    const account = await newAccount(payload, 'change-wrong')
    const token = await tokenFor(account.email)
    const german = await post('/api/users/change-password', token, { current_password: 'falsch', password: 'Neues-Passwort-8' })
    expect(german.status).toBe(400)
    expect(await fieldErrors(german)).toEqual([{ path: 'current_password', message: 'Das aktuelle Passwort ist nicht korrekt.' }])
    const english = await post('/api/users/change-password', token, { current_password: 'wrong', password: 'Neues-Passwort-8' }, { 'Accept-Language': 'en' })
    expect(await fieldErrors(english)).toEqual([{ path: 'current_password', message: 'The current password is not correct.' }])
    expect((await login(account.email, PASSWORD)).status).toBe(200)
  })

  it('names missing fields, applies the password policy and answers 401 without a session', async () => {
    const account = await newAccount(payload, 'change-fields')
    const token = await tokenFor(account.email)
    const missing = await post('/api/users/change-password', token, {}, { 'Accept-Language': 'en' })
    expect((await fieldErrors(missing)).map((error) => error.path)).toEqual(['current_password', 'password'])
    const weak = await post('/api/users/change-password', token, { current_password: PASSWORD, password: 'weak' })
    expect(weak.status).toBe(400)
    expect((await fieldErrors(weak)).map((error) => error.path)).toEqual(['password'])
    expect((await post('/api/users/change-password', null, { current_password: PASSWORD, password: 'Neues-Passwort-8' })).status).toBe(401)
  })

  it('a plain update of one’s own password or e-mail is refused with a pointer to the settings', async () => {
    const account = await newAccount(payload, 'change-patch')
    const token = await tokenFor(account.email)
    const patch = (body: unknown) =>
      rest(`/api/users/${account.id}`, {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json', 'Accept-Language': 'en', ...bearer(token) },
        body: JSON.stringify(body),
      })
    const password = await patch({ password: 'Neues-Passwort-8' })
    expect(password.status).toBe(400)
    expect((await fieldErrors(password))[0].message).toMatch(/Settings › Change password/)
    const email = await patch({ email: 'taken-over@flugakte.test' })
    expect(email.status).toBe(400)
    expect((await fieldErrors(email)).map((error) => error.path)).toEqual(['email'])
    expect((await patch({ abbreviation: 'TST' })).status).toBe(200)
    expect((await login(account.email, PASSWORD)).status).toBe(200)
  })

  it('an administrator still sets another person’s password, which ends that person’s sessions', async () => {
    const account = await newAccount(payload, 'admin-sets')
    const token = await tokenFor(account.email)
    const admin = await tokenOf('admin@flugakte.test')
    const answer = await rest(`/api/users/${account.id}`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', ...bearer(admin) },
      body: JSON.stringify({ password: 'Vom-Admin-gesetzt-1' }),
    })
    expect(answer.status).toBe(200)
    expect(await me(token)).toBeNull()
    expect((await login(account.email, 'Vom-Admin-gesetzt-1')).status).toBe(200)
  })
})

describe('changing one’s own e-mail address', () => {
  it('needs the current password and then logs in under the new address', async () => {
    const account = await newAccount(payload, 'email-change')
    const token = await tokenFor(account.email)
    const next = `renamed-${Date.now()}@flugakte.test`
    const wrong = await post('/api/users/change-email', token, { current_password: 'wrong', email: next })
    expect(wrong.status).toBe(400)
    expect((await fieldErrors(wrong)).map((error) => error.path)).toEqual(['current_password'])
    const invalid = await post('/api/users/change-email', token, { current_password: PASSWORD, email: 'not-an-address' })
    expect((await fieldErrors(invalid)).map((error) => error.path)).toEqual(['email'])
    const changed = await post('/api/users/change-email', token, { current_password: PASSWORD, email: next })
    expect(changed.status).toBe(200)
    expect((await login(next, PASSWORD)).status).toBe(200)
    expect((await login(account.email, PASSWORD)).status).toBe(401)
    expect((await me(token))?.id).toBe(account.id)
  })
})
