import type { PayloadRequest } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { demoWorld } from '../../testing/demo-world'
import { emptyAircraftOfTheClub, flightLogFixture } from './testing'
import { boardbookTotals } from './totals'

let fixture: Awaited<ReturnType<typeof flightLogFixture>>

const { payload } = await demoWorld({})

beforeAll(async () => {
  fixture = await flightLogFixture(payload)
})

describe('carried-forward totals', () => {
  it('sum flight time, landings, engine time and cycles in the database, a correction replacing its entry', async () => {
    const aircraft = await emptyAircraftOfTheClub(payload, 'D-ESUM')
    const req = { payload } as PayloadRequest
    const create = (overrides: Record<string, unknown>) =>
      payload.create({
        collection: 'flight_logs',
        data: fixture.entry({ customer_aircraft: aircraft.id, registration: aircraft.registration, ...overrides }),
        user: fixture.member,
        overrideAccess: false,
      })
    expect(await boardbookTotals(req, aircraft.id)).toEqual({
      flights: 0,
      minutes: 0,
      landings: 0,
      engine_minutes: 0,
      cycles: 0,
    })
    const first = await create({
      to_utc: '09:00',
      ldg_utc: '10:30',
      cnt_ldg: 1,
      hobbs_eng1_start: '100:00',
      hobbs_eng1_end: '101:40',
      cnt_cycle_eng1_start: 10,
      cnt_cycle_eng1_end: 11,
    })
    await create({ is_batch: true, flight_time: '02:05', cnt_ldg: 6, date: '2026-11-19', to_utc: '', ldg_utc: '' })
    expect(await boardbookTotals(req, aircraft.id)).toEqual({
      flights: 2,
      minutes: 90 + 125,
      landings: 7,
      engine_minutes: 100,
      cycles: 1,
    })
    // The first flight had 3 landings and 1:20 on the Hobbs: the correction restates it.
    await create({
      type: 'correction',
      amends: first.id,
      notes: 'Landungen und Hobbs berichtigt',
      to_utc: '09:00',
      ldg_utc: '10:30',
      cnt_ldg: 3,
      hobbs_eng1_start: '100:00',
      hobbs_eng1_end: '101:20',
      cnt_cycle_eng1_start: 10,
      cnt_cycle_eng1_end: 11,
    })
    await create({ type: 'addendum', notes: 'Nachgetragen', to_utc: '07:00', ldg_utc: '07:30', cnt_ldg: 2 })
    expect(await boardbookTotals(req, aircraft.id)).toEqual({
      flights: 3,
      minutes: 90 + 125 + 30,
      landings: 3 + 6 + 2,
      engine_minutes: 80,
      cycles: 1,
    })
  })
})
