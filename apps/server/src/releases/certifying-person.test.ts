import { todayUtc, type ReleaseSubject } from '@flugakte/domain'
import { beforeAll, describe, expect, it } from 'vitest'

import { caoUser, create, reviewedAircraft } from '../collections/modifications-repairs/testing'
import { CERTIFIER_LICENCE } from '../collections/users/testing'
import type { CustomerAircraft } from '../payload-types'
import { demoWorld } from '../testing/demo-world'
import { reportedDefect, werftUser } from './testing'

const { payload } = await demoWorld({})

type Account = Awaited<ReturnType<typeof werftUser>>

/** What a client sends as the certifier: never stored, the profile's name and licence are. */
const SENT = {
  certifying_person: 'Somebody Else',
  licence: 'FAKE.66.0000',
  approval_reference: 'DE.CAO.0042',
  date: todayUtc(),
  place: 'Koblenz-Winningen',
}

let plane: CustomerAircraft
let taskId: number
let directiveId: number
let defectId: number
/** Per subject: who records it with a valid licence, without one, and with one expired. */
const people = {} as Record<'werft' | 'cao', { valid: Account; missing: Account; expired: Account }>

async function withLicence(
  account: Account,
  licence: { licence_number: string | null; licence_valid_until: string | null },
) {
  await payload.update({ collection: 'users', id: account.id, data: licence as never, overrideAccess: true })
  return account
}

async function staff(make: typeof werftUser, label: string) {
  return {
    valid: await make(payload, `${label}-valid`),
    missing: await withLicence(await make(payload, `${label}-missing`), {
      licence_number: null,
      licence_valid_until: null,
    }),
    expired: await withLicence(await make(payload, `${label}-expired`), {
      ...CERTIFIER_LICENCE,
      licence_valid_until: '2020-06-30',
    }),
  }
}

beforeAll(async () => {
  plane = await reviewedAircraft(payload, 'D-ECPA')
  const tasks = await payload.find({
    collection: 'maintenance_tasks',
    where: { customer_aircraft: { equals: plane.id } },
    depth: 0,
    limit: 1,
  })
  taskId = tasks.docs[0]!.id
  const model = await payload.findByID({ collection: 'aircrafts', id: Number(plane.aircraft), depth: 0 })
  const directive = await payload.create({
    collection: 'airworthiness_directives',
    data: {
      number: 'TEST-CP-2026-01',
      title: 'Certifying person test directive',
      effective_date: '2026-01-01',
      recurrence: 'one_time',
      easa_types: [Number(model.easa_types)],
    } as never,
  })
  directiveId = directive.id
  defectId = (await reportedDefect(payload, plane.id, { description: 'Trimmrad schwergängig' })).id
  people.werft = await staff(werftUser, 'cp-werft')
  people.cao = await staff(caoUser, 'cp-cao')
})

/** Every kind of record that certifies a release, by whom and with which body (its release as sent). */
const SUBJECTS: { subject: ReleaseSubject; by: 'werft' | 'cao'; body: () => Record<string, unknown> }[] = [
  {
    subject: 'defect_actions',
    by: 'werft',
    body: () => ({
      defect: defectId,
      kind: 'rectification',
      work_performed: 'Trimmrad gängig gemacht',
      maintenance_data: 'AMM 27-10',
      release: SENT,
    }),
  },
  {
    subject: 'task_completions',
    by: 'werft',
    body: () => ({
      customer_aircraft: plane.id,
      maintenance_task: taskId,
      date: todayUtc(),
      performed_by: 'Flugwerft Mittelrhein',
      release: SENT,
    }),
  },
  {
    subject: 'ad_compliances',
    by: 'werft',
    body: () => ({
      customer_aircraft: plane.id,
      airworthiness_directive: directiveId,
      status: 'complied',
      date: todayUtc(),
      method_of_compliance: 'Inspection per SB 1234',
      release: SENT,
    }),
  },
  {
    subject: 'modifications_repairs',
    by: 'werft',
    body: () => ({
      customer_aircraft: plane.id,
      kind: 'modification',
      classification: 'minor',
      approval_type: 'minor_change',
      approval_reference: 'EASA.10012345',
      date: todayUtc(),
      description: 'ELT 406 MHz eingebaut',
      release: SENT,
    }),
  },
  {
    subject: 'airworthiness_reviews',
    by: 'cao',
    body: () => ({
      customer_aircraft: plane.id,
      review_date: todayUtc(),
      outcome: 'not_issued',
      findings: 'Wägebericht fehlt',
      release: SENT,
    }),
  },
]

