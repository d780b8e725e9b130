import { releaseContentHash, todayUtc } from '@flugakte/domain'
import { beforeAll, describe, expect, it } from 'vitest'

import { relationNumber } from '../../access/relation-id'
import type { CustomerAircraft } from '../../payload-types'
import { maintainedAircraft, werftUser } from '../../releases/testing'
import { CERTIFIER_LICENCE } from '../users/testing'
import { demoWorld } from '../../testing/demo-world'
import { actingAs } from '../../testing/get-test-payload'
import {
  aircraftDocument,
  call,
  countOf,
  create,
  reviewedAircraft,
  signaturesOf,
  uncontractedAircraft,
} from './testing'

const { payload, token } = await demoWorld({
  maintenance: 'maintenance@flugakte.test',
  cao: 'cao@flugakte.test',
  member: 'member@flugakte.test',
  owner: 'operator-b@flugakte.test',
  operator: 'operator@flugakte.test',
  admin: 'admin@flugakte.test',
})

type Werft = Awaited<ReturnType<typeof werftUser>>

const COLLECTION = 'modifications_repairs'
const REQUIRED = { de: 'Bitte alle Pflichtfelder ausfüllen', en: 'Please enter all required fields' }

/** Looked after by the demo maintenance company and the demo CAO. */
let plane: CustomerAircraft
/** Looked after by the demo maintenance company only. */
let other: CustomerAircraft
let certifier: Werft
let colleague: Werft

beforeAll(async () => {
  plane = await reviewedAircraft(payload, 'D-EMRA')
  ;({ aircraft: other } = await maintainedAircraft(payload, 'D-EMRB'))
  certifier = await werftUser(payload, 'modification-certifier')
  colleague = await werftUser(payload, 'modification-colleague')
})

const RELEASE = {
  certifying_person: 'Max Prüfer',
  licence: 'DE.66.B1.1234',
  approval_reference: 'DE.CAO.0042',
  date: todayUtc(),
  place: 'Koblenz-Winningen',
}

const entry = (aircraftId: number, overrides: Record<string, unknown> = {}) => ({
  customer_aircraft: aircraftId,
  kind: 'modification',
  classification: 'minor',
  approval_type: 'minor_change',
  approval_reference: 'EASA.10012345',
  date: '2026-02-10',
  description: 'ELT 406 MHz eingebaut',
  ata_chapter: '25',
  affects_mass_balance: true,
  ...overrides,
})

async function created(who: string, body: Record<string, unknown>, language: 'de' | 'en' = 'de') {
  const answer = await create(COLLECTION, who, body, language)
  expect(answer.status, JSON.stringify(answer.json)).toBe(201)
  return answer.doc!.id
}

