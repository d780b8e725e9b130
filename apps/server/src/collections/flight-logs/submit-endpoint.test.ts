import { randomUUID } from 'node:crypto'

import { hashChallenge, submittedContentHash } from '@flugakte/domain'
import { beforeAll, describe, expect, it } from 'vitest'

import { registerPasskey } from '../../journey-log/signatures/testing'
import { newAccount, post, tokenFor } from '../users/testing'
import type { CustomerAircraft, FlightLog } from '../../payload-types'
import { demoWorld } from '../../testing/demo-world'
import { emptyAircraftOfTheClub, flightLogFixture } from './testing'

// The origin rest() sends requests to (the passkeys' expected origin); another test file may have left a different one.
process.env.PUBLIC_ORIGIN = 'http://localhost:3000'

const { payload, token } = await demoWorld({
  member: 'member@flugakte.test',
  otherCompany: 'operator@flugakte.test',
  maintenance: 'maintenance@flugakte.test',
})

type Answer = {
  status: number
  doc?: FlightLog
  message?: string
  duplicate?: boolean
  signature?: { flight_log: number; signer: number; method: string; content_hash: string } | null
  signature_error?: string | null
  errors?: { message: string; data?: Record<string, unknown> & { errors?: { path: string; message: string }[] } }[]
}

let fixture: Awaited<ReturnType<typeof flightLogFixture>>

beforeAll(async () => {
  fixture = await flightLogFixture(payload)
})

/** An aircraft of the demo club with an empty log, and entries on it a day apart in the evening. */
async function aircraftWithLog(registration: string) {
  const plane: CustomerAircraft = await emptyAircraftOfTheClub(payload, registration)
  const entry = (day: number, overrides: Record<string, unknown> = {}) => ({
    customer_aircraft: plane.id,
    registration: plane.registration,
    date: new Date(Date.parse('2026-06-01') + day * 86_400_000).toISOString().slice(0, 10),
    pilot: fixture.member.id,
    location_to: fixture.home,
    location_ldg: fixture.away,
    to_utc: '18:00',
    ldg_utc: '18:40',
    cnt_ldg: 1,
    client_id: randomUUID(),
    ...overrides,
  })
  const stored = async () =>
    (
      await payload.find({
        collection: 'flight_logs',
        where: { customer_aircraft: { equals: plane.id } },
        sort: 'number',
        depth: 0,
        pagination: false,
      })
    ).docs
  return { plane, entry, stored }
}

async function submit(body: unknown, as = token.member, language: 'de' | 'en' = 'de'): Promise<Answer> {
  const response = await post('/api/flight_logs/submit', as, body, { 'Accept-Language': language })
  return { status: response.status, ...((await response.json()) as Omit<Answer, 'status'>) }
}

const fieldMessage = (answer: Answer, path: string) =>
  answer.errors?.[0]?.data?.errors?.find((error) => error.path === path)?.message