const countOn = async (subject: ReleaseSubject) =>
  (await payload.count({ collection: subject, where: { customer_aircraft: { equals: plane.id } } })).totalDocs

describe.each(SUBJECTS)('the certifying person of $subject', ({ subject, by, body }) => {
  it('is the caller with the licence of their profile, whatever the client sent', async () => {
    const who = people[by].valid
    const answer = await create(subject, who.token, body())
    expect(answer.status, JSON.stringify(answer.fields)).toBe(201)
    const stored = (await payload.findByID({ collection: subject, id: answer.doc!.id, depth: 0 })) as {
      release?: Record<string, unknown> | null
    }
    expect(stored.release).toMatchObject({
      certifying_person: `Test cp-${by}-valid`,
      licence: CERTIFIER_LICENCE.licence_number,
      approval_reference: 'DE.CAO.0042',
      place: 'Koblenz-Winningen',
    })
  })

  it('is refused (400 at release.licence) without a licence in the profile, in the caller’s language', async () => {
    const before = await countOn(subject)
    const german = await create(subject, people[by].missing.token, body(), 'de')
    expect(german.status).toBe(400)
    expect(german.fields).toEqual({
      'release.licence':
        'Ihr Profil enthält keine Lizenznummer. Tragen Sie Ihre Lizenz (Nummer und Gültigkeit) in den Einstellungen unter Mein Profil ein, bevor Sie eine Freigabe bescheinigen',
    })
    const english = await create(subject, people[by].missing.token, body(), 'en')
    expect(english.status).toBe(400)
    expect(english.fields).toEqual({
      'release.licence':
        'Your profile holds no licence number. Enter your licence (number and validity) under Settings, My Profile before you certify a release',
    })
    expect(await countOn(subject)).toBe(before)
  })

  it('is refused (400 at release.licence) with an expired licence, in the caller’s language', async () => {
    const before = await countOn(subject)
    const german = await create(subject, people[by].expired.token, body(), 'de')
    expect(german.status).toBe(400)
    expect(german.fields).toEqual({
      'release.licence':
        'Ihre Lizenz DE.66.B1.0001 war nur bis 30.06.2020 gültig. Mit einer abgelaufenen Lizenz kann keine Freigabe bescheinigt werden',
    })
    const english = await create(subject, people[by].expired.token, body(), 'en')
    expect(english.status).toBe(400)
    expect(english.fields).toEqual({
      'release.licence':
        'Your licence DE.66.B1.0001 was valid until 30 Jun 2020 only. A release cannot be certified with an expired licence',
    })
    expect(await countOn(subject)).toBe(before)
  })
})

describe('records that certify nothing', () => {
  it('are stored for a user without a licence (a task completion without release, an assessment)', async () => {
    const who = people.werft.missing
    const { release: _release, ...completion } = SUBJECTS[1]!.body()
    const plain = await create('task_completions', who.token, completion)
    expect(plain.status, JSON.stringify(plain.fields)).toBe(201)
    const stored = await payload.findByID({ collection: 'task_completions', id: plain.doc!.id, depth: 0 })
    expect(stored.release?.certifying_person ?? null).toBeNull()
    const assessment = await create('defect_actions', who.token, {
      defect: defectId,
      kind: 'assessment',
      airworthiness_affecting: false,
    })
    expect(assessment.status, JSON.stringify(assessment.fields)).toBe(201)
  })

  it('keep the names a system write states (the seed, no user)', async () => {
    const created = await payload.create({
      collection: 'task_completions',
      data: { ...SUBJECTS[1]!.body(), release: { ...SENT, certifying_person: 'Paper Prüfer' } } as never,
      context: { dueNotices: false },
      depth: 0,
    })
    expect(created.release).toMatchObject({ certifying_person: 'Paper Prüfer', licence: 'FAKE.66.0000' })
  })
})
