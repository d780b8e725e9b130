import { releaseContentHash, releaseSignatureText } from '@flugakte/domain'
import { beforeAll, describe, expect, it } from 'vitest'

import { relationNumber } from '../../access/relation-id'
import { serverKey } from '../../journey-log/server-key'
import { registerPasskey } from '../../journey-log/signatures/testing'
import { verifyPasskeySignature } from '../../journey-log/signatures/verify-passkey-signature'
import type { CustomerAircraft } from '../../payload-types'
import { maintainedAircraft } from '../../releases/testing'
import { demoWorld } from '../../testing/demo-world'
import { actingAs } from '../../testing/get-test-payload'
import { call, caoUser, countOf, create, reviewedAircraft, signaturesOf } from '../modifications-repairs/testing'
import { CERTIFIER_LICENCE } from '../users/testing'

// The origin rest() sends requests to (the passkey's relying party); another file may have left another.
process.env.PUBLIC_ORIGIN = 'http://localhost:3000'

const { payload, token } = await demoWorld({
  maintenance: 'maintenance@flugakte.test',
  cao: 'cao@flugakte.test',
  member: 'member@flugakte.test',
  owner: 'operator-b@flugakte.test',
  operator: 'operator@flugakte.test',
  admin: 'admin@flugakte.test',
})

type Reviewer = Awaited<ReturnType<typeof caoUser>>

const COLLECTION = 'airworthiness_reviews'
const REQUIRED = { de: 'Bitte alle Pflichtfelder ausfüllen', en: 'Please enter all required fields' }

/** Looked after by the demo maintenance company and the demo CAO. */
let plane: CustomerAircraft
/** Looked after by the demo maintenance company only. */
let other: CustomerAircraft
let reviewer: Reviewer
let colleague: Reviewer

beforeAll(async () => {
  plane = await reviewedAircraft(payload, 'D-EARA')
  ;({ aircraft: other } = await maintainedAircraft(payload, 'D-EARB'))
  reviewer = await caoUser(payload, 'review-staff')
  colleague = await caoUser(payload, 'review-colleague')
})

const RELEASE = {
  certifying_person: 'Claudia Wagner',
  licence: 'ARS-DE-0042',
  approval_reference: 'DE.CAO.0042',
  date: '2026-03-02',
  place: 'Mönchengladbach',
}

const review = (aircraftId: number, overrides: Record<string, unknown> = {}) => ({
  customer_aircraft: aircraftId,
  review_date: '2026-03-02',
  outcome: 'issued',
  arc_reference: 'DE.CAO.0042/ARC/2026-017',
  valid_until: '2027-03-01',
  findings: 'Keine Beanstandungen',
  pack_hash: 'AB'.repeat(32),
  release: RELEASE,
  ...overrides,
})

async function created(who: string, body: Record<string, unknown>, language: 'de' | 'en' = 'de') {
  const answer = await create(COLLECTION, who, body, language)
  expect(answer.status, JSON.stringify(answer.json)).toBe(201)
  return answer.doc!.id
}

