import type { FlightLogMessage } from '@flugakte/domain'
import { en } from '@flugakte/texts'
import type { PayloadRequest } from 'payload'

import { refuseFields } from '../../lib/refuse'
import { say } from '../../lib/texts'

/** Server-side reasons beside the domain's field rules (packages/texts, namespace flightLogs). */
export type ServerMessage = keyof typeof en.server.flightLogs

const isServerMessage = (key: string): key is ServerMessage => key in en.server.flightLogs

export function messageText(
  req: PayloadRequest,
  key: FlightLogMessage | ServerMessage,
  values: Record<string, string | number> = {},
): string {
  return say(req, isServerMessage(key) ? `flightLogs:${key}` : `messages:${key}`, values)
}

/** A 400 naming each field with its message, in the request's language. */
export function refuse(req: PayloadRequest, errors: { path: string; key: FlightLogMessage | ServerMessage }[]): never {
  refuseFields(
    req,
    'flight_logs',
    errors.map(({ path, key }) => ({ path, message: messageText(req, key) })),
  )
}
