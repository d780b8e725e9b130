import { randomUUID } from 'node:crypto'

import { DEFECT_PHOTO_MAX_SIDE, MAX_DEFECT_PHOTOS } from '@flugakte/domain'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { relationNumber } from '../../access/relation-id'
import { MAIL_QUEUE } from '../../airworthiness/queues'
import type { CustomerAircraft } from '../../payload-types'
import { coalesceKey } from '../../defects/notify-defect'
import { cameraPhoto, clubAircraftWithMaintenance, removeDefects, submitDefect } from '../../defects/testing'
import { demoWorld } from '../../testing/demo-world'
import { actingAs } from '../../testing/get-test-payload'
import { bearer, rest } from '../../testing/rest'
import { flightLogFixture } from '../flight-logs/testing'

const { payload, aircraft, token } = await demoWorld({
  member: 'member@flugakte.test',
  operator: 'operator@flugakte.test',
  operatorB: 'operator-b@flugakte.test',
  maintenance: 'maintenance@flugakte.test',
  cao: 'cao@flugakte.test',
  admin: 'admin@flugakte.test',
})

let plane: CustomerAircraft
let other: CustomerAircraft

beforeAll(async () => {
  plane = await clubAircraftWithMaintenance(payload, 'D-EDSA')
  other = await clubAircraftWithMaintenance(payload, 'D-EDSB')
})

afterAll(async () => {
  for (const each of [plane, other]) await removeDefects(payload, each.id)
})

const report = (overrides: Record<string, unknown> = {}) => ({
  client_id: randomUUID(),
  customer_aircraft: plane.id,
  description: 'Bremse rechts zieht',
  ata_chapter: '32',
  unsafe: false,
  ...overrides,
})

const storedFor = async (aircraftId: number) =>
  (await payload.find({ collection: 'defects', where: { customer_aircraft: { equals: aircraftId } }, depth: 0 })).docs

async function photoFile(url: string, as: string) {
  const response = await rest(url, { headers: bearer(as) })
  return { status: response.status, data: Buffer.from(await response.arrayBuffer()) }
}

