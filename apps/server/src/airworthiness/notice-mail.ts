import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { relationId } from '../access/relation-id'
import { publicOrigin } from '../lib/public-origin'
import { runStatement } from '../lib/raw-sql'
import { textIn } from '../lib/texts'

/** A send that has not finished in this time was cut off (a crash): another attempt may claim it. */
const CLAIM_MINUTES = 10

/**
 * E-mails one notice to its recipient, once: the notice is claimed with a single conditional update
 * first, so two instances that run the same job send one mail; a failed send releases the claim and
 * fails the job, which Payload tries again later. Answers whether this call sent it.
 */
export async function sendNoticeMail(payload: Payload, notificationId: number): Promise<boolean> {
  const now = new Date().toISOString()
  const expired = new Date(Date.now() - CLAIM_MINUTES * 60_000).toISOString()
  const claimed = await runStatement(
    payload,
    sql`update notifications set email_claimed_at = ${now} where id = ${notificationId} and emailed_at is null
      and (email_claimed_at is null or email_claimed_at < ${expired})`,
  )
  if (claimed === 0) return false
  try {
    const notice = await payload.findByID({
      collection: 'notifications',
      id: notificationId,
      depth: 0,
      locale: 'all',
      overrideAccess: true,
    })
    const recipient = await payload.findByID({
      collection: 'users',
      id: relationId(notice.recipient)!,
      depth: 0,
      select: { email: true, language: true },
      overrideAccess: true,
    })
    const language = recipient.language === 'en-US' ? 'en' : 'de'
    const localized = (value: unknown) =>
      typeof value === 'object' && value !== null
        ? String((value as Record<string, string>)[language] ?? '')
        : String(value ?? '')
    await payload.sendEmail({
      to: recipient.email,
      subject: textIn(language, 'notices:emailSubject', { subject: localized(notice.subject) }),
      text: `${localized(notice.message)}\n\n${publicOrigin()}${notice.link ?? ''}`,
    })
  } catch (error) {
    await runStatement(payload, sql`update notifications set email_claimed_at = null where id = ${notificationId}`)
    throw error
  }
  await runStatement(payload, sql`update notifications set emailed_at = ${now} where id = ${notificationId}`)
  return true
}
