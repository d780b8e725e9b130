import type { PayloadRequest } from 'payload'

import type { Notification } from '../../payload-types'

/** A notice's words in one language. */
export type NoticeText = { subject: string; message: string }

type NoticeData = Pick<Notification, 'key'> & {
  recipient: number
  link?: string | null
  count?: number
  coalesce_key?: string
  coalesce_until?: string
}

/**
 * Writes one notice in both languages (German first, then its English texts) as the system, in the
 * transaction of `req`, so the two texts exist together or not at all. Answers the notice's id.
 */
export async function createNotice(req: PayloadRequest, data: NoticeData, text: { de: NoticeText; en: NoticeText }) {
  const notice = await req.payload.create({
    collection: 'notifications',
    locale: 'de',
    data: { ...data, ...text.de },
    depth: 0,
    overrideAccess: true,
    req,
  })
  await req.payload.update({
    collection: 'notifications',
    id: notice.id,
    locale: 'en',
    data: text.en,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return notice.id
}
