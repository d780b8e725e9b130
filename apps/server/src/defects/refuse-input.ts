import { en } from '@flugakte/texts'
import type { CollectionSlug, PayloadRequest } from 'payload'
import type { z } from 'zod'

import { refuseFields } from '../lib/refuse'
import { say } from '../lib/texts'

type FieldMessage = keyof typeof en.messages

const isFieldMessage = (key: string): key is FieldMessage => key in en.messages

/**
 * A 400 naming every field the domain's schema refused (nested ones by their path: `release.date`,
 * `parts.0.description`), each with its first message, in the caller's language: what the form says.
 */
export function refuseInput(
  req: PayloadRequest,
  collection: CollectionSlug,
  issues: readonly z.core.$ZodIssue[],
): never {
  const seen = new Set<string>()
  const errors = issues
    .map((issue) => ({
      path: issue.path.map(String).join('.'),
      message: say(req, `messages:${isFieldMessage(issue.message) ? issue.message : 'wrongValue'}`),
    }))
    .filter(({ path }) => !seen.has(path) && seen.add(path))
  refuseFields(req, collection, errors)
}
