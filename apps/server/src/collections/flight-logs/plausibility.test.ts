import { beforeAll, describe, expect, it } from 'vitest'

import type { FlightLog } from '../../payload-types'
import { demoWorld } from '../../testing/demo-world'
import { actingAs } from '../../testing/get-test-payload'
import { bearer, rest } from '../../testing/rest'
import { emptyAircraftOfTheClub, flightLogFixture } from './testing'

let entry: (overrides?: Record<string, unknown>) => FlightLog
let copilotId: number

const {
  payload,
  token: { token },
} = await demoWorld({ token: 'member@flugakte.test' })

beforeAll(async () => {
  const fixture = await flightLogFixture(payload)
  entry = fixture.entry
  copilotId = (await actingAs(payload, 'operator-b@flugakte.test')).id
})

type Answer = { status: number; doc?: FlightLog; message: string; fields: Record<string, string> }

async function create(body: object, language = 'de'): Promise<Answer> {
  const response = await rest('/api/flight_logs', {
    method: 'POST',
    headers: { ...bearer(token), 'Content-Type': 'application/json', 'Accept-Language': language },
    body: JSON.stringify(body),
  })
  const json = (await response.json()) as {
    doc?: FlightLog
    errors?: { message: string; data?: { errors?: { path: string; message: string }[] } }[]
  }
  return {
    status: response.status,
    doc: json.doc,
    message: json.errors?.[0]?.message ?? '',
    fields: Object.fromEntries((json.errors?.[0]?.data?.errors ?? []).map((error) => [error.path, error.message])),
  }
}

/** A fresh aircraft of the club (records from 2026-01-01) and its entries' defaults. */
async function aircraftWithLog(registration: string) {
  const aircraft = await emptyAircraftOfTheClub(payload, registration)
  const on = (overrides: Record<string, unknown> = {}) =>
    entry({ customer_aircraft: aircraft.id, registration, date: '2026-11-10', notes: '', ...overrides })
  const stored = async () =>
    (await payload.count({ collection: 'flight_logs', where: { customer_aircraft: { equals: aircraft.id } } }))
      .totalDocs
  return { aircraft, on, stored }
}

const minutesFromNow = (minutes: number) => {
  const at = new Date(Date.now() + minutes * 60_000).toISOString()
  return { date: at.slice(0, 10), time: at.slice(11, 16) }
}

