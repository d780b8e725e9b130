import type { Payload, TaskConfig } from 'payload'

import { relationNumber } from '../../access/relation-id'
import { createNotice } from '../../collections/notifications/create-notice'
import { DUE_QUEUE, MAIL_QUEUE } from '../../airworthiness/queues'
import { inTransaction } from '../../lib/in-transaction'
import type { Language } from '../../lib/refuse'
import { textIn } from '../../lib/texts'
import { AWAITING_SIGNATURE_LINK, formatDay } from './sign-notice'

/** A pilot's reminder is once per day (unique per recipient and key). */
export const signReminderKey = (day: string) => `sign-reminder:${day}`

/** The end of a flying day in Central Europe (21:00 or 22:00 local); FLUGAKTE_SIGN_REMINDER_CRON overrides it. */
const REMINDER_CRON = process.env.FLUGAKTE_SIGN_REMINDER_CRON || '0 0 20 * * *'

/**
 * The pilots whose entries recorded on `day` (UTC) still wait for their signature as pilot in command,
 * each with those entries' count. A bounded read: one day's entries and their signatures.
 */
async function unsignedOf(payload: Payload, day: string) {
  const start = `${day}T00:00:00.000Z`
  const end = new Date(Date.parse(start) + 86_400_000).toISOString()
  const entries = await payload.find({
    collection: 'flight_logs',
    where: {
      and: [{ createdAt: { greater_than_equal: start } }, { createdAt: { less_than: end } }, { pic: { exists: true } }],
    },
    select: { pic: true },
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  if (entries.docs.length === 0) return new Map<number, number>()
  const signed = await payload.find({
    collection: 'flight_log_signatures',
    where: { flight_log: { in: entries.docs.map((entry) => entry.id) } },
    select: { flight_log: true, signer: true },
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  const signedBy = new Set(
    signed.docs.map((signature) => `${relationNumber(signature.flight_log)}:${relationNumber(signature.signer)}`),
  )
  const counts = new Map<number, number>()
  for (const entry of entries.docs) {
    const pic = relationNumber(entry.pic)
    if (pic === null || signedBy.has(`${entry.id}:${pic}`)) continue
    counts.set(pic, (counts.get(pic) ?? 0) + 1)
  }
  return counts
}

/**
 * At the end of the day, one reminder to each active pilot whose entries of the day still wait for
 * their signature: a notice in both languages linking to the entries awaiting them, and its e-mail.
 * Once per pilot and day, however often it runs. Answers how many pilots it reminded.
 */
export async function remindUnsignedEntries(payload: Payload, now = new Date()): Promise<number> {
  const day = now.toISOString().slice(0, 10)
  const counts = await unsignedOf(payload, day)
  if (counts.size === 0) return 0
  const key = signReminderKey(day)
  const [active, reminded] = await Promise.all([
    payload.find({
      collection: 'users',
      where: { and: [{ id: { in: [...counts.keys()] } }, { status: { equals: 'active' } }] },
      select: { status: true },
      depth: 0,
      pagination: false,
      overrideAccess: true,
    }),
    payload.find({
      collection: 'notifications',
      where: { and: [{ key: { equals: key } }, { recipient: { in: [...counts.keys()] } }] },
      select: { recipient: true },
      depth: 0,
      pagination: false,
      overrideAccess: true,
    }),
  ])
  const done = new Set(reminded.docs.map((notice) => relationNumber(notice.recipient)))
  const due = active.docs.map((user) => user.id).filter((id) => !done.has(id))
  const text = (language: Language, count: number) => {
    const vars = { count, day: formatDay(day, language) }
    return {
      subject: textIn(language, 'journeyLog:signReminderSubject', vars),
      message: textIn(language, 'journeyLog:signReminderMessage', vars),
    }
  }
  await inTransaction(payload, async (req) => {
    for (const recipient of due) {
      const count = counts.get(recipient) ?? 0
      const notice = await createNotice(
        req,
        { recipient, key, link: AWAITING_SIGNATURE_LINK, count },
        { de: text('de', count), en: text('en', count) },
      )
      await payload.jobs.queue({ task: 'noticeMail', input: { notification: notice }, queue: MAIL_QUEUE, req })
    }
  })
  return due.length
}

/** The day's reminders (queued once per schedule, run by one instance). */
export const signReminders: TaskConfig<{ input: object; output: { reminded: number } }> = {
  slug: 'signReminders',
  label: 'Remind pilots of the day’s entries awaiting their signature',
  outputSchema: [{ name: 'reminded', type: 'number' }],
  schedule: [{ cron: REMINDER_CRON, queue: DUE_QUEUE }],
  concurrency: { key: () => 'journey-log:sign-reminders', exclusive: true, supersedes: true },
  retries: 2,
  handler: async ({ req }) => ({ output: { reminded: await remindUnsignedEntries(req.payload) } }),
}
