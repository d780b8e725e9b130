import { contentHash, readingMinutes, readingSeconds } from '@flugakte/domain'
import { createLocalReq } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { CustomerAircraft, FlightLog } from '../../payload-types'
import { verifyEventLog } from '../../journey-log/event-log/verify-event-log'
import { verifyJourneyLog } from '../../journey-log/verify-chain'
import { demoWorld } from '../../testing/demo-world'
import { actingAs } from '../../testing/get-test-payload'
import { pdfText } from '../../testing/pdf-text'
import { bearer, rest } from '../../testing/rest'
import { emptyAircraftOfTheClub, flightLogFixture } from './testing'

const {
  payload,
  aircraft: demo,
  token: { member, operatorB },
} = await demoWorld({ member: 'member@flugakte.test', operatorB: 'operator-b@flugakte.test' })

let fixture: Awaited<ReturnType<typeof flightLogFixture>>
let tenths: CustomerAircraft
let hundredths: CustomerAircraft
let hoursMinutes: CustomerAircraft

type Answer = { status: number; doc?: FlightLog; message: string; fields: Record<string, string> }

async function post(body: object, language = 'de'): Promise<Answer> {
  const response = await rest('/api/flight_logs', {
    method: 'POST',
    headers: { ...bearer(member), 'Content-Type': 'application/json', 'Accept-Language': language },
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

let day = 0
/** An entry of the aircraft, each on a day of its own in November. */
const on = (aircraft: CustomerAircraft, readings: Record<string, unknown>) =>
  fixture.entry({
    customer_aircraft: aircraft.id,
    registration: aircraft.registration,
    date: `2026-11-${String(1 + day++).padStart(2, '0')}`,
    to_utc: '08:00',
    ldg_utc: '08:45',
    ...readings,
  })

const count = async (aircraft: CustomerAircraft) =>
  (await payload.count({ collection: 'flight_logs', where: { customer_aircraft: { equals: aircraft.id } } })).totalDocs

beforeAll(async () => {
  fixture = await flightLogFixture(payload)
  const withUnit = async (registration: string, hobbs_unit?: CustomerAircraft['hobbs_unit']) => {
    const aircraft = await emptyAircraftOfTheClub(payload, registration)
    if (!hobbs_unit) return aircraft
    return payload.update({ collection: 'customer_aircrafts', id: aircraft.id, data: { hobbs_unit } })
  }
  tenths = await withUnit('D-EMZT', 'decimal_1')
  hundredths = await withUnit('D-EMZH', 'decimal_2')
  hoursMinutes = await withUnit('D-EMZM')
})

describe('Hobbs readings in the meter’s unit (server)', () => {
  it('an aircraft’s meter shows hours:minutes unless its setup says otherwise', () => {
    expect(hoursMinutes.hobbs_unit).toBe('hh_mm')
    expect([tenths.hobbs_unit, hundredths.hobbs_unit]).toEqual(['decimal_1', 'decimal_2'])
  })

  it('stores tenths as the meter shows them, with the unit, exact engine time and totals', async () => {
    const first = await post(on(tenths, { hobbs_eng1_start: '4727.3', hobbs_eng1_end: '4728,1' }))
    expect(first.status).toBe(201)
    expect(first.doc).toMatchObject({
      hobbs_unit: 'decimal_1',
      hobbs_eng1_start: '4727.3',
      hobbs_eng1_end: '4728.1',
      engine_minutes: 48,
      total_engine_minutes: 48,
    })
    const second = await post(on(tenths, { hobbs_eng1_start: '4728.1', hobbs_eng1_end: '4729.0' }))
    expect(second.doc).toMatchObject({ hobbs_eng1_end: '4729.0', engine_minutes: 54, total_engine_minutes: 102 })
  })

  it('stores hundredths exactly (4726.50 is 4726 h 30 min) and its totals do not drift', async () => {
    const readings = ['4726.50', '4727.25', '4727.26', '4727.33', '4728.01', '4728.02']
    let last: FlightLog | undefined
    for (let index = 1; index < readings.length; index++) {
      const answer = await post(
        on(hundredths, { hobbs_eng1_start: readings[index - 1], hobbs_eng1_end: readings[index] }),
        'en',
      )
      expect(answer.status).toBe(201)
      expect(answer.doc).toMatchObject({
        hobbs_unit: 'decimal_2',
        hobbs_eng1_start: readings[index - 1],
        hobbs_eng1_end: readings[index],
      })
      last = answer.doc
    }
    expect(readingSeconds('4726.50', 'decimal_2')).toBe(4726 * 3600 + 30 * 60)
    // 1.52 hours are 91.2 minutes: the totals are last minus first reading, each rounded once.
    const minute = (reading: string) => readingMinutes(readingSeconds(reading, 'decimal_2')!)
    expect(last!.total_engine_minutes).toBe(minute('4728.02') - minute('4726.50'))
    expect(last!.total_engine_minutes).toBe(91)
    // The first entry is 0.75 h: 45 minutes exactly.
    const stored = await payload.find({
      collection: 'flight_logs',
      where: { customer_aircraft: { equals: hundredths.id } },
      sort: 'number',
      depth: 0,
    })
    expect(stored.docs[0]).toMatchObject({ number: 1, hobbs_eng1_start: '4726.50', engine_minutes: 45 })
  })

  it.each([
    ['de', 'z. B. 4726.50'],
    ['en', 'e.g. 4726.50'],
  ])('refuses an ambiguous hundredths reading at its field (%s) and stores nothing', async (language, example) => {
    const before = await count(hundredths)
    const answer = await post(on(hundredths, { hobbs_eng1_start: '4728.02', hobbs_eng1_end: '4728.5' }), language)
    expect(answer.status).toBe(400)
    expect(answer.fields.hobbs_eng1_end).toContain(example)
    expect(answer.fields.hobbs_eng1_end).toContain(language === 'de' ? 'Hundertstel' : 'hundredths')
    expect(await count(hundredths)).toBe(before)
  })

  it.each([
    ['de', 'z. B. 4726:30'],
    ['en', 'e.g. 4726:30'],
  ])('refuses 4726.50 on an hours:minutes meter instead of storing 4726:50 (%s)', async (language, example) => {
    const answer = await post(on(hoursMinutes, { hobbs_eng1_start: '4726.50' }), language)
    expect(answer.status).toBe(400)
    expect(answer.fields.hobbs_eng1_start).toContain(example)
    const tenthsOnHundredths = await post(on(tenths, { hobbs_eng1_start: '4729.00' }), language)
    expect(tenthsOnHundredths.fields.hobbs_eng1_start).toContain(language === 'de' ? 'z. B. 4727.3' : 'e.g. 4727.3')
    expect(await count(hoursMinutes)).toBe(0)
  })

  it('compares a reading with the previous entry’s as the time it stands for', async () => {
    // 4729.0 is the tenths aircraft's last end reading: 4728.9 is below it.
    const answer = await post(on(tenths, { hobbs_eng1_start: '4728.9', hobbs_eng1_end: '4729.5' }), 'en')
    expect(answer.status).toBe(400)
    expect(answer.fields.hobbs_eng1_start).toMatch(/previous entry/)
  })

  it('takes readings in the unit a client names, and records it', async () => {
    const answer = await post(
      on(hoursMinutes, { hobbs_unit: 'decimal_1', hobbs_eng1_start: '100.5', hobbs_eng1_end: '101.0' }),
    )
    expect(answer.doc).toMatchObject({ hobbs_unit: 'decimal_1', hobbs_eng1_start: '100.5', engine_minutes: 30 })
    const next = await post(on(hoursMinutes, { hobbs_eng1_start: '101:00', hobbs_eng1_end: '101:20' }))
    expect(next.doc).toMatchObject({ hobbs_unit: 'hh_mm', engine_minutes: 20, total_engine_minutes: 50 })
  })

  it('hashes decimal readings with their unit, and the chain and the event log verify', async () => {
    const entries = await payload.find({
      collection: 'flight_logs',
      where: { customer_aircraft: { in: [tenths.id, hundredths.id, hoursMinutes.id] } },
      depth: 0,
      pagination: false,
    })
    for (const entry of entries.docs) {
      expect(entry.content_hash).toBe(await contentHash(entry))
      if (entry.hobbs_unit !== 'hh_mm') {
        expect(entry.content_hash).not.toBe(await contentHash({ ...entry, hobbs_unit: null }))
      }
    }
    const req = await createLocalReq({ user: await actingAs(payload, 'member@flugakte.test') }, payload)
    for (const aircraft of [tenths, hundredths, hoursMinutes]) {
      expect(await verifyJourneyLog(req, aircraft.id)).toMatchObject({ ok: true })
      expect(await verifyEventLog(req, aircraft.id)).toMatchObject({ ok: true })
    }
  })

  it('leaves the entries stored before units were recorded as they were: no unit, same hash, log verifies', async () => {
    const old = await payload.find({
      collection: 'flight_logs',
      where: { customer_aircraft: { equals: demo['D-EKLU'] }, hobbs_eng1_start: { exists: true } },
      depth: 0,
      limit: 20,
    })
    expect(old.docs.length).toBeGreaterThan(0)
    for (const entry of old.docs) {
      expect(entry.hobbs_eng1_start).toMatch(/^\d+:\d\d$/)
      expect(entry.content_hash).toBe(await contentHash(entry))
    }
    const req = await createLocalReq({ user: await actingAs(payload, 'member@flugakte.test') }, payload)
    const verified = await verifyJourneyLog(req, demo['D-EKLU'])
    expect(verified).toMatchObject({ firstBroken: null, signatures: { invalid: 0 } })
    // Other suites on the shared database delete defect actions they made on the demo aircraft (see
    // verify-chain.test.ts): the event log may then name leaves that are gone, and nothing else.
    expect([undefined, 'missing']).toContain(verified.log.firstBroken?.reason)
  })

  it('answers the unit with the boardbook, its latest reading’s unit, the capabilities and the offline pack', async () => {
    const boardbook = await rest(`/api/flight_logs/boardbook?aircraft=${hundredths.id}`, { headers: bearer(member) })
    const json = (await boardbook.json()) as {
      hobbs_unit: string
      latest: { hobbs_eng1_end: string; hobbs_unit: string }
      docs: FlightLog[]
    }
    expect(json.hobbs_unit).toBe('decimal_2')
    expect(json.latest).toMatchObject({ hobbs_eng1_end: '4728.02', hobbs_unit: 'decimal_2' })
    expect(json.docs[0]).toMatchObject({ hobbs_eng1_start: '4728.01', hobbs_eng1_end: '4728.02' })
    const capabilities = (await (
      await rest('/api/customer_aircrafts/capabilities', { headers: bearer(member) })
    ).json()) as { docs: { id: number; hobbs_unit: string; edit_setup: boolean }[] }
    expect(capabilities.docs.find((doc) => doc.id === tenths.id)).toMatchObject({
      hobbs_unit: 'decimal_1',
      edit_setup: false,
    })
    const pack = (await (await rest('/api/offline-pack', { headers: bearer(member) })).json()) as {
      aircraft: { id: number; hobbs_unit: string }[]
    }
    expect(pack.aircraft.find((aircraft) => aircraft.id === hundredths.id)?.hobbs_unit).toBe('decimal_2')
  })

  it('the aircraft’s operator sets the unit (a club member may not), and a wrong unit is refused', async () => {
    const patch = (token: string, body: object) =>
      rest(`/api/customer_aircrafts/${hoursMinutes.id}`, {
        method: 'PATCH',
        headers: { ...bearer(token), 'Content-Type': 'application/json', 'Accept-Language': 'en' },
        body: JSON.stringify(body),
      })
    expect((await patch(member, { hobbs_unit: 'decimal_2' })).status).toBe(403)
    expect((await patch(operatorB, { hobbs_unit: 'tenths' })).status).toBe(400)
    const capabilities = (await (
      await rest('/api/customer_aircrafts/capabilities', { headers: bearer(operatorB) })
    ).json()) as { docs: { id: number; edit_setup: boolean }[] }
    expect(capabilities.docs.find((doc) => doc.id === hoursMinutes.id)?.edit_setup).toBe(true)
    const changed = await patch(operatorB, { hobbs_unit: 'decimal_2' })
    expect(changed.status).toBe(200)
    // The entries keep their unit: 101:00 h:mm is not re-read as hundredths.
    const stored = await payload.find({
      collection: 'flight_logs',
      where: { customer_aircraft: { equals: hoursMinutes.id } },
      sort: 'number',
      depth: 0,
    })
    expect(stored.docs.map((entry) => [entry.hobbs_unit, entry.hobbs_eng1_end])).toEqual([
      ['decimal_1', '101.0'],
      ['hh_mm', '101:20'],
    ])
    // The next entry continues from 101:20 in hundredths: 101.33 ≥ 101 h 20 min, 101.32 is below it.
    const below = await post(on(hoursMinutes, { hobbs_eng1_start: '101.32', hobbs_eng1_end: '102.00' }), 'en')
    expect(below.fields.hobbs_eng1_start).toMatch(/previous entry/)
    const next = await post(on(hoursMinutes, { hobbs_eng1_start: '101.34', hobbs_eng1_end: '102.00' }))
    expect(next.doc).toMatchObject({ hobbs_unit: 'decimal_2', hobbs_eng1_start: '101.34' })
  })

  it('prints the readings in the meter’s own form in the Bordbuch PDF', async () => {
    const response = await rest(`/api/customer_aircrafts/${hundredths.id}/journey-log.pdf`, {
      headers: { ...bearer(member), 'Accept-Language': 'de' },
    })
    expect(response.status).toBe(200)
    const text = (await pdfText(new Uint8Array(await response.arrayBuffer()))).join(' ')
    for (const reading of ['4726.50', '4727.25', '4728.02']) expect(text).toContain(reading)
  })
})
