// `npm run bench` (after `npm run build`): every request that matters, side by side, in one run on the
// same server, with autocannon (20 connections). For each database (SQLite, PostgreSQL) a fresh database
// is migrated and demo-seeded, the club gets ten aircraft, and one aircraft's journey log is filled to
// 1 000 and then 100 000 entries (bulk insert, then `npm run verify-totals -- --repair` as after an
// import). At each size the built server is started with one process and with one per core, and each
// request is measured for BENCH_SECONDS. Printed per row: req/s, p50/p95/p99 latency, the largest
// resident memory of one server process, and req/s as a share of the trivial route in the same server
// run; then the issue's targets, each met or not. Environment: BENCH_DATABASES (sqlite,postgres),
// BENCH_SIZES (1000,100000), BENCH_PROCESSES (1,all), BENCH_SECONDS (5), BENCH_CONNECTIONS (20),
// BENCH_POSTGRES_URL (a server where the bench may create and drop flugakte_bench).
import os from 'node:os'

import autocannon from 'autocannon'

import { builtAlready } from '../scripts/lib.mjs'
import { startBuiltServer } from './lib/built-server.mjs'
import { login } from './lib/demo-login.mjs'
import {
  BENCH_REGISTRATION,
  FLEET,
  fillTo,
  logFacts,
  MEMBER,
  prepareDatabase,
  residentMemory,
  SECRET,
  seconds,
  thousands,
  verifyTotals,
} from './lib/journey-log-bench.mjs'
import { FLIGHTS_PER_DAY, fromMinutes } from './lib/journey-log-rows.mjs'
import { throwawayPostgres, throwawaySqlite } from './lib/throwaway-database.mjs'

const DATABASES = (process.env.BENCH_DATABASES ?? 'sqlite,postgres').split(',')
const SIZES = (process.env.BENCH_SIZES ?? '1000,100000').split(',').map(Number)
const CORES = os.availableParallelism()
const PROCESSES = (process.env.BENCH_PROCESSES ?? '1,all')
  .split(',')
  .map((value) => (value === 'all' ? CORES : Number(value)))
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20)
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const DAY = 24 * 60 * 60 * 1000

/** Nearest-rank percentile of sorted values. */
function percentile(sorted, p) {
  if (sorted.length === 0) return NaN
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}

/** One autocannon run; latencies from every response, the largest RSS of one server process while it ran. */
async function measure(server, options) {
  const latencies = []
  let largest = 0
  const sampler = setInterval(() => {
    for (const size of residentMemory(server.child.pid).values()) largest = Math.max(largest, size)
  }, 250)
  try {
    // A short warm-up so compilation and caches are not measured.
    await autocannon({ ...options, connections: CONNECTIONS, duration: 1 })
    const instance = autocannon({ ...options, connections: CONNECTIONS, duration: SECONDS })
    const statuses = new Map()
    instance.on('response', (_client, status, _bytes, time) => {
      latencies.push(time)
      if (status >= 300) statuses.set(status, (statuses.get(status) ?? 0) + 1)
    })
    const result = await instance
    latencies.sort((a, b) => a - b)
    return {
      perSecond: result.requests.total / (result.duration || SECONDS),
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
      p99: percentile(latencies, 99),
      failed: result.errors + result.timeouts + result.non2xx,
      // What the failures were: HTTP statuses, connection errors and timeouts.
      failures: [
        ...[...statuses].map(([status, count]) => `${count}× HTTP ${status}`),
        ...(result.errors ? [`${result.errors}× error`] : []),
        ...(result.timeouts ? [`${result.timeouts}× timeout`] : []),
      ],
      rss: largest,
    }
  } finally {
    clearInterval(sampler)
  }
}

