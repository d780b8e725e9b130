import { beforeAll, describe, expect, it } from 'vitest'

import type { FlightLog } from '../../payload-types'
import { demoWorld } from '../../testing/demo-world'
import { actingAs } from '../../testing/get-test-payload'
import { fieldErrors, statusOf } from '../../testing/status-of'
import { emptyAircraftOfTheClub, flightLogFixture } from './testing'

let fixture: Awaited<ReturnType<typeof flightLogFixture>>
let entry: (overrides?: Record<string, unknown>) => FlightLog

const { payload } = await demoWorld({})

beforeAll(async () => {
  fixture = await flightLogFixture(payload)
  // An aircraft of its own, and a day of its own for each entry in the evening (when the demo fleet is
  // on the ground): two entries with the same takeoff would be one flight entered twice.
  const plane = await emptyAircraftOfTheClub(payload, 'D-ECRE')
  let days = 0
  entry = (overrides = {}) =>
    fixture.entry({
      customer_aircraft: plane.id,
      registration: plane.registration,
      date: new Date(Date.parse('2026-06-01') + days++ * 86_400_000).toISOString().slice(0, 10),
      to_utc: '21:00',
      ldg_utc: '21:45',
      ...overrides,
    })
})

async function countLogs() {
  return (await payload.count({ collection: 'flight_logs' })).totalDocs
}

async function create(data: FlightLog, email = 'member@flugakte.test') {
  const user = await actingAs(payload, email)
  return payload.create({ collection: 'flight_logs', data, user, overrideAccess: false })
}

describe('creating flight logs', () => {
  it('lets a club member log a flight of the club’s aircraft with the next number and derived figures', async () => {
    const created = await create(
      entry({
        date: '2026-11-20',
        to_utc: '10:00',
        ldg_utc: '10:45',
        hobbs_eng1_start: '1500:00',
        hobbs_eng1_end: '1500:55',
        cnt_cycle_eng1_start: 900,
        cnt_cycle_eng1_end: 901,
        status: 'draft',
        number: 1,
        flight_minutes: 999,
      }),
    )
    expect(created.number).toBe(1)
    expect(created).toMatchObject({
      status: 'published',
      type: 'origin',
      registration: 'D-ECRE',
      time_takeoff_utc: '2026-11-20T10:00:00.000Z',
      time_landing_utc: '2026-11-20T10:45:00.000Z',
      flight_time: '00:45',
      flight_minutes: 45,
      engine_minutes: 55,
      engine_cycles: 1,
    })
  })

  it('places a batch entry at 00:00 UTC of its date plus the duration', async () => {
    const created = await create(
      entry({ date: '2026-11-20', is_batch: true, to_utc: '', ldg_utc: '', flight_time: '03:10' }),
    )
    expect(created).toMatchObject({
      time_takeoff_utc: '2026-11-20T00:00:00.000Z',
      time_landing_utc: '2026-11-20T03:10:00.000Z',
      flight_time: '03:10',
      flight_minutes: 190,
    })
  })

  it('answers 400 naming the field for another company’s aircraft or a wrong registration, storing nothing', async () => {
    const before = await countLogs()
    expect(
      await fieldErrors(create(entry({ customer_aircraft: fixture.aircraft['D-EFAK'], registration: 'D-EFAK' }))),
    ).toEqual([{ path: 'customer_aircraft', message: 'Das Luftfahrzeug gehört nicht zu Ihrem Unternehmen' }])
    expect(await fieldErrors(create(entry({ registration: 'D-EDRS' })))).toEqual([
      { path: 'registration', message: 'Das Kennzeichen passt nicht zum Luftfahrzeug' },
    ])
    expect(await countLogs()).toBe(before)
  })

  it('answers 400 with the domain’s message at every broken field at once, storing nothing', async () => {
    const before = await countLogs()
    const missing = await fieldErrors(create({ customer_aircraft: entry().customer_aircraft } as FlightLog))
    expect(missing.map((error) => error.path).sort()).toEqual([
      'date',
      'ldg_utc',
      'location_ldg',
      'location_to',
      'pilot',
      'registration',
      'to_utc',
    ])
    expect(new Set(missing.map((error) => error.message))).toEqual(new Set(['Bitte alle Pflichtfelder ausfüllen']))
    const wrong = await fieldErrors(create(entry({ type: 'repair', to_utc: '25:00', cnt_guests: 4, ldg_utc: '10:00' })))
    expect(wrong.sort((a, b) => a.path.localeCompare(b.path))).toEqual([
      { path: 'cnt_guests', message: 'Falscher Wert' },
      { path: 'to_utc', message: 'Falsches Format' },
      { path: 'type', message: 'Falscher Wert' },
    ])
    expect(await fieldErrors(create(entry({ to_utc: '10:00', ldg_utc: '10:00' })))).toEqual([
      { path: 'ldg_utc', message: 'Die Landung muss nach dem Start liegen' },
    ])
    // An earlier landing time is on the next day, so 10:00 → 09:59 would be a flight of almost 24 hours.
    expect(await fieldErrors(create(entry({ to_utc: '10:00', ldg_utc: '09:59' })))).toEqual([
      { path: 'ldg_utc', message: 'Die Landung muss nach dem Start liegen; ein Flug dauert höchstens 16 Stunden' },
    ])
    expect(await countLogs()).toBe(before)
  })

  it('answers 400 for pilots outside the company and unknown airports', async () => {
    const before = await countLogs()
    const outsider = await actingAs(payload, 'operator@flugakte.test')
    expect(await fieldErrors(create(entry({ pilot: outsider.id, location_ldg: 987_654 })))).toEqual([
      { path: 'pilot', message: 'Unbekannter Eintrag' },
      { path: 'location_ldg', message: 'Unbekannter Eintrag' },
    ])
    expect(await countLogs()).toBe(before)
  })

  it('refuses creation to read-only roles', async () => {
    for (const email of ['maintenance@flugakte.test', 'cao@flugakte.test']) {
      const request = create(entry({ customer_aircraft: fixture.aircraft['D-EFAK'], registration: 'D-EFAK' }), email)
      expect(await statusOf(request)).toBe(403)
    }
  })
})

