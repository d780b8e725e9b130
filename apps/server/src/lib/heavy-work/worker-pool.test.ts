import { threadId } from 'node:worker_threads'

import { afterEach, describe, expect, it } from 'vitest'

import { runtimeFile } from '../runtime-file'
import { HEAVY_WORK_WORKER } from './heavy-work'
import { fixtureWorkerScript } from './testing'
import { HeavyWorkerFailed, WorkerPool, WorkerPoolFull } from './worker-pool'

const fixture = await fixtureWorkerScript()

const pools: WorkerPool[] = []
function pool(options: Partial<ConstructorParameters<typeof WorkerPool>[0]> = {}) {
  const made = new WorkerPool({ script: fixture, size: 1, ...options })
  pools.push(made)
  return made
}

afterEach(async () => {
  await Promise.all(pools.splice(0).map((each) => each.close()))
})

/** Waits (without a clock) until `pool` has `queued` jobs waiting. */
async function untilQueued(workers: WorkerPool, queued: number) {
  for (let turn = 0; workers.counts().queued !== queued; turn++) {
    if (turn > 10_000) throw new Error(`never ${queued} waiting`)
    await new Promise((resolve) => setImmediate(resolve))
  }
}

describe('the heavy-work worker pool', () => {
  it('runs the server’s own jobs in a worker thread, never on the request thread', async () => {
    // The bundle the server build and the tests' global setup make.
    const workers = new WorkerPool({ script: runtimeFile(HEAVY_WORK_WORKER), size: 1 })
    pools.push(workers)
    const worker = await workers.run<number>('threadId', null)
    expect(worker).toBeGreaterThan(0)
    expect(worker).not.toBe(threadId)
  })

  it('streams a job’s pieces as bytes while the job pulls its inputs one at a time', async () => {
    const workers = pool()
    let pulled = 0
    async function* inputs() {
      for (const batch of [[1, 2], [3], [4, 5, 6]]) {
        pulled += 1
        yield batch
      }
    }
    const pieces = await workers.stream<Uint8Array>('double', null, { inputs: inputs() })
    const first = await pieces.next()
    expect([...(first.value as Uint8Array)]).toEqual([2, 4])
    // Only as much input as the first piece needed has been read.
    expect(pulled).toBe(1)
    const rest: number[][] = []
    for (let step = await pieces.next(); !step.done; step = await pieces.next()) rest.push([...step.value])
    expect(rest).toEqual([[6], [8, 10, 12]])
    expect(workers.counts()).toMatchObject({ busy: 0, queued: 0 })
  })

  it('answers a job’s error as HeavyWorkerFailed and keeps the worker for the next job', async () => {
    const workers = pool()
    const before = await workers.run<number>('threadId', null)
    await expect(workers.run('fail', 'the layout broke')).rejects.toThrow(HeavyWorkerFailed)
    await expect(workers.run('fail', 'the layout broke')).rejects.toThrow(/the layout broke/)
    expect(await workers.run<number>('threadId', null)).toBe(before)
  })

  it('fails the job of a worker that dies, and the next job gets a new worker', async () => {
    const workers = pool()
    const before = await workers.run<number>('threadId', null)
    await expect(workers.run('crash', null)).rejects.toThrow(HeavyWorkerFailed)
    const after = await workers.run<number>('threadId', null)
    expect(after).not.toBe(before)
  })

  it('ends a worker that outgrows its heap limit, not the process', async () => {
    const workers = pool({ heapMb: 16 })
    await expect(workers.run('hog', null)).rejects.toThrow(HeavyWorkerFailed)
    expect(await workers.run<number>('threadId', null)).toBeGreaterThan(0)
  })

  it('queues jobs beyond its workers in order, and refuses one beyond its queue', async () => {
    const workers = pool({ size: 1, maxQueue: 1 })
    const running = workers.run<number>('sleep', 200)
    const waiting = workers.run<number>('threadId', null)
    await untilQueued(workers, 1)
    await expect(workers.run('threadId', null)).rejects.toThrow(WorkerPoolFull)
    // The one worker ran both, one after the other.
    expect(await running).toBe(await waiting)
    expect(workers.counts()).toMatchObject({ workers: 1, busy: 0, queued: 0 })
  })

  it('takes a waiting job out of the queue when its signal aborts (the client went away)', async () => {
    const workers = pool({ size: 1 })
    const running = workers.run<number>('sleep', 200)
    const gone = new AbortController()
    const waiting = workers.run('threadId', null, { signal: gone.signal })
    await untilQueued(workers, 1)
    gone.abort(new Error('client gone'))
    await expect(waiting).rejects.toThrow('client gone')
    expect(workers.counts().queued).toBe(0)
    await running
    // The aborted job never ran: the worker is free at once.
    expect(workers.counts()).toMatchObject({ busy: 0, queued: 0 })
  })

  it('stops a streamed job when its reader stops, and frees the worker', async () => {
    const workers = pool({ size: 1 })
    let stopped = false
    async function* inputs() {
      try {
        for (let index = 0; ; index++) yield [index]
      } finally {
        stopped = true
      }
    }
    const pieces = await workers.stream<Uint8Array>('double', null, { inputs: inputs() })
    await pieces.next()
    await pieces.return?.()
    expect(workers.counts().busy).toBe(0)
    expect(stopped).toBe(true)
    expect(await workers.run<number>('threadId', null)).toBeGreaterThan(0)
  })
})