describe('POST /api/airworthiness_reviews', () => {
  it('stores the contracted CAO’s review, its author the reviewer, with the review statement', async () => {
    const id = await created(reviewer.token, { ...review(plane.id), author: 1, author_company: 1 })
    const stored = await payload.findByID({ collection: COLLECTION, id, depth: 0 })
    expect(stored).toMatchObject({
      outcome: 'issued',
      arc_reference: 'DE.CAO.0042/ARC/2026-017',
      findings: 'Keine Beanstandungen',
      pack_hash: 'ab'.repeat(32),
      amends: null,
    })
    expect([stored.review_date.slice(0, 10), stored.valid_until?.slice(0, 10)]).toEqual(['2026-03-02', '2027-03-01'])
    expect(relationNumber(stored.author)).toBe(reviewer.id)
    expect(relationNumber(stored.author_company)).toBe(relationNumber(reviewer.user.company))
    // The reviewer and their licence are the caller's profile's, not what was sent.
    expect(stored.release).toMatchObject({
      certifying_person: 'Test review-staff',
      licence: CERTIFIER_LICENCE.licence_number,
    })
    expect(stored.release?.statement).toMatch(
      /^Die Lufttüchtigkeitsprüfung dieses Luftfahrzeugs wurde gemäß ML\.A\.903/,
    )

    const notIssued = await payload.findByID({
      collection: COLLECTION,
      id: await created(
        token.cao,
        review(plane.id, {
          outcome: 'not_issued',
          arc_reference: '',
          valid_until: null,
          findings: 'Wägebericht fehlt',
          pack_hash: undefined,
        }),
        'en',
      ),
      depth: 0,
    })
    expect(notIssued).toMatchObject({ outcome: 'not_issued', arc_reference: null, valid_until: null, pack_hash: null })
    expect(notIssued.release?.statement).toMatch(/^The airworthiness review of this aircraft was carried out/)
  })

  it('is for the aircraft’s contracted CAO and administrators only', async () => {
    const before = await countOf(payload, COLLECTION, plane.id)
    // The maintenance company (contracted for the aircraft), the owner's users, another operator.
    for (const who of [token.maintenance, token.member, token.owner, token.operator]) {
      expect((await create(COLLECTION, who, review(plane.id))).status).toBe(403)
    }
    expect(await countOf(payload, COLLECTION, plane.id)).toBe(before)
    // The CAO where it holds no CAO contract.
    const uncontracted = await create(COLLECTION, reviewer.token, review(other.id), 'en')
    expect(uncontracted.status).toBe(400)
    expect(uncontracted.fields).toEqual({
      customer_aircraft: 'Only the aircraft’s contracted CAO records airworthiness reviews',
    })
    const german = await create(COLLECTION, token.cao, review(other.id))
    expect(german.fields).toEqual({
      customer_aircraft: 'Lufttüchtigkeitsprüfungen erfasst nur die beauftragte CAO dieses Luftfahrzeugs',
    })
    expect(await countOf(payload, COLLECTION, other.id)).toBe(0)
    // An administrator records a paper review carried over, on any aircraft.
    const byAdmin = await created(token.admin, review(other.id))
    const admin = await actingAs(payload, 'admin@flugakte.test')
    expect(relationNumber((await payload.findByID({ collection: COLLECTION, id: byAdmin, depth: 0 })).author)).toBe(
      admin.id,
    )
  })

  it('stops counting once the CAO contract ends', async () => {
    const ended = await reviewedAircraft(payload, 'D-EARC')
    await created(reviewer.token, review(ended.id))
    await payload.update({ collection: 'customer_aircrafts', id: ended.id, data: { cao: null } as never })
    const answer = await create(COLLECTION, reviewer.token, review(ended.id), 'en')
    expect(answer.status).toBe(400)
    expect(await countOf(payload, COLLECTION, ended.id)).toBe(1)
  })

  it('refuses bad input, every field at once, in the caller’s language, storing nothing', async () => {
    const before = await countOf(payload, COLLECTION, plane.id)
    const german = await create(COLLECTION, reviewer.token, { customer_aircraft: plane.id, outcome: 'issued' })
    expect(german.status).toBe(400)
    expect(german.fields).toEqual({
      review_date: REQUIRED.de,
      arc_reference: REQUIRED.de,
      valid_until: REQUIRED.de,
      'release.approval_reference': REQUIRED.de,
      'release.date': REQUIRED.de,
      'release.place': REQUIRED.de,
    })
    // An ARC re-issued up to 90 days early keeps its anniversary: at most 15 months (ML.A.901).
    const late = await create(
      COLLECTION,
      reviewer.token,
      review(plane.id, { valid_until: '2027-06-03', pack_hash: 'xyz' }),
      'en',
    )
    expect(late.fields).toEqual({
      valid_until: 'Must be after the review date and at most 15 months after it',
      pack_hash: 'Wrong format',
    })
    const early = await create(COLLECTION, reviewer.token, review(plane.id, { valid_until: '2026-03-02' }))
    expect(early.fields).toEqual({ valid_until: 'Muss nach dem Prüfdatum und höchstens 15 Monate danach liegen' })
    const notIssued = await create(
      COLLECTION,
      reviewer.token,
      review(plane.id, { outcome: 'not_issued', findings: '', review_date: '2099-01-01' }),
      'en',
    )
    expect(notIssued.fields).toEqual({
      review_date: 'Wrong value',
      findings: 'Please enter all required fields',
      arc_reference: 'Wrong value',
      valid_until: 'Wrong value',
    })
    expect(await countOf(payload, COLLECTION, plane.id)).toBe(before)
    // Fifteen months to the day is still right.
    await created(reviewer.token, review(plane.id, { valid_until: '2027-06-02' }))
  })

  it('is corrected by a new review of the same aircraft, once', async () => {
    const wrong = await created(reviewer.token, review(plane.id, { arc_reference: 'DE.CAO.0042/ARC/2026-71' }))
    const correct = (amends: number, language: 'de' | 'en' = 'en') =>
      create(COLLECTION, reviewer.token, review(plane.id, { amends, amend_reason: 'ARC-Nummer vertauscht' }), language)
    expect((await correct(wrong)).status).toBe(201)
    const twice = await correct(wrong)
    expect(twice.status).toBe(400)
    expect(twice.fields).toEqual({ amends: 'This record has already been corrected; correct the correction instead' })
    // A review of another aircraft the reviewer's CAO looks after; one it does not see is unknown to it.
    const elsewhere = await created(reviewer.token, review((await reviewedAircraft(payload, 'D-EARD')).id))
    expect((await correct(elsewhere)).fields).toEqual({ amends: 'The corrected record is about something else' })
    const unseen = await created(token.admin, review(other.id))
    expect((await correct(unseen, 'de')).fields).toEqual({ amends: 'Unbekannter Eintrag' })
    const plain = await created(reviewer.token, review(plane.id))
    const reasonMissing = await create(COLLECTION, reviewer.token, review(plane.id, { amends: plain }), 'en')
    expect(reasonMissing.fields).toEqual({ amend_reason: 'Please enter all required fields' })
  })

  it('is never changed or deleted, and read only by the aircraft’s owner and contractors', async () => {
    const id = await created(reviewer.token, review(plane.id, { findings: 'Nur für Halter, Werft und CAO' }))
    for (const who of [reviewer.token, token.admin]) {
      expect((await call('PATCH', `/api/${COLLECTION}/${id}`, who, { findings: 'geändert' })).status).toBe(403)
      expect((await call('DELETE', `/api/${COLLECTION}/${id}`, who)).status).toBe(403)
    }
    const list = (who: string) =>
      call('GET', `/api/${COLLECTION}?where[customer_aircraft][equals]=${plane.id}&depth=0`, who)
    const operator = await list(token.operator)
    expect(operator.status).toBe(200)
    expect(operator.json.docs).toEqual([])
    expect((await call('GET', `/api/${COLLECTION}/${id}`, token.operator)).status).toBe(404)
    for (const who of [token.member, token.maintenance, colleague.token]) {
      expect(((await list(who)).json.docs as { id: number }[]).map((doc) => doc.id)).toContain(id)
      expect((await call('GET', `/api/${COLLECTION}/${id}`, who)).status).toBe(200)
    }
  })
})

