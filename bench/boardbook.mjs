// The journey log under load, on SQLite and on PostgreSQL: `npm run build`, then
// `npm run boardbook -w @flugakte/bench` (or `node bench/boardbook.mjs`).
//
// For each database: a fresh database is migrated and demo-seeded, 100 000 entries are bulk-inserted on
// one aircraft, the built server is started on it, and 20 concurrent clients signed in as the club
// member measure the first boardbook page (with the carried-forward totals), the aircraft's
// airworthiness status and operating hours (computed from the whole log), and new entries through
// REST. Afterwards the numbers of the aircraft must still run 1..n without gaps. Everything is deleted
// at the end. Environment: BENCH_ROWS, BENCH_REQUESTS, BENCH_WARMUP, BENCH_CONCURRENCY,
// BENCH_DATABASES (sqlite,postgres), BENCH_POSTGRES_URL (a server where the bench may create and
// drop the database flugakte_bench; default postgres://postgres@127.0.0.1:5432/postgres).
import { builtAlready, migrateAndSeed } from '../scripts/lib.mjs'
import { startBuiltServer } from './lib/built-server.mjs'
import { FLIGHTS_PER_DAY, fromMinutes, journeyLogRows, planJourneyLog } from './lib/journey-log-rows.mjs'
import { runPool } from './lib/request-pool.mjs'
import { throwawayPostgres, throwawaySqlite } from './lib/throwaway-database.mjs'

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000)
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000)
const WARMUP = Number(process.env.BENCH_WARMUP ?? 100)
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20)
const DATABASES = (process.env.BENCH_DATABASES ?? 'sqlite,postgres').split(',')
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'

const REGISTRATION = 'D-EKLU'
const HOME = 'EDKB'
const MEMBER = { email: 'member@flugakte.test', password: 'Flugakte-Demo-1' }
const DAY = 24 * 60 * 60 * 1000

const seconds = (since) => ((performance.now() - since) / 1000).toFixed(1)
const thousands = (value) => Number(value).toLocaleString('en-US')

/** Aircraft, member, airports and the aircraft's newest entry, read from the seeded database. */
async function seededFacts(sql) {
  const [aircraft] = await sql.query('select id from customer_aircrafts where registration = ?', [REGISTRATION])
  const [member] = await sql.query('select id from users where email = ?', [MEMBER.email])
  const airports = await sql.query('select id, icao from airports order by icao')
  const home = airports.find((airport) => airport.icao === HOME)
  const [latest] = await sql.query(
    `select number, time_landing_utc, hobbs_eng1_end, cnt_cycle_eng1_end from flight_logs
     where customer_aircraft_id = ? order by number desc limit 1`,
    [aircraft.id],
  )
  return {
    aircraft: Number(aircraft.id),
    member: Number(member.id),
    home: Number(home.id),
    destinations: airports.filter((airport) => airport !== home).map((airport) => Number(airport.id)),
    latest: latest ?? {},
  }
}

async function entryCounts(sql, aircraft) {
  const [row] = await sql.query(
    `select count(*) as entries, max(number) as highest, count(distinct number) as distinct_numbers
     from flight_logs where customer_aircraft_id = ?`,
    [aircraft],
  )
  const [all] = await sql.query('select count(*) as rows from flight_logs')
  return {
    entries: Number(row.entries),
    highest: Number(row.highest),
    distinct: Number(row.distinct_numbers),
    rows: Number(all.rows),
  }
}

