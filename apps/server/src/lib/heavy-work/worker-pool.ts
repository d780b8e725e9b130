import { MessageChannel, Worker } from 'node:worker_threads'

import { transferable, type FromWorker, type ToWorker } from './worker-protocol'

export type WorkerPoolOptions = {
  /** The bundled worker script (see scripts/build-heavy-work-worker.mjs). */
  script: string
  /** Worker threads at most; jobs beyond wait in arrival order. */
  size: number
  /** Jobs waiting for a worker at most; one more is refused with WorkerPoolFull. */
  maxQueue?: number
  /** A worker idle this long ends, giving its memory back (the next job starts a new one). */
  idleMs?: number
  /** Each worker's V8 heap limit (MiB): a job that needs more ends its worker, not the server. */
  heapMb?: number
}

export type JobOptions = {
  /** Further inputs the job pulls (e.g. batches of rows read from the database), one at a time. */
  inputs?: AsyncIterable<unknown>
  /** Aborted while the job waits for a worker: it leaves the queue (the promise rejects with the reason). */
  signal?: AbortSignal
}

/** A job failed in its worker (it threw, or the worker died: out of memory, a crash). */
export class HeavyWorkerFailed extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'HeavyWorkerFailed'
  }
}

/** Every worker busy and `maxQueue` jobs waiting already. */
export class WorkerPoolFull extends Error {
  constructor() {
    super('every heavy-work worker is busy and the queue is full')
    this.name = 'WorkerPoolFull'
  }
}

type Slot = { worker: Worker; busy: boolean; idle: NodeJS.Timeout | null; fail: ((error: Error) => void) | null }
type Waiter = { resolve: (slot: Slot) => void; reject: (error: unknown) => void; signal?: AbortSignal }

/**
 * A few worker threads for the CPU-heavy part of heavy work (laying out PDFs), so the request thread
 * keeps answering while a 20 000-entry Bordbuch is drawn. Plain node:worker_threads: a job here is a
 * stream pulled piece by piece with inputs pulled back from the request thread (worker-protocol.ts),
 * which a task pool's one-call-one-result model does not give, and admission (how many, per user,
 * how long to wait) is the HeavyWorkLimiter's. Workers start on first use and end when idle.
 */
export class WorkerPool {
  private readonly slots: Slot[] = []
  private readonly waiting: Waiter[] = []
  private closed = false

  constructor(readonly options: WorkerPoolOptions) {
    if (!Number.isInteger(options.size) || options.size < 1) throw new Error('worker pool: size must be at least 1')
  }

  counts() {
    return {
      workers: this.slots.length,
      busy: this.slots.filter((slot) => slot.busy).length,
      queued: this.waiting.length,
    }
  }

  /** The job's one result. */
  async run<T>(name: string, input: unknown, options: JobOptions = {}): Promise<T> {
    const pieces = await this.stream<T>(name, input, options)
    try {
      const first = await pieces.next()
      if (first.done) throw new HeavyWorkerFailed(`heavy-work job ${name} answered nothing`)
      return first.value
    } finally {
      await pieces.return?.()
    }
  }

  /**
   * The job's pieces, each made when asked for (next); `return` stops the job. Resolves once a worker
   * has taken the job.
   */
  async stream<T>(name: string, input: unknown, options: JobOptions = {}): Promise<AsyncIterator<T>> {
    const slot = await this.acquire(options.signal)
    return this.open<T>(slot, name, input, options.inputs)
  }

  /** Ends every worker; jobs under way fail. */
  async close() {
    this.closed = true
    for (const waiter of this.waiting.splice(0)) waiter.reject(new HeavyWorkerFailed('the worker pool was closed'))
    await Promise.all(this.slots.splice(0).map((slot) => slot.worker.terminate()))
  }

  private acquire(signal?: AbortSignal): Promise<Slot> {
    if (this.closed) return Promise.reject(new HeavyWorkerFailed('the worker pool was closed'))
    if (signal?.aborted) return Promise.reject(signal.reason)
    const free = this.slots.find((slot) => !slot.busy) ?? (this.slots.length < this.options.size ? this.spawn() : null)
    if (free) return Promise.resolve(this.take(free))
    if (this.waiting.length >= (this.options.maxQueue ?? Infinity)) return Promise.reject(new WorkerPoolFull())
    return new Promise<Slot>((resolve, reject) => {
      const waiter: Waiter = { resolve, reject, signal }
      const onAbort = () => {
        const index = this.waiting.indexOf(waiter)
        if (index >= 0) this.waiting.splice(index, 1)
        reject(signal!.reason)
      }
      signal?.addEventListener('abort', onAbort, { once: true })
      waiter.resolve = (slot) => {
        signal?.removeEventListener('abort', onAbort)
        resolve(slot)
      }
      this.waiting.push(waiter)
    })
  }

