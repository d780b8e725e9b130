// What the benchmarks share: a throwaway database migrated and demo-seeded, the club's fleet grown to ten
// aircraft through REST, one aircraft's journey log bulk-filled to a size, and the server processes'
// resident memory read from /proc.
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'

import { migrateAndSeed, root } from '../../scripts/lib.mjs'
import { startBuiltServer } from './built-server.mjs'
import { login } from './demo-login.mjs'
import { journeyLogRows, planJourneyLog } from './journey-log-rows.mjs'

/** The demo aircraft whose type and parts the bench's aircraft takes over. */
const REGISTRATION = 'D-EKLU'
export const BENCH_REGISTRATION = 'D-EBEN'
const LOG_START = '1999-01-01'
const HOME = 'EDKB'
export const MEMBER = 'member@flugakte.test'
export const ADMIN = 'admin@flugakte.test'
export const FLEET = 10

/** One secret for every server process of the run, as several instances share one in production. */
export const SECRET = randomBytes(32).toString('hex')

export const thousands = (value) => Number(value).toLocaleString('en-US')
export const seconds = (since) => ((performance.now() - since) / 1000).toFixed(1)

/** Runs `npm run verify-totals` on the database; returns its last line. */
export function verifyTotals(uri, args = []) {
  return npmScript('verify-totals', uri, args)
}

/** Runs `npm run seal-imported`: the bulk rows' chain hashes and their leaves in the event log. */
export function sealImported(uri) {
  return npmScript('seal-imported', uri)
}

function npmScript(script, uri, args = []) {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', script, '--', ...args], {
      cwd: root,
      env: { ...process.env, DATABASE_URI: uri, PAYLOAD_SECRET: SECRET },
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.on('exit', (code) => {
      const last = output.trim().split('\n').at(-1) ?? ''
      if (code === 0) resolve(last)
      else reject(new Error(`${script} exited with ${code}: ${output.slice(-2000)}`))
    })
  })
}

/** The aircraft's entries and its newest one, read directly. */
export async function logFacts(sql, aircraft) {
  const [count] = await sql.query('select count(*) as entries from flight_logs where customer_aircraft_id = ?', [
    aircraft,
  ])
  const [latest] = await sql.query(
    `select number, time_landing_utc, hobbs_eng1_end, cnt_cycle_eng1_end from flight_logs
     where customer_aircraft_id = ? order by number desc limit 1`,
    [aircraft],
  )
  return { entries: Number(count.entries), latest: latest ?? {} }
}

/**
 * Bulk-inserts entries up to `size`, straight into the table, as the server's create hooks shape them
 * (without the chain: the server seals them at its next start). Answers how many and how long.
 */
export async function insertEntries(database, size, facts) {
  const sql = database.open()
  const { entries, latest } = await logFacts(sql, facts.aircraft)
  const started = performance.now()
  if (entries < size) {
    const { documents } = planJourneyLog({
      count: size - entries,
      aircraft: facts.aircraft,
      registration: BENCH_REGISTRATION,
      pilot: facts.member,
      home: facts.home,
      destinations: facts.destinations,
      latest: entries === 0 ? { number: 0, time_landing_utc: `${LOG_START}T12:00:00.000Z` } : latest,
    })
    const { columns, rows } = journeyLogRows(documents, await sql.columns('flight_logs'))
    await sql.insertRows('flight_logs', columns, rows)
    await sql.analyze('flight_logs')
  }
  await sql.close()
  return `${thousands(size - entries)} entries inserted in ${seconds(started)} s`
}

/** `npm run verify-totals -- --repair` as after an import, then fresh planner statistics. */
export async function repairTotals(database) {
  const started = performance.now()
  const repaired = await verifyTotals(database.uri, ['--repair'])
  // As after any bulk import: fresh planner statistics (PostgreSQL), so no measurement meets autovacuum
  // catching up with 100 000 rewritten rows.
  const stats = database.open()
  await stats.analyze('flight_logs')
  await stats.analyze('flight_log_days')
  await stats.close()
  const totals = seconds(started)
  // After the totals: the leaves cover them.
  const sealing = performance.now()
  const sealed = await sealImported(database.uri)
  return `totals repaired in ${totals} s (${repaired}); sealed in ${seconds(sealing)} s (${sealed})`
}

