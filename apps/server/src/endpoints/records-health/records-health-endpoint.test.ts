import {
  ARC_REVIEW_ITEMS,
  RECORD_STATUS_ITEMS,
  REQUIRED_DOCUMENTS,
  addDays,
  todayUtc,
  type AirworthinessReport,
  type FleetStatus,
  type RecordsHealth,
} from '@flugakte/domain'
import { createLocalReq } from 'payload'
import { describe, expect, it, vi } from 'vitest'

import { relationId } from '../../access/relation-id'
import { notifyDue } from '../../airworthiness/notify-due'
import { post } from '../../collections/users/testing'
import { textIn } from '../../lib/texts'
import { maintainedAircraft } from '../../releases/testing'
import { loadRecordsHealth } from '../../records-health/load-records-health'
import { actingAs } from '../../testing/get-test-payload'
import { demoWorld } from '../../testing/demo-world'
import { bearer, rest } from '../../testing/rest'

const {
  payload,
  aircraft: demo,
  token: { club, operator, cao },
} = await demoWorld({
  club: 'operator-b@flugakte.test',
  operator: 'operator@flugakte.test',
  cao: 'cao@flugakte.test',
})

const today = todayUtc()
// A registration of its own per run: the suites share one seeded database.
const suffix = String.fromCharCode(65 + (Date.now() % 26))

async function get<T>(token: string | null, path: string, language = 'de') {
  const response = await rest(path, { headers: { ...(token ? bearer(token) : {}), 'Accept-Language': language } })
  return { status: response.status, body: (await response.json()) as T }
}

async function companyNamed(name: string) {
  const found = await payload.find({ collection: 'companies', where: { name: { equals: name } }, limit: 1, depth: 0 })
  return found.docs[0]!.id
}

/** One of the club's aircraft, looked after by the demo maintenance company and the demo CAO. */
async function caoAircraft(registration: string) {
  const { aircraft } = await maintainedAircraft(payload, registration)
  await payload.update({
    collection: 'customer_aircrafts',
    id: aircraft.id,
    data: { cao: await companyNamed('Lufttüchtigkeit West CAO GmbH') },
    depth: 0,
  })
  return aircraft
}

async function tagId(key: string) {
  const found = await payload.find({ collection: 'tags', where: { key: { equals: key } }, limit: 1, depth: 0 })
  return found.docs[0]!.id
}

const healthPath = (id: number, date?: string) =>
  `/api/customer_aircrafts/${id}/records-health${date === undefined ? '' : `?date=${date}`}`

const plane = await caoAircraft(`D-ER${suffix}A`)

describe('GET /api/customer_aircrafts/:id/records-health', () => {
  it('judges the owner’s aircraft today: both lists, the document register, the ARC', async () => {
    const { status, body } = await get<RecordsHealth>(club, healthPath(plane.id))
    expect(status).toBe(200)
    expect(body.aircraft).toMatchObject({ id: plane.id, registration: plane.registration })
    expect(body.date).toBe(today)
    expect(body.today).toBe(today)
    expect(body.items.map((item) => item.key)).toEqual([
      ...ARC_REVIEW_ITEMS.map((item) => `ml_a_903.${item}`),
      ...RECORD_STATUS_ITEMS.map((item) => `ml_a_305.${item}`),
    ])
    expect(body.documents.map((row) => row.document)).toEqual([...REQUIRED_DOCUMENTS])
    // No certificates filed yet: the records are incomplete and no ARC is known.
    expect(body.records_state).toBe('incomplete')
    expect(body.documents.find((row) => row.document === 'radio_licence')?.state).toBe('missing')
    expect(body.arc).toEqual({
      valid_until: null,
      days_left: null,
      state: 'missing',
      source: null,
      review_id: null,
      document_id: null,
    })
    // The counters carried over make the journey log current; its type's AFM is the flight manual.
    expect(body.documents.find((row) => row.document === 'journey_log')?.state).toBe('current')
    expect(Object.values(body.counts).reduce((sum, count) => sum + count, 0)).toBe(body.items.length)
    expect(body).toMatchObject({
      modifications: [],
      reviews: [],
      may_record_review: false,
      may_add_modification: false,
    })
  })

  it('the contracted CAO sees it and may record a review; others get 404', async () => {
    const { status, body } = await get<RecordsHealth>(cao, healthPath(plane.id), 'en')
    expect(status).toBe(200)
    expect(body).toMatchObject({ may_record_review: true, may_add_modification: true })
    // Another company's user, and the CAO on an aircraft it has no contract for.
    expect((await get(operator, healthPath(plane.id))).status).toBe(404)
    expect((await get(cao, healthPath(demo['D-EKLU']!))).status).toBe(404)
    expect((await get(cao, healthPath(demo['D-EDRS']!))).status).toBe(200)
    expect((await get(club, healthPath(999_999))).status).toBe(404)
    expect((await get(null, healthPath(plane.id))).status).toBe(403)
  })

  it('judges a day up to 180 days ahead; another date is a 400 in the caller’s language', async () => {
    const ahead = addDays(today, 180)
    const { status, body } = await get<RecordsHealth>(club, healthPath(plane.id, ahead))
    expect(status).toBe(200)
    expect(body.date).toBe(ahead)
    for (const date of ['morgen', '2026-02-30', addDays(today, -1), addDays(today, 181), `${today}T00:00:00Z`]) {
      for (const language of ['de', 'en'] as const) {
        const response = await get<{ errors: { message: string; data?: { errors: { path: string }[] } }[] }>(
          language === 'de' ? club : cao,
          healthPath(plane.id, encodeURIComponent(date)),
          language,
        )
        expect(response.status, date).toBe(400)
        expect(response.body.errors[0]!.message).toBe(
          textIn(language, 'records:dateRange', { param: 'date', days: 180 }),
        )
      }
    }
  })
})

