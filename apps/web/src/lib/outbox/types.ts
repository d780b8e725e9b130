import type { FlightLogEntry } from '@flugakte/domain'

/**
 * Where an entry in the outbox stands:
 * - waiting: not yet sent, or sending failed for lack of a connection (sent again on reconnect);
 * - sending: a submission is under way;
 * - attention: the server refused it (a rule failed); it waits for its author to decide.
 */
export type OutboxStatus = 'waiting' | 'sending' | 'attention'

/** A refusal from the server, kept with the entry until its author answers it. */
export type OutboxProblem = {
  status: number
  messages: string[]
  fieldErrors: { path: string; message: string }[]
  /** The server's code for refusals the app offers a choice for (e.g. earlierThanLatest → addendum). */
  code?: string
}

/** The labels shown for the ids the entry holds, so the outbox list and the dialog show names offline. */
export type OutboxLabels = Partial<Record<'pilot' | 'copilot' | 'location_to' | 'location_ldg' | 'amends', string>>

/** A passkey sign-off made on the device over the entry's content hash (AuthenticationResponseJSON). */
export type OutboxSignature = { method: 'passkey'; response: unknown; content_hash: string }

export type OutboxRecord = {
  /** The entry's client id (a UUID), sent with it: the server answers a repeat with the entry it made. */
  client_id: string
  kind: 'flight_log'
  /** The author: only they see, send, edit or delete it. */
  user_id: number
  aircraft_id: number
  registration: string
  /** The entry as the form checked it (FlightLogEntry of the domain package). */
  entry: FlightLogEntry
  labels: OutboxLabels
  /** When it was entered (ms since the epoch, the device's clock): the sending order. */
  created_at: number
  updated_at: number
  status: OutboxStatus
  attempts: number
  /** The pilot answered that an origin entry earlier than the latest one is not an addendum. */
  confirm_earlier?: boolean
  signature?: OutboxSignature
  problem?: OutboxProblem
}
