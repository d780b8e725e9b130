import { randomUUID } from 'node:crypto'

import { addDays, todayUtc } from '@flugakte/domain'
import { createLocalReq } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { flightLogFixture } from '../collections/flight-logs/testing'
import { post } from '../collections/users/testing'
import type { CustomerAircraft, FlightLog } from '../payload-types'
import { demoWorld } from '../testing/demo-world'
import { actingAs } from '../testing/get-test-payload'
import { airframeClocks, loadDefects } from './aircraft-defects'
import { clubAircraftWithMaintenance, defectsOf, postAction, removeDefects, submitDefect } from './testing'

const { payload, token } = await demoWorld({
  member: 'member@flugakte.test',
  maintenance: 'maintenance@flugakte.test',
})

type Answer = {
  status: number
  doc?: FlightLog
  errors?: { message: string; data?: { code?: string; defects?: { id: number }[] } }[]
}

let plane: CustomerAircraft
let fixture: Awaited<ReturnType<typeof flightLogFixture>>
let day = 0

beforeAll(async () => {
  plane = await clubAircraftWithMaintenance(payload, 'D-EGRD')
  fixture = await flightLogFixture(payload)
})

afterAll(async () => {
  await removeDefects(payload, plane.id)
})

/** The next flight of the test aircraft, a day after the one before. */
function flight(overrides: Record<string, unknown> = {}) {
  day += 1
  return fixture.entry({
    customer_aircraft: plane.id,
    registration: plane.registration,
    date: addDays('2026-02-01', day),
    ...overrides,
  }) as unknown as Record<string, unknown>
}

async function enter(path: '/api/flight_logs' | '/api/flight_logs/submit', body: unknown, language = 'de') {
  const response = await post(path, token.member, body, { 'Accept-Language': language })
  return { status: response.status, ...((await response.json()) as Omit<Answer, 'status'>) }
}

async function state(defectId: number) {
  const { body } = await defectsOf(token.member, plane.id)
  return { defect: body.defects.find((each) => each.id === defectId)!, summary: body.summary }
}

