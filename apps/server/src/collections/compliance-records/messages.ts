import type { en } from '@flugakte/texts'
import type { CollectionSlug, PayloadRequest } from 'payload'

import { refuseFields } from '../../lib/refuse'
import { say } from '../../lib/texts'

const FIELD_MESSAGES = ['EnterRequiredFields', 'WrongFormat', 'wrongValue'] as const

/** Reasons a compliance record is refused: a field message or one of packages/texts' `records`. */
export type RecordMessage = (typeof FIELD_MESSAGES)[number] | keyof typeof en.server.records

export function refuseRecord(
  req: PayloadRequest,
  collection: CollectionSlug,
  errors: { path: string; key: RecordMessage }[],
): never {
  refuseFields(
    req,
    collection,
    errors.map(({ path, key }) => ({
      path,
      message: say(
        req,
        (FIELD_MESSAGES as readonly string[]).includes(key)
          ? `messages:${key as (typeof FIELD_MESSAGES)[number]}`
          : `records:${key as keyof typeof en.server.records}`,
      ),
    })),
  )
}
