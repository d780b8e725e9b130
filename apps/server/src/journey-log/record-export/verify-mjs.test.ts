import { createHash, generateKeyPairSync, sign } from 'node:crypto'
import path from 'node:path'

import {
  canonicalJson,
  chainHash,
  checkpointText,
  contentHash,
  hashChallenge,
  LEGAL_FIELDS,
  releaseContent,
  releaseContentHash,
  releaseSignatureText,
  signatureText,
  type ChainLink,
  type CheckpointStatement,
  type ReleaseSignatureStatement,
  type ReleaseSubject,
  type SignatureStatement,
} from '@flugakte/domain'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { verifyPasskeySignature as serverVerifyPasskey } from '../signatures/verify-passkey-signature'

/** verify.mjs as the export ships it, loaded as a module (its checks run only when run as a script). */
type Verifier = {
  LEGAL_FIELDS: readonly string[]
  canonicalJson: (value: unknown) => string | undefined
  contentHash: (entry: Record<string, unknown>) => string
  chainHash: (link: ChainLink) => string
  checkpointText: (statement: CheckpointStatement) => string
  signatureText: (statement: SignatureStatement) => string
  verifyPasskeySignature: (row: Record<string, unknown>, publicKey: string) => boolean
  releaseContent: (collection: ReleaseSubject, record: Record<string, unknown>) => unknown
  releaseContentHash: (collection: ReleaseSubject, record: Record<string, unknown>) => string
  releaseSignatureText: (statement: ReleaseSignatureStatement) => string
}
const verifier = (await import(path.join(__dirname, 'verify.mjs'))) as Verifier

const outcome = (work: () => unknown) => {
  try {
    return { value: work() }
  } catch {
    return { threw: true }
  }
}

