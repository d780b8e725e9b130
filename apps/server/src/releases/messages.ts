import type { en } from '@flugakte/texts'
import type { PayloadRequest } from 'payload'

import { refuse } from '../lib/refuse'
import { say } from '../lib/texts'

/** What the release sign-off answers (packages/texts, server namespace releases). */
export type ReleaseMessage = keyof typeof en.server.releases

/** An answer with the status and one message in the caller's language (`{ errors: [{ message }] }`). */
export function refuseRelease(req: PayloadRequest, status: 400 | 403 | 409, key: ReleaseMessage): never {
  refuse(req, status, say(req, `releases:${key}`))
}