/** The rows of one server run: every request, the first being the baseline. */
async function benchServer(database, size, processes, facts, lastDay) {
  const server = await startBuiltServer({ DATABASE_URI: database.uri, PAYLOAD_SECRET: SECRET }, { processes })
  const rows = []
  try {
    const { headers, userId } = await login(server.baseURL, MEMBER)
    const url = (path) => `${server.baseURL}${path}`
    const reads = [
      ['trivial Next route (/app-config.json)', url('/app-config.json'), {}],
      ['GET /api/users/me (authenticated)', url('/api/users/me'), { headers }],
      [
        'bare Payload list (25, depth 0)',
        url(`/api/flight_logs?limit=25&depth=0&where[customer_aircraft][equals]=${facts.aircraft}`),
        { headers },
      ],
      [
        'boardbook page (25 + totals)',
        url(`/api/flight_logs/boardbook?aircraft=${facts.aircraft}&page=1&limit=25`),
        { headers },
      ],
      ['airworthiness', url(`/api/customer_aircrafts/${facts.aircraft}/airworthiness`), { headers }],
      ['operating hours (24 months)', url(`/api/customer_aircrafts/${facts.aircraft}/operating-hours`), { headers }],
      [`fleet status (${FLEET} aircraft)`, url('/api/fleet/status'), { headers }],
    ]
    for (const [name, target, options] of reads)
      rows.push({ name, ...(await measure(server, { url: target, ...options })) })
    // New entries after the bulk ones, FLIGHTS_PER_DAY a day, 30 minutes each, numbered by the server.
    let index = 0
    const entry = () => {
      const at = index++
      const day = new Date(lastDay.getTime() + (1 + Math.floor(at / FLIGHTS_PER_DAY)) * DAY)
      const takeoff = 6 * 60 + 5 + (at % FLIGHTS_PER_DAY) * 45
      return JSON.stringify({
        customer_aircraft: facts.aircraft,
        registration: BENCH_REGISTRATION,
        date: day.toISOString().slice(0, 10),
        pilot: userId,
        location_to: facts.home,
        location_ldg: facts.home,
        to_utc: fromMinutes(takeoff),
        ldg_utc: fromMinutes(takeoff + 30),
        cnt_ldg: 1,
      })
    }
    // The server's message of each refused entry, so a failure says which rule refused it.
    const refusals = new Map()
    const create = await measure(server, {
      url: url('/api/flight_logs'),
      method: 'POST',
      headers,
      requests: [
        {
          setupRequest: (request) => ({ ...request, body: entry() }),
          onResponse: (status, body) => {
            if (status < 300) return
            let message = String(body).slice(0, 160)
            try {
              message = JSON.parse(body).errors?.[0]?.message ?? message
            } catch {
              // Not JSON: the start of the body.
            }
            const key = `HTTP ${status}: ${message.replace(/\d+/g, 'N')}`
            refusals.set(key, (refusals.get(key) ?? 0) + 1)
          },
        },
      ],
    })
    create.failures.push(...[...refusals].map(([message, count]) => `${count}× ${message}`))
    rows.push({ name: 'POST flight_logs (create)', ...create })
  } finally {
    await server.stopped()
  }
  const baseline = rows[0].perSecond
  return rows.map((row) => ({ database: database.label, size, processes, ...row, share: row.perSecond / baseline }))
}

/** The last day with entries, so new entries go after every stored one. */
async function lastLogDay(database, aircraft) {
  const sql = database.open()
  const { latest } = await logFacts(sql, aircraft)
  await sql.close()
  const landing = new Date(latest.time_landing_utc ?? Date.now())
  return new Date(Date.UTC(landing.getUTCFullYear(), landing.getUTCMonth(), landing.getUTCDate()))
}

async function benchDatabase(database) {
  const notes = []
  const facts = await prepareDatabase(database, notes)
  const rows = []
  for (const size of SIZES) {
    notes.push(`${thousands(size)}: ${await fillTo(database, size, facts)}`)
    for (const processes of PROCESSES) {
      console.log(`  ${database.label}, ${thousands(size)} entries, ${processes} process(es)`)
      rows.push(...(await benchServer(database, size, processes, facts, await lastLogDay(database, facts.aircraft))))
    }
  }
  const started = performance.now()
  notes.push(`finally: ${await verifyTotals(database.uri)} (${seconds(started)} s)`)
  return { label: database.label, rows, notes }
}

function printTable(rows) {
  const header = [
    'database',
    'entries',
    'proc',
    'request',
    'req/s',
    'p50 ms',
    'p95 ms',
    'p99 ms',
    'RSS MiB',
    'failed',
    'share',
  ]
  const lines = rows.map((row) => [
    row.database,
    thousands(row.size),
    String(row.processes),
    row.name,
    row.perSecond.toFixed(1),
    row.p50.toFixed(1),
    row.p95.toFixed(1),
    row.p99.toFixed(1),
    row.rss.toFixed(0),
    String(row.failed),
    row.share === 1 ? '1' : `1/${(1 / row.share).toFixed(1)}`,
  ])
  const widths = header.map((title, index) => Math.max(title.length, ...lines.map((line) => line[index].length)))
  const left = new Set([0, 3])
  const format = (cells) =>
    `| ${cells.map((cell, index) => (left.has(index) ? cell.padEnd(widths[index]) : cell.padStart(widths[index]))).join(' | ')} |`
  console.log(format(header))
  console.log(
    `|${widths.map((width, index) => (left.has(index) ? '-'.repeat(width + 2) : `${'-'.repeat(width + 1)}:`)).join('|')}|`,
  )
  for (const line of lines) console.log(format(line))
  for (const row of rows.filter((each) => each.failures.length > 0)) {
    console.log(`  ${row.database} ${thousands(row.size)} ×${row.processes} ${row.name}: ${row.failures.join(', ')}`)
  }
}

