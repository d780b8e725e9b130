import { execFile } from 'node:child_process'
import { generateKeyPairSync } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { recomputeJourneyLog, type TotalsEntry } from '@flugakte/domain'
import { PDFDocument, StandardFonts } from 'pdf-lib'
import sharp from 'sharp'
import type { Payload } from 'payload'
import * as tar from 'tar'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { emptyAircraftOfTheClub, flightLogFixture } from '../collections/flight-logs/testing'
import { cloneSeededDatabase } from '../testing/clone-database'
import { actingAs } from '../testing/get-test-payload'
import { dropPostgresDatabase, rowsOf, tableRows, type TableRows } from '../testing/table-rows'
import type { TestDatabase } from '../testing/test-database'

const root = fileURLToPath(new URL('../../../../', import.meta.url))

type Run = { code: number; stdout: string; stderr: string }

/** The per-day rollup, which the journey log's creates update in place (collections/flight-log-days). */
const DERIVED = 'flight_log_days'
const QUEUE = ['payload_jobs', 'payload_jobs_log']
const DAY_FIELDS = ['flights', 'flight_minutes', 'landings', 'engine_minutes', 'engine_cycles'] as const

function daysOf(tables: TableRows) {
  return rowsOf(tables, DERIVED)
    .map((row) => [
      String(row.customer_aircraft_id),
      String(row.date),
      ...DAY_FIELDS.map((field) => Number(row[field])),
      Number(row.total_minutes),
    ])
    .sort((a, b) => `${a[0]} ${a[1]}`.localeCompare(`${b[0]} ${b[1]}`))
}

function recomputedDays(tables: TableRows) {
  const byAircraft = new Map<string, TotalsEntry[]>()
  for (const row of rowsOf(tables, 'flight_logs')) {
    const aircraft = String(row.customer_aircraft_id)
    const landing = row.time_landing_utc === null ? null : new Date(String(row.time_landing_utc)).toISOString()
    const entry = {
      ...(row as TotalsEntry),
      number: Number(row.number),
      amends: row.amends_id as number | null,
      landing,
    }
    byAircraft.set(aircraft, [...(byAircraft.get(aircraft) ?? []), entry])
  }
  return [...byAircraft]
    .flatMap(([aircraft, entries]) =>
      recomputeJourneyLog(entries).days.map((day) => [
        aircraft,
        day.date,
        ...DAY_FIELDS.map((field) => day[field]),
        day.running.minutes,
      ]),
    )
    .sort((a, b) => `${a[0]} ${a[1]}`.localeCompare(`${b[0]} ${b[1]}`))
}

/** `npm run backup` / `npm run restore` as a separate process, as an operator runs them beside the server. */
function runScript(
  script: 'backup' | 'restore',
  args: string[],
  place: { uri: string; mediaDir: string },
): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [path.join(root, `scripts/${script}.mjs`), ...args],
      { cwd: root, env: { ...process.env, DATABASE_URI: place.uri, MEDIA_DIR: place.mediaDir } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    )
  })
}

/** A second, empty place to restore into: a new SQLite path, or a PostgreSQL database name that does not exist yet. */
function restorePlace(source: TestDatabase, name: string) {
  const dir = mkdtempSync(path.join(tmpdir(), 'flugakte-restore-test-'))
  const mediaDir = path.join(dir, 'media')
  if (source.uri.startsWith('file:'))
    return { uri: `file:${path.join(dir, 'data', 'restored.db')}`, mediaDir, dir, database: null }
  const url = new URL(source.uri)
  const database = `${url.pathname.slice(1)}_${name}`
  url.pathname = `/${database}`
  return { uri: url.toString(), mediaDir, dir, database }
}

async function dropRestorePlace(place: ReturnType<typeof restorePlace>) {
  rmSync(place.dir, { recursive: true, force: true })
  if (place.database) await dropPostgresDatabase(place.uri)
}

function sqliteFile(uri: string): string | null {
  return uri.startsWith('file:') ? uri.slice('file:'.length) : null
}

async function pdf(text: string): Promise<Buffer> {
  const document = await PDFDocument.create()
  const page = document.addPage([200, 100])
  page.drawText(text, { x: 10, y: 50, size: 10, font: await document.embedFont(StandardFonts.Helvetica) })
  return Buffer.from(await document.save())
}

