// kill -9 during writes, on SQLite and on PostgreSQL: `npm run build`, then `node bench/crash-writes.mjs`.
//
// For each database: a fresh database is migrated and demo-seeded, the club's operator registers two
// aircraft with empty journey logs, and the built server is started on it. Eight clients signed in as
// the club member then write journey-log entries through REST, four per aircraft, while the server is
// killed with SIGKILL at a random moment, ten times, and started again each time. Afterwards the
// database is read directly and the script prints, per database: entries acknowledged (201), lost
// (acknowledged but not stored), half-written (stored without their version or activity row), and
// gaps or duplicates in the numbers of each aircraft. It exits non-zero unless lost, half-written and
// gaps are all 0. Environment: CRASH_KILLS (10), CRASH_CLIENTS (8), CRASH_DATABASES (sqlite,postgres),
// CRASH_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/postgres).
import { randomBytes } from 'node:crypto'

import { builtAlready, migrateAndSeed } from '../scripts/lib.mjs'
import { startBuiltServer } from './lib/built-server.mjs'
import { login } from './lib/demo-login.mjs'
import { throwawayPostgres, throwawaySqlite } from './lib/throwaway-database.mjs'

const KILLS = Number(process.env.CRASH_KILLS ?? 10)
const CLIENTS = Number(process.env.CRASH_CLIENTS ?? 8)
const DATABASES = (process.env.CRASH_DATABASES ?? 'sqlite,postgres').split(',')
const POSTGRES_URL = process.env.CRASH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const REGISTRATIONS = ['D-ECRA', 'D-ECRB']
const DAY = 24 * 60 * 60 * 1000
/** The aircraft's journey logs start this many days ago; entries fill the days from there, ten minutes apart. */
const RECORD_DAYS = 60

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

async function registerAircraft(baseURL, sql) {
  const operator = await login(baseURL, 'operator-b@flugakte.test')
  const [template] = await sql.query(`select aircraft_id from customer_aircrafts where registration = 'D-EKLU'`)
  const start = new Date(Date.now() - RECORD_DAYS * DAY).toISOString().slice(0, 10)
  const ids = []
  for (const registration of REGISTRATIONS) {
    const response = await fetch(`${baseURL}/api/customer_aircrafts`, {
      method: 'POST',
      headers: operator.headers,
      body: JSON.stringify({
        registration,
        serial_number: `CRASH-${registration}`,
        aircraft: Number(template.aircraft_id),
        status: 'published',
        counters_baseline: { date: start },
      }),
    })
    if (response.status !== 201)
      throw new Error(`registering ${registration} answered ${response.status}: ${await response.text()}`)
    ids.push((await response.json()).doc.id)
  }
  return ids
}

