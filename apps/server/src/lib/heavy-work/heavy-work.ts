import os from 'node:os'

import { APIError, type PayloadRequest } from 'payload'

import type { HeavyWorkJobs } from '../../heavy-work-worker'
import { clientAddress } from '../client-address'
import { runtimeFile } from '../runtime-file'
import { say } from '../texts'
import {
  HeavyWorkLimiter,
  HeavyWorkWaitedTooLong,
  type HeavyWorkLimits,
  type HeavyWorkRefusal,
  type Release,
} from './heavy-work-limiter'
import { HeavyWorkerFailed, WorkerPool } from './worker-pool'

const read = (env: Partial<Record<string, string | undefined>>, name: string, fallback: number) => {
  const value = env[name]
  if (value === undefined || value.trim() === '') return fallback
  const number = Number(value)
  if (!Number.isInteger(number) || number < 0) throw new Error(`${name} must be a whole number, not "${value}"`)
  return number
}

/**
 * The process's limits from the environment: FLUGAKTE_HEAVY_JOBS (running at once, each with a worker
 * thread for its layout; default one less than the cores, at least 1, at most 2, so the request
 * thread keeps a core), FLUGAKTE_HEAVY_QUEUE (waiting, default 16) and FLUGAKTE_HEAVY_PER_USER
 * (running and waiting per user, default 2).
 */
export function heavyWorkLimits(env: Partial<Record<string, string | undefined>> = process.env): HeavyWorkLimits {
  return {
    running: read(env, 'FLUGAKTE_HEAVY_JOBS', Math.min(2, Math.max(1, os.availableParallelism() - 1))),
    queued: read(env, 'FLUGAKTE_HEAVY_QUEUE', 16),
    perCaller: read(env, 'FLUGAKTE_HEAVY_PER_USER', 2),
  }
}

/**
 * How long a heavy job waits for a place at most before it is refused with 429 like a full queue:
 * FLUGAKTE_HEAVY_MAX_WAIT_SECONDS (default 30), so a download under load either starts or says when
 * to try again, instead of hanging.
 */
export function heavyWorkMaxWaitMs(env: Partial<Record<string, string | undefined>> = process.env): number {
  return read(env, 'FLUGAKTE_HEAVY_MAX_WAIT_SECONDS', 30) * 1000
}

/** The worker threads' script, bundled by scripts/build-heavy-work-worker.mjs (server build, test setup). */
export const HEAVY_WORK_WORKER = 'dist/heavy-work-worker.mjs'

let processPool: WorkerPool | null = null

/**
 * The process's worker threads: one per running job (FLUGAKTE_HEAVY_JOBS), each with a V8 heap of at
 * most FLUGAKTE_HEAVY_WORKER_HEAP_MB (default 128; a job that needs more fails alone); a worker idle
 * for 30 s ends and gives its memory back.
 */
export function heavyWorkers(): WorkerPool {
  if (!processPool) {
    const limits = heavyWorkLimiter().limits
    processPool = new WorkerPool({
      script: runtimeFile(HEAVY_WORK_WORKER),
      size: limits.running,
      // A record export runs two jobs at most at once (its Bordbuch and its reports).
      maxQueue: 2 * (limits.running + limits.queued),
      heapMb: read(process.env, 'FLUGAKTE_HEAVY_WORKER_HEAP_MB', 128) || undefined,
      idleMs: 30_000,
    })
  }
  return processPool
}

/** Replaces the process's worker pool (tests: a pool of other jobs); the one replaced is closed. */
export function setHeavyWorkers(pool: WorkerPool | null) {
  if (processPool && processPool !== pool) void processPool.close()
  processPool = pool
}

let processLimiter: HeavyWorkLimiter | null = null

/** The one limiter of this process (every heavy endpoint shares it). */
export function heavyWorkLimiter(): HeavyWorkLimiter {
  processLimiter ??= new HeavyWorkLimiter(heavyWorkLimits())
  return processLimiter
}

/** Replaces the process's limiter (tests: small limits to reach them). */
export function setHeavyWorkLimiter(limiter: HeavyWorkLimiter | null) {
  processLimiter = limiter
}

/** Whose job it is: the signed-in user, else the client's address. */
function callerKey(req: PayloadRequest): string {
  if (req.user) return `${req.user.collection}:${req.user.id}`
  return `address:${clientAddress(req.headers) ?? 'unknown'}`
}

/** The client's request signal: aborted when the client goes away (Next wires it to the connection). */
const signalOf = (req: PayloadRequest): AbortSignal | undefined =>
  (req as { signal?: AbortSignal }).signal instanceof AbortSignal ? (req as { signal: AbortSignal }).signal : undefined

/** An answer with Retry-After and a message in the caller's language (Payload merges the headers in). */
function refuseWithRetry(req: PayloadRequest, status: number, message: string, seconds: number): never {
  req.responseHeaders ??= new Headers()
  req.responseHeaders.set('Retry-After', String(seconds))
  throw new APIError(message, status, { errors: [{ message }] }, true)
}

