// `npm run bench:heavy` (after `npm run build`): does heavy work stall the server? A fresh SQLite database
// is migrated and demo-seeded, the club's aircraft D-EBEN gets a journey log of BENCH_ENTRIES (20 000)
// entries (bulk insert, then `npm run verify-totals -- --repair`), and the built server is started as
// `npm start` starts it (BENCH_PROCESSES, default one process per core). First `/api/users/me` is timed
// every 200 ms for BENCH_IDLE_SECONDS (10) on the idle server; then, all at once, 20 review packs (one
// user), 30 record exports (another), 4 Bordbuch PDFs of the whole log (a third) and 8 defect reports
// each with a 16 383 × 16 383 px PNG, while the probe goes on every 200 ms (each probe on its own
// connection, sent on time whether or not the one before has answered). A download refused with 429 is
// tried again after its Retry-After, until BENCH_DEADLINE_SECONDS (300) from the start of the load.
// Printed: the probe's p50/p99/max idle and under load with their ratios, what each kind of request
// answered, and the server's resident memory (all its processes together, sampled every 100 ms): idle
// and peak. Goals (issue 30): loaded p99 within 5 × idle p99 and never over 1 s; peak memory ≤ 600 MiB.
// Each server process also reports itself every second (bench/lib/event-loop-probe.mjs, loaded with
// NODE_OPTIONS=--import): its event-loop delay, CPU time, garbage-collection time, heap and RSS; printed
// per process idle and under load, and second by second beside the slowest probe into the file named by
// BENCH_TIMELINE (tab-separated), to tell a busy JavaScript thread from a starved or waiting one.
// Only 127.0.0.1 is contacted; the database is dropped at the end.
import { randomUUID } from 'node:crypto'
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { createDeflate, crc32 } from 'node:zlib'

import { builtAlready } from '../scripts/lib.mjs'
import { startBuiltServer } from './lib/built-server.mjs'
import { login } from './lib/demo-login.mjs'
import { ADMIN, fillTo, MEMBER, prepareDatabase, residentMemory, SECRET } from './lib/journey-log-bench.mjs'
import { throwawaySqlite } from './lib/throwaway-database.mjs'

const ENTRIES = Number(process.env.BENCH_ENTRIES ?? 20_000)
const PROCESSES = Number(process.env.BENCH_PROCESSES ?? os.availableParallelism())
const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 10)
const DEADLINE_SECONDS = Number(process.env.BENCH_DEADLINE_SECONDS ?? 300)
const PROBE_EVERY_MS = 200
/** A probe that has not answered by then counts as this long. */
const PROBE_TIMEOUT_MS = 10_000
/** The club's company administrator: may download the record export. */
const EXPORTER = 'operator-b@flugakte.test'
/** Asks /api/users/me; no heavy work of its own. */
const PROBER = 'operator@flugakte.test'
const LOAD = { reviewPacks: 20, exports: 30, bordbuchPdfs: 4, photos: 8 }
const PHOTO_SIDE = 16_383
const EVENT_LOOP_PROBE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'lib/event-loop-probe.mjs')
const EVENT_LOOP_LOG = path.join(os.tmpdir(), `flugakte-event-loop-${process.pid}.jsonl`)

const mib = (value) => `${value.toFixed(0)} MiB`
const ms = (value) => `${value.toFixed(1)} ms`

/** Nearest-rank percentile of sorted values. */
function percentile(sorted, p) {
  if (sorted.length === 0) return NaN
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}

function pngChunk(type, data) {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/** A complete, valid grey PNG of side × side pixels (a decoder would need side² bytes for it). */
async function oversizedPng(side) {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(side, 0)
  header.writeUInt32BE(side, 4)
  header.set([8, 0, 0, 0, 0], 8)
  const deflate = createDeflate({ level: 9 })
  const parts = []
  deflate.on('data', (part) => parts.push(part))
  const done = new Promise((resolve) => deflate.on('end', resolve))
  const row = Buffer.alloc(side + 1)
  for (let line = 0; line < side; line++) {
    // A few pixels differ per row, so the file is not all one run.
    row.writeUInt16BE(line & 0xffff, 1 + (line % (side - 2)))
    if (!deflate.write(row)) await new Promise((resolve) => deflate.once('drain', resolve))
    row.fill(0)
  }
  deflate.end()
  await done
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', Buffer.concat(parts)),
    pngChunk('IEND', Buffer.alloc(0)),
  ])
}

