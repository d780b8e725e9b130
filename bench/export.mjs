// `npm run bench:export` (after `npm run build`): the record export and the printed Bordbuch of a long
// journey log, downloaded from the built server (one process). For each database (SQLite, PostgreSQL) a
// fresh database is migrated and demo-seeded, the club gets ten aircraft and one aircraft's log is bulk-
// filled to each size (as `npm run bench` does); the totals are repaired and the import sealed into the
// chain and the event log (`npm run seal-imported`), both timed, and the server's start is timed. Then,
// per download: seconds to the first byte and to the last,
// the size, the server's idle resident memory measured in the same run as the baseline, and its peak
// while the download ran (VmRSS sampled every 50 ms, and VmHWM); finally `node verify.mjs` on the ZIP.
// Environment: BENCH_DATABASES (sqlite,postgres), BENCH_SIZES (1000,100000), BENCH_POSTGRES_URL.
import { execFile } from 'node:child_process'
import { createWriteStream, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'

import { builtAlready, root } from '../scripts/lib.mjs'
import { startBuiltServer } from './lib/built-server.mjs'
import { login } from './lib/demo-login.mjs'
import {
  insertEntries,
  prepareDatabase,
  repairTotals,
  residentMemory,
  SECRET,
  seconds,
  thousands,
} from './lib/journey-log-bench.mjs'
import { throwawayPostgres, throwawaySqlite } from './lib/throwaway-database.mjs'

const DATABASES = (process.env.BENCH_DATABASES ?? 'sqlite,postgres').split(',')
const SIZES = (process.env.BENCH_SIZES ?? '1000,100000').split(',').map(Number)
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
/** The club's company administrator: may download the record export of the club's aircraft. */
const EXPORTER = 'operator-b@flugakte.test'
const VERIFY = path.join(root, 'apps/server/src/journey-log/record-export/verify.mjs')

const mib = (bytes) => (bytes / 1024 / 1024).toFixed(1)

/** VmHWM (the process's peak resident memory since it started), MiB, of the largest server process. */
function highWaterMark(pid) {
  let largest = 0
  for (const id of residentMemory(pid).keys()) {
    try {
      const status = readFileSync(`/proc/${id}/status`, 'utf8')
      largest = Math.max(largest, Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024)
    } catch {
      // Gone.
    }
  }
  return largest
}

const largestRss = (pid) => Math.max(0, ...residentMemory(pid).values())

/** Downloads `url` into `file` while sampling the server's memory. */
async function download(server, url, headers, file) {
  let peak = largestRss(server.child.pid)
  const sampler = setInterval(() => (peak = Math.max(peak, largestRss(server.child.pid))), 50)
  const started = performance.now()
  try {
    const response = await fetch(url, { headers })
    if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`)
    const firstByte = (performance.now() - started) / 1000
    await pipeline(Readable.fromWeb(response.body), createWriteStream(file))
    return {
      firstByte,
      seconds: (performance.now() - started) / 1000,
      bytes: statSync(file).size,
      peak: Math.max(peak, largestRss(server.child.pid)),
      highWaterMark: highWaterMark(server.child.pid),
      contentLength: response.headers.get('content-length'),
    }
  } finally {
    clearInterval(sampler)
  }
}

function verifyZip(file) {
  const started = performance.now()
  return new Promise((resolve) => {
    execFile(process.execPath, [VERIFY, file], { maxBuffer: 1 << 20 }, (error, stdout, stderr) =>
      resolve({ code: error ? error.code : 0, output: `${stdout}${stderr}`.trim(), seconds: seconds(started) }),
    )
  })
}

/** Entries without a chain hash (the bulk rows until `npm run seal-imported` seals them). */
async function unsealed(database) {
  const sql = database.open()
  const [row] = await sql.query('select count(*) as entries from flight_logs where hash is null')
  await sql.close()
  return Number(row.entries)
}

/** Seconds from spawning the server to its first API answer (Payload starts on the first API request). */
async function timedStart(database) {
  const server = await startBuiltServer({ DATABASE_URI: database.uri, PAYLOAD_SECRET: SECRET })
  const answer = await login(server.baseURL, EXPORTER)
  return { server, answer, firstApi: (performance.now() - server.started) / 1000 }
}

async function benchSize(database, size, facts) {
  const notes = [await insertEntries(database, size, facts)]
  notes.push(await repairTotals(database))
  const left = await unsealed(database)
  if (left > 0) throw new Error(`${left} entries have no chain hash after seal-imported`)
  const { server, answer, firstApi } = await timedStart(database)
  notes.push(`server start: ${firstApi.toFixed(1)} s to the first API answer`)
  const rows = []
  try {
    const base = `${server.baseURL}/api/customer_aircrafts/${facts.aircraft}`
    // Warm the routes with a small answer, then let the process settle before the baseline.
    await (await fetch(`${server.baseURL}/api/customer_aircrafts/capabilities`, { headers: answer.headers })).text()
    await new Promise((resolve) => setTimeout(resolve, 3000))
    const idle = largestRss(server.child.pid)
    const zip = path.join(folder, `${database.kind}-${size}.zip`)
    const pdf = path.join(folder, `${database.kind}-${size}.pdf`)
    rows.push({
      what: 'record export (ZIP)',
      idle,
      ...(await download(server, `${base}/record-export`, answer.headers, zip)),
    })
    rows.push({
      what: 'Bordbuch PDF',
      idle,
      ...(await download(server, `${base}/journey-log.pdf`, answer.headers, pdf)),
    })
    const verified = await verifyZip(zip)
    notes.push(`node verify.mjs on the ZIP: exit ${verified.code} in ${verified.seconds} s: ${verified.output}`)
    rmSync(zip, { force: true })
    rmSync(pdf, { force: true })
  } finally {
    await server.stopped()
  }
  return { rows: rows.map((row) => ({ database: database.label, size, ...row })), notes }
}

function printTable(rows) {
  const header = ['database', 'entries', 'download', 'first byte s', 'total s', 'MiB', 'idle RSS', 'peak RSS', 'VmHWM']
  const lines = rows.map((row) => [
    row.database,
    thousands(row.size),
    row.what,
    row.firstByte.toFixed(2),
    row.seconds.toFixed(1),
    mib(row.bytes),
    row.idle.toFixed(0),
    row.peak.toFixed(0),
    row.highWaterMark.toFixed(0),
  ])
  const widths = header.map((title, index) => Math.max(title.length, ...lines.map((line) => line[index].length)))
  const left = new Set([0, 2])
  const format = (cells) =>
    `| ${cells.map((cell, index) => (left.has(index) ? cell.padEnd(widths[index]) : cell.padStart(widths[index]))).join(' | ')} |`
  console.log(format(header))
  console.log(
    `|${widths.map((width, index) => (left.has(index) ? '-'.repeat(width + 2) : `${'-'.repeat(width + 1)}:`)).join('|')}|`,
  )
  for (const line of lines) console.log(format(line))
  console.log(
    '(RSS and VmHWM in MiB, of the largest server process; the export and the PDF are streamed without Content-Length)',
  )
}

if (!builtAlready()) {
  console.error('No production build: run `npm run build` first.')
  process.exit(1)
}
const folder = mkdtempSync(path.join(os.tmpdir(), 'flugakte-bench-export-'))
const factories = { sqlite: () => throwawaySqlite(), postgres: () => throwawayPostgres(POSTGRES_URL) }
const results = []
try {
  for (const name of DATABASES) {
    const database = await factories[name]()
    if (!database) continue
    const dropOnSignal = () => Promise.resolve(database.drop()).finally(() => process.exit(130))
    process.once('SIGINT', dropOnSignal)
    try {
      console.log(`\n== ${database.label}`)
      const notes = []
      const facts = await prepareDatabase(database, notes)
      for (const size of SIZES) {
        console.log(`  ${database.label}, ${thousands(size)} entries`)
        const result = await benchSize(database, size, facts)
        results.push(...result.rows)
        notes.push(...result.notes.map((note) => `${thousands(size)}: ${note}`))
        printTable(result.rows)
      }
      console.log(`\n${database.label}:\n  ${notes.join('\n  ')}`)
    } finally {
      process.off('SIGINT', dropOnSignal)
      await database.drop()
    }
  }
} finally {
  rmSync(folder, { recursive: true, force: true })
}
console.log('')
printTable(results)