describe('POST /api/flight_logs/submit', () => {
  it('stores a new entry (201) and answers the same entry when it comes again (200, duplicate)', async () => {
    const { entry, stored } = await aircraftWithLog('D-EQUA')
    const body = entry(0)
    const first = await submit(body)
    expect(first.status).toBe(201)
    expect(first).toMatchObject({ duplicate: false, signature: null, signature_error: null })
    expect(first.doc).toMatchObject({ number: 1, client_id: body.client_id, type: 'origin' })
    expect(first.message).toBe('Der Eintrag ist im Bordbuch gespeichert')

    const again = await submit(body)
    expect(again.status).toBe(200)
    expect(again.duplicate).toBe(true)
    expect(again.doc).toMatchObject({ id: first.doc!.id, number: 1 })
    expect(again.message).toBe('Dieser Eintrag wurde bereits übermittelt und steht als Nr. 1 im Bordbuch')
    expect((await stored()).map((doc) => doc.id)).toEqual([first.doc!.id])
  })

  it('compares client ids in any case, and answers other content under a stored client id with 409, storing nothing', async () => {
    const { entry, stored } = await aircraftWithLog('D-EQCI')
    const body = entry(0)
    const first = await submit(body)
    expect(first.status).toBe(201)

    const shouted = { ...body, client_id: body.client_id.toUpperCase() }
    const again = await submit(shouted)
    expect(again).toMatchObject({ status: 200, duplicate: true, doc: { id: first.doc!.id } })

    for (const changed of [
      { ...body, cnt_ldg: 4, notes: 'Platzrunden' },
      { ...shouted, to_utc: '17:50' },
    ]) {
      const answer = await submit(changed, token.member, 'en')
      expect(answer.status).toBe(409)
      expect(answer.errors![0]).toMatchObject({
        message:
          'No. 1 of the journey log already carries this identifier, with different content. The new content was not stored: please check the entry and record what differs as a new entry or a correction',
        data: { code: 'clientIdConflict' },
      })
    }
    expect((await stored()).map((doc) => [doc.id, doc.cnt_ldg, doc.notes ?? null])).toEqual([[first.doc!.id, 1, null]])
  })

  it('100 replays of one submission, one after the other, store one entry', async () => {
    const { entry, stored } = await aircraftWithLog('D-EQUB')
    const body = entry(0)
    const answers: Answer[] = []
    for (let replay = 0; replay < 100; replay++) answers.push(await submit(body))
    expect(answers.map((answer) => answer.status)).toEqual([201, ...Array<number>(99).fill(200)])
    expect(new Set(answers.map((answer) => answer.doc!.id)).size).toBe(1)
    expect(await stored()).toHaveLength(1)
  })

  it('100 concurrent replays of one submission store one entry, and every answer names it', async () => {
    const { entry, stored } = await aircraftWithLog('D-EQUC')
    const body = entry(0)
    const answers = await Promise.all(Array.from({ length: 100 }, () => submit(body)))
    const statuses = answers.map((answer) => answer.status).sort()
    expect(statuses).toEqual([...Array<number>(99).fill(200), 201])
    const rows = await stored()
    expect(rows).toHaveLength(1)
    expect(new Set(answers.map((answer) => answer.doc?.id))).toEqual(new Set([rows[0]!.id]))
    expect(answers.every((answer) => answer.doc?.number === 1)).toBe(true)
  })

  it('stores two submissions with different client ids as two entries in order', async () => {
    const { entry, stored } = await aircraftWithLog('D-EQUD')
    const first = await submit(entry(0))
    const second = await submit(entry(1))
    expect([first.status, second.status]).toEqual([201, 201])
    expect([first.doc!.number, second.doc!.number]).toEqual([1, 2])
    expect((await stored()).map((doc) => doc.client_id)).toEqual([first.doc!.client_id, second.doc!.client_id])
  })

  it('asks whether an origin entry earlier than the latest is an addendum (409), and stores it once confirmed', async () => {
    const { entry, stored } = await aircraftWithLog('D-EQUE')
    const latest = await submit(entry(10))
    expect(latest.status).toBe(201)

    const earlier = entry(5)
    const asked = await submit(earlier)
    expect(asked.status).toBe(409)
    expect(asked.errors![0]).toMatchObject({
      message: 'Dieser Flug liegt vor dem letzten Eintrag Nr. 1 im Bordbuch. Ist er ein Nachtrag?',
      data: {
        code: 'earlierThanLatest',
        latest: {
          number: 1,
          date: latest.doc!.date,
          time_takeoff_utc: '2026-06-11T18:00:00.000Z',
          time_landing_utc: '2026-06-11T18:40:00.000Z',
        },
      },
    })
    const english = await submit(earlier, token.member, 'en')
    expect(english.errors![0]!.message).toBe(
      'This flight is earlier than the latest entry no. 1 in the journey log. Is it an addendum?',
    )
    expect(await stored()).toHaveLength(1)

    const confirmed = await submit({ ...earlier, confirm_earlier: true })
    expect(confirmed.status).toBe(201)
    expect(confirmed.doc).toMatchObject({ number: 2, type: 'origin' })
    const addendum = await submit({ ...entry(6), type: 'addendum', notes: 'Nachgetragen: Platzrunden' })
    expect(addendum.status).toBe(201)
    expect(addendum.doc).toMatchObject({ number: 3, type: 'addendum' })
    // The collection's own create (admin panel) keeps taking an earlier entry without the question.
    const direct = await post('/api/flight_logs', token.member, { ...entry(7), client_id: undefined })
    expect(direct.status).toBe(201)
  })

  it('records what the pilot acknowledged before the flight; a malformed acknowledgement is a 400, storing nothing', async () => {
    const { entry, stored } = await aircraftWithLog('D-EQPF')
    const acknowledged = [
      { key: 'due:task-100h', text: 'Überfällig: 100-Stunden-Kontrolle' },
      { key: 'limitation:12', text: 'Auflage: Nur bei Tag (Beanstandung #12)' },
    ]
    const refused = await submit({ ...entry(0), acknowledge_preflight: [{ key: 'arc' }] }, token.member, 'en')
    expect(refused.status).toBe(400)
    expect(fieldMessage(refused, 'acknowledge_preflight')).toBe('Wrong value')
    expect(await submit({ ...entry(0), acknowledge_preflight: 'yes' })).toMatchObject({ status: 400 })
    expect(await stored()).toHaveLength(0)

    const first = await submit({ ...entry(0), acknowledge_preflight: acknowledged })
    expect(first.status).toBe(201)
    expect(first.doc?.preflight_acknowledged).toEqual(acknowledged)
    // Nothing acknowledged, nothing recorded; a client cannot set the record itself.
    const second = await submit({ ...entry(1), preflight_acknowledged: acknowledged })
    expect(second.status).toBe(201)
    const [one, two] = await stored()
    expect(one?.preflight_acknowledged).toEqual(acknowledged)
    expect(two?.preflight_acknowledged ?? null).toBeNull()
  })

  it('refuses a missing or malformed client id (400 at the field, in the caller’s language), storing nothing', async () => {
    const { entry, stored } = await aircraftWithLog('D-EQUF')
    const missing = await submit({ ...entry(0), client_id: undefined })
    expect(missing.status).toBe(400)
    expect(fieldMessage(missing, 'client_id')).toBe('Die Kennung des Eintrags fehlt oder ist ungültig')
    const malformed = await submit({ ...entry(0), client_id: 'not-a-uuid' }, token.member, 'en')
    expect(malformed.status).toBe(400)
    expect(fieldMessage(malformed, 'client_id')).toBe('The entry’s identifier is missing or invalid')
    const wrongTypes = await submit({ ...entry(0), cnt_ldg: 'two', confirm_earlier: 'yes' }, token.member, 'en')
    expect(wrongTypes.status).toBe(400)
    expect(fieldMessage(wrongTypes, 'cnt_ldg')).toBeDefined()
    expect(fieldMessage(wrongTypes, 'confirm_earlier')).toBeDefined()
    const invalid = await submit({ ...entry(0), to_utc: '25:00' })
    expect(invalid.status).toBe(400)
    expect(fieldMessage(invalid, 'to_utc')).toBeDefined()
    expect(await stored()).toHaveLength(0)
  })

  it('keeps client ids per aircraft: the same id on another aircraft is another entry', async () => {
    const one = await aircraftWithLog('D-EQUG')
    const other = await aircraftWithLog('D-EQUH')
    const clientId = randomUUID()
    const first = await submit(one.entry(0, { client_id: clientId }))
    const second = await submit(other.entry(0, { client_id: clientId }))
    expect([first.status, second.status]).toEqual([201, 201])
    expect(first.doc!.id).not.toBe(second.doc!.id)
    expect(await one.stored()).toHaveLength(1)
    expect(await other.stored()).toHaveLength(1)
  })

  it('shows another company’s user nothing of an entry when they replay its client id', async () => {
    const { entry, stored } = await aircraftWithLog('D-EQUI')
    const body = entry(0)
    const mine = await submit(body)
    expect(mine.status).toBe(201)
    const theirs = await submit(body, token.otherCompany, 'en')
    expect(theirs.status).toBe(400)
    expect(theirs.doc).toBeUndefined()
    expect(JSON.stringify(theirs)).not.toContain(String(mine.doc!.number) + ' in the journey log')
    expect(fieldMessage(theirs, 'customer_aircraft')).toBe('The aircraft does not belong to your company')
    // Reading the entry is not writing one: a maintenance company sees the aircraft but gets 403.
    expect((await submit(body, token.maintenance)).status).toBe(403)
    expect(await stored()).toHaveLength(1)
  })

  it('POST /api/flight_logs honours the client id too: a second entry with it answers 409 naming the first', async () => {
    const { entry, stored } = await aircraftWithLog('D-EQUJ')
    const body = entry(0)
    expect((await post('/api/flight_logs', token.member, body)).status).toBe(201)
    const again = await post('/api/flight_logs', token.member, { ...entry(1), client_id: body.client_id })
    expect(again.status).toBe(409)
    const answer = (await again.json()) as Answer
    expect(answer.errors![0]).toMatchObject({
      message: 'Dieser Eintrag wurde bereits übermittelt und steht als Nr. 1 im Bordbuch',
      data: { code: 'clientIdTaken', number: 1 },
    })
    expect(await stored()).toHaveLength(1)
  })

  it('answers the same takeoff under another client id with 409 duplicateTakeoff naming the entry', async () => {
    const { entry } = await aircraftWithLog('D-EQUK')
    const first = await submit(entry(0))
    const twice = await submit(entry(0))
    expect(twice.status).toBe(409)
    expect(twice.errors![0]!.data).toMatchObject({ code: 'duplicateTakeoff', number: first.doc!.number })
  })
})

