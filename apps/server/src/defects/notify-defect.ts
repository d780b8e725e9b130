import type { Payload, Where } from 'payload'

import { relationNumber } from '../access/relation-id'
import { formatDay } from '../airworthiness/notify-due'
import { MAIL_QUEUE } from '../airworthiness/queues'
import { inTransaction } from '../lib/in-transaction'
import type { Language } from '../lib/refuse'
import { textIn } from '../lib/texts'
import { createNotice } from '../collections/notifications/create-notice'

/** A notice is once per recipient and defect (unique index on recipient and key). */
export const defectNoticeKey = (defectId: number) => `defect:${defectId}`

export const defectLink = (aircraftId: number, defectId: number) => `/defects?aircraft=${aircraftId}&defect=${defectId}`

/**
 * Reports of one user on one aircraft within this many minutes of the previous one make one notice per
 * recipient whose count rises (a walk-round reporting six findings one after the other), and one e-mail.
 */
export const COALESCE_MINUTES = 10

/** The group a report's notices join: one reporter, one aircraft. */
export const coalesceKey = (aircraftId: number, reporterId: number) => `defects:${aircraftId}:${reporterId}`

const SUBJECT_DESCRIPTION = 80

const shorten = (text: string, length: number) =>
  text.length > length ? `${text.slice(0, length - 1).trimEnd()}…` : text

export type ReportedDefect = {
  id: number
  aircraftId: number
  registration: string
  description: string
  unsafe: boolean
  reported_at: string
  reporter: { id: number; name: string }
}

/**
 * Who hears of a new defect at once: the company admins of the aircraft's owner and every user of the
 * companies holding an accepted maintenance-company or CAO contract for it, the reporter excepted.
 */
