import { execFile } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { releaseContentHash } from '@flugakte/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { flightLogFixture } from '../../collections/flight-logs/testing'
import { post } from '../../collections/users/testing'
import { cameraPhoto, postAction, submitDefect } from '../../defects/testing'
import type { CustomerAircraft, FlightLog } from '../../payload-types'
import { maintainedAircraft, werftUser } from '../../releases/testing'
import { demoWorld } from '../../testing/demo-world'
import { pdfText } from '../../testing/pdf-text'
import { bearer, rest } from '../../testing/rest'
import { unzip } from '../../testing/unzip'
import { registerPasskey } from '../signatures/testing'

// The origin rest() sends requests to (the passkey's relying party); another file may have left another.
process.env.PUBLIC_ORIGIN = 'http://localhost:3000'

const { payload, token } = await demoWorld({ club: 'operator-b@flugakte.test' })

const scratch = mkdtempSync(path.join(os.tmpdir(), 'flugakte-release-export-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

let plane: CustomerAircraft
let certifier: Awaited<ReturnType<typeof werftUser>>
let entries: FlightLog[]
const ids = { rectified: 0, deferred: 0, rectification: 0, completion: 0 }
let folder: string

const signRelease = (subject: string, id: number, body: Record<string, unknown>) =>
  post(`/api/releases/${subject}/${id}/sign`, certifier.token, body)

/** `node verify.mjs <folder>` with the copy the export carries. */
function runVerify(target: string): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [path.join(target, 'verify.mjs'), target], (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code) : 0, output: `${stdout}${stderr}`.trim() }),
    )
  })
}

function unpack(files: Map<string, Buffer>, name: string): string {
  const target = path.join(scratch, name)
  for (const [file, bytes] of files) {
    mkdirSync(path.dirname(path.join(target, file)), { recursive: true })
    writeFileSync(path.join(target, file), bytes)
  }
  return target
}

type Row = Record<string, unknown> & { id: number }
const readJson = (target: string, file: string) => JSON.parse(readFileSync(path.join(target, file), 'utf8')) as Row[]

/** A copy of the unzipped export with one of its JSON files changed. */
function tampered(name: string, file: string, change: (rows: Row[]) => void) {
  const copy = unpack(unzip(readFileSync(path.join(scratch, 'export.zip'))), name)
  const rows = readJson(copy, file)
  change(rows)
  writeFileSync(path.join(copy, file), JSON.stringify(rows))
  return copy
}

