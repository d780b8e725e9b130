import { describe, expect, it } from 'vitest'

import { HeavyWorkLimiter, HeavyWorkWaitedTooLong, type Release } from './heavy-work-limiter'
import { heavyWorkLimits, heavyWorkMaxWaitMs } from './heavy-work'

/** Enters and expects a place (at once or later), not a refusal. */
function place(limiter: HeavyWorkLimiter, key: string): Promise<Release> {
  const entered = limiter.enter(key)
  if (!(entered instanceof Promise)) throw new Error(`${key} was refused: ${entered.refused}`)
  return entered
}

/** Whether a promise has settled, after every already-due callback has run. */
async function settled(promise: Promise<unknown>) {
  let done = false
  void promise.then(() => (done = true))
  await new Promise((resolve) => setImmediate(resolve))
  return done
}

describe('HeavyWorkLimiter', () => {
  it('runs up to `running` jobs, queues up to `queued` in arrival order and refuses the next', async () => {
    const limiter = new HeavyWorkLimiter({ running: 2, queued: 2, perCaller: 5 })
    const first = await place(limiter, 'a')
    await place(limiter, 'b')
    const third = place(limiter, 'c')
    const fourth = place(limiter, 'd')
    expect(limiter.counts()).toMatchObject({ running: 2, queued: 2 })
    const refused = limiter.enter('e')
    expect(refused).toMatchObject({ refused: 'queue' })
    expect(await settled(third)).toBe(false)

    first()
    // The freed place goes to the first in the queue, not to the second.
    expect(await settled(third)).toBe(true)
    expect(await settled(fourth)).toBe(false)
    expect(limiter.counts()).toMatchObject({ running: 2, queued: 1 })
    // A release counts once.
    first()
    expect(await settled(fourth)).toBe(false)
    ;(await third)()
    expect(await settled(fourth)).toBe(true)
    ;(await fourth)()
    expect(limiter.counts()).toMatchObject({ running: 1, queued: 0 })
  })

  it('refuses a caller who has `perCaller` jobs running or waiting, whoever else waits', async () => {
    const limiter = new HeavyWorkLimiter({ running: 1, queued: 10, perCaller: 2 })
    const running = await place(limiter, 'pilot')
    const waiting = place(limiter, 'pilot')
    expect(limiter.counts('pilot')).toEqual({ running: 1, queued: 1, caller: 2 })
    expect(limiter.enter('pilot')).toMatchObject({ refused: 'caller' })
    // Others still queue.
    const other = place(limiter, 'mechanic')
    expect(limiter.counts()).toMatchObject({ queued: 2 })
    running()
    await waiting
    // One of the pilot's jobs has ended: one more may wait.
    expect(limiter.counts('pilot').caller).toBe(1)
    expect(limiter.enter('pilot')).toBeInstanceOf(Promise)
    ;(await waiting)()
    ;(await other)()
  })

  it('answers Retry-After in whole seconds from 1 to 120 that grow with the queue', async () => {
    const limiter = new HeavyWorkLimiter({ running: 1, queued: 100, perCaller: 100 })
    const retryAt = () => {
      const refused = limiter.enter('x')
      if (refused instanceof Promise) throw new Error('not refused')
      return refused.retryAfterSeconds
    }
    const release = await place(limiter, 'x')
    const empty = limiter.retryAfterSeconds()
    for (let index = 0; index < 40; index++) void place(limiter, 'x')
    const busy = limiter.retryAfterSeconds()
    expect(Number.isInteger(empty) && empty >= 1).toBe(true)
    expect(busy).toBeGreaterThan(empty)
    expect(busy).toBeLessThanOrEqual(120)
    for (let index = 0; index < 59; index++) void place(limiter, 'x')
    expect(retryAt()).toBe(120)
    release()
  })

  it('refuses a waiting job after its longest wait, with Retry-After, and frees its queue place', async () => {
    const limiter = new HeavyWorkLimiter({ running: 1, queued: 1, perCaller: 1 })
    const release = await place(limiter, 'a')
    const waiting = limiter.enter('b', { maxWaitMs: 30 })
    expect(limiter.counts('b')).toMatchObject({ queued: 1, caller: 1 })
    const error = await (waiting as Promise<Release>).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(HeavyWorkWaitedTooLong)
    expect((error as HeavyWorkWaitedTooLong).refusal).toMatchObject({ refused: 'wait' })
    expect((error as HeavyWorkWaitedTooLong).refusal.retryAfterSeconds).toBeGreaterThanOrEqual(1)
    // Gone from the queue and from the caller's count: b may queue again.
    expect(limiter.counts('b')).toMatchObject({ running: 1, queued: 0, caller: 0 })
    const again = place(limiter, 'b')
    release()
    ;(await again)()
    expect(limiter.counts()).toMatchObject({ running: 0, queued: 0 })
  })

  it('takes a waiting job out of the queue when its signal aborts, and the next one moves up', async () => {
    const limiter = new HeavyWorkLimiter({ running: 1, queued: 2, perCaller: 1 })
    const release = await place(limiter, 'a')
    const gone = new AbortController()
    const left = limiter.enter('b', { signal: gone.signal }) as Promise<Release>
    const next = place(limiter, 'c')
    gone.abort(new Error('client gone'))
    await expect(left).rejects.toThrow('client gone')
    expect(limiter.counts('b')).toMatchObject({ queued: 1, caller: 0 })
    release()
    // The place went to c, the one still waiting.
    expect(await settled(next)).toBe(true)
    ;(await next)()
    expect(limiter.counts()).toMatchObject({ running: 0, queued: 0 })
    // A job whose client is gone before it enters is not queued at all.
    await expect(limiter.enter('d', { signal: gone.signal }) as Promise<Release>).rejects.toThrow('client gone')
    expect(limiter.counts('d')).toMatchObject({ running: 0, queued: 0, caller: 0 })
  })

  it('reads its limits from the environment and refuses nonsense', () => {
    expect(heavyWorkMaxWaitMs({})).toBe(30_000)
    expect(heavyWorkMaxWaitMs({ FLUGAKTE_HEAVY_MAX_WAIT_SECONDS: '5' })).toBe(5_000)
    expect(() => heavyWorkMaxWaitMs({ FLUGAKTE_HEAVY_MAX_WAIT_SECONDS: '-1' })).toThrow(/MAX_WAIT/)
    expect(
      heavyWorkLimits({ FLUGAKTE_HEAVY_JOBS: '3', FLUGAKTE_HEAVY_QUEUE: '0', FLUGAKTE_HEAVY_PER_USER: '1' }),
    ).toEqual({ running: 3, queued: 0, perCaller: 1 })
    const defaults = heavyWorkLimits({})
    expect(defaults.queued).toBe(16)
    expect(defaults.perCaller).toBe(2)
    expect(defaults.running).toBeGreaterThanOrEqual(1)
    expect(() => heavyWorkLimits({ FLUGAKTE_HEAVY_JOBS: 'many' })).toThrow(/FLUGAKTE_HEAVY_JOBS/)
    expect(() => new HeavyWorkLimiter({ running: 0, queued: 1, perCaller: 1 })).toThrow(/running/)
  })
})
