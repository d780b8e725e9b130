import type { en } from '@flugakte/texts'
import type { PayloadRequest } from 'payload'

import { say } from './texts'

/**
 * A field validator that accepts an empty value or one `test` accepts, and otherwise answers in the
 * caller's language (Payload hands validators the request).
 */
export function formatRule(test: (value: string) => boolean, message: keyof typeof en.server.formats) {
  return (value: unknown, { req }: { req: PayloadRequest }): true | string =>
    value === null || value === undefined || value === '' || (typeof value === 'string' && test(value))
      ? true
      : say(req, `formats:${message}`)
}
