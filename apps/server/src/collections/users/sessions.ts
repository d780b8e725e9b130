import { sql } from '@payloadcms/db-postgres'
import {
  JWTAuthentication,
  type AuthStrategy,
  type CollectionAfterChangeHook,
  type Payload,
  type PayloadRequest,
} from 'payload'

import { KeyedQueue } from '../../lib/keyed-queue'
import { leanUser } from './lean-user'
import { runStatement } from '../../lib/raw-sql'
import type { User } from '../../payload-types'

/** The first key of pg_advisory_xact_lock(int, int) for a user's sessions, beside the user id. */
const USER_SESSIONS_LOCK_SPACE = 42002

type Id = number | string
type SessionUser = {
  id: Id
  status?: string | null
  _sid?: string
  sessions?: { id: string; expiresAt: string | Date }[] | null
}

const queue = new KeyedQueue()

/**
 * Runs `work` (a login, logout, refresh, password change or account update) with the user's record to
 * itself. Payload writes a user's `sessions` array, and at login the whole record, from a copy it
 * read before hashing the password; two such writes at once drop each other's sessions or undo a
 * suspension. This process queues them per user; on PostgreSQL a transaction-scoped advisory lock
 * extends the queue to every app instance (the operations join the transaction it runs in). SQLite
 * serves one process.
 */
export function withSessionLock<T>(req: PayloadRequest, userId: Id, work: () => Promise<T>): Promise<T> {
  return inUserQueue(userId, () => acrossInstances(req, userId, work))
}

/** This process's part of the lock alone: for work that must queue before it takes a connection. */
export function inUserQueue<T>(userId: Id, work: () => Promise<T>): Promise<T> {
  return queue.run(`user:${userId}`, work)
}

/**
 * The other instances' part (PostgreSQL): a transaction holding the user's advisory lock, which the
 * operations in `work` join. Call it inside inUserQueue; nothing in `work` may wait for a second
 * pooled connection of its own for long (the pool is shared by every request).
 */
export async function acrossInstances<T>(req: PayloadRequest, userId: Id, work: () => Promise<T>): Promise<T> {
  const db = req.payload.db
  if (db.name !== 'postgres') return work()
  const own = !req.transactionID
  if (own) req.transactionID = (await db.beginTransaction()) ?? undefined
  const transactionID = await req.transactionID
  const finish = async (end: 'commit' | 'rollback') => {
    // An operation that failed may already have rolled back and dropped the request's transaction.
    if (!own || !req.transactionID) return
    const id = await req.transactionID
    delete req.transactionID
    if (end === 'commit') await db.commitTransaction(id)
    else await db.rollbackTransaction(id)
  }
  try {
    const session = (
      db as unknown as { sessions: Record<string, { db: { execute: (q: unknown) => Promise<unknown> } }> }
    ).sessions[String(transactionID)]
    await session.db.execute(sql`select pg_advisory_xact_lock(${USER_SESSIONS_LOCK_SPACE}, ${Number(userId)})`)
    const result = await work()
    await finish('commit')
    return result
  } catch (error) {
    await finish('rollback')
    throw error
  }
}

/** Deletes one session of a user, or all of them; a single statement, so nothing else is rewritten. */
export async function endSessions(payload: Payload, userId: Id, sid?: string, req?: Partial<PayloadRequest>) {
  const query = sid
    ? sql`delete from users_sessions where _parent_id = ${Number(userId)} and id = ${sid}`
    : sql`delete from users_sessions where _parent_id = ${Number(userId)}`
  await runStatement(payload, query, req)
}

/**
 * Payload's JWT check (token from header or cookie with its CSRF rules, signature, session id), with the
 * user read lean: the strategy's user look-up answers from leanUser instead of a full Payload read at
 * the collection's auth depth. Everything else of `payload` is Payload's own.
 */
function withLeanUserLookup(payload: Payload): Payload {
  // Payload's strategy reads the user with full access too; another collection would be a config of ours.
  const findByID = (args: { collection: string; id: number | string }) =>
    args.collection === 'users'
      ? leanUser(payload, args.id)
      : payload.findByID({ ...(args as { collection: 'users'; id: number }), overrideAccess: true })
  return Object.create(payload, { findByID: { value: findByID } }) as Payload
}

/**
 * Payload's JWT check, plus what it leaves out: the session must not have expired (a token re-signed
 * with a later `exp` does not outlive it) and the account must be active, on every request. What fails
 * is ended, so nothing else accepts it either.
 */
export const checkedSessionStrategy: AuthStrategy = {
  name: 'local-jwt',
  authenticate: async (args) => {
    const result = await JWTAuthentication({ ...args, payload: withLeanUserLookup(args.payload) })
    const user = result.user as (SessionUser & NonNullable<typeof result.user>) | null
    if (!user) return result
    const session = user.sessions?.find(({ id }) => id === user._sid)
    const current = session !== undefined && new Date(session.expiresAt).getTime() > Date.now()
    const active = user.status === 'active'
    if (current && active) return result
    try {
      await endSessions(args.payload, user.id, active ? user._sid : undefined)
    } catch (error) {
      args.payload.logger.error({ err: error, msg: 'Could not end a refused session' })
    }
    return { user: null }
  },
}

/**
 * Payload appends its own JWT strategy after the collection's; it would accept what the checked one
 * refused, so only the checked one stays (called from onInit).
 */
export function keepOnlyCheckedSessions(payload: Payload) {
  payload.authStrategies = payload.authStrategies.filter((strategy) => strategy.authenticate !== JWTAuthentication)
}

/** A suspended, archived (or otherwise not active) account is logged out everywhere at once. */
export const endSessionsOfInactive: CollectionAfterChangeHook<User> = async ({ doc, operation, previousDoc, req }) => {
  if (operation === 'update' && doc.status !== 'active' && previousDoc?.status !== doc.status) {
    await endSessions(req.payload, doc.id, undefined, req)
  }
  return doc
}
