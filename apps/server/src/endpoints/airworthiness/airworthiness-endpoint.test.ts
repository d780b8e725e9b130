import { addDays, todayUtc, type AirworthinessReport, type OperatingHoursReport } from '@flugakte/domain'
import { describe, expect, it } from 'vitest'

import { post } from '../../collections/users/testing'
import { maintainedAircraft, reportedDefect, werftUser } from '../../releases/testing'
import { demoWorld } from '../../testing/demo-world'
import { bearer, rest } from '../../testing/rest'

const {
  payload,
  aircraft,
  token: { operator, club, maintenance },
} = await demoWorld({
  operator: 'operator@flugakte.test',
  club: 'operator-b@flugakte.test',
  maintenance: 'maintenance@flugakte.test',
})

async function get<T>(token: string | null, path: string) {
  const response = await rest(path, { headers: token ? bearer(token) : {} })
  return { status: response.status, body: (await response.json()) as T }
}

const report = async (token: string, registration: string) => {
  const { status, body } = await get<AirworthinessReport>(
    token,
    `/api/customer_aircrafts/${aircraft[registration]}/airworthiness`,
  )
  expect(status).toBe(200)
  return body
}

describe('GET /api/customer_aircrafts/:id/airworthiness', () => {
  it('gives each demo aircraft its own status from the engine', async () => {
    expect((await report(operator, 'D-EFAK')).status).toBe('airworthy')
    expect((await report(operator, 'D-EXAB')).status).toBe('due_soon')
    expect((await report(club, 'D-EKLU')).status).toBe('overdue')
    expect((await report(club, 'D-EDRS')).status).toBe('due_soon')
  })

  it('names what makes an aircraft due soon or overdue first, with its margin', async () => {
    const exab = await report(operator, 'D-EXAB')
    // The 100-hour check and the recurring V-clamp AD were done together, 94 h ago.
    const urgent = exab.next_due.filter((item) => item.due.status !== 'ok')
    expect(urgent.map((item) => item.title).sort()).toEqual([
      '100-Stunden-Kontrolle',
      expect.stringContaining('V-clamps'),
    ])
    expect(exab.next_due.slice(0, 2)).toEqual(urgent)
    expect(urgent.every((item) => item.due.remaining.minutes === 6 * 60)).toBe(true)
    const eklu = await report(club, 'D-EKLU')
    expect(eklu.next_due[0]).toMatchObject({
      kind: 'component_life',
      due: { status: 'overdue', governing: 'calendar' },
    })
    expect(eklu.next_due[0].due.remaining.days).toBeLessThan(0)
  })

  it('lists ADs per aircraft and per installed part, with not-applicable reasons', async () => {
    const exab = await report(operator, 'D-EXAB')
    const byNumber = Object.fromEntries(exab.directives.map((row) => [row.number, row]))
    expect(byNumber['2009-10-04']).toMatchObject({ status: 'not_applicable', applies_to: 'aircraft', due: null })
    expect(byNumber['2009-10-04'].reason).toContain('DA 40 NG')
    expect(byNumber['2016-23-03']).toMatchObject({ status: 'recurring', recurrence: 'recurring' })
    expect(byNumber['2016-23-03'].due?.remaining.minutes).toBe(6 * 60)
    expect(byNumber['DEMO-2026-001']).toMatchObject({ status: 'open', applies_to: 'component' })
    expect(byNumber['DEMO-2026-001'].component?.name).toContain('GTX 335')
    expect(byNumber['DEMO-2026-001'].due?.due_at.date).toBeDefined()
    // A Lycoming AD does not show on an Austro-engined aircraft.
    expect(byNumber['2012-19-01']).toBeUndefined()
  })

  it('computes component times, the documents that expire within 60 days and the ARC’s validity', async () => {
    const edrs = await report(club, 'D-EDRS')
    const engine = edrs.components.find((row) => row.category === 'engine')!
    expect(engine.tso_minutes).toBeGreaterThanOrEqual(1700 * 60)
    expect(engine.tsn_minutes! - engine.tso_minutes!).toBe((5872 - 1700) * 60)
    expect(engine.overhaul?.limit).toMatchObject({ hours: 2000, months: 144 })
    expect(edrs.expiring_documents.map((doc) => doc.tag)).toEqual(['insurance-certificate'])
    expect(edrs.expiring_documents.every((doc) => doc.days_left >= 0 && doc.days_left <= 60)).toBe(true)
    // The ARC is a due item of its own, from the ARC document while no signed review says otherwise.
    expect(edrs.arc).toMatchObject({ state: 'due_soon', source: 'document' })
    expect(edrs.arc.days_left).toBeGreaterThanOrEqual(0)
    expect(edrs.arc.days_left).toBeLessThanOrEqual(60)
    expect(edrs.next_due.find((item) => item.key === 'arc')).toMatchObject({
      kind: 'airworthiness_review',
      due: { status: 'due_soon', due_at: { date: edrs.arc.valid_until } },
    })
    expect(edrs.recent_flights.length).toBeGreaterThan(0)
    expect(edrs.counters.airframe_minutes).toBeGreaterThan(0)
  })

  it('answers 404 for another company’s aircraft and 403 without a session', async () => {
    expect((await get(operator, `/api/customer_aircrafts/${aircraft['D-EKLU']}/airworthiness`)).status).toBe(404)
    expect((await get(club, `/api/customer_aircrafts/${aircraft['D-EFAK']}/airworthiness`)).status).toBe(404)
    expect((await get(maintenance, `/api/customer_aircrafts/${aircraft['D-EDRS']}/airworthiness`)).status).toBe(404)
    expect((await get(operator, `/api/customer_aircrafts/999999/airworthiness`)).status).toBe(404)
    expect((await get(null, `/api/customer_aircrafts/${aircraft['D-EFAK']}/airworthiness`)).status).toBe(403)
  })
})

