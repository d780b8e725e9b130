import {
  hashChallenge,
  releaseContentHash,
  releaseSignatureText,
  type AircraftDefects,
  type AirworthinessReport,
  type ReleaseSubject,
} from '@flugakte/domain'
import { sql } from '@payloadcms/db-postgres'
import { beforeAll, describe, expect, it } from 'vitest'

import { CERTIFIER_LICENCE, post } from '../collections/users/testing'
import { serverKey } from '../journey-log/server-key'
import { registerPasskey } from '../journey-log/signatures/testing'
import { verifyPasskeySignature } from '../journey-log/signatures/verify-passkey-signature'
import { runStatement } from '../lib/raw-sql'
import type { CustomerAircraft, MaintenanceTask } from '../payload-types'
import { demoWorld } from '../testing/demo-world'
import { bearer, rest } from '../testing/rest'
import { maintainedAircraft, werftUser } from './testing'

// The origin rest() sends requests to (the passkey's relying party); another file may have left another.
process.env.PUBLIC_ORIGIN = 'http://localhost:3000'

const { payload, token } = await demoWorld({ operator: 'operator@flugakte.test', club: 'operator-b@flugakte.test' })

type Werft = Awaited<ReturnType<typeof werftUser>>
type ErrorBody = { errors: { message: string; data?: { errors?: { path: string; message: string }[] } }[] }
type Signing = {
  subject: ReleaseSubject
  record: number
  content_hash: string
  challenge: string
  passkeys: { credential_id: string; name: string }[]
  may_sign: boolean
  signature: null | { id: number; signer: string | null; method: string; signed_at: string; content_hash: string }
}

let plane: CustomerAircraft
let task: MaintenanceTask
let certifier: Werft
let colleague: Werft

beforeAll(async () => {
  ;({ aircraft: plane, task } = await maintainedAircraft(payload, 'D-EREL'))
  certifier = await werftUser(payload, 'release-certifier')
  colleague = await werftUser(payload, 'release-colleague')
})

/** What the client sends: the name and licence are replaced by the signing user's profile (SIGNER). */
const RELEASE = {
  certifying_person: 'Max Prüfer',
  licence: 'DE.66.1234',
  approval_reference: 'DE.CAO.0042',
  date: new Date().toISOString().slice(0, 10),
  place: 'Koblenz-Winningen',
}

/** Who a release by the certifier names: their profile's name and licence. */
const SIGNER = { certifying_person: 'Test release-certifier', licence: CERTIFIER_LICENCE.licence_number }

/** A task completion of the test aircraft made by `who` through the REST API. */
async function completion(who: Werft, release: Record<string, unknown> | null = RELEASE, language = 'de') {
  const response = await post(
    '/api/task_completions',
    who.token,
    {
      customer_aircraft: plane.id,
      maintenance_task: task.id,
      date: new Date().toISOString().slice(0, 10),
      performed_by: 'Flugwerft Mittelrhein',
      ...(release ? { release } : {}),
    },
    { 'Accept-Language': language },
  )
  expect(response.status).toBe(201)
  return ((await response.json()) as { doc: { id: number } }).doc.id
}

const signingOf = (subject: string, id: number, who: string) =>
  rest(`/api/releases/${subject}/${id}/signing`, { headers: bearer(who) })

async function signing(id: number, who: string): Promise<Signing> {
  const response = await signingOf('task_completions', id, who)
  expect(response.status).toBe(200)
  return (await response.json()) as Signing
}

const sign = (id: number, who: string, body: Record<string, unknown>, language = 'de', subject = 'task_completions') =>
  post(`/api/releases/${subject}/${id}/sign`, who, body, { 'Accept-Language': language })
const withPassword = (id: number, who: Werft, language = 'de') =>
  sign(id, who.token, { method: 'password', password: 'Flugakte-Demo-1' }, language)
const messageOf = async (response: Response) => ((await response.json()) as ErrorBody).errors[0]!.message