describe('plausible journey-log entries (server, through REST)', () => {
  it('a landing time earlier than the takeoff is on the next UTC day, with the right times and minutes', async () => {
    const { on } = await aircraftWithLog('D-EPLA')
    const answer = await create(
      on({ to_utc: '23:30', ldg_utc: '00:15', off_block_utc: '23:20', on_block_utc: '00:20' }),
    )
    expect(answer.status).toBe(201)
    const stored = await payload.findByID({ collection: 'flight_logs', id: answer.doc!.id, depth: 0 })
    expect(stored).toMatchObject({
      time_takeoff_utc: '2026-11-10T23:30:00.000Z',
      time_landing_utc: '2026-11-11T00:15:00.000Z',
      flight_minutes: 45,
      flight_time: '00:45',
    })
    const swapped = await create(on({ to_utc: '10:45', ldg_utc: '10:00' }), 'en')
    expect(swapped.status).toBe(400)
    expect(swapped.fields.ldg_utc).toBe('Landing must be after takeoff; a flight lasts at most 16 hours')
  })

  it('refuses a takeoff or landing beyond 5 minutes in the future, in de and en, storing nothing', async () => {
    const { on, stored } = await aircraftWithLog('D-EPLB')
    const takeoff = minutesFromNow(10)
    const landing = minutesFromNow(40)
    const early = await create(on({ date: takeoff.date, to_utc: takeoff.time, ldg_utc: landing.time }))
    expect(early.status).toBe(400)
    // (Just before midnight the takeoff's day itself is tomorrow: then the date is in the future.)
    expect(early.fields.to_utc ?? early.fields.date).toBe('Liegt in der Zukunft')
    const late = minutesFromNow(-30)
    const inAir = await create(on({ date: late.date, to_utc: late.time, ldg_utc: landing.time }), 'en')
    expect(inAir.status).toBe(400)
    expect(inAir.fields.ldg_utc).toBe('Lies in the future')
    const tomorrow = await create(on({ date: minutesFromNow(24 * 60 + 10).date }))
    expect(tomorrow.fields.date).toBe('Liegt in der Zukunft')
    expect(await stored()).toBe(0)
  })

  it('refuses flights before the record start: the counters baseline, else the day the aircraft was added', async () => {
    const { on } = await aircraftWithLog('D-EPLC')
    const before = await create(on({ date: '2025-12-31' }))
    expect(before.status).toBe(400)
    expect(before.fields.date).toBe('Liegt vor dem Beginn der Aufzeichnungen dieses Luftfahrzeugs')
    expect((await create(on({ date: '2026-01-01' }))).status).toBe(201)

    const template = await payload.find({
      collection: 'customer_aircrafts',
      where: { registration: { equals: 'D-EKLU' } },
      limit: 1,
      depth: 0,
    })
    const { company, aircraft: model } = template.docs[0]!
    const unbased = await payload.create({
      collection: 'customer_aircrafts',
      data: {
        registration: 'D-EPLD',
        serial_number: 'SN-D-EPLD',
        aircraft: model,
        company,
        status: 'published',
      } as never,
    })
    const yesterday = minutesFromNow(-24 * 60)
    const earlier = await create(
      entry({ customer_aircraft: unbased.id, registration: 'D-EPLD', date: yesterday.date }),
      'en',
    )
    expect(earlier.status).toBe(400)
    expect(earlier.fields.date).toBe('Lies before the start of this aircraft’s records')
  })

  it('counters continue the previous and next entries; a correction is how counters that went back are fixed', async () => {
    const { on, stored } = await aircraftWithLog('D-EPLE')
    const readings = (start: string, end: string, cycles: number) => ({
      hobbs_eng1_start: start,
      hobbs_eng1_end: end,
      cnt_cycle_eng1_start: cycles,
      cnt_cycle_eng1_end: cycles + 1,
    })
    const first = await create(on({ to_utc: '08:00', ldg_utc: '09:00', ...readings('100:00', '101:10', 10) }))
    const third = await create(on({ to_utc: '14:00', ldg_utc: '15:00', ...readings('102:30', '103:40', 12) }))
    expect([first.status, third.status]).toEqual([201, 201])

    const backwards = await create(on({ to_utc: '16:00', ldg_utc: '17:00', ...readings('103:00', '104:00', 11) }))
    expect(backwards.status).toBe(400)
    expect(backwards.fields).toEqual({
      hobbs_eng1_start: 'Liegt unter dem Endstand des vorigen Eintrags; berichtigen Sie diesen mit einer Korrektur',
      cnt_cycle_eng1_start: 'Liegt unter dem Endstand des vorigen Eintrags; berichtigen Sie diesen mit einer Korrektur',
    })
    const addendum = { type: 'addendum', notes: 'Vergessen', to_utc: '11:00', ldg_utc: '12:00' }
    const overlapping = await create(on({ ...addendum, ...readings('101:10', '102:40', 11) }), 'en')
    expect(overlapping.status).toBe(400)
    expect(overlapping.fields.hobbs_eng1_end).toBe('Above the next entry’s start reading')
    expect((await create(on({ ...addendum, ...readings('101:10', '102:30', 11) }))).status).toBe(201)

    // The third entry's readings were wrong: its correction restates lower ones, and the next entry follows it.
    const correction = await create(
      on({
        type: 'correction',
        amends: third.doc!.id,
        notes: 'Hobbs abgelesen',
        to_utc: '14:00',
        ldg_utc: '15:00',
        ...readings('102:30', '102:50', 12),
      }),
    )
    expect(correction.status).toBe(201)
    expect((await create(on({ to_utc: '16:00', ldg_utc: '17:00', ...readings('102:50', '103:50', 13) }))).status).toBe(
      201,
    )
    expect(await stored()).toBe(5)
  })

  it('refuses more than 24 h of engine time, counters beyond their maxima and the pilot as copilot', async () => {
    const { on, stored } = await aircraftWithLog('D-EPLF')
    const long = await create(on({ hobbs_eng1_start: '100:00', hobbs_eng1_end: '124:01' }))
    expect(long.fields.hobbs_eng1_end).toBe('Mehr als 24 Stunden Motorlaufzeit in einem Eintrag')
    const huge = await create(on({ hobbs_eng1_start: '100000:00', cnt_cycle_eng1_start: 1_000_000 }))
    expect(huge.fields).toMatchObject({ hobbs_eng1_start: 'Falscher Wert', cnt_cycle_eng1_start: 'Falscher Wert' })
    const pilot = on().pilot as number
    const same = await create(on({ copilot: pilot }), 'en')
    expect(same.fields.copilot).toBe('Pilot and copilot must be different people')
    expect(await stored()).toBe(0)
    expect((await create(on({ copilot: copilotId, copilot_duty: 'copilot' }))).status).toBe(201)
  })

  it('the same takeoff twice answers 409 naming the existing entry; a correction may restate its entry’s takeoff', async () => {
    const { on, stored } = await aircraftWithLog('D-EPLG')
    const first = await create(on({ to_utc: '10:00', ldg_utc: '10:30' }))
    expect(first.status).toBe(201)
    const again = await create(on({ to_utc: '10:00', ldg_utc: '11:00', cnt_ldg: 2 }))
    expect(again.status).toBe(409)
    expect(again.message).toBe(
      `Für dieses Luftfahrzeug gibt es bereits den Eintrag Nr. ${first.doc!.number} mit dieser Startzeit`,
    )
    expect(again.fields.to_utc).toBe(again.message)
    const english = await create(on({ to_utc: '10:00', ldg_utc: '11:00' }), 'en')
    expect(english.message).toBe(`This aircraft already has entry no. ${first.doc!.number} with this takeoff time`)
    const correction = await create(
      on({
        type: 'correction',
        amends: first.doc!.id,
        notes: 'Zwei Landungen',
        to_utc: '10:00',
        ldg_utc: '10:30',
        cnt_ldg: 2,
      }),
    )
    expect(correction.status).toBe(201)
    // Now the correction stands for the flight at 10:00.
    const third = await create(on({ to_utc: '10:00', ldg_utc: '10:20' }))
    expect(third.status).toBe(409)
    expect(third.message).toContain(`Nr. ${correction.doc!.number} `)
    expect(await stored()).toBe(2)
  })

  it('parallel creates of the same takeoff: one is stored, every other answers 409 (checked under the numbering lock)', async () => {
    const { on, stored } = await aircraftWithLog('D-EPLH')
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => create(on({ to_utc: '12:00', ldg_utc: '12:45' }))),
    )
    const statuses = answers.map((answer) => answer.status).sort()
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409, 409, 409])
    expect(await stored()).toBe(1)
  })
})