function until(condition: () => boolean, timeoutMs = 60_000): Promise<void> {
  const started = Date.now()
  return new Promise((resolve, reject) => {
    const check = () => {
      if (condition()) resolve()
      else if (Date.now() - started > timeoutMs) reject(new Error('timed out'))
      else setTimeout(check, 10)
    }
    check()
  })
}

let source: TestDatabase
let payload: Payload
let scratch: string

beforeAll(async () => {
  // A copy of the seeded demo database: every table has rows; the writers add to the journey log and files.
  source = await cloneSeededDatabase()
  process.env.DATABASE_URI = source.uri
  process.env.MEDIA_DIR = source.mediaDir
  process.env.PAYLOAD_SECRET = 'test-secret'
  const { getPayload } = await import('payload')
  const { default: config } = await import('../payload.config')
  payload = await getPayload({ config })
  scratch = mkdtempSync(path.join(tmpdir(), 'flugakte-backups-'))
})

afterAll(async () => {
  await payload?.destroy()
  // Payload's destroy leaves the PostgreSQL pool open, and dropping the database under it ends its
  // connections with errors nobody would catch. One pooled client stays checked out after this test
  // (not in a transaction), so ending the pool may wait for ever: a bounded wait, then the drop.
  const pool = (payload?.db as { pool?: PgPool } | undefined)?.pool
  if (pool) {
    pool.on('error', () => {})
    await Promise.race([pool.end(), new Promise((resolve) => setTimeout(resolve, 5_000))])
  }
  await source?.drop()
  if (scratch) rmSync(scratch, { recursive: true, force: true })
})

type Phase = 'before' | 'during' | 'after'
type PgPool = { on: (event: 'error', listener: () => void) => void; end: () => Promise<void> }