async function recipientsOf(payload: Payload, defect: ReportedDefect): Promise<number[]> {
  const [aircraft, contracts] = await Promise.all([
    payload.findByID({
      collection: 'customer_aircrafts',
      id: defect.aircraftId,
      select: { company: true },
      depth: 0,
      overrideAccess: true,
    }),
    payload.find({
      collection: 'aircraft_contracts',
      where: { and: [{ customer_aircraft: { equals: defect.aircraftId } }, { status: { equals: 'accepted' } }] },
      select: { company: true },
      depth: 0,
      pagination: false,
      overrideAccess: true,
    }),
  ])
  const owner = relationNumber(aircraft.company)
  const contracted = contracts.docs.map((contract) => relationNumber(contract.company)).filter((id) => id !== null)
  const who: Where[] = []
  if (owner !== null) who.push({ and: [{ company: { equals: owner } }, { is_company_admin: { equals: true } }] })
  if (contracted.length > 0) who.push({ company: { in: contracted } })
  if (who.length === 0) return []
  const users = await payload.find({
    collection: 'users',
    where: { and: [{ status: { equals: 'active' } }, { or: who }, { id: { not_equals: defect.reporter.id } }] },
    select: { email: true },
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  return users.docs.map((user) => user.id)
}

/**
 * The notice of a report, or of `count` reports of one group (the newest named); `unsafe` when any of
 * them grounds the aircraft.
 */
function noticeText(defect: ReportedDefect, language: Language, count = 1, unsafe = defect.unsafe) {
  const vars = {
    registration: defect.registration,
    description: shorten(defect.description, SUBJECT_DESCRIPTION),
    reporter: defect.reporter.name,
    day: formatDay(defect.reported_at, language),
    count,
  }
  const message =
    count > 1
      ? textIn(language, 'defects:noticeMessageMany', { ...vars, description: defect.description })
      : textIn(language, 'defects:noticeMessage', { ...vars, description: defect.description })
  const subject =
    count > 1
      ? textIn(language, unsafe ? 'defects:noticeSubjectManyGrounded' : 'defects:noticeSubjectMany', vars)
      : textIn(language, unsafe ? 'defects:noticeSubjectGrounded' : 'defects:noticeSubject', vars)
  return {
    // A defect that grounds the aircraft says so first, where a list of mails shows it.
    subject,
    message: unsafe ? `${message}\n\n${textIn(language, 'defects:noticeUnsafe')}` : message,
  }
}

type OpenGroup = { id: number; recipient: number; count: number; createdAt: string }

/** Each recipient's notice of this reporter's group on this aircraft still open at the report's time. */
async function openGroups(payload: Payload, defect: ReportedDefect, recipients: number[]) {
  const found = await payload.find({
    collection: 'notifications',
    where: {
      and: [
        { coalesce_key: { equals: coalesceKey(defect.aircraftId, defect.reporter.id) } },
        { recipient: { in: recipients } },
        { coalesce_until: { greater_than: defect.reported_at } },
      ],
    },
    select: { recipient: true, count: true, createdAt: true },
    sort: '-createdAt',
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  const groups = new Map<number, OpenGroup>()
  for (const notice of found.docs) {
    const recipient = relationNumber(notice.recipient)!
    if (groups.has(recipient)) continue
    groups.set(recipient, { id: notice.id, recipient, count: notice.count ?? 1, createdAt: notice.createdAt })
  }
  return groups
}

/** Whether an earlier report of the group (since `since`) grounded the aircraft already. */
async function groupWasUnsafe(payload: Payload, defect: ReportedDefect, since: string) {
  const earlier = await payload.count({
    collection: 'defects',
    where: {
      and: [
        { customer_aircraft: { equals: defect.aircraftId } },
        { reported_by: { equals: defect.reporter.id } },
        { reported_at: { greater_than_equal: since } },
        { id: { not_equals: defect.id } },
        { unsafe: { equals: true } },
      ],
    },
    overrideAccess: true,
  })
  return earlier.totalDocs > 0
}

/**
 * Tells the owner's company admins and the contracted maintenance company and CAO of a new defect: a
 * notice in both languages for each, and its e-mail (a noticeMail job, queued with the notice). A
 * report of the same user on the same aircraft within COALESCE_MINUTES of the previous one joins that
 * notice instead: its count rises, it names the newest report, links to the aircraft's defects and is
 * unread again; no second e-mail is queued, unless this report grounds the aircraft and none of the
 * group did before. Runs after the report is stored, as the system; the notices, their texts and their
 * mails are written together or not at all. Answers how many recipients it told.
 */
export async function notifyDefectReported(payload: Payload, defect: ReportedDefect): Promise<number> {
  const recipients = await recipientsOf(payload, defect)
  if (recipients.length === 0) return 0
  const key = defectNoticeKey(defect.id)
  const existing = await payload.find({
    collection: 'notifications',
    where: { and: [{ key: { equals: key } }, { recipient: { in: recipients } }] },
    select: { recipient: true },
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  const notified = new Set(existing.docs.map((notice) => relationNumber(notice.recipient)))
  const due = recipients.filter((id) => !notified.has(id))
  if (due.length === 0) return 0
  const groups = await openGroups(payload, defect, due)
  const oldest = [...groups.values()].map((group) => group.createdAt).sort()[0]
  const unsafeBefore = oldest !== undefined && (await groupWasUnsafe(payload, defect, oldest))
  const coalesce = {
    coalesce_key: coalesceKey(defect.aircraftId, defect.reporter.id),
    coalesce_until: new Date(Date.parse(defect.reported_at) + COALESCE_MINUTES * 60_000).toISOString(),
  }
  const [de, en] = [noticeText(defect, 'de'), noticeText(defect, 'en')]
  const link = defectLink(defect.aircraftId, defect.id)
  await inTransaction(payload, async (req) => {
    const mail = (notification: number) =>
      payload.jobs.queue({ task: 'noticeMail', input: { notification }, queue: MAIL_QUEUE, req })
    for (const recipient of due) {
      const group = groups.get(recipient)
      if (group) {
        const count = group.count + 1
        const unsafe = defect.unsafe || unsafeBefore
        const mailAgain = defect.unsafe && !unsafeBefore
        // The key names the newest report, so a repeated call for it changes nothing (unique per recipient).
        const joined = {
          key,
          count,
          read: false,
          link: `/defects?aircraft=${defect.aircraftId}`,
          ...coalesce,
          // A grounding report is mailed even when the group's first mail went out already.
          ...(mailAgain ? { emailed_at: null, email_claimed_at: null } : {}),
        }
        for (const [locale, text] of [
          ['de', noticeText(defect, 'de', count, unsafe)],
          ['en', noticeText(defect, 'en', count, unsafe)],
        ] as const) {
          await payload.update({
            collection: 'notifications',
            id: group.id,
            locale,
            data: { ...joined, ...text },
            depth: 0,
            overrideAccess: true,
            req,
          })
        }
        if (mailAgain) await mail(group.id)
        continue
      }
      await mail(await createNotice(req, { recipient, key, link, count: 1, ...coalesce }, { de, en }))
    }
  })
  return due.length
}
