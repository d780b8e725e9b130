import type { en } from '@flugakte/texts'
import type { PayloadRequest } from 'payload'

import { refuse } from '../../lib/refuse'
import { say } from '../../lib/texts'

/** What the sign-off and passkey endpoints answer (packages/texts, server namespace signatures). */
export type SignatureMessage = keyof typeof en.server.signatures

export function signatureMessage(req: PayloadRequest, key: SignatureMessage, vars?: Record<string, string>): string {
  return say(req, `signatures:${key}`, vars)
}

/** An answer with the status and one message in the caller's language (`{ errors: [{ message }] }`). */
export function refuseSignature(req: PayloadRequest, status: 400 | 403 | 409, key: SignatureMessage): never {
  refuse(req, status, signatureMessage(req, key))
}
