import { FLEET_NEXT_DUE, type AirworthinessReport, type FleetStatus } from '@flugakte/domain'
import { describe, expect, it } from 'vitest'

import { post } from '../../collections/users/testing'
import { maintainedAircraft, reportedDefect, werftUser } from '../../releases/testing'
import { ALL_AIRCRAFT, VISIBLE_AIRCRAFT } from '../../testing/demo-expectations'
import { demoWorld } from '../../testing/demo-world'
import { bearer, rest, tokenOf } from '../../testing/rest'

const { payload, aircraft } = await demoWorld({})

async function get<T>(token: string | null, path: string) {
  const response = await rest(path, { headers: token ? bearer(token) : {} })
  return { status: response.status, body: (await response.json()) as T }
}

describe('GET /api/fleet/status', () => {
  it('lists exactly the aircraft each demo account may see', async () => {
    for (const [email, visible] of Object.entries(VISIBLE_AIRCRAFT)) {
      const { status, body } = await get<FleetStatus>(await tokenOf(email), '/api/fleet/status')
      expect(status, email).toBe(200)
      // Other suites add aircraft to the demo companies as they run: the demo fleet decides.
      const demo = body.aircraft
        .map((plane) => plane.aircraft.registration)
        .filter((registration) => ALL_AIRCRAFT.includes(registration))
      expect(demo.sort(), email).toEqual([...visible].sort())
    }
  })

  it('gives each aircraft the status, counters, first due items and documents of its own report', async () => {
    const token = await tokenOf('admin@flugakte.test')
    const { body } = await get<FleetStatus>(token, '/api/fleet/status')
    expect(body.aircraft.length).toBeGreaterThan(1)
    for (const plane of body.aircraft) {
      const { body: report } = await get<AirworthinessReport>(
        token,
        `/api/customer_aircrafts/${plane.aircraft.id}/airworthiness`,
      )
      expect(plane.aircraft.id).toBe(aircraft[plane.aircraft.registration])
      expect(plane).toEqual({
        aircraft: report.aircraft,
        status: report.status,
        defects: report.defects,
        counters: report.counters,
        counters_as_of: report.counters_as_of,
        next_due: report.next_due.slice(0, FLEET_NEXT_DUE),
        expiring_documents: report.expiring_documents,
        arc: report.arc,
      })
    }
    expect(new Set(body.aircraft.map((plane) => plane.status)).size).toBeGreaterThan(1)
  })

  it('shows an aircraft grounded by a defect, and no longer once maintenance assesses it', async () => {
    const { aircraft: plane } = await maintainedAircraft(payload, 'D-EFGR')
    const werft = await werftUser(payload, 'fleet-grounded')
    const club = await tokenOf('operator-b@flugakte.test')
    const summaryOf = async (token: string) =>
      (await get<FleetStatus>(token, '/api/fleet/status')).body.aircraft.find((each) => each.aircraft.id === plane.id)
    // Its type's open ADs decide its status before any defect.
    const before = (await summaryOf(club))!
    expect(before).toMatchObject({ defects: { open: 0, grounding: [] } })
    expect(before.status).not.toBe('grounded')
    const defect = await reportedDefect(payload, plane.id, { description: 'Bremse rechts ohne Wirkung', unsafe: true })
    for (const token of [club, werft.token]) {
      expect(await summaryOf(token)).toMatchObject({
        status: 'grounded',
        defects: { open: 1, deferred: 0, grounding: [defect.id], limitations: [] },
      })
    }
    // Another company does not see the aircraft at all.
    expect(await summaryOf(await tokenOf('operator@flugakte.test'))).toBeUndefined()
    const assessed = await post('/api/defect_actions', werft.token, {
      defect: defect.id,
      kind: 'assessment',
      airworthiness_affecting: false,
      notes: 'Bremsflüssigkeit nachgefüllt; kein Einfluss auf die Lufttüchtigkeit',
    })
    expect(assessed.status).toBe(201)
    expect(await summaryOf(club)).toMatchObject({ status: before.status, defects: { open: 1, grounding: [] } })
  })

  it('answers 403 without a session', async () => {
    expect((await get(null, '/api/fleet/status')).status).toBe(403)
  })
})
