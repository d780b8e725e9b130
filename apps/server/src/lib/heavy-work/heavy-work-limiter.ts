/** What a limiter allows at once (see HeavyWorkLimiter). */
export type HeavyWorkLimits = {
  /** Jobs running at the same time. */
  running: number
  /** Jobs waiting for a free place; one more is refused. */
  queued: number
  /** Jobs of one caller, running and waiting together; one more is refused. */
  perCaller: number
}

/**
 * Why a job was refused: its caller has enough under way, the whole queue is full, or it waited its
 * longest (see HeavyWorkWaitedTooLong).
 */
export type HeavyWorkRefusal = { refused: 'caller' | 'queue' | 'wait'; retryAfterSeconds: number }

/** What a waiting job may bring: how long it waits at most, and a signal that takes it out of the queue. */
export type EnterOptions = { maxWaitMs?: number; signal?: AbortSignal }

/** A queued job that found no place within its longest wait: refused like a full queue. */
export class HeavyWorkWaitedTooLong extends Error {
  readonly refusal: HeavyWorkRefusal
  constructor(retryAfterSeconds: number) {
    super('heavy work: no place within the longest wait')
    this.name = 'HeavyWorkWaitedTooLong'
    this.refusal = { refused: 'wait', retryAfterSeconds }
  }
}

/** Ends a job's hold on its place (idempotent). */
export type Release = () => void

type Waiter = { key: string; start: (release: Release) => void }

/** A job's length before any has finished, for the first Retry-After. */
const FIRST_GUESS_MS = 5_000
const RETRY_AFTER_MAX_SECONDS = 120

/**
 * Admission for heavy work (PDFs, ZIP exports, verifying a long log, decoding photos) in one process:
 * at most `running` jobs at a time, at most `queued` waiting in arrival order, and at most `perCaller`
 * of one caller running or waiting. `enter` answers at once with a refusal (and how long to wait before
 * trying again) or with a promise of the job's place; the job calls the release it gets when done. A
 * waiting job leaves the queue when its signal aborts (the client went away: the promise rejects with
 * the signal's reason) or when it has waited `maxWaitMs` (rejects with HeavyWorkWaitedTooLong).
 */
export class HeavyWorkLimiter {
  private active = 0
  private readonly waiting: Waiter[] = []
  private readonly byCaller = new Map<string, number>()
  /** Moving average of how long a job held its place. */
  private averageMs = FIRST_GUESS_MS

  constructor(readonly limits: HeavyWorkLimits) {
    for (const [name, value] of Object.entries(limits)) {
      if (!Number.isInteger(value) || value < (name === 'queued' ? 0 : 1)) {
        throw new Error(`heavy work: ${name} must be a whole number of at least ${name === 'queued' ? 0 : 1}`)
      }
    }
  }

  /** Jobs running, jobs waiting, and the jobs of one caller. */
  counts(key?: string) {
    return { running: this.active, queued: this.waiting.length, caller: key ? (this.byCaller.get(key) ?? 0) : 0 }
  }

  enter(key: string, { maxWaitMs, signal }: EnterOptions = {}): HeavyWorkRefusal | Promise<Release> {
    if (signal?.aborted) return Promise.reject(signal.reason)
    if ((this.byCaller.get(key) ?? 0) >= this.limits.perCaller) return this.refusal('caller')
    if (this.active < this.limits.running) {
      this.active += 1
      this.byCaller.set(key, (this.byCaller.get(key) ?? 0) + 1)
      return Promise.resolve(this.releaseFor(key))
    }
    if (this.waiting.length >= this.limits.queued) return this.refusal('queue')
    this.byCaller.set(key, (this.byCaller.get(key) ?? 0) + 1)
    return new Promise<Release>((resolve, reject) => {
      let timer: NodeJS.Timeout | null = null
      const leave = (error: unknown) => {
        const index = this.waiting.indexOf(waiter)
        if (index < 0) return
        this.waiting.splice(index, 1)
        this.forget(key)
        cleanUp()
        reject(error)
      }
      const onAbort = () => leave(signal!.reason)
      const cleanUp = () => {
        if (timer) clearTimeout(timer)
        signal?.removeEventListener('abort', onAbort)
      }
      const waiter: Waiter = {
        key,
        start: (release) => {
          cleanUp()
          resolve(release)
        },
      }
      this.waiting.push(waiter)
      signal?.addEventListener('abort', onAbort, { once: true })
      if (maxWaitMs !== undefined && Number.isFinite(maxWaitMs)) {
        timer = setTimeout(() => leave(new HeavyWorkWaitedTooLong(this.retryAfterSeconds())), maxWaitMs)
        timer.unref?.()
      }
    })
  }

  /** One job of `key` fewer. */
  private forget(key: string) {
    const left = (this.byCaller.get(key) ?? 1) - 1
    if (left > 0) this.byCaller.set(key, left)
    else this.byCaller.delete(key)
  }

  /**
   * Seconds until a place is likely free: the jobs ahead (running and waiting) divided among the
   * places, times a job's average length; at least 1, at most 2 minutes.
   */
  retryAfterSeconds(): number {
    const rounds = Math.ceil((this.waiting.length + 1) / this.limits.running)
    return Math.min(RETRY_AFTER_MAX_SECONDS, Math.max(1, Math.ceil((rounds * this.averageMs) / 1000)))
  }

  private refusal(refused: HeavyWorkRefusal['refused']): HeavyWorkRefusal {
    return { refused, retryAfterSeconds: this.retryAfterSeconds() }
  }

  private releaseFor(key: string): Release {
    const started = performance.now()
    let released = false
    return () => {
      if (released) return
      released = true
      this.averageMs = 0.8 * this.averageMs + 0.2 * (performance.now() - started)
      this.forget(key)
      // The place passes to the first waiting job, or becomes free.
      const next = this.waiting.shift()
      if (next) next.start(this.releaseFor(next.key))
      else this.active -= 1
    }
  }
}