describe('POST /api/modifications_repairs', () => {
  it('stores what the contracted maintenance company enters, its author the caller, with the ML.A.801 statement', async () => {
    const document = await aircraftDocument(payload, plane.id, 'Minor Change Approval ELT')
    const id = await created(certifier.token, {
      ...entry(plane.id, { documents: [document.id, document.id] }),
      release: RELEASE,
      // Ignored: set by the server.
      author: 1,
      author_company: 1,
    })
    const stored = await payload.findByID({ collection: COLLECTION, id, depth: 0 })
    expect(stored).toMatchObject({
      kind: 'modification',
      classification: 'minor',
      approval_type: 'minor_change',
      approval_reference: 'EASA.10012345',
      description: 'ELT 406 MHz eingebaut',
      ata_chapter: '25',
      affects_mass_balance: true,
      amends: null,
    })
    expect(stored.date.slice(0, 10)).toBe('2026-02-10')
    expect(stored.documents!.map(relationNumber)).toEqual([document.id])
    expect(relationNumber(stored.author)).toBe(certifier.id)
    expect(relationNumber(stored.author_company)).toBe(relationNumber(certifier.user.company))
    // The certifying person and licence are the caller's profile's, not what was sent.
    expect(stored.release).toMatchObject({
      certifying_person: 'Test modification-certifier',
      licence: CERTIFIER_LICENCE.licence_number,
    })
    expect(stored.release?.statement).toMatch(/^Es wird bescheinigt, dass die oben angegebenen Arbeiten/)

    const english = await payload.findByID({
      collection: COLLECTION,
      id: await created(certifier.token, { ...entry(plane.id), release: RELEASE }, 'en'),
      depth: 0,
    })
    expect(english.release?.statement).toMatch(/^Certifies that the work specified was carried out/)
    const without = await payload.findByID({
      collection: COLLECTION,
      id: await created(certifier.token, { ...entry(plane.id, { kind: 'repair', approval_type: 'repair_design' }) }),
      depth: 0,
    })
    expect(without.release?.certifying_person ?? null).toBeNull()
    expect(without.release?.statement ?? null).toBeNull()
  })

  it('is for the contracted maintenance company or CAO and administrators; never the owner', async () => {
    const before = await countOf(payload, COLLECTION, plane.id)
    // Roles that do not enter the register at all.
    expect((await create(COLLECTION, token.member, entry(plane.id))).status).toBe(403)
    expect((await create(COLLECTION, token.owner, entry(plane.id))).status).toBe(403)
    expect((await create(COLLECTION, token.operator, entry(plane.id))).status).toBe(403)
    expect(await countOf(payload, COLLECTION, plane.id)).toBe(before)
    // The CAO where it holds a contract, not elsewhere.
    await created(token.cao, entry(plane.id))
    const uncontracted = await create(COLLECTION, token.cao, entry(other.id), 'en')
    expect(uncontracted.status).toBe(400)
    expect(uncontracted.fields).toEqual({
      customer_aircraft: 'Only the aircraft’s contracted maintenance company or CAO enters modifications and repairs',
    })
    const german = await create(COLLECTION, token.cao, entry(other.id))
    expect(german.fields.customer_aircraft).toBe(
      'Änderungen und Reparaturen trägt nur der beauftragte Instandhaltungsbetrieb oder die beauftragte CAO dieses Luftfahrzeugs ein',
    )
    expect(await countOf(payload, COLLECTION, other.id)).toBe(0)
    // The demo maintenance company looks after its own aircraft; an administrator records anywhere.
    await created(token.maintenance, entry(other.id))
    const byAdmin = await created(token.admin, entry(other.id, { kind: 'repair' }))
    const admin = await actingAs(payload, 'admin@flugakte.test')
    expect(relationNumber((await payload.findByID({ collection: COLLECTION, id: byAdmin, depth: 0 })).author)).toBe(
      admin.id,
    )
  })

  it('refuses bad input, every field at once, in the caller’s language, storing nothing', async () => {
    const before = await countOf(payload, COLLECTION, plane.id)
    const german = await create(COLLECTION, certifier.token, { customer_aircraft: plane.id, release: { place: 'x' } })
    expect(german.status).toBe(400)
    expect(german.fields).toEqual({
      kind: REQUIRED.de,
      classification: REQUIRED.de,
      approval_type: REQUIRED.de,
      approval_reference: REQUIRED.de,
      date: REQUIRED.de,
      description: REQUIRED.de,
      'release.date': REQUIRED.de,
    })
    const english = await create(
      COLLECTION,
      certifier.token,
      entry(plane.id, {
        kind: 'upgrade',
        date: '2099-01-01',
        ata_chapter: '99',
        approval_reference: 'x'.repeat(201),
        amend_reason: 'no correction',
      }),
      'en',
    )
    expect(english.status).toBe(400)
    expect(english.fields).toEqual({
      kind: 'Wrong value',
      date: 'Wrong value',
      ata_chapter: 'Wrong value',
      approval_reference: 'Wrong value',
      amend_reason: 'Wrong value',
    })
    const tooMany = await create(
      COLLECTION,
      certifier.token,
      entry(plane.id, { documents: Array.from({ length: 51 }, (_, index) => index + 1) }),
      'en',
    )
    expect(tooMany.fields).toEqual({ documents: 'Wrong value' })
    expect(await countOf(payload, COLLECTION, plane.id)).toBe(before)
  })

  it('names only documents of the aircraft the caller can read', async () => {
    const own = await aircraftDocument(payload, plane.id, 'EASA Form 1 ELT')
    const ofOther = await aircraftDocument(payload, other.id, 'EASA Form 1 other aircraft')
    const unseen = await aircraftDocument(payload, (await uncontractedAircraft(payload, 'D-EMRC')).id, 'Unseen')
    const before = await countOf(payload, COLLECTION, plane.id)
    const wrongAircraft = await create(
      COLLECTION,
      certifier.token,
      entry(plane.id, { documents: [own.id, ofOther.id] }),
      'en',
    )
    expect(wrongAircraft.status).toBe(400)
    expect(wrongAircraft.fields).toEqual({ documents: 'The document does not belong to this aircraft' })
    const notReadable = await create(COLLECTION, certifier.token, entry(plane.id, { documents: [unseen.id] }))
    expect(notReadable.fields).toEqual({ documents: 'Unbekannter Eintrag' })
    const missing = await create(COLLECTION, certifier.token, entry(plane.id, { documents: [999_999_999] }), 'en')
    expect(missing.fields).toEqual({ documents: 'Unknown entry' })
    expect(await countOf(payload, COLLECTION, plane.id)).toBe(before)
  })

  it('is corrected by a new entry of the same aircraft, once', async () => {
    const wrong = await created(certifier.token, entry(plane.id, { approval_reference: 'EASA.1OO12345' }))
    const reasonMissing = await create(COLLECTION, certifier.token, entry(plane.id, { amends: wrong }), 'en')
    expect(reasonMissing.fields).toEqual({ amend_reason: 'Please enter all required fields' })
    const correction = await created(
      certifier.token,
      entry(plane.id, { amends: wrong, amend_reason: 'Genehmigungsnummer falsch abgeschrieben' }),
    )
    expect(relationNumber((await payload.findByID({ collection: COLLECTION, id: correction, depth: 0 })).amends)).toBe(
      wrong,
    )
    const twice = await create(
      COLLECTION,
      certifier.token,
      entry(plane.id, { amends: wrong, amend_reason: 'nochmals' }),
      'en',
    )
    expect(twice.status).toBe(400)
    expect(twice.fields).toEqual({ amends: 'This record has already been corrected; correct the correction instead' })
    // The correction itself may be corrected.
    await created(certifier.token, entry(plane.id, { amends: correction, amend_reason: 'Datum korrigiert' }))
    const elsewhere = await created(certifier.token, entry(other.id))
    const otherAircraft = await create(
      COLLECTION,
      certifier.token,
      entry(plane.id, { amends: elsewhere, amend_reason: 'falsches Luftfahrzeug' }),
      'en',
    )
    expect(otherAircraft.fields).toEqual({ amends: 'The corrected record is about something else' })
    const unknown = await create(
      COLLECTION,
      certifier.token,
      entry(plane.id, { amends: 999_999_999, amend_reason: 'x' }),
    )
    expect(unknown.fields).toEqual({ amends: 'Unbekannter Eintrag' })
  })

  it('is never changed or deleted, not even by an administrator', async () => {
    const id = await created(certifier.token, entry(plane.id))
    for (const who of [certifier.token, token.admin]) {
      expect((await call('PATCH', `/api/${COLLECTION}/${id}`, who, { description: 'geändert' })).status).toBe(403)
      expect((await call('DELETE', `/api/${COLLECTION}/${id}`, who)).status).toBe(403)
    }
    expect((await payload.findByID({ collection: COLLECTION, id, depth: 0 })).description).toBe('ELT 406 MHz eingebaut')
  })

  it('is read by the aircraft’s owner and contractors only', async () => {
    const id = await created(certifier.token, entry(other.id, { description: 'Nur für die Werft und den Halter' }))
    const list = (who: string) =>
      call('GET', `/api/${COLLECTION}?where[customer_aircraft][equals]=${other.id}&depth=0`, who)
    for (const who of [token.operator, token.cao]) {
      const answer = await list(who)
      expect(answer.status).toBe(200)
      expect(answer.json.docs).toEqual([])
      expect((await call('GET', `/api/${COLLECTION}/${id}`, who)).status).toBe(404)
    }
    for (const who of [token.member, token.maintenance, certifier.token]) {
      const answer = await list(who)
      expect((answer.json.docs as { id: number }[]).map((doc) => doc.id)).toContain(id)
      expect((await call('GET', `/api/${COLLECTION}/${id}`, who)).status).toBe(200)
    }
  })
})

