/** Jobs for the worker pool's tests (bundled by worker-pool.test.ts): each shows one behaviour. */
import { isMainThread, parentPort, threadId } from 'node:worker_threads'

import { runJob, type JobStart } from './worker-protocol'

const jobs = {
  threadId: async () => threadId,
  /** Holds its worker for `ms`. */
  sleep: async (ms: number) => {
    await new Promise((resolve) => setTimeout(resolve, ms))
    return threadId
  },
  fail: async (message: string) => {
    throw new Error(message)
  },
  /** The worker thread ends in the middle of a job. */
  crash: async () => {
    process.exit(3)
  },
  /** Runs out of its heap. */
  hog: async () => {
    const kept: number[][] = []
    for (;;) kept.push(new Array(1_000_000).fill(1))
  },
  /** Each input doubled, one piece per input, as bytes. */
  async *double(_: unknown, inputs: AsyncIterable<number[]>) {
    for await (const input of inputs) yield new Uint8Array(input.map((value) => value * 2))
  },
}

if (!isMainThread && parentPort) {
  parentPort.on('message', (start: JobStart) => runJob(jobs[start.name as keyof typeof jobs] as never, start))
}
