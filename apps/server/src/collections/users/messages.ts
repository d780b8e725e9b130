import type { en } from '@flugakte/texts'
import type { PayloadRequest } from 'payload'

import { say } from '../../lib/texts'

/** What the account endpoints answer (packages/texts, namespace accounts). */
export type AccountMessage = Exclude<
  keyof typeof en.server.accounts,
  'tooManyAttempts' | 'waitSeconds_one' | 'waitSeconds_other' | 'waitMinutes'
>

export function accountMessage(req: PayloadRequest, key: AccountMessage): string {
  return say(req, `accounts:${key}`)
}

/** "Too many failed attempts", with the wait rounded up to whole seconds or minutes. */
export function tooManyAttemptsMessage(req: PayloadRequest, retryAfterMs: number): string {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000))
  const wait =
    seconds < 120
      ? say(req, 'accounts:waitSeconds', { count: seconds })
      : say(req, 'accounts:waitMinutes', { count: Math.ceil(seconds / 60) })
  return say(req, 'accounts:tooManyAttempts', { wait })
}