describe('signing a modification’s release to service', () => {
  const sign = (id: number, who: Werft | string, language: 'de' | 'en' = 'de') =>
    call(
      'POST',
      `/api/releases/${COLLECTION}/${id}/sign`,
      typeof who === 'string' ? who : who.token,
      { method: 'password', password: 'Flugakte-Demo-1' },
      language,
    )

  it('with the password: its author signs once; a colleague may not', async () => {
    const id = await created(certifier.token, { ...entry(plane.id), release: RELEASE })
    const stored = await payload.findByID({ collection: COLLECTION, id, depth: 0 })
    const dialog = await call('GET', `/api/releases/${COLLECTION}/${id}/signing`, certifier.token)
    expect(dialog.status).toBe(200)
    expect(dialog.json).toMatchObject({
      subject: COLLECTION,
      record: id,
      content_hash: await releaseContentHash(COLLECTION, stored as never),
      may_sign: true,
      signature: null,
    })
    expect((await call('GET', `/api/releases/${COLLECTION}/${id}/signing`, colleague.token)).json.may_sign).toBe(false)
    const byColleague = await sign(id, colleague, 'en')
    expect(byColleague.status).toBe(403)
    expect(byColleague.message).toBe('Only the certifying person who entered this record can sign its release.')
    const signed = await sign(id, certifier)
    expect(signed.status).toBe(201)
    expect(signed.json).toMatchObject({
      subject: COLLECTION,
      record_id: id,
      signer_id: certifier.id,
      method: 'password',
    })
    const twice = await sign(id, certifier, 'en')
    expect(twice.status).toBe(409)
    expect(twice.message).toBe('This release to service is already signed.')
    const rows = await signaturesOf(payload, COLLECTION, id)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ customer_aircraft: plane.id, signer: certifier.id, method: 'password' })
    // Another company does not learn that the entry exists.
    expect((await call('GET', `/api/releases/${COLLECTION}/${id}/signing`, token.operator)).status).toBe(404)
  })

  it('refuses an entry without a release (400)', async () => {
    const id = await created(certifier.token, entry(plane.id))
    const answer = await sign(id, certifier, 'en')
    expect(answer.status).toBe(400)
    expect(answer.message).toBe(
      'This record carries no complete certificate of release to service (certifying person, licence, date, place).',
    )
    expect(await signaturesOf(payload, COLLECTION, id)).toEqual([])
  })
})