beforeAll(async () => {
  ;({ aircraft: plane } = await maintainedAircraft(payload, 'D-EXRL'))
  certifier = await werftUser(payload, 'export-certifier')
  const fixture = await flightLogFixture(payload)
  entries = []
  for (const date of ['2026-11-20', '2026-11-21']) {
    entries.push(
      await payload.create({
        collection: 'flight_logs',
        data: fixture.entry({ customer_aircraft: plane.id, registration: plane.registration, date }),
        user: fixture.member,
        overrideAccess: false,
      }),
    )
  }
  const reported = await submitDefect(
    token.club,
    {
      client_id: crypto.randomUUID(),
      customer_aircraft: plane.id,
      flight_log: entries[0]!.id,
      description: 'Landelicht links ausgefallen',
      ata_chapter: '33',
      unsafe: false,
    },
    { photos: [{ name: 'licht.jpg', type: 'image/jpeg', data: await cameraPhoto(640, 480) }] },
  )
  expect(reported.status).toBe(201)
  ids.rectified = reported.doc!.id
  const other = await submitDefect(token.club, {
    client_id: crypto.randomUUID(),
    customer_aircraft: plane.id,
    description: 'Sitzschiene rechts schwergängig',
    unsafe: false,
  })
  expect(other.status).toBe(201)
  ids.deferred = other.doc!.id

  const release = {
    certifying_person: 'Max Prüfer',
    licence: 'DE.66.1234',
    date: new Date().toISOString().slice(0, 10),
    place: 'Koblenz-Winningen',
  }
  expect(
    (await postAction(certifier.token, { defect: ids.rectified, kind: 'assessment', airworthiness_affecting: false }))
      .status,
  ).toBe(201)
  const rectification = await postAction(certifier.token, {
    defect: ids.rectified,
    kind: 'rectification',
    work_performed: 'Lampe getauscht',
    maintenance_data: 'AMM 33-40-00',
    parts: [{ description: 'Landescheinwerfer', part_number: 'GE-4509' }],
    release,
  })
  expect(rectification.status).toBe(201)
  ids.rectification = rectification.doc!.id
  expect(
    (await signRelease('defect_actions', ids.rectification, { method: 'password', password: 'Flugakte-Demo-1' }))
      .status,
  ).toBe(201)
  expect(
    (
      await postAction(certifier.token, {
        defect: ids.deferred,
        kind: 'deferral',
        reason: 'Teil bestellt',
        limitation: 'Rechter Sitz nicht benutzen',
        deadline_days: 30,
      })
    ).status,
  ).toBe(201)

  const task = await payload.find({
    collection: 'maintenance_tasks',
    where: { customer_aircraft: { equals: plane.id } },
    limit: 1,
  })
  const completion = await post('/api/task_completions', certifier.token, {
    customer_aircraft: plane.id,
    maintenance_task: task.docs[0]!.id,
    date: new Date().toISOString().slice(0, 10),
    performed_by: 'Flugwerft Mittelrhein',
    release,
  })
  expect(completion.status).toBe(201)
  ids.completion = ((await completion.json()) as { doc: { id: number } }).doc.id
  const passkey = await registerPasskey(certifier.token)
  const signing = (await (
    await rest(`/api/releases/task_completions/${ids.completion}/signing`, { headers: bearer(certifier.token) })
  ).json()) as { challenge: string }
  expect(
    (
      await signRelease('task_completions', ids.completion, {
        method: 'passkey',
        response: passkey.sign(signing.challenge),
      })
    ).status,
  ).toBe(201)

  const response = await rest(`/api/customer_aircrafts/${plane.id}/record-export`, { headers: bearer(token.club) })
  expect(response.status).toBe(200)
  const zip = Buffer.from(await response.arrayBuffer())
  writeFileSync(path.join(scratch, 'export.zip'), zip)
  folder = unpack(unzip(zip), 'clean')
})