/** The k-th entry of an aircraft: a short flight on day k / 100 after the record start, ten minutes apart. */
function entry(k, aircraft, registration, pilot, airports) {
  const day = new Date(Date.now() - (RECORD_DAYS - 1 - Math.floor(k / 100)) * DAY).toISOString().slice(0, 10)
  const minute = (k % 100) * 10 + 60
  const clock = (m) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`
  return {
    customer_aircraft: aircraft,
    registration,
    date: day,
    pilot,
    location_to: airports[0],
    location_ldg: airports[1],
    to_utc: clock(minute),
    ldg_utc: clock(minute + 6),
    cnt_ldg: 1,
  }
}

async function run(database) {
  const started = performance.now()
  const secret = randomBytes(32).toString('hex')
  const env = {
    ...process.env,
    DATABASE_URI: database.uri,
    PAYLOAD_SECRET: secret,
    SEED_AIRPORTS: 'demo',
    FLUGAKTE_JOBS: 'off',
  }
  await migrateAndSeed(env)
  const sql = database.open()
  const serverEnv = {
    DATABASE_URI: database.uri,
    PAYLOAD_SECRET: secret,
    FLUGAKTE_JOBS: 'off',
  }
  const airports = (await sql.query(`select id from airports where icao in ('EDKB', 'EDFE') order by icao`)).map(
    (row) => Number(row.id),
  )

  let server = await startBuiltServer(serverEnv)
  const aircraft = await registerAircraft(server.baseURL, sql)
  const next = aircraft.map(() => 0)
  const acknowledged = []
  const outcome = { acknowledged: 0, refused: 0, interrupted: 0 }
  const refusals = new Map()

  for (let kill = 1; kill <= KILLS; kill++) {
    const member = await login(server.baseURL, 'member@flugakte.test')
    let writing = true
    const baseURL = server.baseURL
    const clients = Array.from({ length: CLIENTS }, async (_, client) => {
      const slot = client % aircraft.length
      while (writing) {
        const body = entry(next[slot]++, aircraft[slot], REGISTRATIONS[slot], member.userId, airports)
        try {
          const response = await fetch(`${baseURL}/api/flight_logs`, {
            method: 'POST',
            headers: member.headers,
            body: JSON.stringify(body),
          })
          const text = await response.text()
          if (response.status === 201) {
            const { doc } = JSON.parse(text)
            acknowledged.push({ id: doc.id, number: doc.number, aircraft: aircraft[slot] })
            outcome.acknowledged++
          } else {
            outcome.refused++
            const reason = `HTTP ${response.status}: ${text.slice(0, 160)}`
            refusals.set(reason, (refusals.get(reason) ?? 0) + 1)
          }
        } catch {
          // The server died under this request: it was never acknowledged.
          outcome.interrupted++
          return
        }
      }
    })
    // The kill falls while writes are in flight: after this round's first acknowledged write.
    const before = outcome.acknowledged
    while (outcome.acknowledged === before && outcome.interrupted === 0) await sleep(20)
    await sleep(1000 + Math.random() * 3000)
    server.child.kill('SIGKILL')
    writing = false
    await Promise.all(clients)
    await new Promise((resolve) =>
      server.child.exitCode !== null || server.child.signalCode ? resolve() : server.child.once('exit', resolve),
    )
    if (kill < KILLS) server = await startBuiltServer(serverEnv)
  }

  const ids = aircraft.join(', ')
  const rows = await sql.query(
    `select id, number, customer_aircraft_id as aircraft from flight_logs where customer_aircraft_id in (${ids})`,
  )
  const stored = new Set(rows.map((row) => String(row.id)))
  const lost = acknowledged.filter((entry) => !stored.has(String(entry.id))).length
  const withoutVersion = await sql.query(
    `select count(*) as n from flight_logs f where f.customer_aircraft_id in (${ids})
     and not exists (select 1 from _flight_logs_v v where v.parent_id = f.id)`,
  )
  const withoutActivity = await sql.query(
    `select count(*) as n from flight_logs f where f.customer_aircraft_id in (${ids})
     and not exists (select 1 from activity a where a.collection = 'flight_logs' and a.action = 'create' and a.item = ${database.kind === 'postgres' ? 'f.id::text' : 'cast(f.id as text)'})`,
  )
  const halfWritten = Number(withoutVersion[0].n) + Number(withoutActivity[0].n)
  let gaps = 0
  for (const id of aircraft) {
    const numbers = rows
      .filter((row) => String(row.aircraft) === String(id))
      .map((row) => Number(row.number))
      .sort((a, b) => a - b)
    numbers.forEach((number, index) => {
      if (number !== index + 1) gaps++
    })
  }
  await sql.close()
  for (const [reason, count] of refusals) console.log(`  refused ${count}×: ${reason}`)
  return {
    ...outcome,
    stored: rows.length,
    lost,
    halfWritten,
    gaps,
    seconds: ((performance.now() - started) / 1000).toFixed(0),
  }
}

if (!builtAlready()) {
  console.error('Build first: npm run build')
  process.exit(1)
}
const results = []
for (const kind of DATABASES) {
  const database =
    kind === 'postgres' ? await throwawayPostgres(POSTGRES_URL, 'flugakte_crash') : await throwawaySqlite()
  if (!database) continue
  console.log(`\n${database.label}: ${KILLS} kills with ${CLIENTS} writing clients`)
  try {
    results.push({ database: database.label, ...(await run(database)) })
  } finally {
    await database.drop()
  }
}
console.log('\n| database | kills | acknowledged | refused | interrupted | stored | lost | half-written | gaps | s |')
console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|')
for (const r of results) {
  console.log(
    `| ${r.database} | ${KILLS} | ${r.acknowledged} | ${r.refused} | ${r.interrupted} | ${r.stored} | ${r.lost} | ${r.halfWritten} | ${r.gaps} | ${r.seconds} |`,
  )
}
const bad = results.some((r) => r.lost > 0 || r.halfWritten > 0 || r.gaps > 0 || r.acknowledged === 0)
process.exit(bad ? 1 : 0)
