import {
  fromHex,
  logHeadHash,
  logHeadText,
  verifyConsistency,
  verifyInclusion,
  type LogHeadStatement,
} from '@flugakte/domain'
import { sql } from '@payloadcms/db-postgres'
import { createPublicKey, verify as verifySignature } from 'node:crypto'
import type { PayloadRequest } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { flightLogFixture } from '../../collections/flight-logs/testing'
import { runStatement } from '../../lib/raw-sql'
import type { FlightLog } from '../../payload-types'
import { demoWorld } from '../../testing/demo-world'
import { executeRaw } from '../../testing/execute-raw'
import { actingAs } from '../../testing/get-test-payload'
import { bearer, rest } from '../../testing/rest'
import { createCheckpoint } from '../checkpoints'
import { storeSignature } from '../signatures/signature-record'
import { aircraftWithEntries, rolledBack } from '../testing'
import { verifyJourneyLog } from '../verify-chain'
import { latestHead } from './heads'
import { consistencyFor, headAnswer } from './proof-endpoints'
import { sealEventLogs } from './seal-event-log'
import { verifyEventLog } from './verify-event-log'

const {
  payload,
  aircraft,
  token: { club, operator },
} = await demoWorld({ club: 'operator-b@flugakte.test', operator: 'operator@flugakte.test' })

let plane: number
let entries: FlightLog[]
let administrator: Awaited<ReturnType<typeof actingAs>>

beforeAll(async () => {
  const created = await aircraftWithEntries(payload, 'D-EEVL', 4)
  plane = created.aircraft.id
  entries = created.entries
  administrator = await actingAs(payload, 'admin@flugakte.test')
})

const change = (req: PayloadRequest, statement: ReturnType<typeof sql>) => runStatement(payload, statement, req)

/** The event log's check in a transaction that is rolled back, after `tamper` changed the database. */
const afterTampering = (aircraftId: number, tamper: (req: PayloadRequest) => Promise<unknown>) =>
  rolledBack(payload, administrator, async (req) => {
    await tamper(req)
    return verifyEventLog(req, aircraftId)
  })

async function addEntry(req: PayloadRequest, aircraftId: number, registration: string, date: string) {
  const fixture = await flightLogFixture(payload)
  return payload.create({
    collection: 'flight_logs',
    data: fixture.entry({ customer_aircraft: aircraftId, registration, date, to_utc: '09:00', ldg_utc: '09:40' }),
    user: fixture.member,
    overrideAccess: false,
    req,
  })
}