describe('corrections and addenda', () => {
  it('accepts a correction only with notes and the entry it corrects, of the same aircraft', async () => {
    const original = await create(entry({ cnt_ldg: 5 }))
    const before = await countLogs()
    expect(await fieldErrors(create(entry({ type: 'correction', amends: original.id })))).toEqual([
      { path: 'notes', message: 'Bitte alle Pflichtfelder ausfüllen' },
    ])
    expect(await fieldErrors(create(entry({ type: 'correction', notes: 'Landungen: 4' })))).toEqual([
      { path: 'amends', message: 'Bitte alle Pflichtfelder ausfüllen' },
    ])
    const otherAircraft = await create(entry({ customer_aircraft: fixture.aircraft['D-EDRS'], registration: 'D-EDRS' }))
    expect(
      await fieldErrors(create(entry({ type: 'correction', notes: 'Landungen: 4', amends: otherAircraft.id }))),
    ).toEqual([{ path: 'amends', message: 'Der berichtigte Eintrag gehört zu einem anderen Luftfahrzeug' }])
    expect(await countLogs()).toBe(before + 1)

    const correction = await create(
      entry({ type: 'correction', notes: 'Landungen: 4', amends: original.id, cnt_ldg: 4 }),
    )
    expect(correction).toMatchObject({ type: 'correction', notes: 'Landungen: 4', number: original.number! + 1 })
    const amended = await payload.findByID({ collection: 'flight_logs', id: original.id, depth: 0 })
    expect(amended.amended_by?.docs).toEqual([correction.id])

    // A second correction of the same entry would count twice: the correction is corrected instead.
    expect(
      await fieldErrors(create(entry({ type: 'correction', notes: 'Landungen: 3', amends: original.id }))),
    ).toEqual([
      { path: 'amends', message: 'Dieser Eintrag ist bereits korrigiert; berichtigen Sie stattdessen die Korrektur' },
    ])
    const second = await create(entry({ type: 'correction', notes: 'Landungen: 3', amends: correction.id, cnt_ldg: 3 }))
    expect(second.number).toBe(correction.number! + 1)
  })

  it('accepts an addendum only with notes', async () => {
    expect(await fieldErrors(create(entry({ type: 'addendum' })))).toEqual([
      { path: 'notes', message: 'Bitte alle Pflichtfelder ausfüllen' },
    ])
    const addendum = await create(entry({ type: 'addendum', notes: 'Nachtrag: vergessener Flug' }))
    expect(addendum.type).toBe('addendum')
  })
})