describe('a sign-off made on the phone with the submission', () => {
  async function signingPilot(label: string) {
    const account = await newAccount(payload, label)
    const pilotToken = await tokenFor(account.email)
    return { ...account, token: pilotToken, passkey: await registerPasskey(pilotToken) }
  }

  /**
   * The content hash a phone signs: of the entry as its form checked it (the domain's schema fills the
   * defaults) with the figures the server derives from it (a flight's duration), as the server stores it.
   */
  // What the phone signs: the domain's rule for the hash the server will store.
  const phoneHash = (body: Record<string, unknown>) => submittedContentHash(body)

  async function signatures(entryId: number) {
    return (
      await payload.find({ collection: 'flight_log_signatures', where: { flight_log: { equals: entryId } }, depth: 0 })
    ).docs
  }

  it('stores the entry and its passkey signature over the content hash the phone computed', async () => {
    const pilot = await signingPilot('offline-signer')
    const { entry } = await aircraftWithLog('D-EQUL')
    const body = entry(0, { pilot: pilot.id })
    const hash = await phoneHash(body)
    const answer = await submit(
      { ...body, signature: { method: 'passkey', response: pilot.passkey.sign(hashChallenge(hash)) } },
      pilot.token,
    )
    expect(answer.status).toBe(201)
    expect(answer.doc!.content_hash).toBe(hash)
    expect(answer.signature).toMatchObject({
      flight_log: answer.doc!.id,
      signer: pilot.id,
      method: 'passkey',
      content_hash: hash,
    })
    expect(answer.signature_error).toBeNull()
    expect(await signatures(answer.doc!.id)).toHaveLength(1)

    // The answer got lost; the phone sends it all again: the same entry, the same signature, no second one.
    const replay = await submit(
      { ...body, signature: { method: 'passkey', response: pilot.passkey.sign(hashChallenge(hash)) } },
      pilot.token,
    )
    expect(replay).toMatchObject({ status: 200, duplicate: true, signature_error: null })
    expect(replay.signature).toMatchObject({ flight_log: answer.doc!.id, signer: pilot.id })
    expect(await signatures(answer.doc!.id)).toHaveLength(1)
  })

  it('signs a batch entry (date and duration only) the same way', async () => {
    const pilot = await signingPilot('offline-batch')
    const { entry } = await aircraftWithLog('D-EQUO')
    const body = entry(0, {
      pilot: pilot.id,
      is_batch: true,
      to_utc: undefined,
      ldg_utc: undefined,
      flight_time: '02:15',
    })
    const hash = await phoneHash(body)
    const answer = await submit(
      { ...body, signature: { method: 'passkey', response: pilot.passkey.sign(hashChallenge(hash)) } },
      pilot.token,
    )
    expect(answer.status).toBe(201)
    expect(answer.doc!.content_hash).toBe(hash)
    expect(answer.signature).toMatchObject({ signer: pilot.id, content_hash: hash })
  })

  it('stores the entry unsigned, saying why, when the signature does not hold', async () => {
    const pilot = await signingPilot('offline-broken')
    const { entry, stored } = await aircraftWithLog('D-EQUM')
    const body = entry(0, { pilot: pilot.id })
    const otherContent = hashChallenge(await phoneHash({ ...body, cnt_ldg: 2 }))
    const broken = await submit(
      { ...body, signature: { method: 'passkey', response: pilot.passkey.sign(otherContent) } },
      pilot.token,
      'en',
    )
    expect(broken.status).toBe(201)
    expect(broken.signature).toBeNull()
    expect(broken.signature_error).toBe('The passkey signature could not be confirmed. Please try again.')
    expect(await stored()).toHaveLength(1)
    expect(await signatures(broken.doc!.id)).toHaveLength(0)

    // A password is checked online only, under its throttle: the entry is stored, the sign-off left open.
    const password = await submit(
      { ...entry(1, { pilot: pilot.id }), signature: { method: 'password', password: 'x' } },
      pilot.token,
    )
    expect(password.status).toBe(201)
    expect(password.signature).toBeNull()
    expect(password.signature_error).toBe(
      'Mit dem Passwort unterschreiben Sie online im Bordbuch. Der Eintrag ist gespeichert und wartet auf Ihre Unterschrift.',
    )
  })

  it('does not sign for someone who is not the pilot-in-command, and the entry still stands', async () => {
    const pilot = await signingPilot('offline-not-pic')
    const { entry, stored } = await aircraftWithLog('D-EQUN')
    // The member enters a flight of the demo member as pilot; the new pilot is not its pilot-in-command.
    const body = entry(0)
    const hash = await phoneHash(body)
    const answer = await submit(
      { ...body, signature: { method: 'passkey', response: pilot.passkey.sign(hashChallenge(hash)) } },
      pilot.token,
    )
    expect(answer.status).toBe(201)
    expect(answer.signature).toBeNull()
    expect(answer.signature_error).toBe('Nur der verantwortliche Pilot (PIC) dieses Eintrags kann ihn unterschreiben.')
    expect(await stored()).toHaveLength(1)
  })
})