describe('npm run backup and npm run restore', () => {
  // Three child processes, hundreds of writes and five whole-database reads: time for a loaded machine.
  it('back up during parallel writes; the restore has every record, version and file of one moment, byte-equal, numbers gap-free', async () => {
    const fixture = await flightLogFixture(payload)
    const operator = await actingAs(payload, 'operator@flugakte.test')
    const planes = [await emptyAircraftOfTheClub(payload, 'D-EBAK'), await emptyAircraftOfTheClub(payload, 'D-EBAL')]
    // A generated PAYLOAD_SECRET kept beside the SQLite database belongs to the installation.
    const secret = sqliteFile(source.uri) && `${sqliteFile(source.uri)}.secret`
    if (secret) writeFileSync(secret, 'generated-secret-of-this-installation-0123456789abcdef', { mode: 0o600 })
    // So does the journey log's signing key: the restored checkpoints and sign-offs are checked with it.
    const signingKey = sqliteFile(source.uri) && `${sqliteFile(source.uri)}.signing-key`
    if (signingKey && !existsSync(signingKey)) {
      const pem = generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' })
      writeFileSync(signingKey, pem, { mode: 0o600 })
    }
    // A defect photo: a second upload collection, in the same upload folder.
    const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c04020' } })
      .jpeg()
      .toBuffer()
    await payload.create({
      collection: 'defect_photos',
      data: { customer_aircraft: planes[0]!.id },
      file: { data: jpeg, mimetype: 'image/jpeg', name: 'backup-defect-photo.jpg', size: jpeg.length },
      overrideAccess: true,
    })
    const before = await tableRows(source.uri)

    let phase: Phase = 'before'
    let stop = false
    const acknowledged: { collection: 'flight_logs' | 'files'; id: number; phase: Phase }[] = []
    const count = (wanted: Phase) => acknowledged.filter((ack) => ack.phase === wanted).length
    // Three writers per aircraft share its takeoff slots (9 minutes apart, so no two entries collide).
    const SLOTS = 100
    const journeyLogWriter = async (plane: (typeof planes)[number], writer: number) => {
      for (let slot = writer; slot < SLOTS && !stop; slot += 3) {
        const minute = 6 * 60 + slot * 9
        const at = (offset: number) =>
          `${String(Math.floor((minute + offset) / 60)).padStart(2, '0')}:${String((minute + offset) % 60).padStart(2, '0')}`
        const entry = await payload.create({
          collection: 'flight_logs',
          data: fixture.entry({
            customer_aircraft: plane.id,
            registration: plane.registration,
            to_utc: at(0),
            ldg_utc: at(5),
          }),
          user: fixture.member,
          overrideAccess: false,
        })
        acknowledged.push({ collection: 'flight_logs', id: entry.id, phase })
      }
    }
    const uploadWriter = async () => {
      for (let index = 0; index < 60 && !stop; index++) {
        const data = await pdf(`backup test upload ${index}`)
        const file = await payload.create({
          collection: 'files',
          data: { title: `Upload ${index}` },
          file: { data, mimetype: 'application/pdf', name: `backup-test-${index}.pdf`, size: data.length },
          user: operator,
          overrideAccess: false,
        })
        acknowledged.push({ collection: 'files', id: file.id, phase })
      }
    }
    const writers = Promise.all([
      ...planes.flatMap((plane) => [0, 1, 2].map((writer) => journeyLogWriter(plane, writer))),
      uploadWriter(),
    ])
    let writeError: unknown
    let writersDone = false
    writers.then(
      () => (writersDone = true),
      (error) => (writeError = error),
    )

    await until(() => acknowledged.length >= 20 || writeError !== undefined)
    phase = 'during'
    const archive = path.join(scratch, 'round-trip.tar.gz')
    const backup = await runScript('backup', [archive], source)
    phase = 'after'
    await until(() => count('after') >= 5 || writersDone || writeError !== undefined)
    stop = true
    await writers
    expect(backup.stderr).toBe('')
    expect(backup.code).toBe(0)
    expect(backup.stdout).toContain(`Backup written: ${archive}`)
    // The backup ran while the writers wrote, and none of their writes failed.
    expect(count('during')).toBeGreaterThan(0)

    const target = restorePlace(source, 'restored')
    try {
      const restore = await runScript('restore', [archive], target)
      expect(restore.stderr).toBe('')
      expect(restore.code).toBe(0)
      expect(restore.stdout).toContain('Restore complete')

      const after = await tableRows(source.uri)
      const restored = await tableRows(target.uri)
      expect([...restored.keys()]).toEqual([...after.keys()])
      const changed: string[] = []
      for (const [table, rows] of restored) {
        // Carried figures are updated in place as entries arrive: checked against the entries below.
        if (table === DERIVED) continue
        // The job queue: a waiting check is replaced by the next write's (supersedes), then deleted when run.
        if (QUEUE.includes(table)) continue
        const unchanged = JSON.stringify(before.get(table)) === JSON.stringify(after.get(table))
        if (unchanged) {
          // Nothing wrote here while the backup ran: every row, byte for byte.
          expect(rows, table).toEqual(after.get(table))
        } else {
          changed.push(table)
          // Written while the backup ran: the restore holds stored rows only, each byte-equal.
          const stored = new Set([...(before.get(table) ?? []), ...(after.get(table) ?? [])])
          expect(
            rows.filter((row) => !stored.has(row)),
            table,
          ).toEqual([])
        }
      }
      expect(changed).toEqual(
        expect.arrayContaining(['flight_logs', '_flight_logs_v', 'files', '_files_v', 'activity']),
      )
      // The per-day rollup of the same moment: what the restored entries recompute to, day by day.
      expect(daysOf(restored)).toEqual(recomputedDays(restored))

      // One moment: every entry acknowledged before the backup began is there, and each restored entry or
      // file has its version and activity rows (nothing half-taken).
      const ids = (tables: TableRows, table: string) => new Set(rowsOf(tables, table).map((row) => Number(row.id)))
      const restoredLogs = ids(restored, 'flight_logs')
      const restoredFiles = ids(restored, 'files')
      const written = (table: string, restoredIds: Set<number>) => {
        const earlier = ids(before, table)
        return [...restoredIds].filter((id) => !earlier.has(id))
      }
      for (const ack of acknowledged.filter((ack) => ack.phase === 'before')) {
        expect((ack.collection === 'flight_logs' ? restoredLogs : restoredFiles).has(ack.id)).toBe(true)
      }
      for (const [collection, restoredIds] of [
        ['flight_logs', restoredLogs],
        ['files', restoredFiles],
      ] as const) {
        const versioned = new Set(rowsOf(restored, `_${collection}_v`).map((row) => Number(row.parent_id)))
        const logged = new Set(
          rowsOf(restored, 'activity')
            .filter((row) => row.collection === collection && row.action === 'create')
            .map((row) => Number(row.item)),
        )
        const taken = written(collection, restoredIds)
        expect(taken.length, collection).toBeGreaterThan(0)
        for (const id of taken) {
          expect(versioned.has(id), `${collection} ${id} has a version`).toBe(true)
          expect(logged.has(id), `${collection} ${id} has an activity row`).toBe(true)
        }
      }

      // Journey-log numbers run 1..n per aircraft, without gaps.
      const numbers = new Map<number, number[]>()
      for (const row of rowsOf(restored, 'flight_logs')) {
        const aircraft = Number(row.customer_aircraft_id)
        numbers.set(aircraft, [...(numbers.get(aircraft) ?? []), Number(row.number)])
      }
      for (const plane of planes) expect(numbers.get(plane.id)?.length ?? 0).toBeGreaterThan(0)
      for (const [aircraft, list] of numbers) {
        expect(
          list.sort((a, b) => a - b),
          `aircraft ${aircraft}`,
        ).toEqual(list.map((_, index) => index + 1))
      }

      // Every upload a restored record names is in the restored folder, byte-equal, and nothing else is.
      const named = [...rowsOf(restored, 'files'), ...rowsOf(restored, 'defect_photos')].map((row) =>
        String(row.filename),
      )
      expect(named.length).toBeGreaterThan(0)
      expect(named).toContain('backup-defect-photo.jpg')
      expect(readdirSync(target.mediaDir).sort()).toEqual([...named].sort())
      for (const name of named) {
        expect(
          readFileSync(path.join(target.mediaDir, name)).equals(readFileSync(path.join(source.mediaDir, name))),
          name,
        ).toBe(true)
      }

      if (secret) {
        const restoredSecret = `${sqliteFile(target.uri)}.secret`
        expect(readFileSync(restoredSecret, 'utf8')).toBe('generated-secret-of-this-installation-0123456789abcdef')
        expect(statSync(restoredSecret).mode & 0o777).toBe(0o600)
      }
      if (signingKey) {
        const restoredKey = `${sqliteFile(target.uri)}.signing-key`
        expect(readFileSync(restoredKey).equals(readFileSync(signingKey))).toBe(true)
        expect(statSync(restoredKey).mode & 0o777).toBe(0o600)
      }

      // A second restore into the now full place is refused and changes nothing.
      const again = await runScript('restore', [archive], target)
      expect(again.code).toBe(1)
      expect(again.stderr).toContain('Refusing to overwrite')
      expect(again.stderr).toContain('Nothing was changed')
      expect(await tableRows(target.uri)).toEqual(restored)

      // --force replaces the place: a stray upload goes, the records are the archive's again.
      writeFileSync(path.join(target.mediaDir, 'stray.pdf'), 'stray')
      const forced = await runScript('restore', [archive, '--force'], target)
      expect(forced.stderr).toBe('')
      expect(forced.code).toBe(0)
      expect(forced.stdout).toContain('replaced')
      expect(existsSync(path.join(target.mediaDir, 'stray.pdf'))).toBe(false)
      expect(await tableRows(target.uri)).toEqual(restored)
    } finally {
      await dropRestorePlace(target)
    }

    // An archive whose member does not match its manifest is refused before anything is touched.
    const unpacked = path.join(scratch, 'tampered')
    mkdirSync(unpacked)
    await tar.extract({ file: archive, cwd: unpacked })
    const victim = readdirSync(path.join(unpacked, 'media'))[0]
    const bytes = readFileSync(path.join(unpacked, 'media', victim))
    bytes[bytes.length >> 1] ^= 0xff
    writeFileSync(path.join(unpacked, 'media', victim), bytes)
    const tampered = path.join(scratch, 'tampered.tar.gz')
    await tar.create({ gzip: true, file: tampered, cwd: unpacked }, readdirSync(unpacked))
    const fresh = restorePlace(source, 'tampered')
    try {
      const refused = await runScript('restore', [tampered], fresh)
      expect(refused.code).toBe(1)
      expect(refused.stderr).toContain(`media/${victim} does not match its sha256`)
      expect(existsSync(fresh.mediaDir)).toBe(false)
      if (fresh.uri.startsWith('file:')) {
        expect(existsSync(fresh.uri.slice('file:'.length))).toBe(false)
      } else {
        const missing = await tableRows(fresh.uri).then(
          () => 'exists',
          (error: { code?: string }) => error.code,
        )
        expect(missing).toBe('3D000')
      }
    } finally {
      await dropRestorePlace(fresh)
    }
  }, 240_000)
})