const id = fc.oneof(fc.integer({ min: 1, max: 2 ** 31 }), fc.integer({ min: 1, max: 99999 }).map(String))
const relation = fc.oneof(
  id,
  id.map((value) => ({ id: value, name: 'x' })),
  fc.constantFrom(null, undefined, ''),
)
const text = fc.oneof(
  fc.string({ unit: 'binary' }),
  fc.constantFrom('Łódź', 'Åre', 'Ελλάδα', 'Москва', '😀 "quoted" \\ \n\t', ''),
)
const day = fc
  .date({ min: new Date('1950-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
  .chain((date) =>
    fc.constantFrom(
      date.toISOString().slice(0, 10),
      date.toISOString(),
      `${date.toISOString().slice(0, 19)}+02:00`,
      '2026-02-30',
      'not a day',
    ),
  )
const scalar = fc.oneof(
  text,
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constantFrom(null, undefined),
)

/** Entries as a form sends them, the server stores them or a reader gets them back. */
const entry = fc.record(
  Object.fromEntries(
    LEGAL_FIELDS.map((field) => [
      field,
      ['customer_aircraft', 'amends', 'pilot', 'copilot', 'location_to', 'location_ldg'].includes(field)
        ? relation
        : field === 'date'
          ? day
          : scalar,
    ]),
  ),
  { requiredKeys: [] },
)

describe('verify.mjs', () => {
  it('lists the same legal items as the domain', () => {
    expect(verifier.LEGAL_FIELDS).toEqual(LEGAL_FIELDS)
  })

  it('canonicalises JSON exactly as the domain package does with the canonicalize package (RFC 8785)', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(verifier.canonicalJson(value)).toBe(canonicalJson(value))
      }),
      { numRuns: 2000 },
    )
    fc.assert(
      fc.property(
        fc.object({ values: [fc.string({ unit: 'binary' }), fc.double(), fc.constant(undefined)] }),
        (value) => {
          expect(outcome(() => verifier.canonicalJson(value))).toEqual(outcome(() => canonicalJson(value)))
        },
      ),
    )
    // Lone surrogates and numbers JSON cannot write are refused by both.
    for (const value of [{ a: '\ud800' }, ['\udc00x'], { n: Number.NaN }, [Infinity]]) {
      expect(
        outcome(() => verifier.canonicalJson(value)),
        JSON.stringify(value),
      ).toEqual({ threw: true })
      expect(outcome(() => canonicalJson(value))).toEqual({ threw: true })
    }
  })

  it('hashes entries, links, checkpoints and signature statements as the domain does', async () => {
    await fc.assert(
      fc.asyncProperty(entry, async (generated) => {
        const expected = await contentHash(generated).catch(() => 'threw')
        const actual = outcome(() => verifier.contentHash(generated))
        expect('value' in actual ? actual.value : 'threw').toBe(expected)
      }),
      { numRuns: 500 },
    )
    const hex = fc.stringMatching(/^[0-9a-f]{64}$/)
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          aircraft: id,
          number: fc.integer({ min: 1, max: 1_000_000 }),
          content_hash: hex,
          recorded_at: fc
            .date({ min: new Date('2000-01-01'), max: new Date('2099-01-01'), noInvalidDate: true })
            .map((date) => date.toISOString()),
          previous_hash: fc.option(hex, { nil: null }),
        }),
        async (link) => {
          expect(verifier.chainHash(link)).toBe(await chainHash(link))
        },
      ),
    )
    const statement: CheckpointStatement = {
      aircraft: 3,
      registration: 'D-EÅRE',
      entries: 12,
      head_number: 12,
      head_hash: 'ab'.repeat(32),
      signed_at: '2026-11-25T10:00:00.000Z',
      reason: 'export',
    }
    expect(verifier.checkpointText(statement)).toBe(checkpointText(statement))
    const signed: SignatureStatement = {
      flight_log: 7,
      content_hash: 'cd'.repeat(32),
      signer: 4,
      method: 'passkey',
      credential_id: 'abc_-',
      signed_at: '2026-11-25T10:00:00.000Z',
    }
    expect(verifier.signatureText(signed)).toBe(signatureText(signed))
    expect(canonicalJson(statement)).toBe(verifier.canonicalJson(statement))
  })

  it('checks a passkey signature as the server does', () => {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
    const jwk = publicKey.export({ format: 'jwk' })
    // COSE_Key {1: 2, 3: -7, -1: 1, -2: x, -3: y} in CBOR.
    const cose = Buffer.concat([
      Buffer.from('a5010203262001215820', 'hex'),
      Buffer.from(jwk.x!, 'base64url'),
      Buffer.from('225820', 'hex'),
      Buffer.from(jwk.y!, 'base64url'),
    ]).toString('base64url')
    const contentHashHex = 'ef'.repeat(32)
    const assertion = (challenge: string, type = 'webauthn.get') => {
      const clientData = Buffer.from(JSON.stringify({ type, challenge, origin: 'https://flugakte.example' }))
      const authenticatorData = Buffer.concat([
        createHash('sha256').update('flugakte.example').digest(),
        Buffer.from([5, 0, 0, 0, 9]),
      ])
      const signature = sign(
        'sha256',
        Buffer.concat([authenticatorData, createHash('sha256').update(clientData).digest()]),
        privateKey,
      )
      return {
        content_hash: contentHashHex,
        authenticator_data: authenticatorData.toString('base64url'),
        client_data_json: clientData.toString('base64url'),
        signature: signature.toString('base64url'),
      }
    }
    const cases = [
      assertion(hashChallenge(contentHashHex)),
      assertion(hashChallenge('00'.repeat(32))),
      assertion(hashChallenge(contentHashHex), 'webauthn.create'),
      {
        ...assertion(hashChallenge(contentHashHex)),
        signature: assertion(hashChallenge(contentHashHex)).signature.replace(/^.{4}/, 'AAAA'),
      },
    ]
    expect(cases.map((row) => verifier.verifyPasskeySignature(row, cose))).toEqual([true, false, false, false])
    expect(cases.map((row) => serverVerifyPasskey(row, cose))).toEqual([true, false, false, false])
  })

  it('hashes a release to service and its signature statement as the domain does', async () => {
    const subjects = fc.constantFrom<ReleaseSubject>('defect_actions', 'task_completions', 'ad_compliances')
    const value = fc.oneof(scalar, relation, day)
    const part = fc.record(
      { id: fc.string(), description: text, part_number: fc.option(text), serial_number: scalar, installation: scalar },
      { requiredKeys: [] },
    )
    const record = fc.record(
      {
        id: id,
        customer_aircraft: relation,
        defect: relation,
        maintenance_task: relation,
        airworthiness_directive: relation,
        amends: relation,
        kind: fc.constantFrom('assessment', 'deferral', 'rectification'),
        date: day,
        airframe_minutes: fc.option(fc.integer({ min: 0, max: 10_000_000 })),
        status: value,
        reason: value,
        method_of_compliance: value,
        installed_component: value,
        performed_by: value,
        notes: value,
        work_performed: value,
        maintenance_data: value,
        parts: fc.array(part, { maxLength: 3 }),
        // Fields that are not signed, and whose change therefore changes nothing.
        createdAt: day,
        user_created: relation,
        resolved: fc.jsonValue(),
        release: fc.record(
          {
            certifying_person: value,
            licence: value,
            approval_reference: value,
            date: day,
            place: value,
            statement: value,
          },
          { requiredKeys: [] },
        ),
      },
      { requiredKeys: ['id'] },
    )
    await fc.assert(
      fc.asyncProperty(subjects, record, async (subject, generated) => {
        expect(verifier.releaseContent(subject, generated)).toEqual(releaseContent(subject, generated))
        const expected = await releaseContentHash(subject, generated).catch(() => 'threw')
        const actual = outcome(() => verifier.releaseContentHash(subject, generated))
        expect('value' in actual ? actual.value : 'threw').toBe(expected)
      }),
      { numRuns: 500 },
    )
    const statement: ReleaseSignatureStatement = {
      collection: 'task_completions',
      record: 12,
      content_hash: 'ab'.repeat(32),
      signer: 4,
      method: 'password',
      credential_id: null,
      signed_at: '2026-11-25T10:00:00.000Z',
    }
    expect(verifier.releaseSignatureText(statement)).toBe(releaseSignatureText(statement))
    expect(verifier.releaseSignatureText({ ...statement, method: 'passkey', credential_id: 'x_-' })).toBe(
      releaseSignatureText({ ...statement, method: 'passkey', credential_id: 'x_-' }),
    )
  })
})