describe('the aircraft event log', () => {
  it('keeps every seeded aircraft’s log whole: entries, sign-offs, releases and records under signed heads', async () => {
    await rolledBack(payload, administrator, async (req) => {
      for (const registration of ['D-EFAK', 'D-EXAB', 'D-EKLU', 'D-EDRS']) {
        const log = await verifyEventLog(req, aircraft[registration])
        // Other suites on the shared database delete the defect actions they made (no API allows it):
        // their leaves then name records that are gone. Nothing else may break a demo aircraft's log.
        expect([undefined, 'missing']).toContain(log.firstBroken?.reason)
        expect(log.size).toBeGreaterThan(0)
        expect(log.latest?.tree_size).toBe(log.size)
        expect(log.latest?.root_hash).toBe(log.root)
      }
    })
  })

  it('appends a leaf and a signed head that names the head before, with every write', async () => {
    await rolledBack(payload, administrator, async (req) => {
      const before = (await latestHead(req, plane))!
      await addEntry(req, plane, 'D-EEVL', '2026-03-20')
      const after = (await latestHead(req, plane))!
      expect(after.statement.tree_size).toBe(before.statement.tree_size + 1)
      expect(after.statement.previous).toBe(await logHeadHash(before.statement))
      expect(after.statement.reason).toBe('append')
      const key = await rest('/api/journey-log/public-key')
      const { public_key_pem } = (await key.json()) as { public_key_pem: string }
      expect(
        verifySignature(
          null,
          Buffer.from(logHeadText(after.statement)),
          createPublicKey(public_key_pem),
          Buffer.from(after.signature, 'base64'),
        ),
      ).toBe(true)
      expect(await verifyEventLog(req, plane)).toMatchObject({ ok: true, size: after.statement.tree_size })
    })
  })

  it('finds changed totals that drive the due list', async () => {
    const log = await afterTampering(plane, (req) =>
      change(req, sql`update flight_logs set total_minutes = total_minutes - 1200 where id = ${entries[3].id}`),
    )
    expect(log).toMatchObject({
      ok: false,
      firstBroken: { reason: 'content', collection: 'flight_logs', id: entries[3].id },
    })
  })

  it('finds the newest entries cut off after the last checkpoint, with their leaves', async () => {
    const log = await afterTampering(plane, async (req) => {
      await createCheckpoint(req, plane, 'export')
      const added = [
        await addEntry(req, plane, 'D-EEVL', '2026-03-21'),
        await addEntry(req, plane, 'D-EEVL', '2026-03-22'),
      ]
      for (const entry of added) {
        await change(
          req,
          sql`delete from aircraft_log_events where subject = 'flight_logs' and subject_id = ${entry.id}`,
        )
        await change(req, sql`delete from flight_logs where id = ${entry.id}`)
      }
    })
    expect(log).toMatchObject({ ok: false, firstBroken: { reason: 'truncated' } })
  })

  it('finds a deleted checkpoint: the head after it names another', async () => {
    const log = await afterTampering(plane, async (req) => {
      await createCheckpoint(req, plane, 'daily')
      const daily = (await latestHead(req, plane))!
      await addEntry(req, plane, 'D-EEVL', '2026-03-23')
      await change(req, sql`delete from journey_log_checkpoints where id = ${daily.id}`)
    })
    expect(log).toMatchObject({ ok: false, firstBroken: { reason: 'head' } })
  })

  it('finds a deleted sign-off', async () => {
    const member = await actingAs(payload, 'member@flugakte.test')
    const log = await afterTampering(plane, async (req) => {
      const signature = await storeSignature(req, {
        entry: { id: entries[1].id, customer_aircraft: plane, content_hash: entries[1].content_hash! },
        signer: member.id,
        method: 'password',
        assertion: null,
        signedAt: new Date(),
      })
      await change(req, sql`delete from flight_log_signatures where id = ${signature.id}`)
    })
    expect(log).toMatchObject({ ok: false, firstBroken: { reason: 'missing', collection: 'flight_log_signatures' } })
    const verification = await rolledBack(payload, administrator, (req) => verifyJourneyLog(req, plane))
    expect(verification.ok).toBe(true)
  })

  it('finds a record stored without its leaf', async () => {
    const log = await afterTampering(plane, async (req) => {
      const member = await actingAs(payload, 'member@flugakte.test')
      const signature = await storeSignature(req, {
        entry: { id: entries[2].id, customer_aircraft: plane, content_hash: entries[2].content_hash! },
        signer: member.id,
        method: 'password',
        assertion: null,
        signedAt: new Date(),
      })
      await change(
        req,
        sql`delete from aircraft_log_events where subject = 'flight_log_signatures' and subject_id = ${signature.id}`,
      )
    })
    // Its leaf was the newest: the log is shorter than its head counts, and the signature has no leaf.
    expect(log).toMatchObject({ ok: false, firstBroken: { reason: 'truncated' } })
  })

  it('finds a release text changed after its timestamp prefix', async () => {
    const maintenance = await actingAs(payload, 'maintenance@flugakte.test')
    const log = await afterTampering(aircraft['D-EFAK'], async (req) => {
      const [existing] = (
        await payload.find({
          collection: 'task_completions',
          where: { customer_aircraft: { equals: aircraft['D-EFAK'] } },
          limit: 1,
          depth: 0,
          overrideAccess: true,
          req,
        })
      ).docs
      const { id: _id, createdAt: _c, updatedAt: _u, ...fields } = existing as unknown as Record<string, unknown>
      const record = await payload.create({
        collection: 'task_completions',
        data: { ...fields, notes: '2026-11-28T10:00 replaced left aileron hinge', amends: null } as never,
        user: maintenance,
        overrideAccess: false,
        req,
      })
      await change(
        req,
        sql`update task_completions set notes = '2026-11-28T10:00 nothing was done' where id = ${record.id}`,
      )
    })
    expect(log).toMatchObject({ ok: false, firstBroken: { reason: 'content', collection: 'task_completions' } })
  })

  it('lets a witness that kept an earlier head find a log rewritten with the signing key', async () => {
    await rolledBack(payload, administrator, async (req) => {
      const kept = headAnswer((await latestHead(req, plane))!)
      // An honest append extends the witness's tree.
      await addEntry(req, plane, 'D-EEVL', '2026-03-24')
      const honest = await consistencyFor(req, plane, kept.tree_size)
      expect(
        verifyConsistency(
          kept.tree_size,
          honest.to,
          fromHex(kept.root_hash),
          fromHex(honest.head!.root_hash),
          honest.proof.map(fromHex),
        ),
      ).toBe(true)
      const witnessed = headAnswer((await latestHead(req, plane))!)

      // Whoever holds the database and the key changes an entry's totals and seals the whole log anew.
      await change(req, sql`update flight_logs set total_minutes = total_minutes - 1200 where id = ${entries[3].id}`)
      await change(req, sql`delete from aircraft_log_events where customer_aircraft_id = ${plane}`)
      await change(req, sql`delete from journey_log_checkpoints where customer_aircraft_id = ${plane}`)
      await sealEventLogs(req)
      await addEntry(req, plane, 'D-EEVL', '2026-03-25')
      // The server alone cannot tell: the rewritten log is consistent in itself.
      expect(await verifyEventLog(req, plane)).toMatchObject({ ok: true })
      const rewritten = await consistencyFor(req, plane, witnessed.tree_size)
      expect(
        verifyConsistency(
          witnessed.tree_size,
          rewritten.to,
          fromHex(witnessed.root_hash),
          fromHex(rewritten.head!.root_hash),
          rewritten.proof.map(fromHex),
        ),
      ).toBe(false)
    })
  })
})

