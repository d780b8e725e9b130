import { beforeAll, describe, expect, it } from 'vitest'

import type { FlightLog } from '../../payload-types'
import { demoWorld } from '../../testing/demo-world'
import { actingAs } from '../../testing/get-test-payload'
import { bearer, rest } from '../../testing/rest'
import { emptyAircraftOfTheClub, flightLogFixture } from './testing'

let entry: (overrides?: Record<string, unknown>) => FlightLog
let stored: () => Promise<number>
let instructor: number

const {
  payload,
  token: { token },
} = await demoWorld({ token: 'member@flugakte.test' })

beforeAll(async () => {
  const fixture = await flightLogFixture(payload)
  const plane = await emptyAircraftOfTheClub(payload, 'D-EJLI')
  instructor = (await actingAs(payload, 'operator-b@flugakte.test')).id
  // A day of its own for each entry: two entries with the same takeoff would be one flight entered twice.
  let days = 0
  entry = (overrides = {}) =>
    fixture.entry({
      customer_aircraft: plane.id,
      registration: plane.registration,
      date: new Date(Date.parse('2026-07-01') + days++ * 86_400_000).toISOString().slice(0, 10),
      ...overrides,
    })
  stored = async () =>
    (await payload.count({ collection: 'flight_logs', where: { customer_aircraft: { equals: plane.id } } })).totalDocs
})

type Answer = { status: number; doc?: FlightLog; fields: Record<string, string> }

async function create(body: object, language = 'de'): Promise<Answer> {
  const response = await rest('/api/flight_logs', {
    method: 'POST',
    headers: { ...bearer(token), 'Content-Type': 'application/json', 'Accept-Language': language },
    body: JSON.stringify(body),
  })
  const json = (await response.json()) as {
    doc?: FlightLog
    errors?: { data?: { errors?: { path: string; message: string }[] } }[]
  }
  return {
    status: response.status,
    doc: json.doc,
    fields: Object.fromEntries((json.errors?.[0]?.data?.errors ?? []).map((error) => [error.path, error.message])),
  }
}

const read = (id: number) => payload.findByID({ collection: 'flight_logs', id, depth: 0 })

describe('journey-log items (AMC1 NCO.GEN.150, § 30 LuftBO) through REST', () => {
  it('stores nature of flight, crew duties and incidents as sent, and counts the persons on board', async () => {
    const training = await create(
      entry({
        nature_of_flight: 'training',
        pilot_duty: 'student',
        copilot: instructor,
        copilot_duty: 'instructor',
        cnt_guests: 0,
        incidents: 'Vogelschlag im Endanflug, Sichtprüfung ohne Befund',
      }),
    )
    expect(training.status).toBe(201)
    expect(await read(training.doc!.id)).toMatchObject({
      nature_of_flight: 'training',
      pilot_duty: 'student',
      copilot: instructor,
      copilot_duty: 'instructor',
      incidents: 'Vogelschlag im Endanflug, Sichtprüfung ohne Befund',
      persons_on_board: 2,
    })
    const withGuests = await create(
      entry({ nature_of_flight: 'other', copilot: instructor, copilot_duty: 'copilot', cnt_guests: 2 }),
    )
    expect(withGuests.status).toBe(201)
    expect(await read(withGuests.doc!.id)).toMatchObject({
      nature_of_flight: 'other',
      pilot_duty: 'pic',
      copilot_duty: 'copilot',
      persons_on_board: 4,
    })
  })

  it('gives an entry without them the defaults: a private flight with the pilot as pilot-in-command', async () => {
    const plain = await create(entry())
    expect(plain.status).toBe(201)
    const doc = await read(plain.doc!.id)
    expect(doc).toMatchObject({ nature_of_flight: 'private', pilot_duty: 'pic', persons_on_board: 1 })
    expect(doc.copilot_duty ?? null).toBeNull()
    expect(doc.incidents ?? null).toBeNull()
  })

  it.each([
    [
      'a copilot without a duty',
      { copilot: 'instructor' },
      'copilot_duty',
      'Bitte alle Pflichtfelder ausfüllen',
      'Please enter all required fields',
    ],
    ['a copilot’s duty without a copilot', { copilot_duty: 'copilot' }, 'copilot_duty', 'Falscher Wert', 'Wrong value'],
    [
      'no pilot-in-command',
      { pilot_duty: 'copilot' },
      'pilot_duty',
      'Genau ein Besatzungsmitglied muss verantwortlicher Pilot (PIC) oder Fluglehrer sein',
      'Exactly one crew member must be pilot in command (PIC) or instructor',
    ],
    [
      'two pilots-in-command',
      { pilot_duty: 'instructor', copilot: 'instructor', copilot_duty: 'pic' },
      'pilot_duty',
      'Genau ein Besatzungsmitglied muss verantwortlicher Pilot (PIC) oder Fluglehrer sein',
      'Exactly one crew member must be pilot in command (PIC) or instructor',
    ],
    [
      'a student without an instructor',
      { pilot_duty: 'student' },
      'pilot_duty',
      'Ein Flugschüler braucht einen Fluglehrer als zweites Besatzungsmitglied; wer allein fliegt, ist selbst verantwortlicher Pilot (PIC)',
      'A student pilot needs an instructor as the other crew member; a student flying solo is the pilot in command (PIC)',
    ],
    [
      'a student copilot beside a pilot-in-command',
      { copilot: 'instructor', copilot_duty: 'student' },
      'copilot_duty',
      'Ein Flugschüler braucht einen Fluglehrer als zweites Besatzungsmitglied; wer allein fliegt, ist selbst verantwortlicher Pilot (PIC)',
      'A student pilot needs an instructor as the other crew member; a student flying solo is the pilot in command (PIC)',
    ],
    ['an unknown duty', { pilot_duty: 'captain' }, 'pilot_duty', 'Falscher Wert', 'Wrong value'],
    [
      'an unknown nature of flight',
      { nature_of_flight: 'aerobatics' },
      'nature_of_flight',
      'Falscher Wert',
      'Wrong value',
    ],
  ])(
    '%s answers 400 at the field in the caller’s language, storing nothing',
    async (_, change, field, german, english) => {
      const before = await stored()
      // The demo club's second pilot stands in for the copilot's id, which the table cannot know.
      const body = Object.fromEntries(
        Object.entries(change).map(([key, value]) => [key, key === 'copilot' ? instructor : value]),
      )
      const de = await create(entry(body))
      expect(de.status).toBe(400)
      expect(de.fields[field]).toBe(german)
      const en = await create(entry(body), 'en')
      expect(en.status).toBe(400)
      expect(en.fields[field]).toBe(english)
      expect(await stored()).toBe(before)
    },
  )

  it('counts the persons on board itself: a number the caller sends is dropped', async () => {
    const answer = await create(entry({ cnt_guests: 1, persons_on_board: 9 }))
    expect(answer.status).toBe(201)
    expect((await read(answer.doc!.id)).persons_on_board).toBe(2)
  })
})