async function storedSignatures(id: number, subject: ReleaseSubject = 'task_completions') {
  const found = await payload.find({
    collection: 'release_signatures',
    where: { and: [{ subject: { equals: subject } }, { record_id: { equals: id } }] },
    depth: 0,
  })
  return found.docs
}

describe('a task completion’s release to service', () => {
  it('carries the ML.A.801 statement in the language it was entered in', async () => {
    const german = await payload.findByID({ collection: 'task_completions', id: await completion(certifier), depth: 0 })
    expect(german.release).toMatchObject({ ...SIGNER, place: 'Koblenz-Winningen' })
    expect(german.release?.statement).toMatch(/^Es wird bescheinigt, dass die oben angegebenen Arbeiten/)
    const english = await payload.findByID({
      collection: 'task_completions',
      id: await completion(certifier, RELEASE, 'en'),
      depth: 0,
    })
    expect(english.release?.statement).toMatch(
      /^Certifies that the work specified was carried out in accordance with Part-ML/,
    )
    const without = await payload.findByID({
      collection: 'task_completions',
      id: await completion(certifier, null),
      depth: 0,
    })
    expect(without.release?.statement ?? null).toBeNull()
  })

  it('refuses an incomplete release at its fields', async () => {
    const response = await post('/api/task_completions', certifier.token, {
      customer_aircraft: plane.id,
      maintenance_task: task.id,
      date: new Date().toISOString().slice(0, 10),
      release: { certifying_person: 'Max Prüfer', place: 'Koblenz' },
    })
    expect(response.status).toBe(400)
    const paths = ((await response.json()) as ErrorBody).errors[0]!.data?.errors?.map((error) => error.path)
    // The name and licence are the profile's: only what the certifier states is missing.
    expect(paths).toEqual(['release.date'])
  })
})