async function login(baseURL) {
  const response = await fetch(`${baseURL}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(MEMBER),
  })
  if (!response.ok) throw new Error(`login answered ${response.status}: ${await response.text()}`)
  const { token, user } = await response.json()
  return { headers: { authorization: `JWT ${token}`, 'content-type': 'application/json' }, userId: user.id }
}

/** Warm-up, then the measured run; `first` keeps request bodies distinct across both. */
async function measure(request) {
  await runPool({ count: WARMUP, concurrency: CONCURRENCY, request })
  return runPool({ count: REQUESTS, concurrency: CONCURRENCY, request, first: WARMUP })
}

async function benchDatabase(database) {
  const report = { label: database.label, results: [], notes: [] }
  let started = performance.now()
  await migrateAndSeed({ ...process.env, DATABASE_URI: database.uri, SEED_AIRPORTS: 'demo' })
  report.notes.push(`migrate + demo seed: ${seconds(started)} s`)

  let sql = database.open()
  const facts = await seededFacts(sql)
  started = performance.now()
  const { documents, lastDay } = planJourneyLog({
    count: ROWS,
    aircraft: facts.aircraft,
    registration: REGISTRATION,
    pilot: facts.member,
    home: facts.home,
    destinations: facts.destinations,
    latest: facts.latest,
  })
  const { columns, rows } = journeyLogRows(documents, await sql.columns('flight_logs'))
  await sql.insertRows('flight_logs', columns, rows)
  await sql.analyze('flight_logs')
  const before = await entryCounts(sql, facts.aircraft)
  await sql.close()
  report.notes.push(
    `${thousands(ROWS)} entries on ${REGISTRATION} prepared and inserted in ${seconds(started)} s ` +
      `(now ${thousands(before.entries)} entries, ${thousands(before.rows)} flight_logs rows)`,
  )

  const server = await startBuiltServer({ DATABASE_URI: database.uri })
  try {
    const { headers, userId } = await login(server.baseURL)
    const boardbookURL = `${server.baseURL}/api/flight_logs/boardbook?aircraft=${facts.aircraft}&page=1&limit=25`
    report.results.push({
      request: 'GET boardbook page 1 (25 + totals)',
      ...(await measure((index, signal) => fetch(boardbookURL, { headers, signal }))),
    })

    // The airworthiness engine reads the whole journey log summed per day, so it grows with the log.
    const airworthinessURL = `${server.baseURL}/api/customer_aircrafts/${facts.aircraft}/airworthiness`
    report.results.push({
      request: 'GET airworthiness (status, ADs, parts)',
      ...(await measure((index, signal) => fetch(airworthinessURL, { headers, signal }))),
    })
    const operatingHoursURL = `${server.baseURL}/api/customer_aircrafts/${facts.aircraft}/operating-hours`
    report.results.push({
      request: 'GET operating-hours (24 months)',
      ...(await measure((index, signal) => fetch(operatingHoursURL, { headers, signal }))),
    })

    // New entries after the bulk ones, FLIGHTS_PER_DAY a day, 30 minutes each.
    const entry = (index) => {
      const day = new Date(lastDay.getTime() + (1 + Math.floor(index / FLIGHTS_PER_DAY)) * DAY)
      const takeoff = 6 * 60 + 5 + (index % FLIGHTS_PER_DAY) * 45
      return {
        customer_aircraft: facts.aircraft,
        registration: REGISTRATION,
        date: day.toISOString().slice(0, 10),
        pilot: userId,
        location_to: facts.home,
        location_ldg: facts.home,
        to_utc: fromMinutes(takeoff),
        ldg_utc: fromMinutes(takeoff + 30),
        cnt_ldg: 1,
      }
    }
    report.results.push({
      request: 'POST flight_logs (create)',
      ...(await measure((index, signal) =>
        fetch(`${server.baseURL}/api/flight_logs`, {
          method: 'POST',
          headers,
          body: JSON.stringify(entry(index)),
          signal,
        }),
      )),
    })
    const afterwards = await (await fetch(boardbookURL, { headers })).json()
    report.totalsFlights = afterwards.totals?.flights
  } finally {
    await server.stopped()
  }

  sql = database.open()
  report.after = await entryCounts(sql, facts.aircraft)
  await sql.close()
  return report
}

function printReports(reports) {
  const header = ['database', 'request', 'n', 'failed', 'p50 ms', 'p95 ms', 'p99 ms', 'req/s']
  const lines = reports.flatMap((report) =>
    report.results.map((result) => [
      report.label,
      result.request,
      String(result.requests),
      String(result.failed),
      result.p50.toFixed(0),
      result.p95.toFixed(0),
      result.p99.toFixed(0),
      result.perSecond.toFixed(1),
    ]),
  )
  const widths = header.map((title, index) => Math.max(title.length, ...lines.map((line) => line[index].length)))
  const row = (cells) =>
    `| ${cells.map((cell, index) => (index < 2 ? cell.padEnd(widths[index]) : cell.padStart(widths[index]))).join(' | ')} |`
  console.log(
    `\n${thousands(ROWS)} bulk entries on ${REGISTRATION}, ${CONCURRENCY} concurrent clients, ${REQUESTS} requests each after ${WARMUP} warm-up\n`,
  )
  console.log(row(header))
  console.log(
    `|${widths.map((width, index) => (index < 2 ? '-' : '') + '-'.repeat(width + 1) + (index < 2 ? '' : ':')).join('|')}|`,
  )
  for (const line of lines) console.log(row(line))
  let healthy = true
  for (const report of reports) {
    const { entries, highest, distinct, rows } = report.after
    const gapless = highest === entries && distinct === entries
    const totalsMatch = report.totalsFlights === entries
    healthy &&= gapless && totalsMatch && report.results.every((result) => result.failed === 0)
    console.log(`\n${report.label}: ${report.notes.join('; ')}`)
    console.log(
      `  afterwards: ${REGISTRATION} ${thousands(entries)} entries, flight_logs ${thousands(rows)} rows; ` +
        `numbers 1..${thousands(highest)} ${gapless ? 'gapless' : `NOT gapless (${thousands(distinct)} distinct)`}; ` +
        `boardbook totals.flights ${report.totalsFlights} ${totalsMatch ? 'matches' : 'DIFFERS'}`,
    )
    for (const result of report.results) {
      for (const [failure, count] of result.failures) console.log(`  ${result.request}: ${count}× ${failure}`)
    }
  }
  return healthy
}

if (!builtAlready()) {
  console.error('No production build: run `npm run build` first.')
  process.exit(1)
}
const factories = { sqlite: () => throwawaySqlite(), postgres: () => throwawayPostgres(POSTGRES_URL) }
const reports = []
for (const name of DATABASES) {
  const database = await factories[name]()
  if (!database) continue
  // An interrupted run leaves nothing behind either (the server dies with this process group).
  const dropOnSignal = () => Promise.resolve(database.drop()).finally(() => process.exit(130))
  process.once('SIGINT', dropOnSignal)
  try {
    console.log(`\n== ${database.label} (${database.uri})`)
    reports.push(await benchDatabase(database))
  } finally {
    process.off('SIGINT', dropOnSignal)
    await database.drop()
  }
}
const healthy = printReports(reports)
process.exit(healthy ? 0 : 1)