/** Probes /api/users/me every 200 ms until `until()` is true; resolves with every probe's milliseconds. */
async function probe(baseURL, headers, until, log = []) {
  const timings = []
  const pending = []
  let failures = 0
  while (!until()) {
    const started = performance.now()
    const at = Date.now()
    pending.push(
      fetch(`${baseURL}/api/users/me`, { headers, signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) })
        .then(async (response) => {
          const body = await response.json()
          if (!response.ok || !body.user) failures += 1
          timings.push(performance.now() - started)
          log.push({ at, ms: performance.now() - started })
        })
        .catch(() => {
          failures += 1
          timings.push(PROBE_TIMEOUT_MS)
          log.push({ at, ms: PROBE_TIMEOUT_MS })
        }),
    )
    await new Promise((resolve) => setTimeout(resolve, PROBE_EVERY_MS))
  }
  await Promise.all(pending)
  return { timings: timings.sort((a, b) => a - b), failures }
}

function summary(timings) {
  return {
    p50: percentile(timings, 50),
    p99: percentile(timings, 99),
    max: timings.at(-1) ?? NaN,
    count: timings.length,
  }
}

/** Total resident memory (MiB) of the server's processes. */
const serverMemory = (server) => [...residentMemory(server.child.pid).values()].reduce((sum, size) => sum + size, 0)

/**
 * One request of the load: sent, read to the end; on 429 sent again after its Retry-After while the
 * deadline allows. Records the first answer, the last and how many 429s it met.
 */
async function heavyRequest(kind, makeRequest, deadline, results) {
  const result = { kind, first: null, last: null, refusals: 0, seconds: 0, bytes: 0 }
  const started = performance.now()
  for (;;) {
    let status
    let retryAfter = 1
    try {
      const response = await makeRequest()
      status = response.status
      retryAfter = Number(response.headers.get('retry-after') ?? 1) || 1
      const body = await response.arrayBuffer()
      if (status === 200 || status === 201) result.bytes = body.byteLength
    } catch (error) {
      status = `error: ${error.message}`
    }
    result.first ??= status
    result.last = status
    if (status !== 429) break
    result.refusals += 1
    if (performance.now() + retryAfter * 1000 > deadline) break
    await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000))
  }
  result.seconds = (performance.now() - started) / 1000
  results.push(result)
}

/** The event-loop probe's lines (see event-loop-probe.mjs) between two times. */
function eventLoopLines(from, to) {
  if (!existsSync(EVENT_LOOP_LOG)) return []
  return readFileSync(EVENT_LOOP_LOG, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line))
    .filter((line) => line.at > from && line.at <= to + 1000)
}

/**
 * Each server process's event-loop delay idle and under load (the worst second's p99 and the longest
 * single delay) and its CPU use; with BENCH_TIMELINE=file, second by second beside the slowest probe
 * sent in that second.
 */
function printEventLoop(idleFrom, idleTo, loadFrom, loadTo, probeLog) {
  const idleLines = eventLoopLines(idleFrom, idleTo)
  const loadLines = eventLoopLines(loadFrom, loadTo)
  const pids = [...new Set([...idleLines, ...loadLines].map((line) => line.pid))]
  if (pids.length === 0) return
  console.log(
    '\n| server process | event-loop delay idle: worst p99 / max | under load: worst p99 / max | CPU under load (of one core) |',
  )
  console.log('|---|---:|---:|---:|')
  for (const pid of pids) {
    const mine = (lines) => lines.filter((line) => line.pid === pid)
    const worst = (lines, key) => Math.max(0, ...mine(lines).map((line) => line[key]))
    const cpu = mine(loadLines).reduce((sum, line) => sum + line.cpu, 0) / Math.max(1, mine(loadLines).length) / 10
    console.log(
      `| ${pid} | ${ms(worst(idleLines, 'p99'))} / ${ms(worst(idleLines, 'max'))} | ${ms(worst(loadLines, 'p99'))} / ${ms(worst(loadLines, 'max'))} | ${cpu.toFixed(0)} % |`,
    )
  }
  if (process.env.BENCH_TIMELINE) {
    const rows = [
      'second\tslowest probe ms\t' +
        pids
          .map((pid) =>
            ['delay max ms', 'cpu ms', 'gc ms', 'heap MiB', 'rss MiB'].map((what) => `${pid} ${what}`).join('\t'),
          )
          .join('\t'),
    ]
    for (let second = loadFrom; second < loadTo; second += 1000) {
      const probes = probeLog.filter((entry) => entry.at >= second && entry.at < second + 1000)
      const cells = pids.map((pid) => {
        const line = loadLines.find((each) => each.pid === pid && each.at > second && each.at <= second + 1000)
        return line
          ? [line.max, line.cpu, line.gc, line.heap, line.rss].map((value) => value.toFixed(0)).join('\t')
          : '\t\t\t\t'
      })
      rows.push(
        [
          ((second - loadFrom) / 1000).toFixed(0),
          Math.max(0, ...probes.map((entry) => entry.ms)).toFixed(0),
          ...cells,
        ].join('\t'),
      )
    }
    writeFileSync(process.env.BENCH_TIMELINE, `${rows.join('\n')}\n`)
    console.log(`(timeline: ${process.env.BENCH_TIMELINE})`)
  }
}

