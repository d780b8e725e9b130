import type { AuthenticationResponseJSON } from '@simplewebauthn/browser'

import { ApiError, isUnanswered } from '../../../lib/api-client'
import { localDb, type LocalDb } from '../../../lib/local-db'
import { sendStoredDefectReport, type DefectSubmitResult } from '../../../lib/outbox/defect-outbox'
import {
  isDefectRecord,
  isFlightLogRecord,
  outboxItemsOf,
  removeFromOutbox,
  updateOutbox,
} from '../../../lib/outbox/outbox-store'
import type { DefectOutboxRecord, OutboxItem, OutboxRecord } from '../../../lib/outbox/types'
import { readSession } from '../../../lib/session'
import { submitFlightLog, type Submission, type SubmitResult } from '../api/submit-flight-log'

export type SentEntry = { record: OutboxRecord; result: SubmitResult }
export type SentDefect = { record: DefectOutboxRecord; result: DefectSubmitResult }

export type SendSummary = {
  /** Journey-log entries the server stored. */
  sent: SentEntry[]
  /** Defect reports the server stored. */
  defectsSent: SentDefect[]
  /** Why the run ended early: no connection, the session refused, or another sender was at work. */
  stopped: 'offline' | 'session' | 'busy' | null
}

type Options = {
  db?: LocalDb
  submit?: (submission: Submission) => Promise<SubmitResult>
  submitDefect?: (record: DefectOutboxRecord) => Promise<DefectSubmitResult>
  /** Told of each entry the server stored, at once (the boardbook shows it before the run ends). */
  onSent?: (sent: SentEntry) => void
  /** Told of each defect report the server stored, at once. */
  onDefectSent?: (sent: SentDefect) => void
}

/**
 * Refusals the author answers: the record waits for them with the server's words. A request too large
 * for the server (413: a proxy's limit on photos) would be refused again and again.
 */
const REFUSED = [400, 409, 413, 422]

export const submissionOf = (record: OutboxRecord): Submission => ({
  entry: record.entry,
  client_id: record.client_id,
  confirm_earlier: record.confirm_earlier,
  confirm_grounded: record.confirm_grounded,
  acknowledge_preflight: record.acknowledge_preflight,
  signature: record.signature
    ? { method: 'passkey', response: record.signature.response as AuthenticationResponseJSON }
    : undefined,
})

/**
 * The author's entries whose aircraft has an earlier entry waiting for its author's decision: the
 * journey log keeps the order of flights, so they wait behind it. Defect reports keep no such order:
 * they neither wait behind an entry nor hold one back.
 */
export function heldBack(items: OutboxItem[]): Set<string> {
  const blocked = new Set<number>()
  const held = new Set<string>()
  for (const record of items.filter(isFlightLogRecord)) {
    if (blocked.has(record.aircraft_id)) held.add(record.client_id)
    if (record.status === 'attention') blocked.add(record.aircraft_id)
  }
  return held
}

/** What became of a record the server did not store. */
type Failure = 'refused' | 'session' | 'unanswered' | 'failed'

async function recordFailure(
  record: OutboxItem,
  error: unknown,
  token: string | undefined,
  db: LocalDb,
): Promise<Failure> {
  // A 403 while the session stays (the api client asked the server whose token it is) is the server's
  // answer to this record, not to the session.
  const refused =
    error instanceof ApiError &&
    (REFUSED.includes(error.status) || (error.status === 403 && token !== undefined && readSession()?.token === token))
  if (refused) {
    await updateOutbox(
      record.client_id,
      {
        status: 'attention',
        problem: {
          status: error.status,
          messages: error.messages,
          fieldErrors: error.fieldErrors,
          ...(error.code ? { code: error.code } : {}),
        },
      },
      db,
    )
    return 'refused'
  }
  if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
    // The session has ended: the records wait for the next sign-in.
    await updateOutbox(record.client_id, { status: 'waiting' }, db)
    return 'session'
  }
  await updateOutbox(record.client_id, { status: 'waiting', attempts: record.attempts + 1 }, db)
  return isUnanswered(error) ? 'unanswered' : 'failed'
}

async function sendAll(
  userId: number,
  { db = localDb, submit = submitFlightLog, submitDefect = sendStoredDefectReport, onSent, onDefectSent }: Options,
) {
  const summary: SendSummary = { sent: [], defectsSent: [], stopped: null }
  const blocked = new Set<number>()
  for (const item of await outboxItemsOf(userId, db)) {
    const entry = isFlightLogRecord(item)
    if (entry && item.status === 'attention') blocked.add(item.aircraft_id)
    // Its aircraft's earlier entry waits (for a decision, or for the server to be reachable again).
    if (item.status === 'attention' || (entry && blocked.has(item.aircraft_id))) continue
    if (!navigator.onLine) {
      summary.stopped = 'offline'
      break
    }
    // Edited or deleted in the meantime (another tab): what is sent is what is stored now.
    const current = await db.outbox.get(item.client_id)
    if (!current || current.status === 'attention') continue
    await updateOutbox(item.client_id, { status: 'sending' }, db)
    const token = readSession()?.token
    try {
      // Stored by the server (now, or by an earlier try whose answer was lost): only now it may go.
      if (isDefectRecord(current)) {
        const result = await submitDefect(current)
        await removeFromOutbox(current.client_id, db)
        const sent = { record: current, result }
        summary.defectsSent.push(sent)
        onDefectSent?.(sent)
      } else {
        const result = await submit(submissionOf(current))
        await removeFromOutbox(current.client_id, db)
        const sent = { record: current, result }
        summary.sent.push(sent)
        onSent?.(sent)
      }
    } catch (error) {
      const failure = await recordFailure(current, error, token, db)
      if (failure === 'session') {
        summary.stopped = 'session'
        break
      }
      if (failure === 'unanswered') {
        summary.stopped = 'offline'
        break
      }
      // Refused, or a server error on this entry: the aircraft's later entries wait for it, other
      // aircraft go on (and defect reports, which keep no order).
      if (isFlightLogRecord(current)) blocked.add(current.aircraft_id)
    }
  }
  return summary
}

/** Entries a closed tab or a crash left as `sending` (only run while no sender is at work). */
async function resumeInterrupted(userId: number, db: LocalDb) {
  const interrupted = (await outboxItemsOf(userId, db)).filter((record) => record.status === 'sending')
  for (const record of interrupted) await updateOutbox(record.client_id, { status: 'waiting' }, db)
}

let running = false

/**
 * Sends the author's waiting entries and defect reports, in the order entered, one at a time; per
 * aircraft, entries after one the server refused wait for it. Never removes a record the server has not
 * stored. One sender at a time across the app's tabs (a Web Lock where the browser has them), so
 * nothing is sent twice at once.
 */
export async function sendOutbox(userId: number, options: Options = {}): Promise<SendSummary> {
  const db = options.db ?? localDb
  const run = async () => {
    await resumeInterrupted(userId, db)
    return sendAll(userId, options)
  }
  if (running) return { sent: [], defectsSent: [], stopped: 'busy' }
  running = true
  try {
    const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined
    if (!locks?.request) return await run()
    return await locks.request('flugakte-outbox', { ifAvailable: true }, async (lock) =>
      lock ? run() : ({ sent: [], defectsSent: [], stopped: 'busy' } satisfies SendSummary),
    )
  } finally {
    running = false
  }
}
