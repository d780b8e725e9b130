import { execFile } from 'node:child_process'
import { createHash } from 'node:crypto'
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { chainHash, contentHash, hashChallenge, LEGAL_FIELDS } from '@flugakte/domain'
import { createLocalReq } from 'payload'
import { afterAll, describe, expect, it } from 'vitest'

import { emptyAircraftOfTheClub, flightLogFixture } from '../../collections/flight-logs/testing'
import type { AircraftCapabilities } from '../../collections/customer-aircrafts/capabilities-endpoint'
import type { FlightLog } from '../../payload-types'
import { inTransaction } from '../../lib/in-transaction'
import { demoWorld } from '../../testing/demo-world'
import { executeRaw } from '../../testing/execute-raw'
import { pdfText } from '../../testing/pdf-text'
import { bearer, rest, tokenOf } from '../../testing/rest'
import { unzip } from '../../testing/unzip'
import { sealEventLogs } from '../event-log/seal-event-log'
import { serverKey } from '../server-key'
import { storeSignature } from '../signatures/signature-record'
import { softwareAuthenticator } from '../signatures/testing'

const { payload, aircraft, token } = await demoWorld({
  admin: 'admin@flugakte.test',
  operator: 'operator@flugakte.test',
  club: 'operator-b@flugakte.test',
  member: 'member@flugakte.test',
  maintenance: 'maintenance@flugakte.test',
  cao: 'cao@flugakte.test',
})

const VERIFY = path.join(__dirname, 'verify.mjs')
const scratch = mkdtempSync(path.join(os.tmpdir(), 'flugakte-export-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

const exportOf = (who: string, id: number, language = 'de') =>
  rest(`/api/customer_aircrafts/${id}/record-export`, { headers: { ...bearer(who), 'Accept-Language': language } })

async function zipOf(response: Response) {
  expect(response.status).toBe(200)
  return Buffer.from(await response.arrayBuffer())
}

/** The export unzipped into a folder of its own, as an auditor would. */
function unpack(files: Map<string, Buffer>, name: string): string {
  const folder = path.join(scratch, name)
  for (const [file, bytes] of files) {
    mkdirSync(path.dirname(path.join(folder, file)), { recursive: true })
    writeFileSync(path.join(folder, file), bytes)
  }
  return folder
}

/** `node verify.mjs <folder>` with the copy the export carries, or the repository's on a ZIP file. */
function runVerify(target: string, ...options: string[]): Promise<{ code: number; output: string }> {
  const script = target.endsWith('.zip') ? VERIFY : path.join(target, 'verify.mjs')
  return new Promise((resolve) => {
    execFile(process.execPath, [script, target, ...options], (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code) : 0, output: `${stdout}${stderr}`.trim() }),
    )
  })
}

type Entry = Record<string, unknown> & { number: number; hash: string; content_hash: string }

/** journey-log.json as written: its head line, the entries one a line, the closing line. */
function readLog(folder: string) {
  const lines = readFileSync(path.join(folder, 'journey-log.json'), 'utf8').split('\n')
  return { head: lines[0]!, entries: lines.slice(1, -2).map((line) => JSON.parse(line.replace(/,$/, '')) as Entry) }
}

function rewriteLog(folder: string, change: (entries: Entry[]) => Entry[]) {
  const { head, entries } = readLog(folder)
  const text = [
    head,
    change(entries)
      .map((entry) => JSON.stringify(entry))
      .join(',\n'),
    ']}',
    '',
  ].join('\n')
  writeFileSync(path.join(folder, 'journey-log.json'), text)
}

function copyOf(folder: string, name: string) {
  const copy = path.join(scratch, name)
  mkdirSync(copy)
  for (const file of [
    'journey-log.json',
    'event-log.json',
    'checkpoints.json',
    'signatures.json',
    'passkeys.json',
    'public-key.pem',
    'verify.mjs',
    'manifest.json',
    'manifest.sig',
    'defect-actions.json',
    'task-completions.json',
    'ad-compliances.json',
    'release-signatures.json',
  ]) {
    writeFileSync(path.join(copy, file), readFileSync(path.join(folder, file)))
  }
  return copy
}

