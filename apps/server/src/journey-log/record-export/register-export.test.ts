import { execFile } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { addDays, canonicalJson, sha256Hex, todayUtc, type ReviewPackData } from '@flugakte/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { post } from '../../collections/users/testing'
import type { CustomerAircraft } from '../../payload-types'
import { maintainedAircraft, werftUser } from '../../releases/testing'
import { demoWorld } from '../../testing/demo-world'
import { bearer, rest } from '../../testing/rest'
import { unzip } from '../../testing/unzip'

const { payload, token } = await demoWorld({ club: 'operator-b@flugakte.test', cao: 'cao@flugakte.test' })

const scratch = mkdtempSync(path.join(os.tmpdir(), 'flugakte-register-export-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

let plane: CustomerAircraft
let werft: Awaited<ReturnType<typeof werftUser>>
const ids = { modification: 0, review: 0 }
let zip: Buffer
let folder: string

function runVerify(target: string): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [path.join(target, 'verify.mjs'), target], (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code) : 0, output: `${stdout}${stderr}`.trim() }),
    )
  })
}

function unpack(name: string): string {
  const target = path.join(scratch, name)
  for (const [file, bytes] of unzip(zip)) {
    mkdirSync(path.dirname(path.join(target, file)), { recursive: true })
    writeFileSync(path.join(target, file), bytes)
  }
  return target
}

type Row = Record<string, unknown> & { id: number }
const readJson = <T = Row[]>(target: string, file: string) =>
  JSON.parse(readFileSync(path.join(target, file), 'utf8')) as T

async function created(response: Promise<Response>) {
  const answer = await response
  const body = (await answer.json()) as { doc?: { id: number } }
  expect(answer.status, JSON.stringify(body)).toBe(201)
  return body.doc!.id
}

const sign = async (who: string, subject: string, id: number) =>
  expect(
    (await post(`/api/releases/${subject}/${id}/sign`, who, { method: 'password', password: 'Flugakte-Demo-1' }))
      .status,
  ).toBe(201)

beforeAll(async () => {
  ;({ aircraft: plane } = await maintainedAircraft(payload, 'D-EXRR'))
  // Its CAO as well: the demo CAO, contracted the way the system names contractors.
  const cao = await payload.find({
    collection: 'companies',
    where: { name: { equals: 'Lufttüchtigkeit West CAO GmbH' } },
    limit: 1,
    depth: 0,
  })
  await payload.update({ collection: 'customer_aircrafts', id: plane.id, data: { cao: cao.docs[0]!.id } })
  werft = await werftUser(payload, 'register-export')
  const today = todayUtc()
  ids.modification = await created(
    post('/api/modifications_repairs', werft.token, {
      customer_aircraft: plane.id,
      kind: 'repair',
      classification: 'minor',
      approval_type: 'repair_design',
      approval_reference: 'SRM 51-10-01',
      date: today,
      description: 'Beule Landeklappe links ausgebeult',
      affects_mass_balance: false,
      release: { certifying_person: 'Max Prüfer', licence: 'DE.66.1234', date: today, place: 'Koblenz' },
    }),
  )
  await sign(werft.token, 'modifications_repairs', ids.modification)
  ids.review = await created(
    post('/api/airworthiness_reviews', token.cao, {
      customer_aircraft: plane.id,
      review_date: today,
      outcome: 'issued',
      arc_reference: 'DE.CAO.0042/ARC/EXRR-1',
      valid_until: addDays(today, 365),
      release: {
        certifying_person: 'Claudia Wagner',
        licence: 'ARS-0042-07',
        approval_reference: 'DE.CAO.0042',
        date: today,
        place: 'Mönchengladbach',
      },
    }),
  )
  await sign(token.cao, 'airworthiness_reviews', ids.review)

  const response = await rest(`/api/customer_aircrafts/${plane.id}/record-export`, { headers: bearer(token.club) })
  expect(response.status).toBe(200)
  zip = Buffer.from(await response.arrayBuffer())
  folder = unpack('clean')
})

describe('the record export’s modifications register, reviews and review pack', () => {
  it('carries the register and the reviews as stored, with their release signatures', () => {
    const modifications = readJson(folder, 'modifications-repairs.json')
    expect(modifications).toEqual([
      expect.objectContaining({
        id: ids.modification,
        approval_reference: 'SRM 51-10-01',
        resolved: { author: 'Test register-export', author_company: 'Flugwerft Mittelrhein GmbH' },
      }),
    ])
    const reviews = readJson(folder, 'airworthiness-reviews.json')
    expect(reviews).toEqual([
      expect.objectContaining({
        id: ids.review,
        outcome: 'issued',
        // The reviewer's licence is their profile's (the seeded CAO's), not the one sent.
        release: expect.objectContaining({ certifying_person: 'Claudia Wagner', licence: 'DE.66.B1.3344' }),
        resolved: { author: 'Claudia Wagner', author_company: 'Lufttüchtigkeit West CAO GmbH' },
      }),
    ])
    const signatures = readJson(folder, 'release-signatures.json')
    expect(signatures.map((row) => [row.subject, row.record_id])).toEqual([
      ['modifications_repairs', ids.modification],
      ['airworthiness_reviews', ids.review],
    ])
  })

  it('carries the review pack as of the export day, its hash over the rest of it', async () => {
    const pack = readJson<ReviewPackData>(folder, 'review-pack.json')
    expect(pack).toMatchObject({ date: todayUtc(), aircraft: { id: plane.id, registration: 'D-EXRR' } })
    expect(pack.arc).toMatchObject({ source: 'review', review_id: ids.review })
    expect(pack.modifications.map((entry) => entry.id)).toEqual([ids.modification])
    const { pack_hash, ...rest } = pack
    expect(await sha256Hex(canonicalJson(rest))).toBe(pack_hash)
  })

  it('verifies with node verify.mjs, and fails once a review or a modification was altered', async () => {
    const answer = await runVerify(folder)
    expect(answer.output).toMatch(
      /^OK: 0 entries of D-EXRR, .* 2 release signatures \(0 by passkey\), event log \d+ records, root [0-9a-f]{64}, \d+ files as signed$/,
    )
    expect(answer.code).toBe(0)

    const tamper = (name: string, file: string, change: (rows: Row[]) => void) => {
      const copy = unpack(name)
      const rows = readJson(copy, file)
      change(rows)
      writeFileSync(path.join(copy, file), JSON.stringify(rows))
      return copy
    }
    const extended = tamper('later-arc', 'airworthiness-reviews.json', (rows) => {
      rows[0]!.valid_until = addDays(todayUtc(), 700)
    })
    expect(await runVerify(extended)).toEqual({
      code: 1,
      output: `FAILED: release of airworthiness_reviews ${ids.review} signed by Claudia Wagner: the record does not match the content that was signed`,
    })
    const approved = tamper('other-approval', 'modifications-repairs.json', (rows) => {
      rows[0]!.approval_reference = 'STC EASA.A.S.99999'
    })
    expect(await runVerify(approved)).toEqual({
      code: 1,
      output: `FAILED: release of modifications_repairs ${ids.modification} signed by Test register-export: the record does not match the content that was signed`,
    })
    const dropped = tamper('dropped-review', 'airworthiness-reviews.json', (rows) => {
      rows.splice(0, rows.length)
    })
    expect(await runVerify(dropped)).toEqual({
      code: 1,
      output: `FAILED: release of airworthiness_reviews ${ids.review} signed by Claudia Wagner: the record is not in airworthiness-reviews.json`,
    })
  })
})