describe('the ARC’s validity', () => {
  it('comes from the ARC document, then from a signed review; an unsigned review does not count', async () => {
    const aircraft = await caoAircraft(`D-ER${suffix}B`)
    const expires = addDays(today, 30)
    const document = await payload.create({
      collection: 'documents',
      data: {
        title: `ARC ${aircraft.registration}`,
        status: 'published',
        published_at: addDays(today, -335),
        expires_at: expires,
        tags: [await tagId('airworthiness-review-certificate')],
        customer_aircrafts: [aircraft.id],
      } as never,
      depth: 0,
    })
    const arcOf = async () => (await get<RecordsHealth>(club, healthPath(aircraft.id))).body.arc
    expect(await arcOf()).toEqual({
      valid_until: expires,
      days_left: 30,
      state: 'due_soon',
      source: 'document',
      review_id: null,
      document_id: document.id,
    })
    // The airworthiness report shows it as a due item, no longer as an expiring document.
    const reportPath = `/api/customer_aircrafts/${aircraft.id}/airworthiness`
    const report = (await get<AirworthinessReport>(club, reportPath)).body
    expect(report.arc).toEqual(await arcOf())
    expect(report.expiring_documents.map((doc) => doc.id)).not.toContain(document.id)
    expect(report.next_due.find((item) => item.key === 'arc')).toMatchObject({
      kind: 'airworthiness_review',
      title: 'ARC',
      reference: `ARC ${aircraft.registration}`,
      due: { status: 'due_soon', due_at: { date: expires }, remaining: { days: 30 }, governing: 'calendar' },
    })
    const fleet = (await get<FleetStatus>(club, '/api/fleet/status')).body
    expect(fleet.aircraft.find((each) => each.aircraft.id === aircraft.id)?.arc).toEqual(report.arc)

    const validUntil = addDays(today, 360)
    const created = await post('/api/airworthiness_reviews', cao, {
      customer_aircraft: aircraft.id,
      review_date: today,
      outcome: 'issued',
      arc_reference: `ARC-${aircraft.registration}-1`,
      valid_until: validUntil,
      findings: 'Keine Beanstandungen',
      release: {
        certifying_person: 'Claudia Wagner',
        licence: 'ARS-0042',
        approval_reference: 'DE.CAO.0815',
        date: today,
        place: 'Mönchengladbach',
      },
    })
    expect(created.status).toBe(201)
    const review = ((await created.json()) as { doc: { id: number } }).doc
    // Not signed yet: the document still decides.
    expect((await arcOf()).source).toBe('document')
    const health = (await get<RecordsHealth>(club, healthPath(aircraft.id))).body
    expect(health.reviews.map((each) => [each.id, each.signature])).toEqual([[review.id, null]])

    const signed = await post(
      `/api/releases/airworthiness_reviews/${review.id}/sign`,
      cao,
      { method: 'password', password: 'Flugakte-Demo-1' },
      { 'Accept-Language': 'en' },
    )
    expect(signed.status).toBe(201)
    expect(await arcOf()).toEqual({
      valid_until: validUntil,
      days_left: 360,
      state: 'current',
      source: 'review',
      review_id: review.id,
      document_id: null,
    })
    const after = (await get<AirworthinessReport>(club, reportPath)).body
    expect(after.next_due.find((item) => item.key === 'arc')).toMatchObject({
      reference: `ARC-${aircraft.registration}-1`,
      due: { status: 'ok', due_at: { date: validUntil } },
    })
    expect((await get<RecordsHealth>(club, healthPath(aircraft.id))).body.reviews[0]!.signature).not.toBeNull()

    // A fixed number of reads, however many reviews and documents the aircraft has.
    const reads = async () => {
      const req = await createLocalReq({ user: await actingAs(payload, 'operator-b@flugakte.test') }, payload)
      const spies = [vi.spyOn(payload, 'find'), vi.spyOn(payload, 'findByID'), vi.spyOn(payload, 'count')]
      try {
        const health = await loadRecordsHealth(req, aircraft.id, today)
        return { reviews: health.reviews.length, reads: spies.reduce((sum, spy) => sum + spy.mock.calls.length, 0) }
      } finally {
        for (const spy of spies) spy.mockRestore()
      }
    }
    const one = await reads()
    const notIssued = await post('/api/airworthiness_reviews', cao, {
      customer_aircraft: aircraft.id,
      review_date: today,
      outcome: 'not_issued',
      findings: 'Wägebericht fehlt',
      release: {
        certifying_person: 'Claudia Wagner',
        licence: 'ARS-0042',
        approval_reference: 'DE.CAO.0815',
        date: today,
        place: 'Mönchengladbach',
      },
    })
    expect(notIssued.status).toBe(201)
    await payload.create({
      collection: 'documents',
      data: {
        title: `Versicherung ${aircraft.registration}`,
        status: 'published',
        expires_at: addDays(today, 200),
        tags: [await tagId('insurance-certificate')],
        customer_aircrafts: [aircraft.id],
      } as never,
      depth: 0,
    })
    const two = await reads()
    expect([one.reviews, two.reviews]).toEqual([1, 2])
    expect(two.reads).toBe(one.reads)
  })
})