  private take(slot: Slot): Slot {
    slot.busy = true
    if (slot.idle) clearTimeout(slot.idle)
    slot.idle = null
    return slot
  }

  private spawn(): Slot {
    const worker = new Worker(this.options.script, {
      resourceLimits: this.options.heapMb ? { maxOldGenerationSizeMb: this.options.heapMb } : undefined,
      // The worker's output goes to the server's log as it is.
      stdout: false,
      stderr: false,
    })
    // A worker does not keep the process alive; the server (or a test) does.
    worker.unref()
    const slot: Slot = { worker, busy: false, idle: null, fail: null }
    const died = (error: Error) => {
      const index = this.slots.indexOf(slot)
      if (index < 0) return
      this.slots.splice(index, 1)
      if (slot.idle) clearTimeout(slot.idle)
      slot.fail?.(new HeavyWorkerFailed(`a heavy-work worker ended: ${error.message}`, { cause: error }))
      // Someone waiting gets a new worker in its place.
      const next = this.waiting.shift()
      if (next && !this.closed) next.resolve(this.take(this.spawn()))
    }
    worker.on('error', died)
    worker.on('exit', (code) => died(new Error(`exit code ${code}`)))
    this.slots.push(slot)
    return slot
  }

  private release(slot: Slot) {
    slot.fail = null
    if (!this.slots.includes(slot)) return
    const next = this.waiting.shift()
    if (next) {
      next.resolve(slot)
      return
    }
    slot.busy = false
    slot.idle = setTimeout(() => {
      const index = this.slots.indexOf(slot)
      if (index >= 0 && !slot.busy) {
        this.slots.splice(index, 1)
        void slot.worker.terminate()
      }
    }, this.options.idleMs ?? 30_000)
    slot.idle.unref()
  }

  private open<T>(slot: Slot, name: string, input: unknown, inputs?: AsyncIterable<unknown>): AsyncIterator<T> {
    const { port1: port, port2 } = new MessageChannel()
    const source = inputs?.[Symbol.asyncIterator]()
    let pending: { resolve: (step: IteratorResult<T>) => void; reject: (error: Error) => void } | null = null
    let ended = false
    let failure: Error | null = null
    const finished = new Promise<void>((resolve) => {
      const end = (error: Error | null) => {
        if (ended) return
        ended = true
        failure = error
        port.close()
        if (error) void Promise.resolve(source?.return?.()).catch(() => {})
        this.release(slot)
        resolve()
      }
      slot.fail = (error) => {
        // The worker is gone: it is not given back.
        slot.fail = null
        ended = true
        failure = error
        port.close()
        void Promise.resolve(source?.return?.()).catch(() => {})
        pending?.reject(error)
        pending = null
        resolve()
      }
      port.on('message', (message: FromWorker) => {
        switch (message.type) {
          case 'piece':
            pending?.resolve({ done: false, value: message.value as T })
            pending = null
            return
          case 'done':
            end(null)
            pending?.resolve({ done: true, value: undefined })
            pending = null
            return
          case 'error': {
            const error = new HeavyWorkerFailed(`heavy-work job ${name} failed: ${message.message}`)
            if (message.stack) error.stack = `${error.stack}\nin the worker: ${message.stack}`
            end(error)
            pending?.reject(error)
            pending = null
            return
          }
          case 'needInput':
            if (!source) {
              send({ type: 'inputEnd' })
              return
            }
            source.next().then(
              (step) => {
                if (step.done) send({ type: 'inputEnd' })
                else {
                  const { value, transfer } = transferable(step.value)
                  send({ type: 'input', value }, transfer)
                }
              },
              (error: unknown) => send({ type: 'inputError', message: String((error as Error)?.message ?? error) }),
            )
            return
        }
      })
    })
    const send = (message: ToWorker, transfer: ArrayBuffer[] = []) => {
      if (!ended) port.postMessage(message, transfer)
    }
    slot.worker.postMessage({ name, input, port: port2 }, [port2])
    return {
      next: () => {
        if (ended) return failure ? Promise.reject(failure) : Promise.resolve({ done: true, value: undefined })
        return new Promise<IteratorResult<T>>((resolve, reject) => {
          pending = { resolve, reject }
          send({ type: 'pull' })
        })
      },
      return: async () => {
        if (!ended) {
          send({ type: 'cancel' })
          void Promise.resolve(source?.return?.()).catch(() => {})
          await finished
        }
        return { done: true, value: undefined }
      },
    }
  }
}
