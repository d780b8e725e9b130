import type { DefectReportInput, FlightLogEntry } from '@flugakte/domain'

/**
 * Where an entry in the outbox stands:
 * - waiting: not yet sent, or sending failed for lack of a connection (sent again on reconnect);
 * - sending: a submission is under way;
 * - attention: the server refused it (a rule failed); it waits for its author to decide.
 */
export type OutboxStatus = 'waiting' | 'sending' | 'attention'

/** A refusal from the server, kept with the record until its author answers it. */
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

/** What every record of the outbox has, whatever it carries. */
type OutboxBase = {
  /** The record's client id (a UUID), sent with it: the server answers a repeat with what it made. */
  client_id: string
  /** The author: only they see, send, edit or delete it. */
  user_id: number
  aircraft_id: number
  registration: string
  /** When it was entered (ms since the epoch, the device's clock): the sending order. */
  created_at: number
  updated_at: number
  status: OutboxStatus
  attempts: number
  problem?: OutboxProblem
}

/**
 * A journey-log entry in the outbox. The name predates defect reports: the dialog, the boardbook's
 * waiting list and the readings carried forward all mean entries by it (outboxOf gives only these).
 */
export type OutboxRecord = OutboxBase & {
  kind: 'flight_log'
  /** The entry as the form checked it (FlightLogEntry of the domain package). */
  entry: FlightLogEntry
  labels: OutboxLabels
  /** The pilot answered that an origin entry earlier than the latest one is not an addendum. */
  confirm_earlier?: boolean
  /** The pilot confirmed entering the flight although an open defect grounds the aircraft. */
  confirm_grounded?: boolean
  /** What the pilot acknowledged about the aircraft before the flight (PreflightAcknowledgement[]). */
  acknowledge_preflight?: { key: string; text: string }[]
  signature?: OutboxSignature
}

/**
 * A photo of a defect report kept on the device: its bytes rather than the Blob, which some browsers
 * (older WebKit) fail to store in IndexedDB, and which the tests' IndexedDB cannot hold.
 */
export type OutboxPhoto = { name: string; type: string; bytes: ArrayBuffer }

/** A defect report in the outbox, with its photos. */
export type DefectOutboxRecord = OutboxBase & {
  kind: 'defect'
  /** The report as the dialog checked it, with its client id (DefectReportInput of the domain package). */
  report: DefectReportInput & { client_id: string }
  photos: OutboxPhoto[]
}

/** Anything in the outbox: the sender, the outbox page and the top bar's count take all kinds. */
export type OutboxItem = OutboxRecord | DefectOutboxRecord
