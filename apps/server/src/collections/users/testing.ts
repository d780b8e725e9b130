import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'

import { bearer, rest } from '../../testing/rest'

export const PASSWORD = 'Flugakte-Demo-1'

/** An active club member of its own, so failed logins and locks touch no demo account other tests use. */
export async function newAccount(payload: Payload, label: string, extra: Record<string, unknown> = {}) {
  const roles = await payload.find({ collection: 'roles', where: { name: { equals: 'Club Member' } }, limit: 1 })
  // The demo club (the first club seeded): other test files add clubs of their own.
  const company = await payload.find({
    collection: 'companies',
    where: { kind: { equals: 'club' } },
    sort: 'id',
    limit: 1,
  })
  const email = `${label}-${randomBytes(4).toString('hex')}@flugakte.test`
  const user = await payload.create({
    collection: 'users',
    data: {
      email,
      password: PASSWORD,
      first_name: 'Test',
      last_name: label,
      role: roles.docs[0].id,
      roles: [roles.docs[0].id],
      company: company.docs[0].id,
      status: 'active',
      ...extra,
    } as never,
  })
  return { id: user.id, email }
}

/**
 * A certifying person's licence as a test account's profile keeps it (users that certify releases):
 * the server names it, and the account's name, in every release they enter.
 */
export const CERTIFIER_LICENCE = { licence_number: 'DE.66.B1.0001', licence_valid_until: '2099-12-31' }

const json = { 'Content-Type': 'application/json' }

/** POST /api/users/login as a browser would send it. */
export function login(email: string, password: string, headers: Record<string, string> = {}) {
  return rest('/api/users/login', { method: 'POST', headers: { ...json, ...headers }, body: JSON.stringify({ email, password }) })
}

export async function tokenFor(email: string, password = PASSWORD): Promise<string> {
  const response = await login(email, password)
  if (response.status !== 200) throw new Error(`login of ${email} answered ${response.status}`)
  return ((await response.json()) as { token: string }).token
}

/** The user GET /api/users/me sees behind a token (null: the token is refused). */
export async function me(token: string): Promise<{ id: number } | null> {
  const response = await rest('/api/users/me', { headers: bearer(token) })
  return ((await response.json()) as { user: { id: number } | null }).user
}

export function post(path: string, token: string | null, body: unknown, headers: Record<string, string> = {}) {
  return rest(path, {
    method: 'POST',
    headers: { ...json, ...(token ? bearer(token) : {}), ...headers },
    body: JSON.stringify(body),
  })
}