describe('signing a release to service', () => {
  it('with the password: the certifying person signs once, and the row verifies with the server’s key', async () => {
    const id = await completion(certifier)
    const stored = await payload.findByID({ collection: 'task_completions', id, depth: 0 })
    const expectedHash = await releaseContentHash('task_completions', stored as never)
    const dialog = await signing(id, certifier.token)
    expect(dialog).toMatchObject({
      subject: 'task_completions',
      record: id,
      content_hash: expectedHash,
      challenge: expect.any(String),
      passkeys: [],
      may_sign: true,
      signature: null,
    })
    expect((await signing(id, colleague.token)).may_sign).toBe(false)

    const answer = await withPassword(id, certifier)
    expect(answer.status).toBe(201)
    expect(await answer.json()).toMatchObject({
      subject: 'task_completions',
      record_id: id,
      signer: `Test release-certifier`,
      signer_id: certifier.id,
      method: 'password',
      content_hash: expectedHash,
      credential_id: null,
    })
    const [row] = await storedSignatures(id)
    expect(row).toMatchObject({
      customer_aircraft: plane.id,
      signer: certifier.id,
      authenticator_data: null,
      key_id: serverKey(payload.secret).keyId,
    })
    const statement = {
      collection: 'task_completions' as const,
      record: id,
      content_hash: expectedHash,
      signer: certifier.id,
      method: 'password' as const,
      credential_id: null,
      signed_at: row!.signed_at,
    }
    expect(serverKey(payload.secret).verify(releaseSignatureText(statement), row!.server_signature)).toBe(true)
    expect(
      serverKey(payload.secret).verify(releaseSignatureText({ ...statement, record: id + 1 }), row!.server_signature),
    ).toBe(false)

    const after = await signing(id, colleague.token)
    expect(after.may_sign).toBe(false)
    expect(after.signature).toMatchObject({
      signer: 'Test release-certifier',
      method: 'password',
      content_hash: expectedHash,
    })

    const twice = await withPassword(id, certifier, 'en')
    expect(twice.status).toBe(409)
    expect(await messageOf(twice)).toBe('This release to service is already signed.')
    expect(await storedSignatures(id)).toHaveLength(1)
  })

  it('with a passkey: the assertion over the challenge is stored and checks out offline', async () => {
    const author = await werftUser(payload, 'release-passkey')
    const passkey = await registerPasskey(author.token, 'Werkstatt-Tablet')
    const id = await completion(author)
    const dialog = await signing(id, author.token)
    expect(dialog.passkeys).toEqual([expect.objectContaining({ credential_id: passkey.id, name: 'Werkstatt-Tablet' })])

    const other = await completion(author)
    const wrongChallenge = await sign(id, author.token, {
      method: 'passkey',
      response: passkey.sign((await signing(other, author.token)).challenge),
    })
    expect(wrongChallenge.status).toBe(400)
    expect(await storedSignatures(id)).toEqual([])
    // A release has no offline flow: the content hash alone, without the server's nonce, is no challenge.
    const bare = await sign(
      id,
      author.token,
      { method: 'passkey', response: passkey.sign(hashChallenge(dialog.content_hash)) },
      'en',
    )
    expect(bare.status).toBe(400)
    expect(await messageOf(bare)).toBe('The passkey signature could not be confirmed. Please try again.')

    const answer = await sign(id, author.token, { method: 'passkey', response: passkey.sign(dialog.challenge) })
    expect(answer.status).toBe(201)
    const [row] = await storedSignatures(id)
    expect(row).toMatchObject({ method: 'passkey', credential_id: passkey.id, content_hash: dialog.content_hash })
    expect(verifyPasskeySignature(row!, passkey.cosePublicKey.toString('base64url'))).toBe(true)
    expect(
      serverKey(payload.secret).verify(
        releaseSignatureText({
          collection: 'task_completions',
          record: id,
          content_hash: dialog.content_hash,
          signer: author.id,
          method: 'passkey',
          credential_id: passkey.id,
          signed_at: row!.signed_at,
        }),
        row!.server_signature,
      ),
    ).toBe(true)
  })

  it('is for the certifying person only (403), of a record the caller can read (404)', async () => {
    const id = await completion(certifier)
    const byColleague = await withPassword(id, colleague, 'en')
    expect(byColleague.status).toBe(403)
    expect(await messageOf(byColleague)).toBe(
      'Only the certifying person who entered this record can sign its release.',
    )
    const byOwner = await sign(id, token.club, { method: 'password', password: 'Flugakte-Demo-1' })
    expect(byOwner.status).toBe(403)
    expect(await messageOf(byOwner)).toBe(
      'Nur die freigabeberechtigte Person, die diesen Eintrag angelegt hat, kann die Freigabe unterschreiben.',
    )
    // Another company does not learn that the record exists.
    expect((await signingOf('task_completions', id, token.operator)).status).toBe(404)
    expect((await sign(id, token.operator, { method: 'password', password: 'Flugakte-Demo-1' })).status).toBe(404)
    expect((await signingOf('task_completions', 999_999_999, certifier.token)).status).toBe(404)
    expect((await signingOf('flight_logs', id, certifier.token)).status).toBe(404)
    expect((await signingOf('task_completions', 'abc' as never, certifier.token)).status).toBe(404)
    expect((await rest(`/api/releases/task_completions/${id}/signing`)).status).toBe(401)
    expect(await storedSignatures(id)).toEqual([])
  })

  it('refuses a record without a release (400), a wrong password, and no method', async () => {
    const id = await completion(certifier, null)
    expect((await signing(id, certifier.token)).may_sign).toBe(false)
    const answer = await withPassword(id, certifier, 'en')
    expect(answer.status).toBe(400)
    expect(await messageOf(answer)).toBe(
      'This record carries no complete certificate of release to service (certifying person, licence, date, place).',
    )
    const released = await completion(certifier)
    const wrong = await sign(released, certifier.token, { method: 'password', password: 'falsch' })
    expect(wrong.status).toBe(400)
    expect(((await wrong.json()) as ErrorBody).errors[0]!.data?.errors).toEqual([
      {
        path: 'password',
        message:
          'Das Passwort stimmt nicht; es wurde nichts unterschrieben. Unterschreiben Sie mit dem Passwort, mit dem Sie sich anmelden.',
      },
    ])
    expect((await sign(released, certifier.token, { method: 'thumbprint' })).status).toBe(400)
    expect(await storedSignatures(released)).toEqual([])
  })

  it('refuses a record that no longer matches what the dialog showed (409)', async () => {
    const id = await completion(certifier)
    const dialog = await signing(id, certifier.token)
    await runStatement(
      payload,
      sql`update "task_completions" set "performed_by" = 'changed behind the API' where "id" = ${id}`,
    )
    try {
      const answer = await sign(
        id,
        certifier.token,
        { method: 'password', password: 'Flugakte-Demo-1', content_hash: dialog.content_hash },
        'en',
      )
      expect(answer.status).toBe(409)
      expect(await messageOf(answer)).toBe(
        'The record no longer matches what was shown and cannot be signed. Please reload it.',
      )
      expect(await storedSignatures(id)).toEqual([])
    } finally {
      await runStatement(
        payload,
        sql`update "task_completions" set "performed_by" = 'Flugwerft Mittelrhein' where "id" = ${id}`,
      )
    }
    const signed = await sign(id, certifier.token, {
      method: 'password',
      password: 'Flugakte-Demo-1',
      content_hash: dialog.content_hash,
    })
    expect(signed.status).toBe(201)
  })

  it('stores one signature when the same sign-off arrives twice at once', async () => {
    const id = await completion(certifier)
    const answers = await Promise.all([1, 2].map(() => withPassword(id, certifier)))
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409])
    expect(await storedSignatures(id)).toHaveLength(1)
  })
})

