import { texts } from '@flugakte/texts'
import { afterEach, describe, expect, it } from 'vitest'

import { demoWorld } from '../../testing/demo-world'
import { actingAs } from '../../testing/get-test-payload'
import { bearer, rest } from '../../testing/rest'
import { setHeavyWorkers, setHeavyWorkLimiter } from './heavy-work'
import { HeavyWorkLimiter, type HeavyWorkLimits, type Release } from './heavy-work-limiter'
import { fixtureWorkerScript } from './testing'
import { WorkerPool } from './worker-pool'

const { payload, aircraft, token } = await demoWorld({
  operator: 'operator@flugakte.test',
  club: 'operator-b@flugakte.test',
  cao: 'cao@flugakte.test',
})
const operatorKey = `users:${(await actingAs(payload, 'operator@flugakte.test')).id}`
const clubKey = `users:${(await actingAs(payload, 'operator-b@flugakte.test')).id}`

/** A limiter of these limits for the process, for the rest of the test. */
function limit(limits: HeavyWorkLimits) {
  const limiter = new HeavyWorkLimiter(limits)
  setHeavyWorkLimiter(limiter)
  return limiter
}

/** A place taken as `key` (one of the limits' jobs under way). */
async function hold(limiter: HeavyWorkLimiter, key: string): Promise<Release> {
  const entered = limiter.enter(key)
  if (!(entered instanceof Promise)) throw new Error(`${key} was refused`)
  return entered
}

afterEach(() => {
  setHeavyWorkLimiter(null)
  setHeavyWorkers(null)
  delete process.env.FLUGAKTE_HEAVY_MAX_WAIT_SECONDS
})

const reviewPack = (who: string, language = 'de', signal?: AbortSignal) =>
  rest(`/api/customer_aircrafts/${aircraft['D-EFAK']}/review-pack.pdf`, {
    headers: { ...bearer(who), 'Accept-Language': language },
    signal,
  })

const fill = (text: string, vars: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name]))

async function refusalOf(response: Response) {
  expect(response.status).toBe(429)
  const retryAfter = response.headers.get('retry-after')
  expect(retryAfter).toMatch(/^[1-9][0-9]*$/)
  const body = (await response.json()) as { errors: { message: string }[] }
  return { seconds: Number(retryAfter), message: body.errors[0]!.message }
}

/**
 * Waits until the limiter has `queued` jobs waiting. A request reads the database before it queues: on a
 * loaded machine (PostgreSQL beside the browser tests) that took longer than 10 000 event-loop turns, so
 * this waits in small sleeps, for up to a minute, and only says it hung.
 */