describe('GET /api/customer_aircrafts/:id/record-export', () => {
  let demo: { files: Map<string, Buffer>; folder: string; zip: Buffer }

  it('streams one ZIP with every record of the aircraft', async () => {
    const response = await exportOf(token.club, aircraft['D-EKLU']!)
    expect(response.headers.get('content-type')).toBe('application/zip')
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="D-EKLU-records-\d{4}-\d{2}-\d{2}\.zip"/,
    )
    expect(response.headers.get('content-length')).toBeNull()
    const zip = await zipOf(response)
    const files = unzip(zip)
    for (const name of [
      'README.md',
      'public-key.pem',
      'verify.mjs',
      'checkpoints.json',
      'journey-log.json',
      'event-log.json',
      'manifest.json',
      'manifest.sig',
      'journey-log.csv',
      'bordbuch.csv',
      'signatures.json',
      'passkeys.json',
      'bordbuch.pdf',
      'ad-status.pdf',
      'ad-status.csv',
      'equipment-list.pdf',
      'equipment-list.csv',
      'documents/index.csv',
      'defects.json',
      'defect-actions.json',
      'task-completions.json',
      'ad-compliances.json',
      'release-signatures.json',
      'defect-photos/index.csv',
    ]) {
      expect(files.has(name), name).toBe(true)
    }
    demo = { files, folder: unpack(files, 'demo'), zip }
  })

  it('carries every stored entry with its legal fields, hashes and resolved names, and the same in CSV', async () => {
    const log = JSON.parse(demo.files.get('journey-log.json')!.toString('utf8')) as {
      aircraft: { id: number; registration: string }
      checkpoint: { head_number: number }
      entries: (Entry & { resolved: Record<string, unknown> })[]
    }
    const stored = await payload.find({
      collection: 'flight_logs',
      where: {
        and: [
          { customer_aircraft: { equals: aircraft['D-EKLU'] } },
          { number: { less_than_equal: log.checkpoint.head_number } },
        ],
      },
      sort: 'number',
      pagination: false,
      depth: 0,
    })
    expect(log.entries.map((entry) => entry.number)).toEqual(stored.docs.map((doc) => doc.number))
    expect(log.entries.length).toBeGreaterThan(10)
    for (const [index, entry] of log.entries.entries()) {
      for (const field of [...LEGAL_FIELDS, 'pic', 'recorded_at', 'content_hash', 'hash', 'total_minutes']) {
        expect(entry, field).toHaveProperty(field)
      }
      expect(entry.hash).toBe(stored.docs[index]!.hash)
      expect(typeof entry.resolved.pilot).toBe('string')
      expect(entry.resolved.location_to).toMatch(/^[A-Z0-9]{4}$/)
    }
    const csv = demo.files
      .get('journey-log.csv')!
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(csv).toHaveLength(log.entries.length + 1)
    expect(csv[0]).toMatch(/^number,date,registration,/)
    expect(csv.at(-1)).toContain(log.entries.at(-1)!.hash)

    // For a person's spreadsheet: the printed Bordbuch's columns and words, separated as German settings expect.
    const readable = demo.files
      .get('bordbuch.csv')!
      .toString('utf8')
      .replace(/^\uFEFF/, '')
    expect(readable.split('\r\n')[0]).toMatch(/^Nr\.;Datum;Besatzung \(Funktion\);Art des Flugs;/)
    expect(readable).toMatch(/;(Privatflug|Schulflug|Prüfflug)/)
    expect(readable).not.toMatch(/;(private|training|check_flight);/)
    expect(readable).toContain(`\r\n${log.entries.at(-1)!.number};`)
  })

  it('words bordbuch.csv in English, comma-separated, for an English reader', async () => {
    const files = unzip(await zipOf(await exportOf(token.club, aircraft['D-EKLU']!, 'en')))
    const readable = files
      .get('bordbuch.csv')!
      .toString('utf8')
      .replace(/^\uFEFF/, '')
    expect(readable.split('\r\n')[0]).toMatch(/^No\.,Date,Crew \(duty\),/)
    expect(readable).toMatch(/,(Private|Training|Check flight)/)
    // The stable layout for programs does not change with the reader.
    expect(files.get('journey-log.csv')!.toString('utf8')).toMatch(/^\uFEFFnumber,date,registration,/)
  })

  it('carries the signatures, the checkpoints with one for this export, the key, the reports and the documents', async () => {
    const { files } = demo
    const signatures = JSON.parse(files.get('signatures.json')!.toString('utf8')) as { flight_log: number }[]
    const stored = await payload.count({
      collection: 'flight_log_signatures',
      where: { customer_aircraft: { equals: aircraft['D-EKLU'] } },
    })
    expect(signatures.length).toBe(stored.totalDocs)
    expect(signatures.length).toBeGreaterThan(0)
    const checkpoints = JSON.parse(files.get('checkpoints.json')!.toString('utf8')) as {
      reason: string
      tree_size: number
    }[]
    const log = JSON.parse(files.get('event-log.json')!.toString('utf8')) as { tree_size: number; root_hash: string }
    // The export's own head of the event log, last.
    expect(checkpoints.at(-1)).toMatchObject({
      v: 2,
      reason: 'export',
      tree_size: log.tree_size,
      root_hash: log.root_hash,
    })
    expect(files.get('public-key.pem')!.toString('utf8')).toBe(serverKey(payload.secret).publicKeyPem)
    expect(files.get('verify.mjs')!.equals(readFileSync(VERIFY))).toBe(true)
    expect((await pdfText(new Uint8Array(files.get('bordbuch.pdf')!))).join('\n')).toContain('Bordbuch D-EKLU')
    expect((await pdfText(new Uint8Array(files.get('ad-status.pdf')!))).join('\n')).toContain('AD-Statusbericht')
    expect((await pdfText(new Uint8Array(files.get('equipment-list.pdf')!))).join('\n')).toContain('Ausrüstungsliste')
    expect(files.get('ad-status.csv')!.toString('utf8')).toContain('AD-Nummer')
    const readme = files.get('README.md')!.toString('utf8')
    expect(readme).toContain('node verify.mjs')
    expect(readme).toContain('# Aktenexport D-EKLU')
    expect(readme).toContain('# Record export D-EKLU')

    const documents = await payload.find({
      collection: 'documents',
      where: { customer_aircrafts: { in: [aircraft['D-EKLU']] } },
      depth: 1,
      pagination: false,
    })
    const index = files
      .get('documents/index.csv')!
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
      .slice(1)
    expect(index).toHaveLength(documents.docs.length)
    const withFiles = [...files.keys()].filter(
      (name) => name.startsWith('documents/') && name !== 'documents/index.csv',
    )
    expect(withFiles.length).toBeGreaterThan(0)
    for (const name of withFiles) {
      const line = index.find((each) => each.includes(name))!
      expect(line, name).toContain(createHash('sha256').update(files.get(name)!).digest('hex'))
      expect(files.get(name)!.subarray(0, 4).toString('latin1')).toMatch(/^%PDF|^\x89PNG|^\xff\xd8/)
    }
  })

  it('verifies with node verify.mjs, unzipped or as the ZIP itself', async () => {
    const unzipped = await runVerify(demo.folder)
    expect(unzipped.output).toMatch(/^OK: \d+ entries of D-EKLU, head \d+ [0-9a-f]{64}, checkpoint .* \(export,/)
    expect(unzipped.code).toBe(0)
    const zipFile = path.join(scratch, 'D-EKLU.zip')
    writeFileSync(zipFile, demo.zip)
    const zipped = await runVerify(zipFile)
    expect(zipped.output).toBe(unzipped.output)
    expect(zipped.code).toBe(0)
  })

  it('names the entry whose field was changed', async () => {
    const folder = copyOf(demo.folder, 'changed')
    rewriteLog(folder, (entries) =>
      entries.map((entry) => (entry.number === 5 ? { ...entry, cnt_ldg: Number(entry.cnt_ldg) + 1 } : entry)),
    )
    expect(await runVerify(folder)).toEqual({ code: 1, output: 'FAILED: entry 5: content does not match its hash' })
  })

  it('finds a removed entry, two entries swapped, and a log rewritten with fresh hashes', async () => {
    const removed = copyOf(demo.folder, 'removed')
    rewriteLog(removed, (entries) => entries.filter((entry) => entry.number !== 7))
    expect(await runVerify(removed)).toEqual({ code: 1, output: 'FAILED: entry 7 missing (gap after 6)' })

    const swapped = copyOf(demo.folder, 'swapped')
    rewriteLog(swapped, (entries) => entries.map((entry, index) => entries[index === 3 ? 4 : index === 4 ? 3 : index]!))
    const answer = await runVerify(swapped)
    expect(answer.code).toBe(1)
    expect(answer.output).toBe('FAILED: entry 5 out of order (expected entry 4 here)')

    // Whoever changes an entry and recomputes every hash after it still cannot sign a checkpoint.
    const rewritten = copyOf(demo.folder, 'rewritten')
    const recomputed: Entry[] = []
    for (const entry of readLog(rewritten).entries) {
      if (entry.number === 3) entry.notes = 'nachträglich geändert'
      entry.content_hash = await contentHash(entry as Parameters<typeof contentHash>[0])
      entry.hash = await chainHash({
        aircraft: aircraft['D-EKLU']!,
        number: entry.number,
        content_hash: entry.content_hash,
        recorded_at: String(entry.recorded_at),
        previous_hash: recomputed.at(-1)?.hash ?? null,
      })
      recomputed.push(entry)
    }
    rewriteLog(rewritten, () => recomputed)
    const caught = await runVerify(rewritten)
    expect(caught.code).toBe(1)
    // Its sign-off signed the entry as it was; the event log's leaf holds it too.
    expect(caught.output).toMatch(/^FAILED: entry 3: signature of .* signs other content than the entry holds$/)
  })

  it('checks each sign-off: the server’s signature and a passkey’s assertion', async () => {
    const fixture = await flightLogFixture(payload)
    const plane = await emptyAircraftOfTheClub(payload, 'D-EREX')
    const entries: FlightLog[] = []
    for (let day = 1; day <= 3; day++) {
      entries.push(
        await payload.create({
          collection: 'flight_logs',
          data: fixture.entry({
            customer_aircraft: plane.id,
            registration: plane.registration,
            date: `2026-10-0${day}`,
          }),
          user: fixture.member,
          overrideAccess: false,
        }),
      )
    }
    const authenticator = softwareAuthenticator()
    await payload.create({
      collection: 'passkeys',
      data: {
        user: fixture.member.id,
        name: 'Telefon',
        credential_id: authenticator.id,
        public_key: authenticator.cosePublicKey.toString('base64url'),
        counter: 0,
      },
      overrideAccess: true,
    })
    const req = await createLocalReq({}, payload)
    const assertion = authenticator.sign(hashChallenge(entries[1]!.content_hash!))
    await storeSignature(req, {
      entry: { id: entries[1]!.id, customer_aircraft: plane.id, content_hash: entries[1]!.content_hash! },
      signer: fixture.member.id,
      method: 'passkey',
      assertion: {
        credential_id: authenticator.id,
        authenticator_data: assertion.response.authenticatorData,
        client_data_json: assertion.response.clientDataJSON,
        signature: assertion.response.signature,
      },
      signedAt: new Date(),
    })
    await storeSignature(req, {
      entry: { id: entries[0]!.id, customer_aircraft: plane.id, content_hash: entries[0]!.content_hash! },
      signer: fixture.member.id,
      method: 'password',
      assertion: null,
      signedAt: new Date(),
    })
    const folder = unpack(unzip(await zipOf(await exportOf(token.club, plane.id))), 'D-EREX')
    const passkeys = JSON.parse(readFileSync(path.join(folder, 'passkeys.json'), 'utf8')) as {
      credential_id: string
      user_name: string
    }[]
    expect(passkeys).toEqual([
      expect.objectContaining({ credential_id: authenticator.id, user_name: 'Marie Schneider' }),
    ])
    const good = await runVerify(folder)
    expect(good.output).toMatch(/^OK: 3 entries of D-EREX, .* 2 signatures \(1 by passkey\), 0 release signatures/)

    const tamper = (name: string, change: (rows: Record<string, unknown>[]) => void) => {
      const copy = copyOf(folder, name)
      const file = path.join(copy, 'signatures.json')
      const rows = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>[]
      change(rows)
      writeFileSync(file, JSON.stringify(rows))
      return copy
    }
    const forged = tamper('forged-passkey', (rows) => {
      const row = rows.find((each) => each.method === 'passkey')!
      row.client_data_json = Buffer.from(
        JSON.stringify({
          type: 'webauthn.get',
          challenge: hashChallenge(entries[1]!.content_hash!),
          origin: 'https://evil.example',
          x: 1,
        }),
      ).toString('base64url')
    })
    expect(await runVerify(forged)).toEqual({
      code: 1,
      output: 'FAILED: entry 2: signature of Marie Schneider: the passkey signature does not check out',
    })
    const backdated = tamper('backdated', (rows) => {
      rows.find((each) => each.method === 'password')!.signed_at = '2020-01-01T00:00:00.000Z'
    })
    expect(await runVerify(backdated)).toEqual({
      code: 1,
      output: "FAILED: entry 1: signature of Marie Schneider: the server's signature does not match",
    })
  })

  it('finds a replaced document, changed totals and a changed record inside the export', async () => {
    const replaced = path.join(scratch, 'replaced')
    cpSync(demo.folder, replaced, { recursive: true })
    const document = [...demo.files.keys()].find((name) => name.startsWith('documents/') && name.endsWith('.pdf'))!
    const forged = Buffer.from('%PDF-1.7 another document')
    writeFileSync(path.join(replaced, document), forged)
    const index = path.join(replaced, 'documents/index.csv')
    const original = createHash('sha256').update(demo.files.get(document)!).digest('hex')
    writeFileSync(
      index,
      readFileSync(index, 'utf8').replace(original, createHash('sha256').update(forged).digest('hex')),
    )
    expect(await runVerify(replaced)).toEqual({ code: 1, output: `FAILED: ${document} was changed or replaced` })

    const totals = path.join(scratch, 'totals')
    cpSync(demo.folder, totals, { recursive: true })
    rewriteLog(totals, (entries) =>
      entries.map((entry) =>
        entry.number === 4 ? { ...entry, total_minutes: Number(entry.total_minutes) - 1200 } : entry,
      ),
    )
    expect(await runVerify(totals)).toEqual({
      code: 1,
      output: 'FAILED: entry 4: not the entry that was logged (number, hashes, pilot-in-command or totals changed)',
    })
  })

  it('lets a witness that kept an earlier head find a log rewritten with the signing key', async () => {
    const fixture = await flightLogFixture(payload)
    const plane = await emptyAircraftOfTheClub(payload, 'D-EWEX')
    const entry = (date: string) =>
      payload.create({
        collection: 'flight_logs',
        data: fixture.entry({ customer_aircraft: plane.id, registration: plane.registration, date }),
        user: fixture.member,
        overrideAccess: false,
      })
    const first = await entry('2026-10-01')
    await entry('2026-10-02')
    const older = path.join(scratch, 'D-EWEX-older.zip')
    writeFileSync(older, await zipOf(await exportOf(token.club, plane.id)))
    const olderLog = JSON.parse(unzip(readFileSync(older)).get('event-log.json')!.toString('utf8')) as {
      tree_size: number
      root_hash: string
    }

    // Honest: a later export extends the older one.
    await entry('2026-10-03')
    const honest = path.join(scratch, 'D-EWEX-honest.zip')
    writeFileSync(honest, await zipOf(await exportOf(token.club, plane.id)))
    const extended = await runVerify(honest, '--witness', older)
    expect(extended.code).toBe(0)
    expect(extended.output).toContain(`extends the witness's head at ${olderLog.tree_size} records`)

    // Whoever holds the database and the key changes who was pilot-in-command of an entry and seals the
    // whole log anew (not its totals: other suites recompute every aircraft's totals).
    await executeRaw(payload, `update flight_logs set pic_id = null where id = ${first.id}`)
    await executeRaw(payload, `delete from aircraft_log_events where customer_aircraft_id = ${plane.id}`)
    await executeRaw(payload, `delete from journey_log_checkpoints where customer_aircraft_id = ${plane.id}`)
    await inTransaction(payload, (req) => sealEventLogs(req))
    const rewritten = path.join(scratch, 'D-EWEX-rewritten.zip')
    writeFileSync(rewritten, await zipOf(await exportOf(token.club, plane.id)))
    // Alone, the rewritten export is consistent in itself.
    expect((await runVerify(rewritten)).code).toBe(0)
    for (const witness of [older, `${olderLog.tree_size}:${olderLog.root_hash}`]) {
      expect(await runVerify(rewritten, '--witness', witness)).toEqual({
        code: 1,
        output: `FAILED: this log does not extend the one the witness saw at ${olderLog.tree_size} records: it was rewritten`,
      })
    }
  })

  it('is refused with a message to those who may not export, and agrees with the capabilities', async () => {
    const refused = await exportOf(token.member, aircraft['D-EKLU']!)
    expect(refused.status).toBe(403)
    expect(JSON.stringify(await refused.json())).toContain('Den Aktenexport dürfen nur Administratoren')
    const english = await exportOf(token.maintenance, aircraft['D-EKLU']!, 'en')
    expect(english.status).toBe(403)
    expect(JSON.stringify(await english.json())).toContain('Only administrators, the owner')
    // Another company's aircraft is not even confirmed to exist.
    expect((await exportOf(token.operator, aircraft['D-EKLU']!)).status).toBe(404)
    expect((await rest(`/api/customer_aircrafts/${aircraft['D-EKLU']}/record-export`)).status).toBe(403)

    for (const [account, who] of Object.entries(token)) {
      const answer = await rest('/api/customer_aircrafts/capabilities', { headers: bearer(who) })
      const { docs } = (await answer.json()) as { docs: AircraftCapabilities[] }
      for (const capability of docs.filter((doc) => /^D-E(DRS|FAK|KLU|XAB)$/.test(doc.registration))) {
        const response = await exportOf(who, Number(capability.id))
        await response.body?.cancel()
        expect(response.status, `${account} on ${capability.registration}`).toBe(capability.record_export ? 200 : 403)
      }
    }
    // A CAO user exports the aircraft its company looks after.
    expect((await exportOf(await tokenOf('cao@flugakte.test'), aircraft['D-EDRS']!)).status).toBe(200)
  })
})
