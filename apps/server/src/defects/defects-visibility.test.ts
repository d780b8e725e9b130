import { randomUUID } from 'node:crypto'

import { todayUtc } from '@flugakte/domain'
import { createLocalReq } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import type { CustomerAircraft } from '../payload-types'
import { demoWorld } from '../testing/demo-world'
import { actingAs } from '../testing/get-test-payload'
import { bearer, rest } from '../testing/rest'
import { airframeClocks, loadDefects } from './aircraft-defects'
import { cameraPhoto, clubAircraftWithMaintenance, defectsOf, postAction, removeDefects, submitDefect } from './testing'

const { payload, aircraft, token } = await demoWorld({
  member: 'member@flugakte.test',
  maintenance: 'maintenance@flugakte.test',
  operator: 'operator@flugakte.test',
  cao: 'cao@flugakte.test',
  admin: 'admin@flugakte.test',
})

let plane: CustomerAircraft
let defectId: number
let actionId: number
let photo: { id: number; url: string }

beforeAll(async () => {
  plane = await clubAircraftWithMaintenance(payload, 'D-EVIS')
  const reported = await submitDefect(
    token.member,
    { client_id: randomUUID(), customer_aircraft: plane.id, description: 'Sitzschiene links ausgeschlagen' },
    { photos: [{ name: 'schiene.jpg', type: 'image/jpeg', data: await cameraPhoto(800, 600) }] },
  )
  defectId = reported.doc!.id
  photo = reported.doc!.photos[0]!
  const action = await postAction(token.maintenance, {
    defect: defectId,
    kind: 'assessment',
    airworthiness_affecting: true,
  })
  actionId = action.doc!.id
})

afterAll(async () => {
  await removeDefects(payload, plane.id)
})

const get = (path: string, as: string) => rest(path, { headers: bearer(as) })

async function listed(path: string, as: string) {
  const response = await get(path, as)
  expect(response.status).toBe(200)
  return ((await response.json()) as { docs: { id: number }[] }).docs.map((doc) => doc.id)
}

describe('defects are as private as their aircraft', () => {
  it('shows the owner’s users and the contracted maintenance company the defect, its action and photo', async () => {
    for (const as of [token.member, token.maintenance, token.admin]) {
      expect(await listed('/api/defects?limit=100&sort=-id', as)).toContain(defectId)
      expect(await listed('/api/defect_actions?limit=100&sort=-id', as)).toContain(actionId)
      expect(await listed('/api/defect_photos?limit=100&sort=-id', as)).toContain(photo.id)
      expect((await get(photo.url, as)).status).toBe(200)
      const { status, body } = await defectsOf(as, plane.id)
      expect(status).toBe(200)
      expect(body.defects.map((defect) => defect.id)).toEqual([defectId])
    }
  })

  it('shows another company nothing: not in lists, not by id, not the photo file, not the aircraft’s defects', async () => {
    for (const as of [token.operator, token.cao]) {
      expect(await listed('/api/defects?limit=100', as)).not.toContain(defectId)
      expect(await listed('/api/defect_actions?limit=100', as)).not.toContain(actionId)
      expect(await listed('/api/defect_photos?limit=100', as)).not.toContain(photo.id)
      expect([403, 404]).toContain((await get(`/api/defects/${defectId}`, as)).status)
      expect([403, 404]).toContain((await get(`/api/defect_actions/${actionId}`, as)).status)
      expect([403, 404]).toContain((await get(`/api/defect_photos/${photo.id}`, as)).status)
      const file = await get(photo.url, as)
      expect([403, 404]).toContain(file.status)
      expect(file.headers.get('content-type') ?? '').not.toMatch(/image/)
      expect((await defectsOf(as, plane.id)).status).toBe(404)
    }
    expect((await rest(photo.url)).status).toBe(403)
    expect((await rest(`/api/customer_aircrafts/${plane.id}/defects`)).status).toBe(403)
  })

  it('tells each caller what it may do about the defects', async () => {
    expect((await defectsOf(token.member, plane.id)).body).toMatchObject({ may_report: true, may_handle: false })
    expect((await defectsOf(token.maintenance, plane.id)).body).toMatchObject({ may_report: true, may_handle: true })
    expect((await defectsOf(token.admin, plane.id)).body).toMatchObject({ may_report: true, may_handle: true })
  })

  it('shows the demo’s deferred defect on D-EFAK with its limitation, and none on D-EKLU', async () => {
    const { body } = await defectsOf(token.operator, aircraft['D-EFAK']!)
    expect(body.aircraft).toEqual({ id: aircraft['D-EFAK'], registration: 'D-EFAK' })
    expect(body.defects).toHaveLength(1)
    expect(body.defects[0]).toMatchObject({
      description: 'Kraftstoffmengenanzeige links zeigt zu wenig',
      state: 'deferred',
      grounding: false,
      limitation: 'Kraftstoff vor jedem Flug mit Peilstab prüfen',
      reported_by: 'Oliver Weber',
      due: { status: 'ok', limit: { hours: 25, days: 60 } },
    })
    expect(body.defects[0]!.actions[0]).toMatchObject({
      kind: 'deferral',
      author: 'Martin Fischer',
      author_company: 'Flugwerft Mittelrhein GmbH',
    })
    expect(body.summary).toMatchObject({ open: 0, deferred: 1, grounding: [] })
    expect(body.summary.limitations).toHaveLength(1)
    const eklu = await defectsOf(token.member, aircraft['D-EKLU']!)
    expect(eklu.body.defects).toEqual([])
  })

  it('reads a fixed number of times however many defects an aircraft has', async () => {
    const req = await createLocalReq({ user: await actingAs(payload, 'member@flugakte.test') }, payload)
    const clock = (await airframeClocks(req, [plane.id], todayUtc())).get(plane.id)!.clock
    const reads = async () => {
      const find = vi.spyOn(payload, 'find')
      const findByID = vi.spyOn(payload, 'findByID')
      try {
        const defects = (await loadDefects(req, [plane.id], () => clock)).get(plane.id)!
        return { defects: defects.length, reads: find.mock.calls.length + findByID.mock.calls.length }
      } finally {
        find.mockRestore()
        findByID.mockRestore()
      }
    }
    const one = await reads()
    for (const description of ['Funk rauscht', 'Klappe knarzt', 'Tür klemmt']) {
      const more = await submitDefect(token.member, {
        client_id: randomUUID(),
        customer_aircraft: plane.id,
        description,
      })
      await postAction(token.maintenance, { defect: more.doc!.id, kind: 'assessment', airworthiness_affecting: false })
    }
    const four = await reads()
    expect([one.defects, four.defects]).toEqual([1, 4])
    expect(four.reads).toBe(one.reads)
  })
})
