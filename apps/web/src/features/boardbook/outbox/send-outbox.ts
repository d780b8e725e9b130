import type { AuthenticationResponseJSON } from '@simplewebauthn/browser'

import { ApiError } from '../../../lib/api-client'
import { localDb, type LocalDb } from '../../../lib/local-db'
import { outboxOf, removeFromOutbox, updateOutbox } from '../../../lib/outbox/outbox-store'
import type { OutboxRecord } from '../../../lib/outbox/types'
import { isUnanswered, submitFlightLog, type Submission, type SubmitResult } from '../api/submit-flight-log'

export type SentEntry = { record: OutboxRecord; result: SubmitResult }

export type SendSummary = {
  sent: SentEntry[]
  /** Why the run ended early: no connection, the session refused, or another sender was at work. */
  stopped: 'offline' | 'session' | 'busy' | null
}

type Options = {
  db?: LocalDb
  submit?: (submission: Submission) => Promise<SubmitResult>
  /** Told of each entry the server stored, at once (the boardbook shows it before the run ends). */
  onSent?: (sent: SentEntry) => void
}

/** Refusals the author answers: the entry waits for them with the server's words. */
const REFUSED = [400, 409, 422]

export const submissionOf = (record: OutboxRecord): Submission => ({
  entry: record.entry,
  client_id: record.client_id,
  confirm_earlier: record.confirm_earlier,
  signature: record.signature
    ? { method: 'passkey', response: record.signature.response as AuthenticationResponseJSON }
    : undefined,
})

/**
 * The author's entries whose aircraft has an earlier entry waiting for its author's decision: the
 * journey log keeps the order of flights, so they wait behind it.
 */
export function heldBack(records: OutboxRecord[]): Set<string> {
  const blocked = new Set<number>()
  const held = new Set<string>()
  for (const record of records) {
    if (blocked.has(record.aircraft_id)) held.add(record.client_id)
    if (record.status === 'attention') blocked.add(record.aircraft_id)
  }
  return held
}

async function sendAll(userId: number, { db = localDb, submit = submitFlightLog, onSent }: Options) {
  const summary: SendSummary = { sent: [], stopped: null }
  const blocked = new Set<number>()
  for (const record of await outboxOf(userId, db)) {
    if (record.status === 'attention') blocked.add(record.aircraft_id)
    // Its aircraft's earlier entry waits (for a decision, or for the server to be reachable again).
    if (record.status === 'attention' || blocked.has(record.aircraft_id)) continue
    if (!navigator.onLine) {
      summary.stopped = 'offline'
      break
    }
    // Edited or deleted in the meantime (another tab): what is sent is what is stored now.
    const current = await db.outbox.get(record.client_id)
    if (!current || current.status === 'attention') continue
    await updateOutbox(record.client_id, { status: 'sending' }, db)
    try {
      const result = await submit(submissionOf(current))
      // Stored by the server (now, or by an earlier try whose answer was lost): only now it may go.
      await removeFromOutbox(record.client_id, db)
      const sent = { record: current, result }
      summary.sent.push(sent)
      onSent?.(sent)
    } catch (error) {
      if (error instanceof ApiError && REFUSED.includes(error.status)) {
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
        blocked.add(record.aircraft_id)
        continue
      }
      if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
        // The session decides (it may have ended); the entries wait for the next sign-in.
        await updateOutbox(record.client_id, { status: 'waiting' }, db)
        summary.stopped = 'session'
        break
      }
      await updateOutbox(record.client_id, { status: 'waiting', attempts: current.attempts + 1 }, db)
      if (isUnanswered(error)) {
        summary.stopped = 'offline'
        break
      }
      // A server error on this entry: the aircraft's later entries wait for it, other aircraft go on.
      blocked.add(record.aircraft_id)
    }
  }
  return summary
}

/** Entries a closed tab or a crash left as `sending` (only run while no sender is at work). */
async function resumeInterrupted(userId: number, db: LocalDb) {
  const interrupted = (await outboxOf(userId, db)).filter((record) => record.status === 'sending')
  for (const record of interrupted) await updateOutbox(record.client_id, { status: 'waiting' }, db)
}

let running = false

/**
 * Sends the author's waiting entries, in the order entered, one at a time; per aircraft, entries after
 * one the server refused wait for it. Never removes an entry the server has not stored. One sender at
 * a time across the app's tabs (a Web Lock where the browser has them), so no entry is sent twice at once.
 */
export async function sendOutbox(userId: number, options: Options = {}): Promise<SendSummary> {
  const db = options.db ?? localDb
  const run = async () => {
    await resumeInterrupted(userId, db)
    return sendAll(userId, options)
  }
  if (running) return { sent: [], stopped: 'busy' }
  running = true
  try {
    const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined
    if (!locks?.request) return await run()
    return await locks.request('flugakte-outbox', { ifAvailable: true }, async (lock) =>
      lock ? run() : ({ sent: [], stopped: 'busy' } satisfies SendSummary),
    )
  } finally {
    running = false
  }
}