describe('the airworthiness report', () => {
  it('shows a task completion’s release and its signature', async () => {
    const id = await completion(certifier)
    const before = (await (
      await rest(`/api/customer_aircrafts/${plane.id}/airworthiness`, { headers: bearer(token.club) })
    ).json()) as AirworthinessReport
    expect(before.tasks[0]!.last_record).toMatchObject({ id, signature: null })
    expect((await withPassword(id, certifier)).status).toBe(201)
    const report = (await (
      await rest(`/api/customer_aircrafts/${plane.id}/airworthiness`, { headers: bearer(token.club) })
    ).json()) as AirworthinessReport
    const last = report.tasks[0]!.last_record!
    expect(last.id).toBe(id)
    expect(last.release).toEqual({
      ...RELEASE,
      ...SIGNER,
      statement: expect.stringMatching(/^Es wird bescheinigt/),
    })
    expect(last.signature).toMatchObject({
      signer: 'Test release-certifier',
      method: 'password',
      content_hash: (await signing(id, certifier.token)).content_hash,
    })
  })
})

describe('a rectification’s release to service', () => {
  it('is signed by its author only, and closes the defect; other actions carry no release', async () => {
    const defect = await payload.create({
      collection: 'defects',
      data: {
        customer_aircraft: plane.id,
        description: 'Trimmrad schwergängig',
        ata_chapter: '27',
        unsafe: true,
        reported_at: new Date().toISOString(),
      },
      overrideAccess: true,
    })
    const act = async (body: Record<string, unknown>) => {
      const response = await post('/api/defect_actions', certifier.token, { defect: defect.id, ...body })
      expect(response.status).toBe(201)
      return ((await response.json()) as { doc: { id: number } }).doc.id
    }
    const assessment = await act({ kind: 'assessment', airworthiness_affecting: true })
    const notRectification = await sign(
      assessment,
      certifier.token,
      { method: 'password', password: 'Flugakte-Demo-1' },
      'en',
      'defect_actions',
    )
    expect(notRectification.status).toBe(400)
    expect(await messageOf(notRectification)).toBe(
      'Only a rectification is closed with a certificate of release to service.',
    )
    const rectification = await act({
      kind: 'rectification',
      work_performed: 'Trimmseil nachgespannt und geschmiert',
      maintenance_data: 'AMM 27-30-00',
      release: RELEASE,
    })
    const dialog = (await (await signingOf('defect_actions', rectification, certifier.token)).json()) as Signing
    const stored = await payload.findByID({ collection: 'defect_actions', id: rectification, depth: 0 })
    expect(dialog).toMatchObject({
      content_hash: await releaseContentHash('defect_actions', stored as never),
      may_sign: true,
    })
    const byColleague = await sign(
      rectification,
      colleague.token,
      { method: 'password', password: 'Flugakte-Demo-1' },
      'de',
      'defect_actions',
    )
    expect(byColleague.status).toBe(403)
    const signed = await sign(
      rectification,
      certifier.token,
      { method: 'password', password: 'Flugakte-Demo-1', content_hash: dialog.content_hash },
      'de',
      'defect_actions',
    )
    expect(signed.status).toBe(201)
    const [row] = await storedSignatures(rectification, 'defect_actions')
    expect(
      serverKey(payload.secret).verify(
        releaseSignatureText({
          collection: 'defect_actions',
          record: rectification,
          content_hash: dialog.content_hash,
          signer: certifier.id,
          method: 'password',
          credential_id: null,
          signed_at: row!.signed_at,
        }),
        row!.server_signature,
      ),
    ).toBe(true)
    const list = (await (
      await rest(`/api/customer_aircrafts/${plane.id}/defects`, { headers: bearer(token.club) })
    ).json()) as AircraftDefects
    expect(list.defects.find((each) => each.id === defect.id)).toMatchObject({ state: 'closed', grounding: false })
  })
})

