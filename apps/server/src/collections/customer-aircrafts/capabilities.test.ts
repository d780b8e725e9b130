import type { PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'

import visibility from '../../testing/demo-visibility.json'
import { demoWorld } from '../../testing/demo-world'
import { actingAs } from '../../testing/get-test-payload'
import { relationNumber } from '../../access/relation-id'
import { bearer, rest, tokenOf } from '../../testing/rest'
import { statusOf } from '../../testing/status-of'
import { rolledBack } from '../../journey-log/testing'
import { emptyAircraftOfTheClub, flightLogFixture } from '../flight-logs/testing'
import type { AircraftCapabilities } from './capabilities-endpoint'

const { payload } = await demoWorld({})

async function capabilitiesAs(email: string) {
  const response = await rest('/api/customer_aircrafts/capabilities', { headers: bearer(await tokenOf(email)) })
  expect(response.status).toBe(200)
  const { docs } = (await response.json()) as { docs: AircraftCapabilities[] }
  return Object.fromEntries(
    docs.filter((doc) => /^D-E(DRS|FAK|KLU|XAB)$/.test(doc.registration)).map((doc) => [doc.registration, doc]),
  )
}

const yes = (registrations: string[], all: string[]) =>
  Object.fromEntries(all.map((r) => [r, registrations.includes(r)]))

/** Who may do what on the demo fleet (README, "Who sees what"). */
const EXPECTED: Record<
  string,
  {
    add_flight_log: string[]
    record_compliance: string[]
    add_document: string[]
    record_export: string[]
    report_defect: string[]
    handle_defects: string[]
  }
> = {
  'admin@flugakte.test': {
    add_flight_log: ['D-EDRS', 'D-EFAK', 'D-EKLU', 'D-EXAB'],
    record_compliance: ['D-EDRS', 'D-EFAK', 'D-EKLU', 'D-EXAB'],
    add_document: ['D-EDRS', 'D-EFAK', 'D-EKLU', 'D-EXAB'],
    record_export: ['D-EDRS', 'D-EFAK', 'D-EKLU', 'D-EXAB'],
    report_defect: ['D-EDRS', 'D-EFAK', 'D-EKLU', 'D-EXAB'],
    handle_defects: ['D-EDRS', 'D-EFAK', 'D-EKLU', 'D-EXAB'],
  },
  'operator@flugakte.test': {
    add_flight_log: ['D-EFAK', 'D-EXAB'],
    record_compliance: [],
    add_document: ['D-EFAK', 'D-EXAB'],
    // The company administrators of the owner.
    record_export: ['D-EFAK', 'D-EXAB'],
    report_defect: ['D-EFAK', 'D-EXAB'],
    // The owner never assesses, defers or rectifies its own aircraft's defects.
    handle_defects: [],
  },
  'member@flugakte.test': {
    add_flight_log: ['D-EDRS', 'D-EKLU'],
    record_compliance: [],
    add_document: [],
    record_export: [],
    report_defect: ['D-EDRS', 'D-EKLU'],
    handle_defects: [],
  },
  'operator-b@flugakte.test': {
    add_flight_log: ['D-EDRS', 'D-EKLU'],
    record_compliance: [],
    add_document: ['D-EDRS', 'D-EKLU'],
    record_export: ['D-EDRS', 'D-EKLU'],
    report_defect: ['D-EDRS', 'D-EKLU'],
    handle_defects: [],
  },
  'maintenance@flugakte.test': {
    add_flight_log: [],
    record_compliance: ['D-EFAK', 'D-EKLU', 'D-EXAB'],
    add_document: ['D-EFAK', 'D-EKLU', 'D-EXAB'],
    // A maintenance company is no CAO: the records go to the owner and the CAO only.
    record_export: [],
    report_defect: ['D-EFAK', 'D-EKLU', 'D-EXAB'],
    handle_defects: ['D-EFAK', 'D-EKLU', 'D-EXAB'],
  },
  'cao@flugakte.test': {
    add_flight_log: [],
    record_compliance: ['D-EDRS', 'D-EFAK'],
    add_document: ['D-EDRS', 'D-EFAK'],
    record_export: ['D-EDRS', 'D-EFAK'],
    report_defect: ['D-EDRS', 'D-EFAK'],
    handle_defects: ['D-EDRS', 'D-EFAK'],
  },
}

describe('GET /api/customer_aircrafts/capabilities', () => {
  it.each(Object.keys(EXPECTED))('tells %s what it may do on each aircraft it sees', async (email) => {
    const answer = await capabilitiesAs(email)
    const seen = (visibility as Record<string, string[]>)[email]!
    expect(Object.keys(answer).sort()).toEqual(seen)
    for (const capability of [
      'add_flight_log',
      'record_compliance',
      'add_document',
      'record_export',
      'report_defect',
      'handle_defects',
    ] as const) {
      const given = Object.fromEntries(seen.map((registration) => [registration, answer[registration]![capability]]))
      expect(given, capability).toEqual(yes(EXPECTED[email]![capability], seen))
    }
  })

  it('answers 403 without a session', async () => {
    expect((await rest('/api/customer_aircrafts/capabilities')).status).toBe(403)
  })

  it('agrees with the server’s answer to a real journey-log entry', async () => {
    const fixture = await flightLogFixture(payload)
    for (const email of Object.keys(EXPECTED)) {
      const user = await actingAs(payload, email)
      const answer = await capabilitiesAs(email)
      for (const [registration, capabilities] of Object.entries(answer)) {
        if (capabilities.add_flight_log) continue
        const attempt = payload.create({
          collection: 'flight_logs',
          data: fixture.entry({
            customer_aircraft: capabilities.id,
            registration,
            pilot: user.id,
            to_utc: '03:01',
            ldg_utc: '03:30',
          }),
          user,
          overrideAccess: false,
        })
        expect([400, 403], `${email} on ${registration}`).toContain(await statusOf(attempt))
      }
    }
    // Where it says yes, the entry is stored (on an empty aircraft of the club, so no neighbour interferes).
    const empty = await emptyAircraftOfTheClub(payload, 'D-ECAP')
    const response = await rest('/api/customer_aircrafts/capabilities', {
      headers: bearer(await tokenOf('member@flugakte.test')),
    })
    const { docs } = (await response.json()) as { docs: AircraftCapabilities[] }
    expect(docs.find((doc) => doc.id === empty.id)?.add_flight_log).toBe(true)
    const created = payload.create({
      collection: 'flight_logs',
      data: fixture.entry({ customer_aircraft: empty.id, registration: empty.registration }),
      user: fixture.member,
      overrideAccess: false,
    })
    expect(await statusOf(created)).toBe('ok')
  })

  it('agrees with the server’s answer to a real task completion', async () => {
    await tryEveryAccount()
  })
})

describe('GET /api/customer_aircrafts/capabilities about defects', () => {
  it('agrees with the server’s answer to a defect report and a defect action', async () => {
    const seeded = (
      await payload.find({ collection: 'defects', where: { client_id: { exists: true } }, depth: 0, pagination: false })
    ).docs
    let stored = 0
    for (const email of Object.keys(EXPECTED)) {
      const token = await tokenOf(email)
      const user = await actingAs(payload, email)
      for (const [registration, capabilities] of Object.entries(await capabilitiesAs(email))) {
        // A report naming no entry of the aircraft: refused at that field once the reporter is allowed.
        const report = await rest('/api/defects/submit', {
          method: 'POST',
          headers: { ...bearer(token), 'Content-Type': 'application/json' },
          body: JSON.stringify({ customer_aircraft: capabilities.id, description: 'Test', flight_log: 999_999 }),
        })
        expect(report.status, `${email} reports on ${registration}`).toBe(capabilities.report_defect ? 400 : 403)
        const defect = seeded.find((doc) => relationNumber(doc.customer_aircraft) === capabilities.id)
        if (!defect) continue
        const status = await inTakenBackTransaction(user, (req) =>
          payload.create({
            collection: 'defect_actions',
            data: { defect: defect.id, kind: 'assessment', airworthiness_affecting: false } as never,
            user,
            overrideAccess: false,
            req,
          }),
        )
        if (status === 'ok') stored += 1
        if (capabilities.handle_defects) expect(status, `${email} on ${registration}`).toBe('ok')
        else expect([400, 403], `${email} on ${registration}`).toContain(status)
      }
    }
    expect(stored).toBeGreaterThan(0)
  })
})

/**
 * Records are append-only and each is a leaf of its aircraft's event log: a test's own record on a demo
 * aircraft is written in a transaction that is rolled back, so the demo's logs and due items stay whole.
 */
const inTakenBackTransaction = (
  user: Awaited<ReturnType<typeof actingAs>>,
  work: (req: PayloadRequest) => Promise<unknown>,
) => rolledBack(payload, user, (req) => statusOf(work(req)))

async function tryEveryAccount() {
  for (const email of [
    'operator@flugakte.test',
    'member@flugakte.test',
    'maintenance@flugakte.test',
    'cao@flugakte.test',
  ]) {
    const user = await actingAs(payload, email)
    for (const [registration, capabilities] of Object.entries(await capabilitiesAs(email))) {
      const task = (
        await payload.find({
          collection: 'maintenance_tasks',
          where: { customer_aircraft: { equals: capabilities.id } },
          limit: 1,
          depth: 0,
        })
      ).docs[0]
      if (!task) continue
      const status = await inTakenBackTransaction(user, (req) =>
        payload.create({
          collection: 'task_completions',
          data: {
            customer_aircraft: capabilities.id,
            maintenance_task: task.id,
            date: '2026-01-02',
            notes: 'capabilities test',
          } as never,
          user,
          overrideAccess: false,
          req,
        }),
      )
      if (capabilities.record_compliance) expect(status, `${email} on ${registration}`).toBe('ok')
      else expect([400, 403], `${email} on ${registration}`).toContain(status)
    }
  }
}
