import type { en } from '@flugakte/texts'
import { APIError, type PayloadRequest } from 'payload'

import { say } from '../lib/texts'

/** What the release sign-off answers (packages/texts, server namespace releases). */
export type ReleaseMessage = keyof typeof en.server.releases

/** An answer with the status and one message in the caller's language (`{ errors: [{ message }] }`). */
export function refuseRelease(req: PayloadRequest, status: 400 | 403 | 409, key: ReleaseMessage): never {
  throw new APIError(say(req, `releases:${key}`), status, undefined, true)
}
