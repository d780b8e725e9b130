import { todayUtc, type AirworthinessReport } from '@flugakte/domain'
import { afterAll, describe, expect, it } from 'vitest'

import { relationNumber } from '../../access/relation-id'
import { defectsOf, postAction, removeDefects } from '../../defects/testing'
import type { CustomerAircraft } from '../../payload-types'
import { demoWorld } from '../../testing/demo-world'
import { actingAs } from '../../testing/get-test-payload'
import { bearer, rest } from '../../testing/rest'

const { payload, aircraft, token } = await demoWorld({
  maintenance: 'maintenance@flugakte.test',
  cao: 'cao@flugakte.test',
  member: 'member@flugakte.test',
  operatorB: 'operator-b@flugakte.test',
  operator: 'operator@flugakte.test',
  admin: 'admin@flugakte.test',
})

/** The demo aircraft these tests write defects on; their defects are taken back afterwards. */
const TOUCHED = ['D-EKLU', 'D-EDRS'] as const

afterAll(async () => {
  for (const registration of TOUCHED) await removeDefects(payload, aircraft[registration]!)
})

/** A defect as the submit endpoint stores it (not unsafe: the demo aircraft stay airworthy meanwhile). */
async function defectOn(registration: (typeof TOUCHED)[number], description = 'Trimmrad schwergängig') {
  const member = await actingAs(payload, 'member@flugakte.test')
  return payload.create({
    collection: 'defects',
    data: {
      customer_aircraft: aircraft[registration]!,
      description,
      unsafe: false,
      reported_by: member.id,
      reported_at: new Date().toISOString(),
    },
    depth: 0,
  })
}

const deferral = (defect: number, overrides: Record<string, unknown> = {}) => ({
  defect,
  kind: 'deferral',
  reason: 'Ersatzteil bestellt',
  limitation: 'Trimmung vor dem Start auf Leichtgängigkeit prüfen',
  deadline_days: 30,
  ...overrides,
})

const release = {
  certifying_person: 'Martin Fischer',
  licence: 'DE.66.B1.12345',
  approval_reference: 'DE.CAO.0815',
  date: todayUtc(),
  place: 'Koblenz-Winningen',
}