describe('GET /api/customer_aircrafts/:id/operating-hours', () => {
  it('gives 24 months whose sums and end readings add up to the counters', async () => {
    const { status, body } = await get<OperatingHoursReport>(
      operator,
      `/api/customer_aircrafts/${aircraft['D-EFAK']}/operating-hours`,
    )
    expect(status).toBe(200)
    expect(body.months).toHaveLength(24)
    expect(body.months.at(-1)!.month).toBe(body.today.slice(0, 7))
    const flown = body.months.reduce((sum, month) => sum + month.flight_minutes, 0)
    expect(body.baseline.airframe_minutes + flown).toBe(body.counters.airframe_minutes)
    expect(body.months.at(-1)!.end).toEqual(body.counters)
    expect(body.engines).toHaveLength(1)
    expect(body.engines[0].name).toContain('IO-360')
    expect((await get(club, `/api/customer_aircrafts/${aircraft['D-EFAK']}/operating-hours`)).status).toBe(404)
  })
})

describe('the moment the figures stand at', () => {
  it('is the newest counted landing, the same in the airworthiness and operating-hours answers', async () => {
    const id = aircraft['D-EFAK']
    const newest = await payload.find({
      collection: 'flight_logs',
      where: { customer_aircraft: { equals: id } },
      sort: '-time_landing_utc',
      limit: 1,
      depth: 0,
    })
    const landing = new Date(newest.docs[0].time_landing_utc!).toISOString()
    const { body: hours } = await get<OperatingHoursReport>(operator, `/api/customer_aircrafts/${id}/operating-hours`)
    expect((await report(operator, 'D-EFAK')).counters_as_of).toBe(landing)
    expect(hours.counters_as_of).toBe(landing)
  })
})

describe('defects in the airworthiness report', () => {
  it('an unsafe defect grounds the aircraft; its deferral is a due item with its limitation instead', async () => {
    const { aircraft: plane } = await maintainedAircraft(payload, 'D-EDFR')
    const werft = await werftUser(payload, 'report-deferral')
    const path = `/api/customer_aircrafts/${plane.id}/airworthiness`
    // Its type's open ADs decide its status before any defect.
    const clean = (await get<AirworthinessReport>(club, path)).body
    expect(clean.status).not.toBe('grounded')
    expect(clean.defects).toEqual({ open: 0, deferred: 0, grounding: [], limitations: [] })

    const defect = await reportedDefect(payload, plane.id, {
      description: 'Riss in der Motorverkleidung',
      unsafe: true,
      ata_chapter: '71',
    })
    for (const token of [club, werft.token]) {
      const grounded = (await get<AirworthinessReport>(token, path)).body
      expect(grounded.status).toBe('grounded')
      expect(grounded.defects).toEqual({ open: 1, deferred: 0, grounding: [defect.id], limitations: [] })
      expect(grounded.next_due.filter((item) => item.kind === 'deferred_defect')).toEqual([])
    }

    const deferral = await post('/api/defect_actions', werft.token, {
      defect: defect.id,
      kind: 'deferral',
      reason: 'Ersatzteil bestellt',
      limitation: 'Keine Kunstflugmanöver; Verkleidung vor jedem Flug prüfen',
      deadline_days: 10,
    })
    expect(deferral.status).toBe(201)
    const deferred = (await get<AirworthinessReport>(club, path)).body
    expect(deferred.status).toBe(clean.status)
    const due = { status: 'ok', due_at: { date: addDays(todayUtc(), 10) }, remaining: { days: 10 } }
    expect(deferred.defects).toEqual({
      open: 0,
      deferred: 1,
      grounding: [],
      limitations: [
        {
          defect: defect.id,
          description: 'Riss in der Motorverkleidung',
          limitation: 'Keine Kunstflugmanöver; Verkleidung vor jedem Flug prüfen',
          due: expect.objectContaining(due),
        },
      ],
    })
    expect(deferred.next_due).toContainEqual({
      key: `defect:${defect.id}`,
      kind: 'deferred_defect',
      title: 'Riss in der Motorverkleidung',
      reference: 'ATA 71',
      due: expect.objectContaining({ ...due, limit: { days: 10 } }),
    })
    // Without a chapter there is no reference.
    const second = await reportedDefect(payload, plane.id, { description: 'Kratzer am Fenster' })
    expect(
      (
        await post('/api/defect_actions', werft.token, {
          defect: second.id,
          kind: 'deferral',
          reason: 'Kosmetisch',
          limitation: 'Keine',
          deadline_hours: 25,
        })
      ).status,
    ).toBe(201)
    const both = (await get<AirworthinessReport>(club, path)).body
    expect(both.next_due.find((item) => item.key === `defect:${second.id}`)).toMatchObject({
      title: 'Kratzer am Fenster',
      reference: null,
      due: { limit: { hours: 25 }, status: 'ok' },
    })
    expect(both.defects.deferred).toBe(2)
  })
})
