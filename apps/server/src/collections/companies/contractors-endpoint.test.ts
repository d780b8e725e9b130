import { beforeAll, describe, expect, it } from 'vitest'

import { demoWorld } from '../../testing/demo-world'
import { bearer, rest, tokenOf } from '../../testing/rest'
import { newAccount, tokenFor } from '../users/testing'
import { textIn } from '../../lib/texts'

/**
 * Issue 11, requesting a contract in the web app: operators of an owning company list the maintenance
 * companies or CAOs they may name (id, name, kind, country only); nobody else gets the list, and the
 * companies themselves stay as closed as before.
 */

let fresh: { id: number; name: string }
let kinds: Record<number, string>
const run = Date.now().toString(36).slice(-4).toUpperCase()

const { payload } = await demoWorld({})

beforeAll(async () => {
  // A maintenance company no one shares an aircraft with: only the list may name it.
  fresh = (await payload.create({
    collection: 'companies',
    data: { name: `Werft Neu ${run}`, kind: 'maintenance_company', address: `Geheimweg ${run}\n12345 Irgendwo` },
  })) as { id: number; name: string }
  const all = await payload.find({ collection: 'companies', pagination: false, depth: 0 })
  kinds = Object.fromEntries(all.docs.map((company) => [company.id, company.kind]))
})

async function contractors(token: string | null, kind: string | null, language = 'de') {
  const response = await rest(`/api/companies/contractors${kind === null ? '' : `?kind=${encodeURIComponent(kind)}`}`, {
    headers: { ...(token ? bearer(token) : {}), 'Accept-Language': language },
  })
  const body = (await response.json()) as {
    docs?: Record<string, unknown>[]
    errors?: { data?: { errors?: { path: string; message: string }[] } }[]
  }
  return { status: response.status, body, fieldErrors: body.errors?.[0]?.data?.errors ?? [] }
}

describe('GET /api/companies/contractors', () => {
  it.each(['maintenance_company', 'cao'])(
    'lists an owner’s operator the companies of kind %s, with id, name, kind and country only',
    async (kind) => {
      for (const email of ['operator@flugakte.test', 'operator-b@flugakte.test', 'lena.hoffmann@flugakte.test']) {
        const { status, body } = await contractors(await tokenOf(email), kind)
        expect(status, email).toBe(200)
        expect(body.docs!.length, email).toBeGreaterThan(0)
        for (const doc of body.docs!) {
          expect(Object.keys(doc).sort()).toEqual(['country', 'id', 'kind', 'name'])
          expect(doc.kind).toBe(kind)
          // The list holds no operators or clubs, whatever the query asked.
          expect(kinds[doc.id as number]).toBe(kind)
        }
        const names = body.docs!.map((doc) => doc.name)
        expect(names).toContain(kind === 'cao' ? 'Lufttüchtigkeit West CAO GmbH' : 'Flugwerft Mittelrhein GmbH')
        expect(names).not.toContain('Aero Rhein-Main GmbH')
        expect(names).not.toContain('Luftsportverein Hangelar e.V.')
        if (kind === 'maintenance_company') expect(names).toContain(fresh.name)
        expect(JSON.stringify(body)).not.toContain('Geheimweg')
      }
    },
  )

  it('reveals nothing more of a listed company: the company, its users and its records stay closed', async () => {
    const token = await tokenOf('operator@flugakte.test')
    const listed = await contractors(token, 'maintenance_company')
    expect(listed.body.docs!.map((doc) => doc.id)).toContain(fresh.id)
    expect((await rest(`/api/companies/${fresh.id}`, { headers: bearer(token) })).status).toBe(404)
    const byName = await rest(`/api/companies?where[id][equals]=${fresh.id}&depth=0`, { headers: bearer(token) })
    expect(((await byName.json()) as { docs: unknown[] }).docs).toHaveLength(0)
    const users = await rest(`/api/users?where[company][equals]=${fresh.id}&depth=0`, { headers: bearer(token) })
    expect(((await users.json()) as { docs: unknown[] }).docs).toHaveLength(0)
    // The endpoint is GET only: no write through it.
    const posted = await rest('/api/companies/contractors?kind=cao', {
      method: 'POST',
      headers: { ...bearer(token), 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'x' }),
    })
    expect(posted.status).toBeGreaterThanOrEqual(400)
    expect((await payload.count({ collection: 'companies', where: { name: { equals: 'x' } } })).totalDocs).toBe(0)
  })

  it('lists administrators both kinds', async () => {
    const token = await tokenOf('admin@flugakte.test')
    expect((await contractors(token, 'cao')).status).toBe(200)
    expect((await contractors(token, 'maintenance_company')).body.docs!.map((doc) => doc.id)).toContain(fresh.id)
  })

  it('answers 401 without a login', async () => {
    const { status, body } = await contractors(null, 'maintenance_company')
    expect(status).toBe(401)
    expect(body.docs).toBeUndefined()
  })

  it.each([
    ['maintenance@flugakte.test', 'a maintenance company user'],
    ['cao@flugakte.test', 'a CAO user'],
    ['member@flugakte.test', 'a club member (operator role held but not active)'],
    ['a new account', 'a club member without the operator role'],
  ])('answers 403 and nothing to %s (%s)', async (email) => {
    // Other test files suspend and re-password demo club members; a club member of its own stays usable.
    const token =
      email === 'a new account'
        ? await tokenFor((await newAccount(payload, 'contractors')).email)
        : await tokenOf(email)
    for (const kind of ['maintenance_company', 'cao']) {
      const { status, body } = await contractors(token, kind)
      expect(status).toBe(403)
      expect(body.docs).toBeUndefined()
      expect(JSON.stringify(body)).not.toContain('Flugwerft')
    }
  })

  it.each([
    [null, 'de'],
    ['', 'de'],
    ['operator', 'de'],
    ['club', 'en'],
    ['cao,maintenance_company', 'en'],
    ['MAINTENANCE_COMPANY', 'en'],
  ])('answers 400 at the field kind for the kind %j (%s)', async (kind, language) => {
    const { status, body, fieldErrors } = await contractors(await tokenOf('operator@flugakte.test'), kind, language)
    expect(status).toBe(400)
    expect(body.docs).toBeUndefined()
    expect(fieldErrors).toEqual([{ path: 'kind', message: textIn(language as 'de' | 'en', 'endpoints:badKind') }])
  })
})