describe('records incomplete notices', () => {
  it('tell the owner’s and the CAO’s users once about each missing document', async () => {
    const aircraft = await caoAircraft(`D-ER${suffix}C`)
    await notifyDue(payload, aircraft.id)
    const key = `records:${aircraft.id}:radio_licence:missing@-`
    const noticesOf = async () =>
      (
        await payload.find({
          collection: 'notifications',
          where: { key: { equals: key } },
          pagination: false,
          depth: 0,
          locale: 'en',
        })
      ).docs
    const notices = await noticesOf()
    const usersOf = async (companyId: number | string) =>
      (
        await payload.find({
          collection: 'users',
          where: { and: [{ company: { equals: companyId } }, { status: { equals: 'active' } }] },
          pagination: false,
          depth: 0,
        })
      ).docs.map((user) => user.id)
    const expected = [
      ...(await usersOf(relationId(aircraft.company)!)),
      ...(await usersOf(await companyNamed('Lufttüchtigkeit West CAO GmbH'))),
    ]
    expect(notices.map((notice) => relationId(notice.recipient)).sort()).toEqual([...expected].sort())
    expect(notices[0]).toMatchObject({
      subject: `${aircraft.registration}: records incomplete – Radio licence missing`,
      link: `/records?aircraft=${aircraft.id}`,
    })
    const german = await payload.findByID({ collection: 'notifications', id: notices[0]!.id, locale: 'de', depth: 0 })
    expect(german.subject).toBe(`${aircraft.registration}: Akten unvollständig – Flugfunkgenehmigung fehlt`)
    // Once told, not again.
    expect(await notifyDue(payload, aircraft.id)).toBe(0)
    expect(await noticesOf()).toHaveLength(notices.length)
  })
})