describe('POST /api/defects/submit', () => {
  it('stores a member’s report with resized photos and the server’s reporter, time and company (201)', async () => {
    const before = Date.now()
    const portrait = await cameraPhoto(3000, 2000, 6)
    const small = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#c00' } })
      .png()
      .toBuffer()
    const answer = await submitDefect(
      token.member,
      report({ unsafe: true, reported_by: 1, reported_at: '2001-01-01T00:00:00.000Z', author_company: 1 }),
      {
        photos: [
          { name: 'IMG_0001.JPG', type: 'image/jpeg', data: portrait },
          { name: 'skizze.png', type: 'image/png', data: small },
        ],
      },
    )
    expect(answer.status).toBe(201)
    expect(answer.duplicate).toBe(false)
    const member = await actingAs(payload, 'member@flugakte.test')
    expect(answer.doc).toMatchObject({
      customer_aircraft: plane.id,
      description: 'Bremse rechts zieht',
      ata_chapter: '32',
      unsafe: true,
      reported_by: 'Marie Schneider',
      author_company: 'Luftsportverein Hangelar e.V.',
      state: 'open',
      grounding: true,
      actions: [],
      flight_log: null,
    })
    expect(Date.parse(answer.doc!.reported_at)).toBeGreaterThanOrEqual(before - 1000)
    const stored = await payload.findByID({ collection: 'defects', id: answer.doc!.id, depth: 0 })
    expect(relationNumber(stored.reported_by)).toBe(member.id)
    expect(relationNumber(stored.author_company)).toBe(relationNumber(member.company))

    // Turned upright by its EXIF orientation, shrunk to the longest side, JPEG, without its metadata.
    expect(answer.doc!.photos).toHaveLength(2)
    const [first, second] = answer.doc!.photos
    expect(first!.url).toBe(`/api/defect_photos/file/${first!.filename}`)
    expect(first!.filename).not.toContain('IMG_0001')
    const big = await photoFile(first!.url, token.member)
    expect(big.status).toBe(200)
    const bigMeta = await sharp(big.data).metadata()
    expect(bigMeta).toMatchObject({ format: 'jpeg', width: 1067, height: DEFECT_PHOTO_MAX_SIDE })
    expect(bigMeta.exif).toBeUndefined()
    expect(bigMeta.orientation).toBeUndefined()
    expect(big.data.includes('secret place')).toBe(false)
    const smallMeta = await sharp((await photoFile(second!.url, token.member)).data).metadata()
    // Never enlarged.
    expect(smallMeta).toMatchObject({ format: 'jpeg', width: 200, height: 100 })
  })

  it('stores a report as JSON without photos, also from the contracted maintenance company', async () => {
    const answer = await submitDefect(token.maintenance, report({ customer_aircraft: other.id }))
    expect(answer.status).toBe(201)
    expect(answer.doc).toMatchObject({ reported_by: 'Martin Fischer', photos: [], unsafe: false, grounding: false })
  })

  it('answers a repeated client id with the stored defect (200, duplicate), once per aircraft', async () => {
    const body = report({ customer_aircraft: other.id })
    const photo = { name: 'a.jpg', type: 'image/jpeg', data: await cameraPhoto(400, 300) }
    const first = await submitDefect(token.member, body, { photos: [photo] })
    expect(first.status).toBe(201)
    const again = await submitDefect(token.member, { ...body, description: 'anders' }, { photos: [photo, photo] })
    expect(again.status).toBe(200)
    expect(again.duplicate).toBe(true)
    expect(again.doc).toMatchObject({ id: first.doc!.id, description: 'Bremse rechts zieht' })
    expect(again.doc!.photos.map((each) => each.id)).toEqual(first.doc!.photos.map((each) => each.id))
    const withClientId = (await storedFor(other.id)).filter((defect) => defect.client_id === body.client_id)
    expect(withClientId).toHaveLength(1)
    const photos = await payload.count({
      collection: 'defect_photos',
      where: { customer_aircraft: { equals: other.id } },
    })
    expect(photos.totalDocs).toBe(1)
    // The same client id on another aircraft is another report.
    const elsewhere = await submitDefect(token.member, { ...body, customer_aircraft: plane.id })
    expect(elsewhere.status).toBe(201)
  })

  it('100 concurrent copies of one report store one defect, and every answer names it', async () => {
    const body = report({ customer_aircraft: other.id })
    const answers = await Promise.all(Array.from({ length: 100 }, () => submitDefect(token.member, body)))
    expect(answers.map((answer) => answer.status).sort()).toEqual([...Array<number>(99).fill(200), 201])
    const rows = (await storedFor(other.id)).filter((defect) => defect.client_id === body.client_id)
    expect(rows).toHaveLength(1)
    expect(new Set(answers.map((answer) => answer.doc?.id))).toEqual(new Set([rows[0]!.id]))
  })

  it('refuses bad input at its fields, in the caller’s language, storing nothing', async () => {
    const before = (await storedFor(plane.id)).length
    const body = {
      customer_aircraft: plane.id,
      client_id: 'not-a-uuid',
      description: '',
      unsafe: 'yes',
      ata_chapter: '99',
    }
    const german = await submitDefect(token.member, body)
    expect(german.status).toBe(400)
    expect(german.fields).toEqual({
      client_id: 'Falsches Format',
      description: 'Bitte alle Pflichtfelder ausfüllen',
      unsafe: 'Falsches Format',
      ata_chapter: 'Falscher Wert',
    })
    const english = await submitDefect(token.member, body, { language: 'en' })
    expect(english.fields).toMatchObject({ description: 'Please enter all required fields', unsafe: 'Wrong format' })
    const noAircraft = await submitDefect(token.member, { description: 'x' }, { language: 'en' })
    expect(noAircraft.fields.customer_aircraft).toBe('Please enter all required fields')
    expect(await storedFor(plane.id)).toHaveLength(before)
  })

  it('refuses photos that are no PNG or JPEG, unreadable, too many (400 at photos), storing nothing', async () => {
    const before = (await storedFor(plane.id)).length
    const text = { name: 'notiz.jpg', type: 'image/jpeg', data: Buffer.from('Das ist kein Foto, nur Text.\n') }
    const notAPhoto = await submitDefect(token.member, report(), { photos: [text] })
    expect(notAPhoto.status).toBe(400)
    expect(notAPhoto.fields.photos).toBe('Nur PNG- oder JPEG-Fotos können angehängt werden')
    const english = await submitDefect(token.member, report(), { photos: [text], language: 'en' })
    expect(english.fields.photos).toBe('Only PNG or JPEG photos can be attached')
    // JPEG by its first bytes, but nothing after them.
    const broken = { name: 'kaputt.jpg', type: 'image/jpeg', data: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0, 1, 2]) }
    const unreadable = await submitDefect(token.member, report(), { photos: [broken], language: 'en' })
    expect(unreadable.status).toBe(400)
    expect(unreadable.fields.photos).toBe('A photo could not be read as an image')
    const photo = { name: 'a.jpg', type: 'image/jpeg', data: await cameraPhoto(64, 48) }
    const tooMany = await submitDefect(token.member, report(), {
      photos: Array.from({ length: MAX_DEFECT_PHOTOS + 1 }, () => photo),
      language: 'en',
    })
    expect(tooMany.status).toBe(400)
    expect(tooMany.fields.photos).toBe(`At most ${MAX_DEFECT_PHOTOS} photos per defect`)
    expect(await storedFor(plane.id)).toHaveLength(before)
  })

  it('answers 403 to whoever may not report on the aircraft, and 401 without a session', async () => {
    const before = (await storedFor(plane.id)).length
    // Another company's operator and the CAO (not contracted for this aircraft) do not see it.
    expect((await submitDefect(token.operator, report())).status).toBe(403)
    expect((await submitDefect(token.cao, report())).status).toBe(403)
    // The CAO sees D-EFAK through its contract: it may report there too (no write here: a bad flight).
    expect(
      (await submitDefect(token.cao, report({ customer_aircraft: aircraft['D-EFAK'], flight_log: 999_999 }))).status,
    ).toBe(400)
    expect((await submitDefect(token.maintenance, report({ customer_aircraft: aircraft['D-EDRS'] }))).status).toBe(403)
    expect((await submitDefect(null, report())).status).toBe(401)
    expect(await storedFor(plane.id)).toHaveLength(before)
  })

  it('links the flight it was reported from, only an entry of that aircraft, and the boardbook shows it', async () => {
    const fixture = await flightLogFixture(payload)
    const entry = await payload.create({
      collection: 'flight_logs',
      data: fixture.entry({ customer_aircraft: other.id, registration: other.registration, date: '2026-03-02' }),
      user: fixture.member,
      overrideAccess: false,
    })
    const wrong = await submitDefect(token.member, report({ flight_log: entry.id }), { language: 'en' })
    expect(wrong.status).toBe(400)
    expect(wrong.fields.flight_log).toBe('Not a journey-log entry of this aircraft')
    const linked = await submitDefect(token.member, report({ customer_aircraft: other.id, flight_log: entry.id }))
    expect(linked.status).toBe(201)
    expect(linked.doc!.flight_log).toEqual({ id: entry.id, number: entry.number })
    const page = await rest(`/api/flight_logs/boardbook?aircraft=${other.id}`, { headers: bearer(token.member) })
    const { docs } = (await page.json()) as { docs: { id: number; defects: number[] }[] }
    expect(docs.find((doc) => doc.id === entry.id)?.defects).toEqual([linked.doc!.id])
    expect(docs.filter((doc) => doc.id !== entry.id).every((doc) => doc.defects.length === 0)).toBe(true)
  })

  it('tells the owner’s company admins and the contracted maintenance company at once, by notice and e-mail', async () => {
    const sendEmail = vi.spyOn(payload, 'sendEmail').mockResolvedValue(undefined)
    try {
      // A report of its own, not one more in the notices of the member's reports above (notify-defect.test.ts).
      const reporter = await actingAs(payload, 'member@flugakte.test')
      await payload.update({
        collection: 'notifications',
        where: { coalesce_key: { equals: coalesceKey(plane.id, reporter.id) } },
        data: { coalesce_until: new Date(Date.now() - 1000).toISOString() },
      })
      const answer = await submitDefect(
        token.member,
        report({ description: 'Öldruck schwankt im Reiseflug', unsafe: true }),
      )
      expect(answer.status).toBe(201)
      const defectId = answer.doc!.id
      const club = relationNumber(plane.company)
      const contractor = relationNumber(plane.maintenance_company)
      const expected = await payload.find({
        collection: 'users',
        where: {
          and: [
            { status: { equals: 'active' } },
            {
              or: [
                { and: [{ company: { equals: club } }, { is_company_admin: { equals: true } }] },
                { company: { equals: contractor } },
              ],
            },
          ],
        },
        depth: 0,
        pagination: false,
      })
      const member = await actingAs(payload, 'member@flugakte.test')
      const recipients = expected.docs.map((user) => user.id).filter((id) => id !== member.id)
      expect(recipients.length).toBeGreaterThanOrEqual(2)
      const notices = await payload.find({
        collection: 'notifications',
        where: { key: { equals: `defect:${defectId}` } },
        locale: 'all',
        depth: 0,
        pagination: false,
      })
      expect(notices.docs.map((notice) => relationNumber(notice.recipient)).sort()).toEqual([...recipients].sort())
      const notice = notices.docs[0]!
      expect(notice.link).toBe(`/defects?aircraft=${plane.id}&defect=${defectId}`)
      expect(notice.subject).toEqual({
        de: 'Nicht flugklar: D-EDSA – Öldruck schwankt im Reiseflug',
        en: 'Grounded: D-EDSA – Öldruck schwankt im Reiseflug',
      })
      expect((notice.message as unknown as Record<string, string>).de).toContain('Marie Schneider hat am')
      await payload.jobs.run({ queue: MAIL_QUEUE, limit: 500 })
      const mails = sendEmail.mock.calls
        .map(([message]) => message as { to: string; subject: string })
        .filter((mail) => mail.subject.includes('D-EDSA – Öldruck'))
      expect(mails.map((mail) => mail.to).sort()).toEqual(
        expected.docs
          .filter((user) => user.id !== member.id)
          .map((user) => user.email)
          .sort(),
      )
      // Each in the recipient's language (the maintenance company's admin reads German).
      expect(mails.find((mail) => mail.to === 'maintenance@flugakte.test')?.subject).toBe(
        'Flugakte – Nicht flugklar: D-EDSA – Öldruck schwankt im Reiseflug',
      )
    } finally {
      sendEmail.mockRestore()
    }
  })
})
