import { fromMinutes, recomputeJourneyLog } from '@flugakte/domain'
import fc from 'fast-check'
import type { PayloadRequest } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { journeyLogDaysOf } from '../../airworthiness/journey-log-days'
import { demoWorld } from '../../testing/demo-world'
import { emptyAircraftOfTheClub, flightLogFixture } from './testing'
import { boardbookTotals } from './totals'
import { verifyTotals } from './verify-totals'

let fixture: Awaited<ReturnType<typeof flightLogFixture>>
const { payload } = await demoWorld({})
const req = { payload } as PayloadRequest

beforeAll(async () => {
  fixture = await flightLogFixture(payload)
})

/** One step of a random journey log: a flight, a late entry or a correction of an earlier entry. */
const step = fc.record({
  kind: fc.constantFrom('origin', 'origin', 'addendum', 'correction'),
  day: fc.integer({ min: 0, max: 30 }),
  takeoff: fc.integer({ min: 0, max: 22 * 60 }),
  minutes: fc.integer({ min: 5, max: 120 }),
  landings: fc.integer({ min: 0, max: 8 }),
  batch: fc.boolean(),
  pick: fc.nat(),
})

let runs = 0

describe('carried-forward totals, stored by the create path', () => {
  it('equal a full recomputation after any sequence of entries, corrections and addenda (refused ones included)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 9 }), async (steps) => {
        runs += 1
        const aircraft = await emptyAircraftOfTheClub(payload, `D-P${String(runs).padStart(3, '0')}`)
        const stored: { id: number }[] = []
        for (const each of steps) {
          const date = new Date(Date.UTC(2026, 8, 1 + each.day)).toISOString().slice(0, 10)
          const amends = each.kind === 'correction' && stored.length > 0 ? stored[each.pick % stored.length] : null
          const data = fixture.entry({
            customer_aircraft: aircraft.id,
            registration: aircraft.registration,
            date,
            cnt_ldg: each.landings,
            ...(each.batch
              ? { is_batch: true, flight_time: fromMinutes(each.minutes), to_utc: '', ldg_utc: '' }
              : { to_utc: fromMinutes(each.takeoff), ldg_utc: fromMinutes(each.takeoff + each.minutes) }),
            ...(amends ? { type: 'correction', amends: amends.id, notes: 'Berichtigt' } : {}),
            ...(each.kind === 'addendum' ? { type: 'addendum', notes: 'Nachgetragen' } : {}),
          })
          // A refused entry (same takeoff twice, a second correction) must leave no trace in the totals.
          const created = await payload
            .create({ collection: 'flight_logs', data, user: fixture.member, overrideAccess: false })
            .catch(() => null)
          if (created) stored.push({ id: created.id })
        }
        const report = await verifyTotals(req)
        expect(report.mismatches).toEqual([])
        const entries = await payload.find({
          collection: 'flight_logs',
          where: { customer_aircraft: { equals: aircraft.id } },
          pagination: false,
          depth: 0,
        })
        expect(entries.docs).toHaveLength(stored.length)
        const recomputed = recomputeJourneyLog(
          entries.docs.map((entry) => ({
            ...entry,
            number: entry.number!,
            amends: typeof entry.amends === 'object' ? (entry.amends?.id ?? null) : entry.amends,
            landing: entry.time_landing_utc ?? null,
          })),
        )
        const newest = entries.docs.reduce((a, b) => (a.number! > b.number! ? a : b))
        expect(await boardbookTotals(req, aircraft.id)).toEqual(recomputed.totals.get(String(newest.id)))
        const days = (await journeyLogDaysOf(req, [{ aircraftId: aircraft.id, dates: ['2026-09-15'] }])).get(
          aircraft.id,
        )!
        expect(days.at(-1)).toEqual(recomputed.days.at(-1))
      }),
      { numRuns: 12 },
    )
    // Twelve logs of up to nine writes each: on a CI machine running the browser tests beside it, more
    // than the default minute.
  }, 240_000)

  it('verify-totals finds a changed stored figure and repairs it', async () => {
    const aircraft = await emptyAircraftOfTheClub(payload, 'D-PVER')
    const create = (to: string, ldg: string) =>
      payload.create({
        collection: 'flight_logs',
        data: fixture.entry({
          customer_aircraft: aircraft.id,
          registration: aircraft.registration,
          to_utc: to,
          ldg_utc: ldg,
        }),
        user: fixture.member,
        overrideAccess: false,
      })
    const first = await create('08:00', '09:00')
    await create('10:00', '10:30')
    await payload.db.updateOne({ collection: 'flight_logs', id: first.id, data: { total_minutes: 1 }, req })
    const found = await verifyTotals(req)
    expect(found.mismatches).toEqual([
      expect.objectContaining({
        aircraft: aircraft.id,
        what: 'entry #1',
        recomputed: expect.objectContaining({ minutes: 60 }),
      }),
    ])
    const repaired = await verifyTotals(req, { repair: true })
    expect(repaired.repaired).toBe(1)
    expect((await verifyTotals(req)).mismatched).toBe(0)
  })
})
