import { fromMinutes, toMinutes } from '@flugakte/domain'
import { brokenFlightLogRule, validFlightLogEntry } from '@flugakte/domain/testing'
import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'

import type { FlightLog } from '../../payload-types'
import { demoWorld } from '../../testing/demo-world'
import { actingAs } from '../../testing/get-test-payload'
import { fieldErrors } from '../../testing/status-of'
import { emptyAircraftOfTheClub, flightLogFixture } from './testing'

let member: Awaited<ReturnType<typeof actingAs>>
let base: Parameters<typeof validFlightLogEntry>[0]

const { payload } = await demoWorld({})

beforeAll(async () => {
  const fixture = await flightLogFixture(payload)
  member = fixture.member
  const aircraft = await emptyAircraftOfTheClub(payload, 'D-EGEN')
  const first = await payload.create({
    collection: 'flight_logs',
    data: fixture.entry({ customer_aircraft: aircraft.id, registration: aircraft.registration }),
    user: member,
    overrideAccess: false,
  })
  base = {
    customer_aircraft: aircraft.id,
    registration: aircraft.registration,
    date: '2026-11-21',
    pilot: member.id,
    // A second pilot of the club: the generator gives the entries crews of one and of two.
    copilot: (await actingAs(payload, 'operator-b@flugakte.test')).id,
    location_to: fixture.home,
    location_ldg: fixture.away,
    amends: first.id,
  }
})

async function stored() {
  return (
    await payload.count({ collection: 'flight_logs', where: { customer_aircraft: { equals: base.customer_aircraft } } })
  ).totalDocs
}

const create = (data: unknown) =>
  payload.create({ collection: 'flight_logs', data: data as FlightLog, user: member, overrideAccess: false })

describe('the server’s journey-log rules, generated (the domain package’s generators)', () => {
  it('rejects 500 payloads with one broken rule each, with a message at that field, storing none', async () => {
    const before = await stored()
    let rejected = 0
    await fc.assert(
      fc.asyncProperty(validFlightLogEntry(base), brokenFlightLogRule, async (entry, [field, change]) => {
        const errors = await fieldErrors(create({ ...entry, ...change }))
        const atField = errors.find((error) => error.path === field)
        expect(atField?.message).toMatch(/\S/)
        rejected += 1
      }),
      { numRuns: 500 },
    )
    expect(rejected).toBe(500)
    expect(await stored()).toBe(before)
  })

  it('accepts every valid payload of the same generator, numbering them in order', async () => {
    const before = await stored()
    let accepted = 0
    let newest = base.amends
    // Each entry flies on a day of its own after the last one, and its counters continue the last ones.
    let hobbsEnd = 0
    let cyclesEnd = 0
    await fc.assert(
      fc.asyncProperty(validFlightLogEntry(base), async (generated) => {
        const running = toMinutes(String(generated.hobbs_eng1_end)) - toMinutes(String(generated.hobbs_eng1_start))
        const entry = {
          ...generated,
          date: new Date(Date.parse('2026-01-02') + accepted * 86_400_000).toISOString().slice(0, 10),
          hobbs_eng1_start: fromMinutes(hobbsEnd),
          hobbs_eng1_end: fromMinutes(hobbsEnd + running),
          cnt_cycle_eng1_start: cyclesEnd,
          cnt_cycle_eng1_end: cyclesEnd + 1,
        }
        // An entry is corrected once (then its correction is); the newest entry never is yet.
        const created = await create(entry.type === 'correction' ? { ...entry, amends: newest } : entry)
        hobbsEnd += running
        cyclesEnd += 1
        expect(created).toMatchObject({ status: 'published', type: entry.type, number: before + accepted + 1 })
        accepted += 1
        newest = created.id
      }),
      { numRuns: 200 },
    )
    expect(await stored()).toBe(before + 200)
  })
})