function refuse(req: PayloadRequest, refusal: HeavyWorkRefusal): never {
  const seconds = refusal.retryAfterSeconds
  const message = say(req, refusal.refused === 'caller' ? 'heavyWork:callerBusy' : 'heavyWork:serverBusy', {
    max: heavyWorkLimiter().limits.perCaller,
    seconds,
  })
  refuseWithRetry(req, 429, message, seconds)
}

/**
 * Waits for a place for the caller's job, or refuses with 429, Retry-After and a message in the
 * caller's language: at once when the caller or the queue is full, after the longest wait otherwise.
 * A client that goes away while its job waits takes it out of the queue.
 */
async function admit(req: PayloadRequest): Promise<Release> {
  const entered = heavyWorkLimiter().enter(callerKey(req), { maxWaitMs: heavyWorkMaxWaitMs(), signal: signalOf(req) })
  if (!(entered instanceof Promise)) refuse(req, entered)
  try {
    return await entered
  } catch (error) {
    if (error instanceof HeavyWorkWaitedTooLong) refuse(req, error.refusal)
    // Nobody reads this answer (the client is gone); 499 keeps it out of the server errors.
    throw new APIError('the client went away while its download waited', 499)
  }
}

/** A job that failed in its worker, as an answer: logged, then 503 with Retry-After and a message. */
function workerFailure(req: PayloadRequest, name: string, error: unknown): never {
  if (!(error instanceof HeavyWorkerFailed)) throw error
  req.payload.logger.error({ err: error }, `Heavy-work job ${name} failed`)
  const seconds = heavyWorkLimiter().retryAfterSeconds()
  refuseWithRetry(req, 503, say(req, 'heavyWork:failed', { seconds }), seconds)
}

type Job = keyof HeavyWorkJobs
type JobInput<K extends Job> = Parameters<HeavyWorkJobs[K]>[0]
type JobResult<K extends Job> =
  ReturnType<HeavyWorkJobs[K]> extends AsyncIterable<infer Piece> ? Piece : Awaited<ReturnType<HeavyWorkJobs[K]>>

/**
 * Runs job `name` of the worker (src/heavy-work-worker.ts) in a worker thread and answers its result;
 * the caller holds a place already (heavyWork). A failure in the worker is a 503 with a message.
 */
export async function inWorker<K extends Job>(req: PayloadRequest, name: K, input: JobInput<K>): Promise<JobResult<K>> {
  try {
    return await heavyWorkers().run<JobResult<K>>(name, input, { signal: signalOf(req) })
  } catch (error) {
    workerFailure(req, name, error)
  }
}

/**
 * Job `name` in a worker thread, its pieces pulled one at a time; `inputs` are pulled by the job as it
 * needs them (read from the database here, on the request thread, a batch at a time). The first piece
 * is made before this resolves, so a job that cannot start is still a proper answer (503 with a
 * message); a failure later ends the download.
 */
export async function streamInWorker<K extends Job>(
  req: PayloadRequest,
  name: K,
  input: JobInput<K>,
  inputs?: AsyncIterable<unknown>,
): Promise<AsyncIterator<JobResult<K>>> {
  let pieces: AsyncIterator<JobResult<K>>
  let first: IteratorResult<JobResult<K>>
  try {
    pieces = await heavyWorkers().stream<JobResult<K>>(name, input, { inputs, signal: signalOf(req) })
    first = await pieces.next()
  } catch (error) {
    workerFailure(req, name, error)
  }
  let given = false
  return {
    next: async () => {
      if (given) return pieces.next()
      given = true
      return first
    },
    return: async () => (await pieces.return?.()) ?? { done: true, value: undefined },
  }
}

/** Runs `work` once the caller's job has a place (see admit), and frees the place when it ends. */
export async function heavyWork<T>(req: PayloadRequest, work: () => Promise<T>): Promise<T> {
  const release = await admit(req)
  try {
    return await work()
  } finally {
    release()
  }
}

/**
 * For a download streamed as it is made: `start` runs once the job has a place and answers the bytes'
 * producer; the place is held until the producer has finished, failed or been stopped (a client that
 * goes away), so a long export counts for as long as it runs.
 */
export async function heavyStream(
  req: PayloadRequest,
  start: () => Promise<AsyncIterator<Uint8Array>>,
): Promise<AsyncIterator<Uint8Array>> {
  const release = await admit(req)
  let pieces: AsyncIterator<Uint8Array>
  try {
    pieces = await start()
  } catch (error) {
    release()
    throw error
  }
  // A plain iterator rather than a generator: a generator stopped before its first piece would never
  // run its `finally`, and the place would stay taken.
  return {
    async next() {
      try {
        const piece = await pieces.next()
        if (piece.done) release()
        return piece
      } catch (error) {
        release()
        throw error
      }
    },
    async return(value?: unknown) {
      release()
      return (await pieces.return?.(value)) ?? { done: true, value: undefined }
    },
  }
}