describe('the log calls', () => {
  type Head = LogHeadStatement & { signature: string; key_id: string; text: string }

  it('answer the newest head, a consistency proof and an inclusion proof to whoever may read the log', async () => {
    const head = (await (
      await rest(`/api/customer_aircrafts/${plane}/journey-log/head`, { headers: bearer(club) })
    ).json()) as {
      head: Head
    }
    expect(head.head.tree_size).toBeGreaterThan(3)
    const { signature: _signature, key_id: _key, text, ...statement } = head.head
    expect(text).toBe(logHeadText(statement))

    const inclusion = (await (
      await rest(`/api/customer_aircrafts/${plane}/journey-log/inclusion?seq=2`, { headers: bearer(club) })
    ).json()) as { leaf: { leaf_hash: string }; proof: string[]; size: number; root: string; head: Head }
    expect(inclusion.root).toBe(inclusion.head.root_hash)
    expect(
      verifyInclusion(
        fromHex(inclusion.leaf.leaf_hash),
        2,
        inclusion.size,
        inclusion.proof.map(fromHex),
        fromHex(inclusion.root),
      ),
    ).toBe(true)

    const consistency = await rest(`/api/customer_aircrafts/${plane}/journey-log/consistency?from=2`, {
      headers: bearer(club),
    })
    expect(consistency.status).toBe(200)
    const proof = (await consistency.json()) as { from: number; to: number; proof: string[]; head: Head }
    expect(proof.to).toBe(head.head.tree_size)
  })

  it('refuse a size beyond the log in the caller’s language, and another company’s aircraft', async () => {
    for (const [language, text] of [
      ['de', 'innerhalb der Größe'],
      ['en', 'within the size'],
    ] as const) {
      const response = await rest(`/api/customer_aircrafts/${plane}/journey-log/consistency?from=999999`, {
        headers: { ...bearer(club), 'Accept-Language': language },
      })
      expect(response.status).toBe(400)
      expect(JSON.stringify(await response.json())).toContain(text)
    }
    const other = await rest(`/api/customer_aircrafts/${plane}/journey-log/head`, { headers: bearer(operator) })
    expect(other.status).toBe(404)
  })
})