describe('an AD compliance record’s release to service', () => {
  it('is signed by its certifying person like a task completion, and shows in the AD status', async () => {
    const modelId = typeof plane.aircraft === 'object' && plane.aircraft ? plane.aircraft.id : Number(plane.aircraft)
    const model = await payload.findByID({ collection: 'aircrafts', id: modelId, depth: 0 })
    const directive = await payload.create({
      collection: 'airworthiness_directives',
      data: {
        number: 'TEST-REL-2026-01',
        title: 'Release test directive',
        effective_date: '2026-01-01',
        recurrence: 'one_time',
        easa_types: [Number(model.easa_types)],
      } as never,
    })
    const created = await post(
      '/api/ad_compliances',
      certifier.token,
      {
        customer_aircraft: plane.id,
        airworthiness_directive: directive.id,
        status: 'complied',
        date: new Date().toISOString().slice(0, 10),
        method_of_compliance: 'Inspection per SB 1234',
        release: RELEASE,
      },
      { 'Accept-Language': 'en' },
    )
    expect(created.status).toBe(201)
    const id = ((await created.json()) as { doc: { id: number } }).doc.id
    const stored = await payload.findByID({ collection: 'ad_compliances', id, depth: 0 })
    expect(stored.release?.statement).toMatch(/^Certifies that the work specified/)
    const signingAnswer = await signingOf('ad_compliances', id, certifier.token)
    const dialog = (await signingAnswer.json()) as Signing
    expect(dialog).toMatchObject({
      may_sign: true,
      content_hash: await releaseContentHash('ad_compliances', stored as never),
    })
    expect(
      (await sign(id, colleague.token, { method: 'password', password: 'Flugakte-Demo-1' }, 'de', 'ad_compliances'))
        .status,
    ).toBe(403)
    const signed = await sign(
      id,
      certifier.token,
      { method: 'password', password: 'Flugakte-Demo-1' },
      'de',
      'ad_compliances',
    )
    expect(signed.status).toBe(201)
    expect(await storedSignatures(id, 'ad_compliances')).toHaveLength(1)
    const report = (await (
      await rest(`/api/customer_aircrafts/${plane.id}/airworthiness`, { headers: bearer(token.club) })
    ).json()) as AirworthinessReport
    const row = report.directives.find((each) => each.directive_id === directive.id)
    expect(row?.last_record).toMatchObject({
      release: SIGNER,
      signature: { method: 'password', signer: 'Test release-certifier' },
    })
  })
})
