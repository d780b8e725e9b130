import type { Payload, Where } from 'payload'

import { relationNumber } from '../access/relation-id'
import { formatDay } from '../airworthiness/notify-due'
import { MAIL_QUEUE } from '../airworthiness/queues'
import { inTransaction } from '../lib/in-transaction'
import type { Language } from '../lib/refuse'
import { textIn } from '../lib/texts'

/** A notice is once per recipient and defect (unique index on recipient and key). */
export const defectNoticeKey = (defectId: number) => `defect:${defectId}`

export const defectLink = (aircraftId: number, defectId: number) => `/defects?aircraft=${aircraftId}&defect=${defectId}`

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

function noticeText(defect: ReportedDefect, language: Language) {
  const vars = {
    registration: defect.registration,
    description: shorten(defect.description, SUBJECT_DESCRIPTION),
    reporter: defect.reporter.name,
    day: formatDay(defect.reported_at, language),
  }
  const message = textIn(language, 'defects:noticeMessage', { ...vars, description: defect.description })
  return {
    // A defect that grounds the aircraft says so first, where a list of mails shows it.
    subject: textIn(language, defect.unsafe ? 'defects:noticeSubjectGrounded' : 'defects:noticeSubject', vars),
    message: defect.unsafe ? `${message}\n\n${textIn(language, 'defects:noticeUnsafe')}` : message,
  }
}

/**
 * Tells the owner's company admins and the contracted maintenance company and CAO of a new defect: a
 * notice in both languages for each, and its e-mail (a noticeMail job, queued with the notice). Runs
 * after the report is stored, as the system; the notices, their texts and their mails are written
 * together or not at all. Answers how many notices it created.
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
  const [de, en] = [noticeText(defect, 'de'), noticeText(defect, 'en')]
  const link = defectLink(defect.aircraftId, defect.id)
  await inTransaction(payload, async (req) => {
    for (const recipient of due) {
      const notice = await payload.create({
        collection: 'notifications',
        locale: 'de',
        data: { recipient, key, link, ...de },
        depth: 0,
        overrideAccess: true,
        req,
      })
      await payload.update({
        collection: 'notifications',
        id: notice.id,
        locale: 'en',
        data: en,
        depth: 0,
        overrideAccess: true,
        req,
      })
      await payload.jobs.queue({ task: 'noticeMail', input: { notification: notice.id }, queue: MAIL_QUEUE, req })
    }
  })
  return due.length
}