/** The issue's targets, each checked against the rows of this run. */
function printTargets(rows) {
  const shares = {
    'GET /api/users/me': 1 / 4,
    'boardbook page': 1 / 6,
    airworthiness: 1 / 10,
    'fleet status': 1 / 20,
    'POST flight_logs': 1 / 15,
  }
  const checks = []
  for (const row of rows) {
    for (const [prefix, target] of Object.entries(shares)) {
      if (row.name.startsWith(prefix))
        checks.push([
          `${row.database} ${thousands(row.size)} ×${row.processes}: ${row.name} ≥ 1/${1 / target}`,
          row.share >= target,
          `1/${(1 / row.share).toFixed(1)}`,
        ])
    }
    checks.push([
      `${row.database} ${thousands(row.size)} ×${row.processes}: ${row.name} RSS ≤ 400 MiB`,
      row.rss <= 400,
      `${row.rss.toFixed(0)} MiB`,
    ])
  }
  const small = Math.min(...SIZES)
  const large = Math.max(...SIZES)
  const key = (row, size) => `${row.database}|${row.processes}|${row.name}|${size}`
  const bySize = new Map(rows.map((row) => [key(row, row.size), row]))
  if (small !== large) {
    for (const row of rows.filter(
      (each) => each.size === large && !each.name.startsWith('POST') && !each.name.startsWith('trivial'),
    )) {
      const before = bySize.get(key(row, small))
      if (before) {
        const ratio = row.perSecond / before.perSecond
        checks.push([
          `${row.database} ×${row.processes}: ${row.name} at ${thousands(large)} ≥ 0.9 × at ${thousands(small)}`,
          ratio >= 0.9,
          ratio.toFixed(2),
        ])
      }
    }
  }
  const most = Math.max(...PROCESSES)
  if (most > 1) {
    for (const row of rows.filter((each) => each.processes === most && !each.name.startsWith('POST'))) {
      const one = rows.find(
        (each) =>
          each.database === row.database && each.size === row.size && each.processes === 1 && each.name === row.name,
      )
      if (one) {
        const ratio = row.perSecond / one.perSecond
        checks.push([
          `${row.database} ${thousands(row.size)}: ${row.name} ×${most} processes ≥ 1.7 × one`,
          ratio >= 1.7,
          ratio.toFixed(2),
        ])
      }
    }
  }
  console.log('\nTargets')
  for (const [name, met, value] of checks) console.log(`  ${met ? 'met    ' : 'MISSED '} ${name}: ${value}`)
  console.log(`\n${checks.filter(([, met]) => met).length} of ${checks.length} targets met`)
}

if (!builtAlready()) {
  console.error('No production build: run `npm run build` first.')
  process.exit(1)
}
console.log(`${CORES} cores; ${CONNECTIONS} connections; ${SECONDS} s per request after 1 s warm-up`)
const factories = { sqlite: () => throwawaySqlite(), postgres: () => throwawayPostgres(POSTGRES_URL) }
const results = []
for (const name of DATABASES) {
  const database = await factories[name]()
  if (!database) continue
  const dropOnSignal = () => Promise.resolve(database.drop()).finally(() => process.exit(130))
  process.once('SIGINT', dropOnSignal)
  try {
    console.log(`\n== ${database.label}`)
    const result = await benchDatabase(database)
    results.push(result)
    // Each database's figures as soon as they are measured, so a later failure loses nothing.
    printTable(result.rows)
  } finally {
    process.off('SIGINT', dropOnSignal)
    await database.drop()
  }
}
console.log('')
printTable(results.flatMap((result) => result.rows))
for (const result of results) console.log(`\n${result.label}: ${result.notes.join('; ')}`)
printTargets(results.flatMap((result) => result.rows))