describe('the record export’s defects and releases', () => {
  it('carries the defects, their actions, the compliance records and the release signatures as stored', async () => {
    const defects = readJson(folder, 'defects.json')
    expect(defects.map((defect) => defect.id).sort()).toEqual([ids.rectified, ids.deferred].sort())
    const reported = defects.find((defect) => defect.id === ids.rectified)!
    expect(reported).toMatchObject({
      description: 'Landelicht links ausgefallen',
      flight_log: entries[0]!.id,
      resolved: { reported_by: 'Benedikt Braun' },
    })
    const actions = readJson(folder, 'defect-actions.json')
    expect(actions.map((action) => action.kind)).toEqual(['assessment', 'rectification', 'deferral'])
    expect(actions[1]).toMatchObject({
      id: ids.rectification,
      // The certifier's name is their profile's, not the one sent.
      release: { certifying_person: 'Test export-certifier', statement: expect.stringMatching(/^Es wird bescheinigt/) },
      resolved: { author: 'Test export-certifier', author_company: 'Flugwerft Mittelrhein GmbH' },
    })
    const completions = readJson(folder, 'task-completions.json')
    expect(completions.map((record) => record.id)).toEqual([ids.completion])
    expect(readJson(folder, 'ad-compliances.json')).toEqual([])

    const signatures = readJson(folder, 'release-signatures.json')
    expect(signatures.map((row) => [row.subject, row.record_id, row.method])).toEqual([
      ['defect_actions', ids.rectification, 'password'],
      ['task_completions', ids.completion, 'passkey'],
    ])
    const stored = await payload.findByID({ collection: 'task_completions', id: ids.completion, depth: 0 })
    expect(signatures[1]!.content_hash).toBe(await releaseContentHash('task_completions', stored as never))
    expect(signatures[1]!.signer_name).toBe('Test export-certifier')
    const passkeys = readJson(folder, 'passkeys.json')
    expect(passkeys.map((row) => row.credential_id)).toContain(signatures[1]!.credential_id)
  })

  it('carries the defects’ photos with their SHA-256', () => {
    const reported = readJson(folder, 'defects.json').find((defect) => defect.id === ids.rectified)!
    const [photo] = (reported.resolved as { photos: string[] }).photos
    expect(photo).toMatch(/^defect-photos\/\d+-.+\.jpe?g$/)
    const bytes = readFileSync(path.join(folder, photo!))
    expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]))
    const index = readFileSync(path.join(folder, 'defect-photos/index.csv'), 'utf8')
    expect(index).toContain(photo!)
    expect(index).toContain(createHash('sha256').update(bytes).digest('hex'))
  })

  it('marks the journey-log entry a defect was reported from, and lists that defect in the Bordbuch', async () => {
    const printed = (await pdfText(new Uint8Array(readFileSync(path.join(folder, 'bordbuch.pdf'))))).join('\n')
    const text = printed.replace(/\s+/g, ' ')
    expect(text).toContain(`Beanstandung Nr. ${ids.rectified} gemeldet`)
    expect(text).toContain('Aus diesen Einträgen gemeldete Beanstandungen')
    expect(text).toContain(`Beanstandung Nr. ${ids.rectified} (Eintrag Nr. ${entries[0]!.number}, gemeldet am`)
    expect(text).toContain('behoben: Landelicht links ausgefallen')
    // A defect reported without an entry is not the journey log's.
    expect(text).not.toContain('Sitzschiene')
    // The Bordbuch download says the same, in English for an English reader.
    const response = await rest(`/api/customer_aircrafts/${plane.id}/journey-log.pdf`, {
      headers: { ...bearer(token.club), 'Accept-Language': 'en' },
    })
    expect(response.status).toBe(200)
    const english = (await pdfText(new Uint8Array(await response.arrayBuffer()))).join('\n').replace(/\s+/g, ' ')
    expect(english).toContain(`Defect no. ${ids.rectified} reported`)
    expect(english).toContain('Defects reported from these entries')
    expect(english).toContain('rectified: Landelicht links ausgefallen')
  })

  it('verifies with node verify.mjs, release signatures included', async () => {
    const answer = await runVerify(folder)
    expect(answer.output).toMatch(
      /^OK: 2 entries of D-EXRL, .* 0 signatures \(0 by passkey\), 2 release signatures \(1 by passkey\), event log \d+ records, root [0-9a-f]{64}, \d+ files as signed$/,
    )
    expect(answer.code).toBe(0)
  })

  it('fails when a released record, a signature or the list of records was altered', async () => {
    const changedCompletion = tampered('changed-completion', 'task-completions.json', (rows) => {
      rows[0]!.performed_by = 'Jemand anderes'
    })
    expect(await runVerify(changedCompletion)).toEqual({
      code: 1,
      output: `FAILED: release of task_completions ${ids.completion} signed by Test export-certifier: the record does not match the content that was signed`,
    })
    const changedWork = tampered('changed-rectification', 'defect-actions.json', (rows) => {
      const row = rows.find((each) => each.id === ids.rectification)!
      ;(row.release as Record<string, unknown>).licence = 'DE.66.9999'
    })
    expect(await runVerify(changedWork)).toEqual({
      code: 1,
      output: `FAILED: release of defect_actions ${ids.rectification} signed by Test export-certifier: the record does not match the content that was signed`,
    })
    const backdated = tampered('backdated-release', 'release-signatures.json', (rows) => {
      rows[0]!.signed_at = '2020-01-01T00:00:00.000Z'
    })
    expect(await runVerify(backdated)).toEqual({
      code: 1,
      output: `FAILED: release of defect_actions ${ids.rectification} signed by Test export-certifier: the server's signature does not match`,
    })
    const removed = tampered('removed-completion', 'task-completions.json', (rows) => {
      rows.splice(0, rows.length)
    })
    expect(await runVerify(removed)).toEqual({
      code: 1,
      output: `FAILED: release of task_completions ${ids.completion} signed by Test export-certifier: the record is not in task-completions.json`,
    })
    const forged = tampered('forged-passkey', 'release-signatures.json', (rows) => {
      rows[1]!.signature = String(rows[1]!.signature).replace(/^.{8}/, 'AAAAAAAA')
    })
    expect(await runVerify(forged)).toEqual({
      code: 1,
      output: `FAILED: release of task_completions ${ids.completion} signed by Test export-certifier: the passkey signature does not check out`,
    })
  })
})