describe('POST /api/defect_actions', () => {
  it('lets the contracted maintenance company defer a defect, counted from the journey log today', async () => {
    const defect = await defectOn('D-EKLU')
    const answer = await postAction(token.maintenance, {
      ...deferral(defect.id),
      // Ignored: the aircraft is the defect's, the reading the journey log's, the author the caller.
      customer_aircraft: aircraft['D-EDRS'],
      basis_minutes: 1,
      basis_date: '2001-01-01',
      author: 1,
    })
    expect(answer.status).toBe(201)
    const stored = await payload.findByID({ collection: 'defect_actions', id: answer.doc!.id, depth: 0 })
    const maintenance = await actingAs(payload, 'maintenance@flugakte.test')
    expect(relationNumber(stored.customer_aircraft)).toBe(aircraft['D-EKLU'])
    expect(relationNumber(stored.author)).toBe(maintenance.id)
    expect(relationNumber(stored.author_company)).toBe(relationNumber(maintenance.company))
    const { body } = await defectsOf(token.maintenance, aircraft['D-EKLU']!)
    const view = body.defects.find((each) => each.id === defect.id)!
    expect(view).toMatchObject({ state: 'deferred', grounding: false, limitation: deferral(0).limitation })
    expect(view.actions[0]!.basis).toEqual({
      date: todayUtc(),
      minutes: stored.basis_minutes,
      cycles: stored.basis_cycles,
    })
    // Today's airframe reading, as the airworthiness report counts it from the journey log.
    const report = await rest(`/api/customer_aircrafts/${aircraft['D-EKLU']}/airworthiness`, {
      headers: bearer(token.maintenance),
    })
    const { counters } = (await report.json()) as AirworthinessReport
    expect([stored.basis_minutes, stored.basis_cycles]).toEqual([counters.airframe_minutes, counters.landings])
    expect(view.due).toMatchObject({ status: 'ok', due_at: { date: expect.any(String) } })
  })

  it('refuses the club’s own users (403), and the CAO where it holds no contract (400 at the defect)', async () => {
    const defect = await defectOn('D-EKLU')
    expect((await postAction(token.member, deferral(defect.id))).status).toBe(403)
    expect((await postAction(token.operatorB, deferral(defect.id))).status).toBe(403)
    const cao = await postAction(token.cao, deferral(defect.id), 'en')
    expect(cao.status).toBe(400)
    expect(cao.fields.defect).toBe('Unknown defect')
    const stored = await payload.count({ collection: 'defect_actions', where: { defect: { equals: defect.id } } })
    expect(stored.totalDocs).toBe(0)
  })

  it('lets the CAO act where it is contracted, and never the owner (its operator on D-EFAK)', async () => {
    const defect = await defectOn('D-EDRS')
    // Its annual inspection is due within three weeks: a deferral ends before it.
    const deferred = await postAction(token.cao, deferral(defect.id, { deadline_days: 7 }))
    expect(deferred.status).toBe(201)
    const rectified = await postAction(token.cao, {
      defect: defect.id,
      kind: 'rectification',
      work_performed: 'Trimmrad gängig gemacht',
      maintenance_data: 'Robin MM 27',
      release: { ...release, certifying_person: 'Claudia Wagner' },
    })
    expect(rectified.status).toBe(201)
    // The maintenance company holds no contract for D-EDRS (and does not see it).
    expect((await postAction(token.maintenance, deferral(defect.id))).status).toBe(400)
    const seeded = await payload.find({
      collection: 'defects',
      where: { customer_aircraft: { equals: aircraft['D-EFAK'] } },
      depth: 0,
      limit: 1,
    })
    expect((await postAction(token.operator, deferral(seeded.docs[0]!.id))).status).toBe(403)
    // Administrators may, on any aircraft (the admin panel).
    expect(
      (await postAction(token.admin, { defect: defect.id, kind: 'assessment', airworthiness_affecting: false })).status,
    ).toBe(201)
  })

  it('refuses bad input, every field at once, in the caller’s language, storing nothing', async () => {
    const defect = await defectOn('D-EKLU')
    const body = { defect: defect.id, kind: 'deferral', reason: '  ' }
    const german = await postAction(token.maintenance, body)
    expect(german.status).toBe(400)
    expect(german.fields).toEqual({
      reason: 'Bitte alle Pflichtfelder ausfüllen',
      limitation: 'Bitte alle Pflichtfelder ausfüllen',
      deadline_hours: 'Bitte eine Frist in Stunden, Zyklen oder Tagen angeben',
    })
    const wrongDeadline = await postAction(
      token.maintenance,
      { ...deferral(defect.id), deadline_days: 0, deadline_cycles: 2.5 },
      'en',
    )
    expect(wrongDeadline.fields).toEqual({ deadline_days: 'Wrong value', deadline_cycles: 'Wrong format' })
    const english = await postAction(
      token.maintenance,
      { defect: defect.id, kind: 'deferral', reason: 'x', limitation: 'y' },
      'en',
    )
    expect(english.fields).toEqual({ deadline_hours: 'Enter a deadline in hours, cycles or days' })
    const noKind = await postAction(token.maintenance, { defect: defect.id }, 'en')
    expect(noKind.fields).toEqual({ kind: 'Please enter all required fields' })
    const rectification = await postAction(
      token.maintenance,
      {
        defect: defect.id,
        kind: 'rectification',
        work_performed: 'x',
        maintenance_data: 'AMM 27-10',
        release: { ...release, date: '2099-01-01', licence: '' },
      },
      'en',
    )
    // The licence sent empty is the profile's (the certifier's name and licence are never the client's).
    expect(rectification.fields).toEqual({ 'release.date': 'Wrong value' })
    const unknown = await postAction(token.maintenance, deferral(999_999), 'en')
    expect(unknown.fields).toEqual({ defect: 'Unknown defect' })
    const stored = await payload.count({ collection: 'defect_actions', where: { defect: { equals: defect.id } } })
    expect(stored.totalDocs).toBe(0)
  })

  it('keeps only the fields of the action’s kind, and the release statement in the caller’s language', async () => {
    const defect = await defectOn('D-EKLU')
    const assessment = await postAction(token.maintenance, {
      defect: defect.id,
      kind: 'assessment',
      airworthiness_affecting: true,
      limitation: 'nicht gefragt',
      work_performed: 'nicht gefragt',
      release,
    })
    expect(assessment.status).toBe(201)
    const storedAssessment = await payload.findByID({ collection: 'defect_actions', id: assessment.doc!.id, depth: 0 })
    expect(storedAssessment).toMatchObject({ airworthiness_affecting: true, limitation: null, work_performed: null })
    expect(storedAssessment.release?.certifying_person ?? null).toBeNull()
    expect(storedAssessment.basis_date ?? null).toBeNull()

    const rectification = await postAction(
      token.maintenance,
      {
        defect: defect.id,
        kind: 'rectification',
        work_performed: 'Trimmseilzug gereinigt und geschmiert',
        maintenance_data: 'Piper MM 27-10',
        parts: [{ description: 'Splint', part_number: 'MS24665-132' }],
        release: { ...release, statement: 'selbst geschrieben' },
        limitation: 'nicht gefragt',
      },
      'en',
    )
    expect(rectification.status).toBe(201)
    const stored = await payload.findByID({ collection: 'defect_actions', id: rectification.doc!.id, depth: 0 })
    expect(stored.limitation ?? null).toBeNull()
    expect(stored.release?.statement).toBe(
      'Certifies that the work specified was carried out in accordance with Part-ML and in respect to that work the aircraft is considered ready for release to service.',
    )
    expect(stored.parts).toEqual([expect.objectContaining({ description: 'Splint', part_number: 'MS24665-132' })])
    const german = await postAction(token.maintenance, {
      defect: defect.id,
      kind: 'rectification',
      work_performed: 'x',
      maintenance_data: 'y',
      release,
    })
    expect(german.status).toBe(201)
    const storedGerman = await payload.findByID({ collection: 'defect_actions', id: german.doc!.id, depth: 0 })
    expect(storedGerman.release?.statement).toMatch(/^Es wird bescheinigt, dass die oben angegebenen Arbeiten/)
    const { body } = await defectsOf(token.maintenance, aircraft['D-EKLU']!)
    const view = body.defects.find((each) => each.id === defect.id)!
    // Not released yet: the defect stays open (assessed as airworthiness-affecting), its release pending.
    expect(view).toMatchObject({ state: 'open', grounding: true, release_pending: true })
    expect(view.actions.map((action) => action.kind)).toEqual(['assessment', 'rectification', 'rectification'])
  })

  it('names only installed parts of the aircraft', async () => {
    const defect = await defectOn('D-EKLU')
    const plane: CustomerAircraft = await payload.findByID({
      collection: 'customer_aircrafts',
      id: aircraft['D-EKLU']!,
      depth: 0,
    })
    const installed = plane.comp_serialized![0]!.id!
    const other: CustomerAircraft = await payload.findByID({
      collection: 'customer_aircrafts',
      id: aircraft['D-EDRS']!,
      depth: 0,
    })
    const body = (installation: string) => ({
      defect: defect.id,
      kind: 'rectification',
      work_performed: 'Magnetzünder getauscht',
      maintenance_data: 'Lycoming SI 1191A',
      parts: [
        { description: 'Dichtung', installation: '' },
        { description: 'Magnetzünder', serial_number: 'M-1', installation },
      ],
      release,
    })
    const wrong = await postAction(token.maintenance, body(other.comp_serialized![0]!.id!), 'en')
    expect(wrong.status).toBe(400)
    expect(wrong.fields).toEqual({ 'parts.1.installation': 'Not an installed part of this aircraft' })
    const right = await postAction(token.maintenance, body(installed))
    expect(right.status).toBe(201)
    const stored = await payload.findByID({ collection: 'defect_actions', id: right.doc!.id, depth: 0 })
    expect(stored.parts!.map((part) => part.installation ?? null)).toEqual([null, installed])
  })

  it('corrects an action of the same defect once, with a reason', async () => {
    const defect = await defectOn('D-EKLU')
    const other = await defectOn('D-EKLU', 'Anderer Mangel')
    const first = await postAction(token.maintenance, deferral(defect.id))
    const elsewhere = await postAction(token.maintenance, deferral(other.id))
    const withoutNotes = await postAction(token.maintenance, deferral(defect.id, { amends: first.doc!.id }), 'en')
    expect(withoutNotes.fields).toEqual({ notes: 'Please enter all required fields' })
    const otherDefect = await postAction(
      token.maintenance,
      deferral(defect.id, { amends: elsewhere.doc!.id, notes: 'Frist falsch' }),
      'en',
    )
    expect(otherDefect.fields).toEqual({ amends: 'The corrected action belongs to another defect' })
    const correction = await postAction(
      token.maintenance,
      deferral(defect.id, { amends: first.doc!.id, notes: 'Frist war 10 Tage', deadline_days: 10 }),
    )
    expect(correction.status).toBe(201)
    const again = await postAction(
      token.maintenance,
      deferral(defect.id, { amends: first.doc!.id, notes: 'noch einmal' }),
      'en',
    )
    expect(again.fields).toEqual({
      amends: 'This action has already been corrected; correct the correction instead',
    })
    const { body } = await defectsOf(token.maintenance, aircraft['D-EKLU']!)
    const view = body.defects.find((each) => each.id === defect.id)!
    expect(view.actions.map((action) => [action.id, action.amended])).toEqual([
      [first.doc!.id, true],
      [correction.doc!.id, false],
    ])
    expect(view.due?.limit).toEqual({ days: 10 })
  })

  it('takes no action on a closed defect (its rectification’s release is signed)', async () => {
    const defect = await defectOn('D-EKLU')
    const rectification = await postAction(token.maintenance, {
      defect: defect.id,
      kind: 'rectification',
      work_performed: 'Trimmung eingestellt',
      maintenance_data: 'Piper MM 27-10',
      release,
    })
    expect(rectification.status).toBe(201)
    const maintenance = await actingAs(payload, 'maintenance@flugakte.test')
    // What the release sign-off stores (apps/server/src/releases), written here directly.
    await payload.create({
      collection: 'release_signatures',
      data: {
        subject: 'defect_actions',
        record_id: rectification.doc!.id,
        customer_aircraft: aircraft['D-EKLU']!,
        signer: maintenance.id,
        method: 'password',
        content_hash: 'a'.repeat(64),
        signed_at: new Date().toISOString(),
        server_signature: 'test',
        key_id: 'test',
      },
    })
    const { body } = await defectsOf(token.maintenance, aircraft['D-EKLU']!)
    const view = body.defects.find((each) => each.id === defect.id)!
    expect(view).toMatchObject({ state: 'closed', grounding: false, release_pending: false })
    expect(view.actions[0]!.signature).toMatchObject({ signer: 'Martin Fischer', method: 'password' })
    const late = await postAction(token.maintenance, deferral(defect.id), 'en')
    expect(late.status).toBe(400)
    expect(late.fields).toEqual({ defect: 'This defect is closed: its rectification has been released to service' })
  })
})
