import type { LogHeadStatement } from '@flugakte/domain'
import type { Where } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { relationId } from '../../access/relation-id'
import { flightLogFixture } from '../../collections/flight-logs/testing'
import { inTransaction } from '../../lib/in-transaction'
import type { FlightLog } from '../../payload-types'
import { demoWorld } from '../../testing/demo-world'
import { executeRaw } from '../../testing/execute-raw'
import { bearer, rest } from '../../testing/rest'
import { aircraftWithEntries } from '../testing'
import { sealEventLogs } from './seal-event-log'
import { witnessNoticeKey } from './witness-report-endpoint'

const {
  payload,
  aircraft: demo,
  token: { club, operator },
} = await demoWorld({ club: 'operator-b@flugakte.test', operator: 'operator@flugakte.test' })

type Head = LogHeadStatement & { signature: string; key_id: string; text: string }

let plane: number
let entries: FlightLog[]
let clubCompany: number
let caoCompany: number

beforeAll(async () => {
  const created = await aircraftWithEntries(payload, 'D-EWIT', 3)
  plane = created.aircraft.id
  entries = created.entries
  clubCompany = relationId(created.aircraft.company) as number
  caoCompany = (await payload.find({ collection: 'companies', where: { kind: { equals: 'cao' } }, limit: 1 })).docs[0]
    .id
  // Named by the system, the CAO's contract is accepted at once.
  await payload.update({ collection: 'customer_aircrafts', id: plane, data: { cao: caoCompany }, overrideAccess: true })
})

// Other test files count notices: this file's go again.
afterAll(async () => {
  await payload.delete({ collection: 'notifications', where: { key: { like: 'witness:' } }, overrideAccess: true })
})

const headOf = async (aircraftId: number) =>
  (
    (await (
      await rest(`/api/customer_aircrafts/${aircraftId}/journey-log/head`, { headers: bearer(club) })
    ).json()) as {
      head: Head
    }
  ).head

const report = (kept: unknown, { token = club, language = 'de', aircraftId = plane } = {}) =>
  rest(`/api/customer_aircrafts/${aircraftId}/journey-log/witness-report`, {
    method: 'POST',
    headers: { ...bearer(token), 'Content-Type': 'application/json', 'Accept-Language': language },
    body: JSON.stringify({ kept, received: null }),
  })

async function noticesOf(kept: Head) {
  const found = await payload.find({
    collection: 'notifications',
    where: { key: { equals: witnessNoticeKey(plane, kept) } },
    pagination: false,
    depth: 1,
    overrideAccess: true,
  })
  return found.docs
}

async function activeUsers(where: Where) {
  const found = await payload.find({
    collection: 'users',
    where: { and: [{ status: { equals: 'active' } }, where] },
    pagination: false,
    overrideAccess: true,
  })
  return found.docs.map((user) => user.email)
}

async function addEntry(date: string) {
  const fixture = await flightLogFixture(payload)
  return payload.create({
    collection: 'flight_logs',
    data: fixture.entry({ customer_aircraft: plane, registration: 'D-EWIT', date, to_utc: '09:00', ldg_utc: '09:40' }),
    user: fixture.member,
    overrideAccess: false,
  })
}

describe('a witness’s report of a log that no longer extends its head', () => {
  it('is checked and answered 200 without notices while the log does extend the kept head', async () => {
    const kept = await headOf(plane)
    await addEntry('2026-03-20')
    const response = await report(kept)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ consistent: true, notified: 0 })
    expect(await noticesOf(kept)).toEqual([])
  })

  it('refuses a head this server did not sign, in the caller’s language', async () => {
    const kept = await headOf(plane)
    // The device, or whoever sends the report, claims a larger tree than the server signed.
    const forged = { ...kept, tree_size: kept.tree_size + 5 }
    for (const [language, text] of [
      ['de', 'Diesen Stand hat dieser Server nicht signiert'],
      ['en', 'This server did not sign that head'],
    ] as const) {
      const response = await report(forged, { language })
      expect(response.status).toBe(400)
      expect(JSON.stringify(await response.json())).toContain(text)
    }
    const unsigned = await report({ ...kept, signature: Buffer.alloc(64).toString('base64') }, { language: 'en' })
    expect(unsigned.status).toBe(400)
    const unknownKey = await report({ ...kept, key_id: 'ffffffffffffffff' }, { language: 'en' })
    expect(unknownKey.status).toBe(400)
    const malformed = await report({ tree_size: 'many' }, { language: 'en' })
    expect(malformed.status).toBe(400)
    expect(JSON.stringify(await malformed.json())).toContain('must name the head the device kept')
    expect(await noticesOf(forged)).toEqual([])
  })

  it('refuses a genuine head of another aircraft', async () => {
    const other = await headOf(demo['D-EKLU'])
    const response = await report(other, { language: 'en' })
    expect(response.status).toBe(400)
    expect(JSON.stringify(await response.json())).toContain('belongs to another aircraft')
  })

  it('answers 404 for another company’s aircraft', async () => {
    const kept = await headOf(plane)
    expect((await report(kept, { token: operator })).status).toBe(404)
  })

  it('tells the owner’s admins and the CAO once when the log was rewritten with the signing key', async () => {
    const kept = await headOf(plane)
    // Whoever holds the database and the key makes another pilot the pilot-in-command of an entry and
    // seals the whole log anew (not its totals: other suites recompute every aircraft's totals).
    await executeRaw(payload, `update flight_logs set pic_id = null where id = ${entries[1].id}`)
    await executeRaw(payload, `delete from aircraft_log_events where customer_aircraft_id = ${plane}`)
    await executeRaw(payload, `delete from journey_log_checkpoints where customer_aircraft_id = ${plane} and v = 2`)
    await inTransaction(payload, (req) => sealEventLogs(req))
    await addEntry('2026-03-21')
    const rewritten = await headOf(plane)
    expect(rewritten.tree_size).toBeGreaterThanOrEqual(kept.tree_size)
    expect(rewritten.root_hash).not.toBe(kept.root_hash)

    const response = await report(kept)
    expect(response.status).toBe(202)
    const clubAdmins = await activeUsers({ company: { equals: clubCompany }, is_company_admin: { equals: true } })
    const caoUsers = await activeUsers({ company: { equals: caoCompany } })
    expect(clubAdmins).toContain('operator-b@flugakte.test')
    expect(caoUsers).toContain('cao@flugakte.test')
    expect(await response.json()).toEqual({ consistent: false, notified: clubAdmins.length + caoUsers.length })
    const notices = await noticesOf(kept)
    expect(notices.map((notice) => (notice.recipient as { email: string }).email).sort()).toEqual(
      [...clubAdmins, ...caoUsers].sort(),
    )
    const [notice] = notices
    expect(notice.link).toBe(`/boardbook?aircraft=${plane}`)
    const english = await payload.findByID({
      collection: 'notifications',
      id: notice.id,
      locale: 'en',
      overrideAccess: true,
    })
    expect(english.subject).toBe('D-EWIT: integrity warning – the journey log does not extend one signed before')
    expect(english.message).toContain(`verify.mjs --witness ${kept.tree_size}:${kept.root_hash}`)
    expect(english.message).toContain(
      `the log now holds ${rewritten.tree_size} records with the root ${rewritten.root_hash}`,
    )

    // A second device, or the same one again, reporting the same head: nobody is told twice.
    const again = await report(kept)
    expect(again.status).toBe(202)
    expect(await again.json()).toEqual({ consistent: false, notified: 0 })
    expect(await noticesOf(kept)).toHaveLength(notices.length)
  })
})
