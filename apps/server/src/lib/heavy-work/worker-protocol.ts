import type { MessagePort } from 'node:worker_threads'

/**
 * How a job runs in a worker thread, one MessagePort per job (see WorkerPool): the job is pulled one
 * piece at a time, and it pulls its own further input from the request thread the same way, so at most
 * one piece and one input are in flight and a 20 000-entry Bordbuch never sits in memory on either side.
 *
 * request thread → worker: `pull` (the next piece), `input`/`inputEnd`/`inputError` (answers to
 * `needInput`), `cancel` (the client went away). worker → request thread: `piece`, `done`, `error`,
 * `needInput`.
 */
export type ToWorker =
  | { type: 'pull' }
  | { type: 'input'; value: unknown }
  | { type: 'inputEnd' }
  | { type: 'inputError'; message: string }
  | { type: 'cancel' }

export type FromWorker =
  | { type: 'piece'; value: unknown }
  | { type: 'done' }
  | { type: 'error'; message: string; stack?: string }
  | { type: 'needInput' }

/** A job as the worker starts it: its name, its first input, and the port it talks over. */
export type JobStart = { name: string; input: unknown; port: MessagePort }

/**
 * A job in the worker: from its first input and the further inputs it may pull, either one result
 * (a promise) or pieces (an async iterable, e.g. a PDF page by page).
 */
export type WorkerJob = (input: never, inputs: AsyncIterable<never>) => Promise<unknown> | AsyncIterable<unknown>

/**
 * A piece as it is posted: bytes that own their whole buffer are moved (transferred), not copied;
 * a view into a larger buffer is copied first, so moving it does not take (or clone) the rest.
 */
export function transferable(value: unknown): { value: unknown; transfer: ArrayBuffer[] } {
  if (!(value instanceof Uint8Array)) return { value, transfer: [] }
  const own =
    value.byteOffset === 0 && value.byteLength === value.buffer.byteLength && value.buffer instanceof ArrayBuffer
      ? value
      : value.slice()
  // A Buffer's prototype does not survive the move; the bytes do.
  const bytes = new Uint8Array(own.buffer as ArrayBuffer, 0, own.byteLength)
  return { value: bytes, transfer: [bytes.buffer as ArrayBuffer] }
}

function isAsyncIterable(value: unknown): value is AsyncIterable<unknown> {
  return typeof value === 'object' && value !== null && Symbol.asyncIterator in value
}

/** Runs one job over its port until it is done, has failed or was cancelled (worker side). */
export function runJob(job: WorkerJob | undefined, { name, input, port }: JobStart) {
  let waitingInput: { resolve: (result: IteratorResult<unknown>) => void; reject: (error: Error) => void } | null = null
  const inputs: AsyncIterable<unknown> = {
    [Symbol.asyncIterator]: () => ({
      next: () =>
        new Promise<IteratorResult<unknown>>((resolve, reject) => {
          waitingInput = { resolve, reject }
          post({ type: 'needInput' })
        }),
    }),
  }
  const post = (message: FromWorker, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer)
  const fail = (error: unknown) => {
    const { message, stack } = error instanceof Error ? error : new Error(String(error))
    post({ type: 'error', message, stack })
    port.close()
  }

  let output: AsyncIterator<unknown> | null = null
  const start = (): AsyncIterator<unknown> => {
    if (!job) throw new Error(`no heavy-work job "${name}" in the worker`)
    const made = (job as (input: unknown, inputs: AsyncIterable<unknown>) => unknown)(input, inputs)
    if (isAsyncIterable(made)) return made[Symbol.asyncIterator]()
    // One result: one piece.
    let given = false
    return {
      next: async () => {
        if (given) return { done: true, value: undefined }
        given = true
        return { done: false, value: await made }
      },
    }
  }

  port.on('message', (message: ToWorker) => {
    switch (message.type) {
      case 'pull':
        Promise.resolve()
          .then(() => (output ??= start()).next())
          .then((step) => {
            if (step.done) {
              post({ type: 'done' })
              port.close()
            } else {
              const { value, transfer } = transferable(step.value)
              post({ type: 'piece', value }, transfer)
            }
          })
          .catch(fail)
        return
      case 'input':
      case 'inputEnd':
      case 'inputError': {
        const waiting = waitingInput
        waitingInput = null
        if (!waiting) return
        if (message.type === 'input') waiting.resolve({ done: false, value: message.value })
        else if (message.type === 'inputEnd') waiting.resolve({ done: true, value: undefined })
        else waiting.reject(new Error(message.message))
        return
      }
      case 'cancel': {
        // A job waiting for input stops there (an async generator cannot return while it awaits).
        const waiting = waitingInput
        waitingInput = null
        waiting?.reject(new Error('cancelled'))
        Promise.resolve(output?.return?.())
          .catch(() => {})
          .finally(() => {
            post({ type: 'done' })
            port.close()
          })
        return
      }
    }
  })
}
