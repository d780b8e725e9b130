import { addDays, todayUtc } from '@flugakte/domain'
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { relationId } from '../access/relation-id'
import { post } from '../collections/users/testing'
import { runStatement } from '../lib/raw-sql'
import { maintainedAircraft, reportedDefect, werftUser } from '../releases/testing'
import { aircraftIdsByRegistration, getTestPayload } from '../testing/get-test-payload'
import { notifyDue } from './notify-due'
import { sendNoticeMail } from './notice-mail'
import { MAIL_QUEUE } from './queues'

let payload: Payload
let aircraft: Record<string, number>

beforeAll(async () => {
  payload = await getTestPayload()
  aircraft = await aircraftIdsByRegistration(payload)
})

const userId = async (email: string) =>
  (await payload.find({ collection: 'users', where: { email: { equals: email } }, limit: 1 })).docs[0].id

async function dueNotices(email: string, registration: string) {
  const found = await payload.find({
    collection: 'notifications',
    where: { and: [{ recipient: { equals: await userId(email) } }, { key: { like: `:${aircraft[registration]}:` } }] },
    pagination: false,
    locale: 'en',
  })
  return found.docs
}

describe('due notifications', () => {
  it('the seed told the owning company’s users about D-EXAB’s due-soon items, in both languages', async () => {
    for (const email of ['operator@flugakte.test', 'lena.hoffmann@flugakte.test']) {
      const notices = await dueNotices(email, 'D-EXAB')
      expect(notices.map((notice) => notice.subject)).toContain('D-EXAB: due soon – 100-hour inspection')
    }
    expect(await dueNotices('member@flugakte.test', 'D-EXAB')).toEqual([])
    const german = await payload.find({
      collection: 'notifications',
      where: { key: { like: `:${aircraft['D-EXAB']}:task:` } },
      limit: 1,
      locale: 'de',
    })
    expect(german.docs[0].subject).toBe('D-EXAB: bald fällig – 100-Stunden-Kontrolle')
    expect(german.docs[0].link).toBe(`/lifecycle?aircraft=${aircraft['D-EXAB']}`)
  })

  it('asks only those who may file documents to file the missing one; the others learn it was passed on', async () => {
    // D-EDRS's radio licence is missing from its register (seed/demo/records.ts).
    const recordsNotices = async (email: string) =>
      (
        await payload.find({
          collection: 'notifications',
          where: {
            and: [{ recipient: { equals: await userId(email) } }, { key: { like: `records:${aircraft['D-EDRS']}:` } }],
          },
          pagination: false,
          locale: 'en',
        })
      ).docs
    const pilot = await recordsNotices('member@flugakte.test')
    const owner = await recordsNotices('operator-b@flugakte.test')
    const cao = await recordsNotices('cao@flugakte.test')
    expect(pilot.length).toBeGreaterThan(0)
    for (const notices of [owner, cao]) expect(notices.map((notice) => notice.key)).toEqual(pilot.map((n) => n.key))
    for (const notice of [...owner, ...cao]) expect(notice.message).toMatch(/please file it in Flugakte\.$/)
    for (const notice of pilot) {
      expect(notice.message).not.toMatch(/please file/i)
      expect(notice.message).toMatch(/those who keep the aircraft's records have been told\.$/)
    }
    const german = await payload.findByID({ collection: 'notifications', id: pilot[0]!.id, locale: 'de' })
    expect(german.message).toMatch(/wer die Akten des Luftfahrzeugs führt, ist benachrichtigt\.$/)
  })

  it('notifies once per item and threshold, and e-mails the company admins only', async () => {
    const registration = 'D-EKLU'
    // Other test files add people to the club; every active member counts.
    const aircraftDoc = await payload.findByID({
      collection: 'customer_aircrafts',
      id: aircraft[registration],
      depth: 0,
    })
    const members = await payload.find({
      collection: 'users',
      where: { and: [{ company: { equals: relationId(aircraftDoc.company) } }, { status: { equals: 'active' } }] },
      pagination: false,
      depth: 0,
    })
    const ids = members.docs.map((user) => user.id)
    const admins = members.docs.filter((user) => user.is_company_admin).map((user) => user.email)
    expect(admins).toContain('operator-b@flugakte.test')
    const overdue = await payload.find({
      collection: 'notifications',
      where: { and: [{ key: { like: `:${aircraft[registration]}:` } }, { key: { like: ':overdue' } }] },
      pagination: false,
    })
    const demoClub = await Promise.all(
      [
        'member@flugakte.test',
        'operator-b@flugakte.test',
        'jonas.becker@flugakte.test',
        'sophie.koch@flugakte.test',
      ].map(userId),
    )
    expect(overdue.docs.map((doc) => relationId(doc.recipient))).toEqual(expect.arrayContaining(demoClub))
    await payload.delete({ collection: 'notifications', where: { id: { in: overdue.docs.map((doc) => doc.id) } } })

    const sendEmail = vi.spyOn(payload, 'sendEmail').mockResolvedValue(undefined)
    try {
      // A new record queues the check for its aircraft, in its own transaction.
      const task = (
        await payload.find({
          collection: 'maintenance_tasks',
          where: {
            and: [{ customer_aircraft: { equals: aircraft[registration] } }, { name: { equals: 'Jahresnachprüfung' } }],
          },
          limit: 1,
        })
      ).docs[0]
      await payload.create({
        collection: 'task_completions',
        data: {
          customer_aircraft: aircraft[registration],
          maintenance_task: task.id,
          date: new Date().toISOString().slice(0, 10),
          performed_by: 'Test',
        },
      })
      expect(await runChecksOf(aircraft[registration]!)).toBeGreaterThan(0)
      const recreated = await payload.find({
        collection: 'notifications',
        where: { and: [{ key: { like: `:${aircraft[registration]}:` } }, { key: { like: ':overdue' } }] },
        pagination: false,
      })
      expect(recreated.docs.map((doc) => relationId(doc.recipient)).sort()).toEqual([...ids].sort())
      // The e-mails are jobs of their own, for the company admins.
      expect(sendEmail).not.toHaveBeenCalled()
      await payload.jobs.run({ queue: MAIL_QUEUE, limit: 500 })
      // Other suites' writes queue checks of their aircraft too: D-EKLU's mails are the ones to look at.
      const mails = sendEmail.mock.calls
        .map(([message]) => message as { to: string; subject: string })
        .filter((mail) => mail.subject.includes('D-EKLU'))
      // Members added by other test files also get the due-soon notices they had missed.
      expect([...new Set(mails.map((mail) => mail.to))].sort()).toEqual([...admins].sort())
      expect(
        mails
          .filter((mail) => mail.subject.includes('D-EKLU: überfällig'))
          .map((mail) => mail.to)
          .sort(),
      ).toEqual([...admins].sort())
      expect(await queuedJobs('noticeMail')).toEqual([])
      sendEmail.mockClear()
      expect(await notifyDue(payload, aircraft[registration])).toBe(0)
      expect(await queuedJobs('noticeMail')).toEqual([])
    } finally {
      sendEmail.mockRestore()
    }
  })

  it('tells the owner about a deferred defect falling due, with a link to the defect', async () => {
    const { aircraft: plane } = await maintainedAircraft(payload, 'D-EDUE')
    const werft = await werftUser(payload, 'notify-deferral')
    const defect = await reportedDefect(payload, plane.id, { description: 'Funkgerät rauscht', ata_chapter: '23' })
    const deferral = await post('/api/defect_actions', werft.token, {
      defect: defect.id,
      kind: 'deferral',
      reason: 'Ersatzgerät bestellt',
      limitation: 'Nur VFR mit zweitem Funkgerät',
      deadline_days: 10,
    })
    expect(deferral.status).toBe(201)
    const noticesOfDefect = async () =>
      (
        await payload.find({
          collection: 'notifications',
          where: { key: { like: `:${plane.id}:defect:${defect.id}@` } },
          pagination: false,
          locale: 'en',
          depth: 0,
        })
      ).docs
    // Ten days left: nothing to say yet.
    await notifyDue(payload, plane.id)
    expect(await noticesOfDefect()).toEqual([])

    // Nine of its ten days pass.
    const basis = `${addDays(todayUtc(), -9)}T00:00:00.000Z`
    await runStatement(
      payload,
      sql`update "defect_actions" set "basis_date" = ${basis} where "defect_id" = ${defect.id}`,
    )
    expect(await notifyDue(payload, plane.id)).toBeGreaterThan(0)
    const notices = await noticesOfDefect()
    expect(notices.length).toBeGreaterThan(0)
    for (const notice of notices) {
      expect(notice.subject).toBe('D-EDUE: due soon – Funkgerät rauscht')
      expect(notice.message).toContain('Deferred defect: Funkgerät rauscht (ATA 23)')
      expect(notice.link).toBe(`/defects?aircraft=${plane.id}&defect=${defect.id}`)
    }
    const club = await payload.find({
      collection: 'users',
      where: { and: [{ company: { equals: relationId(plane.company) } }, { status: { equals: 'active' } }] },
      pagination: false,
      depth: 0,
    })
    expect(notices.map((notice) => relationId(notice.recipient)).sort()).toEqual(
      club.docs.map((user) => user.id).sort(),
    )
    const german = await payload.findByID({ collection: 'notifications', id: notices[0]!.id, locale: 'de', depth: 0 })
    expect(german.subject).toBe('D-EDUE: bald fällig – Funkgerät rauscht')
    // Once told, not again.
    expect(await notifyDue(payload, plane.id)).toBe(0)
    // The club's admins get it by e-mail; the check the deferral queued finds nothing new.
    const sendEmail = vi.spyOn(payload, 'sendEmail').mockResolvedValue(undefined)
    try {
      await runChecksOf(plane.id)
      await payload.jobs.run({ queue: MAIL_QUEUE, limit: 500 })
      const mails = sendEmail.mock.calls
        .map(([message]) => message as { to: string; subject: string })
        .filter((mail) => mail.subject.includes('Funkgerät rauscht'))
      expect(mails.map((mail) => mail.to).sort()).toEqual(
        club.docs
          .filter((user) => user.is_company_admin)
          .map((user) => user.email)
          .sort(),
      )
    } finally {
      sendEmail.mockRestore()
    }
    expect(await noticesOfDefect()).toHaveLength(notices.length)
  })

  it('sends a notice e-mail once: a failed send is tried again, two runs at once send one mail', async () => {
    const admin = await userId('operator-b@flugakte.test')
    const notice = await payload.create({
      collection: 'notifications',
      data: {
        recipient: admin,
        key: `test:mail:${Date.now()}`,
        subject: 'Prüfung',
        message: 'Text',
        link: '/dashboard',
      },
    })
    const sendEmail = vi.spyOn(payload, 'sendEmail').mockRejectedValueOnce(new Error('SMTP down'))
    try {
      const job = await payload.jobs.queue({
        task: 'noticeMail',
        input: { notification: notice.id },
        queue: MAIL_QUEUE,
      })
      await payload.jobs.run({ queue: MAIL_QUEUE, limit: 500 })
      const failed = await payload.findByID({ collection: 'payload-jobs', id: job.id, depth: 0 })
      expect(failed).toMatchObject({ totalTried: 1, completedAt: null, processing: false })
      expect(failed.waitUntil).toBeTruthy()
      expect((await payload.findByID({ collection: 'notifications', id: notice.id })).emailed_at ?? null).toBeNull()
      // The retry (here without waiting for its backoff), and a second instance doing the same at once.
      sendEmail.mockResolvedValue(undefined)
      const sent = await Promise.all([sendNoticeMail(payload, notice.id), sendNoticeMail(payload, notice.id)])
      expect(sent.filter(Boolean)).toHaveLength(1)
      expect(sendEmail).toHaveBeenCalledTimes(2)
      expect(sendEmail.mock.calls.at(-1)![0]).toMatchObject({ to: 'operator-b@flugakte.test' })
      expect(await sendNoticeMail(payload, notice.id)).toBe(false)
      expect((await payload.findByID({ collection: 'notifications', id: notice.id })).emailed_at).toBeTruthy()
    } finally {
      sendEmail.mockRestore()
    }
  })
})

/**
 * Runs the waiting due checks of one aircraft, and answers how many: the checks other suites' writes
 * queued (on the shared database) are left to them.
 */
async function runChecksOf(aircraftId: number) {
  const checks = (await queuedJobs('checkDue')).filter(
    (job) => (job.input as { aircraftId?: number } | null)?.aircraftId === aircraftId,
  )
  for (const job of checks) await payload.jobs.runByID({ id: job.id })
  return checks.length
}

async function queuedJobs(task: 'checkDue' | 'noticeMail') {
  const found = await payload.find({
    collection: 'payload-jobs',
    where: { and: [{ taskSlug: { equals: task } }, { completedAt: { exists: false } }] },
    pagination: false,
    depth: 0,
  })
  return found.docs
}