describe('an open defect grounds the aircraft', () => {
  let defectId: number
  let deferralId: number

  it('asks before a flight is entered on the grounded aircraft (409), and records the confirmation', async () => {
    const reported = await submitDefect(token.member, {
      client_id: randomUUID(),
      customer_aircraft: plane.id,
      description: 'Zündschalter rastet nicht ein',
      unsafe: true,
    })
    expect(reported.status).toBe(201)
    defectId = reported.doc!.id
    expect((await state(defectId)).summary).toMatchObject({ open: 1, deferred: 0, grounding: [defectId] })

    const asked = await enter('/api/flight_logs', flight())
    expect(asked.status).toBe(409)
    expect(asked.errors![0]).toMatchObject({
      message: 'D-EGRD ist nicht flugklar: Zündschalter rastet nicht ein',
      data: { code: 'aircraftGrounded', defects: [{ id: defectId }] },
    })
    const english = await enter('/api/flight_logs/submit', { ...flight(), client_id: randomUUID() }, 'en')
    expect(english.status).toBe(409)
    expect(english.errors![0]!.message).toBe('D-EGRD is grounded: Zündschalter rastet nicht ein')
    const wrongType = await enter('/api/flight_logs/submit', {
      ...flight(),
      client_id: randomUUID(),
      confirm_grounded: 'ja',
    })
    expect(wrongType.status).toBe(400)
    const stored = await payload.count({
      collection: 'flight_logs',
      where: { customer_aircraft: { equals: plane.id } },
    })
    expect(stored.totalDocs).toBe(0)

    const confirmed = await enter('/api/flight_logs/submit', {
      ...flight(),
      client_id: randomUUID(),
      confirm_grounded: true,
    })
    expect(confirmed.status).toBe(201)
    expect(confirmed.doc!.grounded_confirmed).toBe(true)
    const direct = await enter('/api/flight_logs', { ...flight(), confirm_grounded: true })
    expect(direct.status).toBe(201)
    expect(direct.doc!.grounded_confirmed).toBe(true)
  })

  it('asks for an addendum of a flight that took off after the unsafe report, not of one before it', async () => {
    // The report as made on 1 March (the flights above are of February).
    await payload.update({ collection: 'defects', id: defectId, data: { reported_at: '2026-03-01T12:00:00.000Z' } })
    const late = { ...flight(), date: '2026-03-05', type: 'addendum', notes: 'Nachtrag: Platzrunden' }
    const asked = await enter('/api/flight_logs', late, 'en')
    expect(asked.status).toBe(409)
    expect(asked.errors![0]).toMatchObject({
      message: 'D-EGRD is grounded: Zündschalter rastet nicht ein',
      data: { code: 'aircraftGrounded', defects: [{ id: defectId }] },
    })
    const confirmed = await enter('/api/flight_logs/submit', {
      ...late,
      client_id: randomUUID(),
      confirm_grounded: true,
    })
    expect(confirmed.status).toBe(201)
    expect(confirmed.doc!.grounded_confirmed).toBe(true)
    // A flight of the morning before the report, added later, was no flight on a grounded aircraft.
    const earlier = await enter('/api/flight_logs', {
      ...flight(),
      date: '2026-03-01',
      to_utc: '09:00',
      ldg_utc: '09:40',
      type: 'addendum',
      notes: 'Nachtrag: Flug vor der Meldung',
    })
    expect(earlier.status).toBe(201)
    expect(earlier.doc!.grounded_confirmed).toBe(false)
  })

  it('is airworthy again once maintenance defers the defect, with its limitation shown', async () => {
    const deferred = await postAction(token.maintenance, {
      defect: defectId,
      kind: 'deferral',
      reason: 'Schalter bestellt',
      limitation: 'Magnetprobe vor jedem Flug',
      deadline_hours: 10,
      deadline_days: 20,
    })
    expect(deferred.status).toBe(201)
    deferralId = deferred.doc!.id
    const { defect, summary } = await state(defectId)
    expect(defect).toMatchObject({ state: 'deferred', grounding: false, limitation: 'Magnetprobe vor jedem Flug' })
    expect(summary).toMatchObject({
      open: 0,
      deferred: 1,
      grounding: [],
      limitations: [{ defect: defectId, limitation: 'Magnetprobe vor jedem Flug', due: { status: 'ok' } }],
    })
    // The confirmation is only asked while it is grounded; an entry without it records none.
    const entry = await enter('/api/flight_logs', flight())
    expect(entry.status).toBe(201)
    expect(entry.doc!.grounded_confirmed).toBe(false)
  })

  it('grounds the aircraft again when the deferral’s deadline has passed', async () => {
    // Flown past the ten hours? Here the calendar: the deferral counted from 30 days ago (20 days allowed).
    await payload.update({
      collection: 'defect_actions',
      id: deferralId,
      data: { basis_date: addDays(todayUtc(), -30) },
    })
    const { defect, summary } = await state(defectId)
    expect(defect).toMatchObject({ state: 'deferred', grounding: true, due: { status: 'overdue' } })
    expect(summary.grounding).toEqual([defectId])
    expect((await enter('/api/flight_logs', flight())).status).toBe(409)

    // The loader computes the state at the clock its caller gives (the airworthiness report's).
    const req = await createLocalReq({ user: await actingAs(payload, 'member@flugakte.test') }, payload)
    const today = (await airframeClocks(req, [plane.id], todayUtc())).get(plane.id)!.clock
    const hoursLater = { ...today, reading: { ...today.reading, minutes: today.reading.minutes + 11 * 60 } }
    await payload.update({ collection: 'defect_actions', id: deferralId, data: { basis_date: todayUtc() } })
    const byClock = async (clock: typeof today) =>
      (await loadDefects(req, [plane.id], () => clock)).get(plane.id)!.find((each) => each.id === defectId)!
    expect(await byClock(today)).toMatchObject({ grounding: false, due: { status: 'ok' } })
    expect(await byClock(hoursLater)).toMatchObject({ grounding: true, due: { status: 'overdue', governing: 'hours' } })
  })

  it('stops asking once the rectification’s release is signed', async () => {
    const rectified = await postAction(token.maintenance, {
      defect: defectId,
      kind: 'rectification',
      work_performed: 'Zündschalter ersetzt',
      maintenance_data: 'Piper MM 74-20',
      release: {
        certifying_person: 'Martin Fischer',
        licence: 'DE.66.B1.12345',
        date: todayUtc(),
        place: 'Bonn-Hangelar',
      },
    })
    expect(rectified.status).toBe(201)
    const maintenance = await actingAs(payload, 'maintenance@flugakte.test')
    await payload.create({
      collection: 'release_signatures',
      data: {
        subject: 'defect_actions',
        record_id: rectified.doc!.id,
        customer_aircraft: plane.id,
        signer: maintenance.id,
        method: 'password',
        content_hash: 'b'.repeat(64),
        signed_at: new Date().toISOString(),
        server_signature: 'test',
        key_id: 'test',
      },
    })
    // An unsafe report grounds again while it is open …
    const second = await submitDefect(token.member, {
      client_id: randomUUID(),
      customer_aircraft: plane.id,
      description: 'Reifen links abgefahren',
      unsafe: true,
    })
    expect((await enter('/api/flight_logs', flight())).status).toBe(409)
    // … and an assessment as not airworthiness-affecting outweighs the reporter's view.
    const assessed = await postAction(token.maintenance, {
      defect: second.doc!.id,
      kind: 'assessment',
      airworthiness_affecting: false,
    })
    expect(assessed.status).toBe(201)
    const { summary } = await state(defectId)
    expect(summary).toMatchObject({ open: 1, deferred: 0, grounding: [] })
    expect((await state(defectId)).defect.state).toBe('closed')
    expect((await enter('/api/flight_logs', flight())).status).toBe(201)
  })
})