describe('sealing once, at the migration', () => {
  it('seals the records stored before the event log under one head that counts them, and nothing twice', async () => {
    await rolledBack(payload, administrator, async (req) => {
      const before = await verifyEventLog(req, plane)
      await change(req, sql`delete from aircraft_log_events where customer_aircraft_id = ${plane}`)
      await change(req, sql`delete from journey_log_checkpoints where customer_aircraft_id = ${plane} and v = 2`)
      expect((await verifyEventLog(req, plane)).firstBroken).toMatchObject({ reason: 'unlogged' })
      // Other suites' aircraft on the shared database may be sealed with it: this aircraft's head counts its own.
      const sealed = await sealEventLogs(req)
      expect(sealed.records).toBeGreaterThanOrEqual(before.size)
      const head = (await latestHead(req, plane))!
      expect(head).toMatchObject({ sealed: before.size, statement: { reason: 'migration', tree_size: before.size } })
      expect(await verifyEventLog(req, plane)).toMatchObject({ ok: true, size: before.size })
      expect((await sealEventLogs(req)).records).toBe(0)
    })
  })

  it('seals an import written past the API after the newest head, and rewrites no leaf', async () => {
    const member = await actingAs(payload, 'member@flugakte.test')
    await rolledBack(payload, administrator, async (req) => {
      const before = (await latestHead(req, plane))!
      const imported = await storeSignature(req, {
        entry: { id: entries[0].id, customer_aircraft: plane, content_hash: entries[0].content_hash! },
        signer: member.id,
        method: 'password',
        assertion: null,
        signedAt: new Date(),
      })
      // As an import that wrote the row past the API: no leaf, no head.
      const appended = (await latestHead(req, plane))!
      await change(
        req,
        sql`delete from aircraft_log_events where subject = 'flight_log_signatures' and subject_id = ${imported.id}`,
      )
      await change(req, sql`delete from journey_log_checkpoints where id = ${appended.id}`)
      expect((await verifyEventLog(req, plane)).firstBroken).toMatchObject({ reason: 'unlogged' })
      await change(req, sql`update flight_logs set total_minutes = total_minutes + 60 where id = ${entries[1].id}`)

      expect((await sealEventLogs(req, { imported: true })).records).toBeGreaterThanOrEqual(1)
      const head = (await latestHead(req, plane))!
      expect(head).toMatchObject({
        sealed: 1,
        statement: { reason: 'migration', tree_size: before.statement.tree_size + 1 },
      })
      expect(head.statement.previous).toBe(await logHeadHash(before.statement))
      // The changed entry keeps its leaf: still a break.
      expect((await verifyEventLog(req, plane)).firstBroken).toMatchObject({
        reason: 'content',
        collection: 'flight_logs',
        id: entries[1].id,
      })
    })
  })

  it('does not re-seal at a start: an entry whose hashes were emptied after a change stays broken', async () => {
    const { aircraft: laundered, entries: made } = await aircraftWithEntries(payload, 'D-ELND', 3)
    const original = made[1]
    await executeRaw(
      payload,
      `update flight_logs set notes = 'Geändert', content_hash = null, hash = null where id = ${original.id}`,
    )
    // What a restart runs.
    await payload.config.onInit?.(payload)
    const result = await rolledBack(payload, administrator, (req) => verifyJourneyLog(req, laundered.id))
    // Put back for the suites sharing the database (an entry without hashes is what sealing looks for).
    await executeRaw(
      payload,
      `update flight_logs set notes = '${original.notes}', content_hash = '${original.content_hash}', hash = '${original.hash}'
       where id = ${original.id}`,
    )
    expect(result).toMatchObject({
      ok: false,
      firstBroken: { number: 2, reason: 'content' },
      log: { ok: false, firstBroken: { reason: 'content', collection: 'flight_logs' } },
    })
  })
})
