import { chainHash, contentHash, hashChallenge } from '@flugakte/domain'
import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { runStatement } from '../lib/raw-sql'
import type { FlightLog } from '../payload-types'
import { demoWorld } from '../testing/demo-world'
import { executeRaw } from '../testing/execute-raw'
import { actingAs } from '../testing/get-test-payload'
import { bearer, rest } from '../testing/rest'
import { chainEntries } from './chain-entries'
import { createCheckpoint } from './checkpoints'
import { storeSignature } from './signatures/signature-record'
import { softwareAuthenticator } from './signatures/testing'
import { aircraftWithEntries, rolledBack } from './testing'
import { verifyJourneyLog, type JourneyLogVerification } from './verify-chain'

const {
  payload,
  aircraft,
  token: { admin, operator, club, cao },
} = await demoWorld({
  admin: 'admin@flugakte.test',
  operator: 'operator@flugakte.test',
  club: 'operator-b@flugakte.test',
  cao: 'cao@flugakte.test',
})

let plane: number
let entries: FlightLog[]
let administrator: Awaited<ReturnType<typeof actingAs>>

beforeAll(async () => {
  const created = await aircraftWithEntries(payload, 'D-EVRF', 5)
  plane = created.aircraft.id
  entries = created.entries
  administrator = await actingAs(payload, 'admin@flugakte.test')
})

async function verify(token: string | null, aircraftId: number | string) {
  const response = await rest(`/api/customer_aircrafts/${aircraftId}/journey-log/verify`, {
    headers: token ? bearer(token) : {},
  })
  return { status: response.status, body: (await response.json()) as JourneyLogVerification }
}

/** One statement in the test's transaction, as someone with access to the database would run it. */
const change = (req: PayloadRequest, statement: ReturnType<typeof sql>) => runStatement(payload, statement, req)

/** The check inside a transaction that is rolled back afterwards, after `tamper` changed the stored log. */
const afterTampering = (tamper: (req: PayloadRequest) => Promise<unknown>) =>
  rolledBack(payload, administrator, async (req) => {
    await tamper(req)
    return verifyJourneyLog(req, plane, { batchSize: 2 })
  })

describe('GET /api/customer_aircrafts/:id/journey-log/verify', () => {
  it('finds every seeded demo log intact, its head the last of numbers 1..n', async () => {
    for (const registration of ['D-EFAK', 'D-EXAB', 'D-EKLU', 'D-EDRS']) {
      const { status, body } = await verify(admin, aircraft[registration])
      expect(status).toBe(200)
      expect(body).toMatchObject({ firstBroken: null, signatures: { invalid: 0 } })
      // Other suites on the shared database delete the defect actions they made (a delete no API allows):
      // their leaves then name records that are gone. Nothing else may break the demo aircraft's logs.
      expect([undefined, 'missing']).toContain(body.log.firstBroken?.reason)
      expect(body.entries).toBeGreaterThan(0)
      expect(body.head).toEqual({ number: body.entries, hash: expect.stringMatching(/^[0-9a-f]{64}$/) })
    }
  })

  it('answers whoever may read the log, and refuses others as the other aircraft endpoints do', async () => {
    expect((await verify(operator, aircraft['D-EFAK'])).status).toBe(200)
    // The CAO under contract reads D-EFAK's log, not D-EXAB's.
    expect((await verify(cao, aircraft['D-EFAK'])).status).toBe(200)
    for (const [token, registration] of [
      [club, 'D-EFAK'],
      [cao, 'D-EXAB'],
      [operator, 'D-EVRF'],
    ] as const) {
      const id = registration === 'D-EVRF' ? plane : aircraft[registration]
      const other = await rest(`/api/customer_aircrafts/${id}/operating-hours`, { headers: bearer(token) })
      const refused = await verify(token, id)
      expect(refused.status).toBe(404)
      expect(refused.status).toBe(other.status)
      expect(JSON.stringify(refused.body)).not.toContain('"ok"')
    }
    expect((await verify(null, aircraft['D-EFAK'])).status).toBe(403)
    expect((await verify(operator, 999999)).status).toBe(404)
    expect((await verify(operator, 'abc')).status).toBe(404)
  })

  it('names the entry whose stored field was changed in the database, and is ok again once it is back', async () => {
    const target = entries[2]
    expect((await verify(club, plane)).body).toMatchObject({ ok: true, entries: 5, head: { number: 5 } })
    await executeRaw(payload, `update flight_logs set ldg_utc = '09:55' where id = ${target.id}`)
    try {
      const { status, body } = await verify(club, plane)
      expect(status).toBe(200)
      expect(body).toMatchObject({ ok: false, entries: 5, firstBroken: { number: 3, reason: 'content' } })
    } finally {
      await executeRaw(payload, `update flight_logs set ldg_utc = '${target.ldg_utc}' where id = ${target.id}`)
    }
    expect((await verify(club, plane)).body).toMatchObject({ ok: true, firstBroken: null })
  })
})