/** Fills the aircraft's log up to `size` entries, then repairs the carried totals and seals the import. */
export async function fillTo(database, size, facts) {
  return `${await insertEntries(database, size, facts)}; ${await repairTotals(database)}`
}

async function seededFacts(sql) {
  const [member] = await sql.query('select id from users where email = ?', [MEMBER])
  const airports = await sql.query('select id, icao from airports order by icao')
  const home = airports.find((airport) => airport.icao === HOME)
  return {
    member: Number(member.id),
    home: Number(home.id),
    destinations: airports.filter((airport) => airport !== home).map((airport) => Number(airport.id)),
  }
}

/** Installed parts as a new aircraft takes them over: the same rows without their ids. */
const withoutIds = (rows) => (rows ?? []).map(({ id: _id, ...row }) => row)

/**
 * The member's club gets aircraft until the member sees FLEET of them (through REST, as an
 * administrator), the first being the bench's aircraft: D-EKLU's type and parts, its journey log empty
 * and starting in 1999, so 100 000 entries (16 a day) lie in the past as the server requires.
 */
async function growFleet(baseURL) {
  const admin = await login(baseURL, ADMIN)
  const member = await login(baseURL, MEMBER)
  const visible = await (await fetch(`${baseURL}/api/fleet/status`, { headers: member.headers })).json()
  const template = await (
    await fetch(`${baseURL}/api/customer_aircrafts?where[registration][equals]=${REGISTRATION}&depth=0`, {
      headers: admin.headers,
    })
  ).json()
  const { company, aircraft, comp_serialized, comp_unserialized } = template.docs[0]
  let benchAircraft = null
  for (let index = visible.aircraft.length; index < FLEET; index++) {
    const registration =
      index === visible.aircraft.length
        ? BENCH_REGISTRATION
        : `D-EB${String.fromCharCode(65 + index)}${String.fromCharCode(65 + index)}`
    const response = await fetch(`${baseURL}/api/customer_aircrafts`, {
      method: 'POST',
      headers: admin.headers,
      body: JSON.stringify({
        registration,
        serial_number: `BENCH-${index}`,
        aircraft,
        company,
        status: 'published',
        counters_baseline: { date: LOG_START },
        comp_serialized: withoutIds(comp_serialized),
        comp_unserialized: withoutIds(comp_unserialized),
      }),
    })
    if (!response.ok) throw new Error(`adding ${registration} answered ${response.status}: ${await response.text()}`)
    if (registration === BENCH_REGISTRATION) benchAircraft = (await response.json()).doc.id
  }
  return benchAircraft
}

/**
 * A fresh database migrated and demo-seeded, with the club's fleet grown and the bench's aircraft
 * (`facts.aircraft`) ready for its log; `notes` collects what took how long.
 */
export async function prepareDatabase(database, notes) {
  const started = performance.now()
  await migrateAndSeed({ ...process.env, DATABASE_URI: database.uri, PAYLOAD_SECRET: SECRET, SEED_AIRPORTS: 'demo' })
  notes.push(`migrate + demo seed ${seconds(started)} s`)
  const sql = database.open()
  const facts = await seededFacts(sql)
  await sql.close()
  const setup = await startBuiltServer({ DATABASE_URI: database.uri, PAYLOAD_SECRET: SECRET })
  try {
    facts.aircraft = await growFleet(setup.baseURL)
  } finally {
    await setup.stopped()
  }
  return facts
}

/** Resident memory (MiB) of a process and its descendants, by pid. */
export function residentMemory(rootPid) {
  const parents = new Map()
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8')
      parents.set(Number(name), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]))
    } catch {
      // The process ended while we looked.
    }
  }
  const family = new Set([rootPid])
  for (let grew = true; grew;) {
    grew = false
    for (const [pid, parent] of parents) {
      if (family.has(parent) && !family.has(pid)) {
        family.add(pid)
        grew = true
      }
    }
  }
  const sizes = new Map()
  for (const pid of family) {
    try {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8')
      const kilobytes = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0)
      sizes.set(pid, kilobytes / 1024)
    } catch {
      // Gone.
    }
  }
  return sizes
}