async function untilQueued(limiter: HeavyWorkLimiter, queued: number) {
  for (let turn = 0; limiter.counts().queued !== queued; turn++) {
    if (turn > 12_000) throw new Error(`never ${queued} waiting`)
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
}

describe('heavy work behind one limiter', () => {
  it('answers 429 with Retry-After and a message in the caller’s language beyond the per-user limit', async () => {
    const limiter = limit({ running: 1, queued: 4, perCaller: 1 })
    const release = await hold(limiter, operatorKey)
    const german = await refusalOf(await reviewPack(token.operator))
    expect(german.message).toBe(fill(texts.de.server.heavyWork.callerBusy, { max: 1, seconds: german.seconds }))
    const english = await refusalOf(await reviewPack(token.operator, 'en'))
    expect(english.message).toBe(fill(texts.en.server.heavyWork.callerBusy, { max: 1, seconds: english.seconds }))
    // Another user still gets in line.
    const other = reviewPack(token.cao, 'en')
    await untilQueued(limiter, 1)
    release()
    expect((await other).status).toBe(200)
    // And so does the first user once their job has ended.
    expect((await reviewPack(token.operator)).status).toBe(200)
  })

  it('answers 429 once the queue is full, and serves a queued request when a place frees', async () => {
    const limiter = limit({ running: 1, queued: 1, perCaller: 2 })
    const release = await hold(limiter, clubKey)
    const waiting = reviewPack(token.operator)
    await untilQueued(limiter, 1)
    let answered = false
    void waiting.then(() => (answered = true))
    const full = await refusalOf(await reviewPack(token.cao, 'en'))
    expect(full.message).toBe(fill(texts.en.server.heavyWork.serverBusy, { seconds: full.seconds }))
    expect(answered).toBe(false)
    release()
    expect((await waiting).status).toBe(200)
    expect(limiter.counts()).toMatchObject({ running: 0, queued: 0 })
  })

  it('holds a streamed download’s place until its bytes are read or the client goes away', async () => {
    const limiter = limit({ running: 1, queued: 0, perCaller: 1 })
    const url = `/api/customer_aircrafts/${aircraft['D-EFAK']}/journey-log.pdf`
    const read = await rest(url, { headers: bearer(token.operator) })
    expect(read.status).toBe(200)
    expect(limiter.counts().running).toBe(1)
    expect((await rest(url, { headers: bearer(token.cao) })).status).toBe(429)
    expect((await read.arrayBuffer()).byteLength).toBeGreaterThan(1000)
    expect(limiter.counts().running).toBe(0)

    const abandoned = await rest(url, { headers: bearer(token.operator) })
    expect(limiter.counts().running).toBe(1)
    await abandoned.body!.cancel()
    expect(limiter.counts().running).toBe(0)
  })

  it('refuses a record export before it signs a checkpoint, so nothing is stored', async () => {
    const limiter = limit({ running: 1, queued: 0, perCaller: 1 })
    const release = await hold(limiter, 'someone else')
    const checkpoints = () =>
      payload.count({
        collection: 'journey_log_checkpoints',
        where: { customer_aircraft: { equals: aircraft['D-EKLU'] } },
      })
    const before = (await checkpoints()).totalDocs
    const refused = await refusalOf(
      await rest(`/api/customer_aircrafts/${aircraft['D-EKLU']}/record-export`, {
        headers: { ...bearer(token.club), 'Accept-Language': 'en' },
      }),
    )
    expect(refused.message).toBe(fill(texts.en.server.heavyWork.serverBusy, { seconds: refused.seconds }))
    expect((await checkpoints()).totalDocs).toBe(before)
    release()
  })

  it('answers 429 with Retry-After and the message when a queued request has waited its longest', async () => {
    const limiter = limit({ running: 1, queued: 4, perCaller: 2 })
    process.env.FLUGAKTE_HEAVY_MAX_WAIT_SECONDS = '1'
    const release = await hold(limiter, clubKey)
    const started = performance.now()
    const waited = await refusalOf(await reviewPack(token.operator, 'en'))
    expect(performance.now() - started).toBeGreaterThanOrEqual(900)
    expect(waited.message).toBe(fill(texts.en.server.heavyWork.serverBusy, { seconds: waited.seconds }))
    expect(limiter.counts(operatorKey)).toMatchObject({ queued: 0, caller: 0 })
    release()
  })

  it('takes a queued request out of the queue when its client goes away', async () => {
    const limiter = limit({ running: 1, queued: 4, perCaller: 2 })
    const release = await hold(limiter, clubKey)
    const gone = new AbortController()
    const abandoned = reviewPack(token.operator, 'en', gone.signal).catch((error: unknown) => error)
    await untilQueued(limiter, 1)
    gone.abort()
    await untilQueued(limiter, 0)
    expect(limiter.counts(operatorKey)).toMatchObject({ queued: 0, caller: 0 })
    await abandoned
    release()
    // The freed place is nobody's: the next request runs at once.
    expect((await reviewPack(token.operator)).status).toBe(200)
  })

  it('answers 503 with Retry-After and a message when the layout fails in its worker, never 500', async () => {
    limit({ running: 1, queued: 4, perCaller: 2 })
    // A worker without the review pack's job: the job fails in the worker thread.
    setHeavyWorkers(new WorkerPool({ script: await fixtureWorkerScript(), size: 1 }))
    for (const language of ['de', 'en'] as const) {
      const response = await reviewPack(token.operator, language)
      expect(response.status).toBe(503)
      const seconds = Number(response.headers.get('retry-after'))
      expect(seconds).toBeGreaterThanOrEqual(1)
      const body = (await response.json()) as { errors: { message: string }[] }
      expect(body.errors[0]!.message).toBe(fill(texts[language].server.heavyWork.failed, { seconds }))
    }
    // The place was given back.
    expect((await reviewPack(token.cao)).status).toBe(503)
  })
})
