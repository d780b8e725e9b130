import type { CollectionAfterChangeHook, PayloadRequest } from 'payload'

import { relationNumber } from '../../access/relation-id'
import { createNotice } from '../../collections/notifications/create-notice'
import type { Language } from '../../lib/refuse'
import { textIn } from '../../lib/texts'
import type { FlightLog, User } from '../../payload-types'

/** Where a pilot finds the entries that wait for their signature. */
export const AWAITING_SIGNATURE_LINK = '/boardbook/awaiting-signature'

export const signNoticeKey = (entryId: number | string) => `sign:${entryId}`

const DAY_FORMAT = {
  de: new Intl.DateTimeFormat('de-DE', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }),
  en: new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' }),
}

/** A calendar day as people read it: 20.11.2026, 20 Nov 2026. */
export const formatDay = (date: string | Date, language: Language) => DAY_FORMAT[language].format(new Date(date))

type Entry = Pick<FlightLog, 'id' | 'registration' | 'number' | 'date'>

/**
 * Asks the pilot-in-command to sign an entry someone else made. The server writes the notice of
 * another person (overrideAccess), in both languages, in the transaction of `req`.
 */
export async function noticeToSign(req: PayloadRequest, entry: Entry, pic: number, author: string) {
  const text = (language: Language) => {
    const vars = {
      registration: entry.registration,
      number: entry.number ?? '',
      day: formatDay(entry.date, language),
      author,
    }
    return {
      subject: textIn(language, 'signatures:noticeSubject', vars),
      message: textIn(language, 'signatures:noticeMessage', vars),
    }
  }
  await createNotice(
    req,
    { recipient: pic, key: signNoticeKey(entry.id), link: AWAITING_SIGNATURE_LINK },
    { de: text('de'), en: text('en') },
  )
}

/**
 * After an entry is created by someone other than its pilot-in-command (the club office, an
 * instructor), in the create's transaction: the pilot-in-command is asked to sign it. The seed creates
 * entries without a user and writes its own notices.
 */
export const noticeToSignAfterCreate: CollectionAfterChangeHook<FlightLog> = async ({ doc, operation, req }) => {
  if (operation !== 'create') return doc
  const pic = relationNumber(doc.pic)
  const author = req.user as (User & { collection: 'users' }) | null
  if (pic === null || !author || author.collection !== 'users' || Number(author.id) === pic) return doc
  await noticeToSign(req, doc, pic, `${author.first_name} ${author.last_name}`.trim())
  return doc
}

/** The pilot-in-command signed: their notice about the entry is done. Acts as the caller, its recipient. */
export async function markSignNoticeRead(req: PayloadRequest, entryId: number) {
  await req.payload.update({
    collection: 'notifications',
    where: { and: [{ key: { equals: signNoticeKey(entryId) } }, { recipient: { equals: req.user!.id } }] },
    data: { read: true },
    depth: 0,
    overrideAccess: false,
    user: req.user,
    req,
  })
}