describe('signing an airworthiness review', () => {
  const sign = (id: number, who: string, body: Record<string, unknown>, language: 'de' | 'en' = 'de') =>
    call('POST', `/api/releases/${COLLECTION}/${id}/sign`, who, body, language)
  const password = { method: 'password', password: 'Flugakte-Demo-1' }

  it('with the password: the reviewer signs once; a colleague may not', async () => {
    const id = await created(reviewer.token, review(plane.id))
    const stored = await payload.findByID({ collection: COLLECTION, id, depth: 0 })
    const contentHash = await releaseContentHash(COLLECTION, stored as never)
    const dialog = await call('GET', `/api/releases/${COLLECTION}/${id}/signing`, reviewer.token)
    expect(dialog.json).toMatchObject({ subject: COLLECTION, record: id, content_hash: contentHash, may_sign: true })
    expect((await call('GET', `/api/releases/${COLLECTION}/${id}/signing`, colleague.token)).json.may_sign).toBe(false)
    const byColleague = await sign(id, colleague.token, password, 'en')
    expect(byColleague.status).toBe(403)
    expect(byColleague.message).toBe('Only the certifying person who entered this record can sign its release.')
    const signed = await sign(id, reviewer.token, { ...password, content_hash: contentHash })
    expect(signed.status).toBe(201)
    expect(signed.json).toMatchObject({
      subject: COLLECTION,
      record_id: id,
      signer_id: reviewer.id,
      method: 'password',
    })
    const twice = await sign(id, reviewer.token, password, 'en')
    expect(twice.status).toBe(409)
    expect(twice.message).toBe('This release to service is already signed.')
    const rows = await signaturesOf(payload, COLLECTION, id)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ customer_aircraft: plane.id, signer: reviewer.id, content_hash: contentHash })
    expect(
      serverKey(payload.secret).verify(
        releaseSignatureText({
          collection: COLLECTION,
          record: id,
          content_hash: contentHash,
          signer: reviewer.id,
          method: 'password',
          credential_id: null,
          signed_at: rows[0]!.signed_at,
        }),
        rows[0]!.server_signature,
      ),
    ).toBe(true)
    const after = await call('GET', `/api/releases/${COLLECTION}/${id}/signing`, token.member)
    expect(after.json).toMatchObject({ may_sign: false, signature: { method: 'password', content_hash: contentHash } })
    expect((await call('GET', `/api/releases/${COLLECTION}/${id}/signing`, token.operator)).status).toBe(404)
  })

  it('with a passkey: the assertion over the challenge is stored and checks out offline', async () => {
    const passkey = await registerPasskey(reviewer.token, 'CAO-Laptop')
    const id = await created(reviewer.token, review(plane.id))
    const dialog = (await call('GET', `/api/releases/${COLLECTION}/${id}/signing`, reviewer.token)).json as {
      challenge: string
      content_hash: string
    }
    const answer = await sign(id, reviewer.token, { method: 'passkey', response: passkey.sign(dialog.challenge) })
    expect(answer.status).toBe(201)
    const [row] = await signaturesOf(payload, COLLECTION, id)
    expect(row).toMatchObject({ method: 'passkey', credential_id: passkey.id, content_hash: dialog.content_hash })
    expect(verifyPasskeySignature(row!, passkey.cosePublicKey.toString('base64url'))).toBe(true)
  })
})