function printLoad(results) {
  const kinds = [...new Set(results.map((result) => result.kind))]
  console.log('\n| request | sent | first answers | last answers | 429s met | slowest s |')
  console.log('|---|---:|---|---|---:|---:|')
  const tally = (values) =>
    Object.entries(values.reduce((counts, value) => ({ ...counts, [value]: (counts[value] ?? 0) + 1 }), {}))
      .map(([status, count]) => `${count}× ${status}`)
      .join(', ')
  for (const kind of kinds) {
    const mine = results.filter((result) => result.kind === kind)
    console.log(
      `| ${kind} | ${mine.length} | ${tally(mine.map((result) => result.first))} | ${tally(mine.map((result) => result.last))} | ` +
        `${mine.reduce((sum, result) => sum + result.refusals, 0)} | ${Math.max(...mine.map((result) => result.seconds)).toFixed(1)} |`,
    )
  }
}

if (!builtAlready()) {
  console.error('No production build: run `npm run build` first.')
  process.exit(1)
}

const database = await throwawaySqlite()
const dropOnSignal = () => Promise.resolve(database.drop()).finally(() => process.exit(130))
process.once('SIGINT', dropOnSignal)
let server = null
try {
  const notes = []
  const facts = await prepareDatabase(database, notes)
  notes.push(await fillTo(database, ENTRIES, facts))
  const photo = await oversizedPng(PHOTO_SIDE)
  notes.push(`oversized photo: PNG of ${PHOTO_SIDE} × ${PHOTO_SIDE} px, ${(photo.length / 1024).toFixed(0)} KiB`)
  rmSync(EVENT_LOOP_LOG, { force: true })
  server = await startBuiltServer(
    {
      DATABASE_URI: database.uri,
      PAYLOAD_SECRET: SECRET,
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import ${EVENT_LOOP_PROBE}`.trim(),
      BENCH_EVENT_LOOP_LOG: EVENT_LOOP_LOG,
    },
    { processes: PROCESSES },
  )
  const { baseURL } = server
  const [member, exporter, admin, prober] = await Promise.all(
    [MEMBER, EXPORTER, ADMIN, PROBER].map((email) => login(baseURL, email)),
  )
  const aircraftUrl = `${baseURL}/api/customer_aircrafts/${facts.aircraft}`
  // Warm every route once (Next compiles a route on its first request) and let the server settle.
  for (const [path, who] of [
    ['/review-pack.pdf', member],
    ['/journey-log.pdf?from=2099-01-01', admin],
  ]) {
    await (await fetch(`${aircraftUrl}${path}`, { headers: who.headers })).arrayBuffer()
  }
  await new Promise((resolve) => setTimeout(resolve, 3000))

  let memoryIdle = serverMemory(server)
  const idleSampler = setInterval(() => (memoryIdle = Math.max(memoryIdle, serverMemory(server))), 100)
  const idleUntil = performance.now() + IDLE_SECONDS * 1000
  const idleFrom = Date.now()
  const idle = await probe(baseURL, prober.headers, () => performance.now() >= idleUntil)
  const idleTo = Date.now()
  clearInterval(idleSampler)

  let peak = serverMemory(server)
  const sampler = setInterval(() => (peak = Math.max(peak, serverMemory(server))), 100)
  const loadStarted = performance.now()
  const loadFrom = Date.now()
  const probeLog = []
  const deadline = loadStarted + DEADLINE_SECONDS * 1000
  const results = []
  const load = []
  const get = (url, who) => () => fetch(url, { headers: { ...who.headers, 'Accept-Language': 'de' } })
  for (let index = 0; index < LOAD.reviewPacks; index++)
    load.push(heavyRequest('review pack PDF', get(`${aircraftUrl}/review-pack.pdf`, member), deadline, results))
  for (let index = 0; index < LOAD.exports; index++)
    load.push(heavyRequest('record export ZIP', get(`${aircraftUrl}/record-export`, exporter), deadline, results))
  for (let index = 0; index < LOAD.bordbuchPdfs; index++)
    load.push(heavyRequest(`Bordbuch PDF`, get(`${aircraftUrl}/journey-log.pdf`, admin), deadline, results))
  for (let index = 0; index < LOAD.photos; index++) {
    const submit = () => {
      const form = new FormData()
      form.append(
        '_payload',
        JSON.stringify({
          client_id: randomUUID(),
          customer_aircraft: facts.aircraft,
          description: 'Riss an der Verkleidung (Lastprobe)',
          unsafe: false,
        }),
      )
      form.append('photos', new Blob([photo], { type: 'image/png' }), 'riss.png')
      const { 'content-type': _json, ...headers } = member.headers
      return fetch(`${baseURL}/api/defects/submit`, { method: 'POST', headers, body: form })
    }
    load.push(heavyRequest('defect report, oversized photo', submit, deadline, results))
  }
  let loadDone = false
  const allDone = Promise.all(load).then(() => (loadDone = true))
  const loaded = await probe(baseURL, prober.headers, () => loadDone || performance.now() >= deadline, probeLog)
  await allDone
  clearInterval(sampler)
  const loadSeconds = (performance.now() - loadStarted) / 1000

  const quiet = summary(idle.timings)
  const busy = summary(loaded.timings)
  console.log(`\n== Heavy load on the built server (${PROCESSES} process${PROCESSES === 1 ? '' : 'es'}, SQLite)`)
  console.log(`  ${notes.join('\n  ')}`)
  printLoad(results)
  console.log(`\nload ran ${loadSeconds.toFixed(1)} s`)
  console.log('\n| /api/users/me every 200 ms | probes | failed | p50 | p99 | max |')
  console.log('|---|---:|---:|---:|---:|---:|')
  console.log(`| idle | ${quiet.count} | ${idle.failures} | ${ms(quiet.p50)} | ${ms(quiet.p99)} | ${ms(quiet.max)} |`)
  console.log(
    `| under load | ${busy.count} | ${loaded.failures} | ${ms(busy.p50)} | ${ms(busy.p99)} | ${ms(busy.max)} |`,
  )
  console.log(
    `| ratio loaded / idle | | | ${(busy.p50 / quiet.p50).toFixed(1)}× | ${(busy.p99 / quiet.p99).toFixed(1)}× | ${(busy.max / quiet.max).toFixed(1)}× |`,
  )
  printEventLoop(idleFrom, idleTo, loadFrom, Date.now(), probeLog)
  console.log(`\nserver memory (RSS of all its processes): idle ${mib(memoryIdle)}, peak under load ${mib(peak)}`)
  const goals = [
    [`loaded p99 ≤ 5 × idle p99 (${ms(5 * quiet.p99)})`, busy.p99 <= 5 * quiet.p99],
    ['no probe over 1 s', busy.max <= 1000],
    ['peak memory ≤ 600 MiB', peak <= 600],
  ]
  for (const [goal, met] of goals) console.log(`  ${met ? 'met    ' : 'NOT met'}  ${goal}`)
  const total = Object.values(LOAD).reduce((sum, count) => sum + count, 0)
  console.log(`(${total} requests in the load, each tried again after a 429 until ${DEADLINE_SECONDS} s)`)
} finally {
  await server?.stopped()
  process.off('SIGINT', dropOnSignal)
  await database.drop()
}