describe('verifying a tampered journey log', () => {
  it('finds a changed chain hash at its entry', async () => {
    const result = await afterTampering((req) =>
      change(req, sql`update flight_logs set hash = ${'0'.repeat(64)} where id = ${entries[2].id}`),
    )
    expect(result).toMatchObject({ ok: false, firstBroken: { number: 3, reason: 'chain' } })
  })

  it('finds a changed recorded time at its entry, even one that is no time at all', async () => {
    // SQLite keeps any text in a date column; PostgreSQL only instants.
    const changed = payload.db.name === 'postgres' ? '2026-03-04T10:00:00.000Z' : 'not a time'
    const result = await afterTampering((req) =>
      change(req, sql`update flight_logs set recorded_at = ${changed} where id = ${entries[2].id}`),
    )
    expect(result).toMatchObject({ ok: false, firstBroken: { number: 3, reason: 'chain' } })
  })

  it('finds a removed entry as a gap', async () => {
    const result = await afterTampering((req) => change(req, sql`delete from flight_logs where id = ${entries[2].id}`))
    expect(result).toMatchObject({ ok: false, entries: 4, firstBroken: { number: 3, reason: 'gap' } })
  })

  it('finds two entries whose numbers were swapped', async () => {
    const [second, fourth] = [entries[1].id, entries[3].id]
    const result = await afterTampering(async (req) => {
      await change(req, sql`update flight_logs set number = -2 where id = ${second}`)
      await change(req, sql`update flight_logs set number = 2 where id = ${fourth}`)
      await change(req, sql`update flight_logs set number = 4 where id = ${second}`)
    })
    expect(result).toMatchObject({ ok: false, entries: 5, firstBroken: { number: 2, reason: 'chain' } })
  })

  it('finds a log rewritten with every hash recomputed through the signed checkpoint', async () => {
    const result = await afterTampering(async (req) => {
      await createCheckpoint(req, plane, 'export')
      await change(req, sql`update flight_logs set ldg_utc = '09:55' where id = ${entries[2].id}`)
      await rehashFrom(req, 3)
    })
    // Every entry agrees with its hashes again; the event log's leaf of entry 3 and the heads signed
    // since still hold the entry as it was.
    expect(result).toMatchObject({
      ok: false,
      firstBroken: null,
      checkpoints: { latest: { head_number: 5, ok: false } },
      log: { ok: false, firstBroken: { reason: 'content', collection: 'flight_logs', id: entries[2].id } },
    })
  })

  it('finds entries removed from the end through the checkpoint that named them', async () => {
    const result = await afterTampering(async (req) => {
      await createCheckpoint(req, plane, 'daily')
      await change(req, sql`delete from flight_logs where id = ${entries[4].id}`)
    })
    expect(result).toMatchObject({
      ok: false,
      entries: 4,
      log: { ok: false, firstBroken: { reason: 'missing', collection: 'flight_logs', id: entries[4].id } },
    })
  })

  it('accepts a checkpoint the server signed and finds a forged one', async () => {
    const genuine = await afterTampering((req) => createCheckpoint(req, plane, 'daily'))
    expect(genuine).toMatchObject({ ok: true, checkpoints: { latest: { head_number: 5, ok: true } } })
    const forged = await afterTampering(async (req) => {
      const checkpoint = await createCheckpoint(req, plane, 'daily')
      // Claims a longer log than was signed.
      await change(req, sql`update journey_log_checkpoints set tree_size = tree_size + 1 where id = ${checkpoint.id}`)
    })
    expect(forged).toMatchObject({
      ok: false,
      checkpoints: { latest: { ok: false } },
      log: { firstBroken: { reason: 'head' } },
    })
    const resigned = await afterTampering(async (req) => {
      const checkpoint = await createCheckpoint(req, plane, 'daily')
      await change(
        req,
        sql`update journey_log_checkpoints set signature = ${'A'.repeat(86) + '=='} where id = ${checkpoint.id}`,
      )
    })
    expect(resigned).toMatchObject({ ok: false, log: { firstBroken: { reason: 'head' } } })
  })

  it('checks each sign-off against its entry and the server’s signature', async () => {
    const member = await actingAs(payload, 'member@flugakte.test')
    const signOff = (req: PayloadRequest) =>
      storeSignature(req, {
        entry: { id: entries[1].id, customer_aircraft: plane, content_hash: entries[1].content_hash! },
        signer: member.id,
        method: 'password',
        assertion: null,
        signedAt: new Date(),
      })
    expect(await afterTampering(signOff)).toMatchObject({ ok: true, signatures: { count: 1, invalid: 0 } })
    const otherContent = await afterTampering(async (req) => {
      const signature = await signOff(req)
      await change(
        req,
        sql`update flight_log_signatures set content_hash = ${'1'.repeat(64)} where id = ${signature.id}`,
      )
    })
    expect(otherContent).toMatchObject({
      ok: false,
      signatures: { count: 1, invalid: 1 },
      firstBroken: { number: 2, reason: 'signature' },
    })
    const otherSigner = await afterTampering(async (req) => {
      const signature = await signOff(req)
      await change(
        req,
        sql`update flight_log_signatures set signer_id = ${administrator.id} where id = ${signature.id}`,
      )
    })
    expect(otherSigner).toMatchObject({ ok: false, signatures: { invalid: 1 } })
    // A passkey signature without an assertion proves nothing.
    const noAssertion = await afterTampering(async (req) => {
      const signature = await signOff(req)
      await change(req, sql`update flight_log_signatures set method = 'passkey' where id = ${signature.id}`)
    })
    expect(noAssertion).toMatchObject({ ok: false, signatures: { invalid: 1 } })
  })

  it('checks a passkey sign-off’s assertion with the signer’s registered key', async () => {
    const member = await actingAs(payload, 'member@flugakte.test')
    const entry = entries[3]
    const authenticator = softwareAuthenticator()
    const signWithPasskey = async (req: PayloadRequest) => {
      await payload.create({
        collection: 'passkeys',
        data: {
          user: member.id,
          name: 'Test',
          credential_id: authenticator.id,
          public_key: authenticator.cosePublicKey.toString('base64url'),
          counter: 0,
        },
        overrideAccess: true,
        req,
      })
      const { response } = authenticator.sign(hashChallenge(entry.content_hash!))
      return storeSignature(req, {
        entry: { id: entry.id, customer_aircraft: plane, content_hash: entry.content_hash! },
        signer: member.id,
        method: 'passkey',
        assertion: {
          credential_id: authenticator.id,
          authenticator_data: response.authenticatorData,
          client_data_json: response.clientDataJSON,
          signature: response.signature,
        },
        signedAt: new Date(),
      })
    }
    expect(await afterTampering(signWithPasskey)).toMatchObject({ ok: true, signatures: { count: 1, invalid: 0 } })
    const otherChallenge = await afterTampering(async (req) => {
      const signature = await signWithPasskey(req)
      const { response } = authenticator.sign(hashChallenge(entries[0].content_hash!))
      await change(
        req,
        sql`update flight_log_signatures set client_data_json = ${response.clientDataJSON}, signature = ${response.signature},
          authenticator_data = ${response.authenticatorData} where id = ${signature.id}`,
      )
    })
    expect(otherChallenge).toMatchObject({
      ok: false,
      signatures: { count: 1, invalid: 1 },
      firstBroken: { number: 4, reason: 'signature' },
    })
  })
})

/** What someone who knows the scheme would do to hide a change: recompute every hash from `number` on. */
async function rehashFrom(req: PayloadRequest, number: number) {
  let previous: string | null = null
  for await (const batch of chainEntries(payload, plane, { fromNumber: number - 1 }, req)) {
    for (const entry of batch) {
      if (entry.number < number) {
        previous = entry.hash
        continue
      }
      const content = await contentHash(entry)
      const hash = await chainHash({
        aircraft: plane,
        number: entry.number,
        content_hash: content,
        recorded_at: entry.recorded_at!,
        previous_hash: previous,
      })
      await change(req, sql`update flight_logs set content_hash = ${content}, hash = ${hash} where id = ${entry.id}`)
      previous = hash
    }
  }
}
