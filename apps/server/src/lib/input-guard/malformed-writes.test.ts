import fc from 'fast-check'
import type { CollectionSlug } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { brokenFlightLogRule } from '@flugakte/domain/testing'

import { emptyAircraftOfTheClub } from '../../collections/flight-logs/testing'
import { demoWorld } from '../../testing/demo-world'
import { actingAs } from '../../testing/get-test-payload'
import { bearer, rest } from '../../testing/rest'

let flightLog: Record<string, unknown>
let adCompliance: Record<string, unknown>

const today = () => new Date().toISOString().slice(0, 10)

const {
  payload,
  aircraft,
  token: { member, maintenance, admin },
} = await demoWorld({
  member: 'member@flugakte.test',
  maintenance: 'maintenance@flugakte.test',
  admin: 'admin@flugakte.test',
})

beforeAll(async () => {
  const pilot = await actingAs(payload, 'member@flugakte.test')
  const airports = await payload.find({
    collection: 'airports',
    where: { icao: { in: ['EDKB', 'EDFE'] } },
    sort: 'icao',
  })
  const directive = await payload.find({
    collection: 'airworthiness_directives',
    where: { number: { equals: '87-20-03' } },
    limit: 1,
  })
  // An aircraft of its own, so no stored entry shares the base's takeoff.
  const plane = await emptyAircraftOfTheClub(payload, 'D-EMAL')
  flightLog = {
    customer_aircraft: plane.id,
    registration: plane.registration,
    date: '2026-11-19',
    pilot: pilot.id,
    location_to: airports.docs[0]!.id,
    location_ldg: airports.docs[1]!.id,
    to_utc: '09:00',
    ldg_utc: '09:40',
    cnt_ldg: 1,
    notes: 'Platzrunden',
  }
  adCompliance = {
    customer_aircraft: aircraft['D-EFAK'],
    airworthiness_directive: directive.docs[0]!.id,
    status: 'complied',
    date: today(),
    performed_by: 'M. Fischer',
    method_of_compliance: 'Sichtprüfung',
    airframe_minutes: 120_000,
  }
})

type Answer = { status: number; message: string; fields: Record<string, string> }

async function send(
  token: string,
  path: string,
  body: string | FormData,
  { language = 'de', contentType = 'application/json', method = 'POST' } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...bearer(token), 'Accept-Language': language }
  if (!(body instanceof FormData)) headers['Content-Type'] = contentType
  const response = await rest(path, { method, headers, body })
  const json = (await response.json().catch(() => ({}))) as {
    errors?: { message?: string; data?: { errors?: { path: string; message: string }[] } }[]
  }
  return {
    status: response.status,
    message: json.errors?.[0]?.message ?? '',
    fields: Object.fromEntries((json.errors?.[0]?.data?.errors ?? []).map((error) => [error.path, error.message])),
  }
}

const countOf = async (collection: CollectionSlug) =>
  (await payload.count({ collection, overrideAccess: true })).totalDocs

/** A body with one key holding arrays nested `levels` deep, written as text (JSON.stringify would overflow). */
const withDeep = (valid: Record<string, unknown>, key: string, levels: number) =>
  `${JSON.stringify(valid).slice(0, -1)},${JSON.stringify(key)}:${'['.repeat(levels)}${']'.repeat(levels)}}`

describe('malformed writes answer 400 with a message at the field, in the caller’s language', () => {
  it.each([
    ['a string for a number', { cnt_ldg: '2' }, 'cnt_ldg', 'Falsches Format', 'Wrong format'],
    ['a numeric string with trailing text', { cnt_ldg: '12abc' }, 'cnt_ldg', 'Falsches Format', 'Wrong format'],
    ['an object for a relationship', { pilot: { id: 1 } }, 'pilot', 'Falsches Format', 'Wrong format'],
    ['a numeric string for a relationship', { pilot: '1abc' }, 'pilot', 'Falsches Format', 'Wrong format'],
    ['an id beyond 32 bits', { location_to: 99_999_999_999 }, 'location_to', 'Falscher Wert', 'Wrong value'],
    ['an array for a text', { notes: ['a', 'b'] }, 'notes', 'Falsches Format', 'Wrong format'],
    ['a number for a text', { to_utc: 1000 }, 'to_utc', 'Falsches Format', 'Wrong format'],
    ['a string for a checkbox', { is_batch: 'false' }, 'is_batch', 'Falsches Format', 'Wrong format'],
    ['an array for a select', { type: ['origin'] }, 'type', 'Falsches Format', 'Wrong format'],
    ['a NUL byte in a text', { notes: 'Platz\u0000runden' }, 'notes', 'Nullzeichen', 'NUL character'],
    ['a NUL byte in a key', { 'no\u0000tes': 'x' }, 'notes', 'Nullzeichen', 'NUL character'],
    ['the impossible day 2024-02-30', { date: '2024-02-30' }, 'date', 'Kein gültiges Datum', 'Not a valid date'],
    ['a day with junk after it', { date: '2024-01-01 junk' }, 'date', 'Kein gültiges Datum', 'Not a valid date'],
    ['a timestamp without a zone', { date: '2024-01-01T10:00:00' }, 'date', 'Kein gültiges Datum', 'Not a valid date'],
    ['a deeply nested value', { notes: 100_000 }, 'notes', 'Zu tief verschachtelt', 'Nested too deeply'],
  ])('flight_logs: %s', async (name, change, field, german, english) => {
    const before = await countOf('flight_logs')
    const body = name.includes('nested')
      ? withDeep(flightLog, 'notes', 100_000)
      : JSON.stringify({ ...flightLog, ...change })
    const de = await send(member, '/api/flight_logs', body)
    expect(de.status).toBe(400)
    expect(de.fields[field]).toContain(german)
    expect(de.message).toMatch(/\S/)
    const en = await send(member, '/api/flight_logs', body, { language: 'en' })
    expect(en.fields[field]).toContain(english)
    expect(await countOf('flight_logs')).toBe(before)
  })

  it.each([
    ['a numeric string with trailing text', { airframe_minutes: '12abc' }, 'airframe_minutes'],
    ['an object for a relationship', { airworthiness_directive: { id: 1 } }, 'airworthiness_directive'],
    ['an array for a text', { performed_by: ['M.', 'Fischer'] }, 'performed_by'],
    ['a NUL byte', { method_of_compliance: 'Sicht\u0000prüfung' }, 'method_of_compliance'],
    ['an impossible day', { date: '2025-02-29' }, 'date'],
    ['a day with junk', { date: `${today()} junk` }, 'date'],
  ])('ad_compliances: %s', async (_, change, field) => {
    const before = await countOf('ad_compliances')
    const answer = await send(maintenance, '/api/ad_compliances', JSON.stringify({ ...adCompliance, ...change }))
    expect(answer.status).toBe(400)
    expect(answer.fields[field]).toMatch(/\S/)
    expect(await countOf('ad_compliances')).toBe(before)
  })

  it.each([
    ['text that is no JSON', 'customer_aircraft=3', 'application/json'],
    ['a form-encoded body', 'customer_aircraft=3', 'application/x-www-form-urlencoded'],
    ['plain text', JSON.stringify({ registration: 'D-EKLU' }), 'text/plain'],
    ['JSON null', 'null', 'application/json'],
    ['a JSON array', '[{"registration":"D-EKLU"}]', 'application/json'],
    ['a JSON string', '"D-EKLU"', 'application/json'],
    ['a JSON number', '42', 'application/json'],
    ['truncated JSON', '{"registration":"D-EK', 'application/json'],
  ])('a body that is %s: 400 with a message, on create and update', async (_, body, contentType) => {
    const before = await countOf('flight_logs')
    const created = await send(member, '/api/flight_logs', body, { contentType })
    expect(created.status).toBe(400)
    expect(created.message).toBe('Der Inhalt der Anfrage ist kein gültiges JSON-Objekt')
    const updated = await send(admin, `/api/customer_aircrafts/${aircraft['D-EKLU']}`, body, {
      contentType,
      method: 'PATCH',
      language: 'en',
    })
    expect(updated.status).toBe(400)
    expect(updated.message).toBe('The request body is not a valid JSON object')
    expect(await countOf('flight_logs')).toBe(before)
  })

  it('a multipart body with a broken or wrongly typed _payload', async () => {
    const before = await countOf('documents')
    for (const raw of ['{broken', '[]', JSON.stringify({ title: ['x'] }), JSON.stringify({ title: 'a\u0000b' })]) {
      const form = new FormData()
      form.set('_payload', raw)
      const answer = await send(admin, '/api/documents', form)
      expect(answer.status).toBe(400)
      expect(answer.message).toMatch(/\S/)
    }
    expect(await countOf('documents')).toBe(before)
  })

  it('covers every collection and the settings global, on create and update (groups, arrays and dates inside them)', async () => {
    const aircraftPath = `/api/customer_aircrafts/${aircraft['D-EKLU']}`
    const stored = await payload.findByID({ collection: 'customer_aircrafts', id: aircraft['D-EKLU']!, depth: 0 })
    const cases: [string, string, Record<string, unknown>, string][] = [
      ['PATCH', aircraftPath, { counters_baseline: { engine_minutes: '12abc' } }, 'counters_baseline.engine_minutes'],
      ['PATCH', aircraftPath, { counters_baseline: { date: '2024-02-30' } }, 'counters_baseline.date'],
      ['PATCH', aircraftPath, { counters_baseline: 'none' }, 'counters_baseline'],
      ['PATCH', aircraftPath, { comp_serialized: { component: 1 } }, 'comp_serialized'],
      [
        'PATCH',
        aircraftPath,
        { comp_serialized: [{ component: '1x', serial_number: 'A' }] },
        'comp_serialized.0.component',
      ],
      ['PATCH', aircraftPath, { serial_number: 'SN\u0000' }, 'serial_number'],
      ['PATCH', '/api/customer_aircrafts', { serial_number: 42 }, 'serial_number'],
      ['POST', '/api/companies', { name: { de: 'x' } }, 'name'],
      ['POST', '/api/users', { email: 'new@flugakte.test', password: 12_345_678 }, 'password'],
      ['POST', '/api/globals/settings', { auth_login_attempts: '5x' }, 'auth_login_attempts'],
    ]
    for (const [method, path, body, field] of cases) {
      const answer = await send(admin, path, JSON.stringify(body), { method })
      expect([path, field, answer.status]).toEqual([path, field, 400])
      expect(answer.fields[field], `${path} ${field}`).toMatch(/\S/)
    }
    const after = await payload.findByID({ collection: 'customer_aircrafts', id: aircraft['D-EKLU']!, depth: 0 })
    expect(after.serial_number).toBe(stored.serial_number)
    expect(after.counters_baseline).toEqual(stored.counters_baseline)
  })
})

/** Mutations that make a valid body malformed: each one alone must be refused. */
function malformed(
  ruleBroken: fc.Arbitrary<Record<string, unknown>>,
  valid: Record<string, unknown>,
  fields: Record<string, 'number' | 'id' | 'text' | 'date' | 'select' | 'checkbox'>,
) {
  const names = Object.keys(fields)
  const notOfType = (kind: string) => {
    const options: fc.Arbitrary<unknown>[] = [
      fc.array(fc.oneof(fc.string(), fc.integer()), { maxLength: 3 }),
      fc.dictionary(fc.string({ maxLength: 5 }), fc.oneof(fc.string(), fc.integer()), { maxKeys: 3 }),
    ]
    if (kind === 'number' || kind === 'id' || kind === 'checkbox') options.push(fc.string())
    if (kind !== 'number' && kind !== 'id') options.push(fc.double({ noNaN: true, noDefaultInfinity: true }))
    if (kind !== 'checkbox') options.push(fc.boolean())
    return fc.oneof(...options)
  }
  const field = fc.constantFrom(...names)
  const wrongType = field.chain((name) => notOfType(fields[name]!).map((value) => ({ [name]: value })))
  const numericText = fc
    .tuple(
      fc.constantFrom(...names.filter((name) => fields[name] === 'number' || fields[name] === 'id')),
      fc.nat(10_000),
      fc.string({ minLength: 1, maxLength: 4 }).filter((tail) => /\D/.test(tail)),
    )
    .map(([name, number, tail]) => ({ [name]: `${number}${tail}` }))
  const badId = fc
    .tuple(
      fc.constantFrom(...names.filter((name) => fields[name] === 'id')),
      fc.oneof(
        fc.integer({ max: 0 }),
        fc.constant(2 ** 31),
        fc.constant(2 ** 53),
        fc.double({ min: 0.1, max: 1e6, noInteger: true, noNaN: true }),
      ),
    )
    .map(([name, id]) => ({ [name]: id }))
  const impossibleDate = fc
    .tuple(
      fc.integer({ min: 1900, max: 2100 }),
      fc.oneof(
        fc.constant('-02-30'),
        fc.constant('-04-31'),
        fc.constant('-13-01'),
        fc.constant('-00-10'),
        fc.constant('-06-00'),
        fc.constant('-01-01 junk'),
        fc.constant('-01-01T10:00'),
        fc.constant('-01-01T25:00:00Z'),
        fc.constant('/01/01'),
      ),
    )
    .map(([year, rest]) => ({ date: `${year}${rest}` }))
  const textFields = names.filter((name) => fields[name] === 'text' || fields[name] === 'select')
  const nul = fc
    .tuple(fc.constantFrom(...textFields), fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }))
    .map(([name, head, tail]) => ({ [name]: `${head}\u0000${tail}` }))
  const body = fc
    .oneof(wrongType, numericText, badId, impossibleDate, nul)
    .map((change) => ({ text: JSON.stringify({ ...valid, ...change }), contentType: 'application/json' }))
  const deep = fc
    .tuple(fc.constantFrom(...names, 'extra'), fc.integer({ min: 17, max: 50_000 }))
    .map(([name, levels]) => ({ text: withDeep(valid, name, levels), contentType: 'application/json' }))
  const notAnObject = fc
    .oneof(
      fc.string().filter((text) => {
        try {
          const parsed: unknown = JSON.parse(text)
          return typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)
        } catch {
          return true
        }
      }),
      fc
        .jsonValue()
        .filter((value) => typeof value !== 'object' || value === null || Array.isArray(value))
        .map((value) => JSON.stringify(value)),
    )
    .map((text) => ({ text, contentType: 'application/json' }))
  const otherType = fc
    .constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/xml', '')
    .map((contentType) => ({ text: JSON.stringify(valid), contentType }))
  return fc.oneof(
    { weight: 6, arbitrary: body },
    { weight: 1, arbitrary: deep },
    { weight: 1, arbitrary: notAnObject },
    { weight: 1, arbitrary: otherType },
    // Well-formed bodies that break a rule of the collection's own (domain schema, hooks).
    {
      weight: 2,
      arbitrary: ruleBroken.map((change) => ({
        text: JSON.stringify({ ...valid, ...change }),
        contentType: 'application/json',
      })),
    },
  )
}

describe('1 000 generated malformed creates per collection (fast-check, through REST)', () => {
  const RUNS = 1000

  async function property(
    collection: 'flight_logs' | 'ad_compliances',
    token: string,
    arbitrary: fc.Arbitrary<{ text: string; contentType: string }>,
  ) {
    const before = await countOf(collection)
    const statuses = new Map<number, number>()
    let withMessage = 0
    await fc.assert(
      fc.asyncProperty(arbitrary, fc.constantFrom('de', 'en'), async ({ text, contentType }, language) => {
        const answer = await send(token, `/api/${collection}`, text, { contentType, language })
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1)
        expect(answer.status).toBe(400)
        expect(answer.message).toMatch(/\S/)
        withMessage += 1
      }),
      { numRuns: RUNS },
    )
    expect(Object.fromEntries(statuses)).toEqual({ 400: RUNS })
    expect(withMessage).toBe(RUNS)
    expect(await countOf(collection)).toBe(before)
  }

  it('flight_logs: 0 answers 500, 0 stored, every one 400 with a message', async () => {
    const fields = {
      customer_aircraft: 'id',
      registration: 'text',
      type: 'select',
      nature_of_flight: 'select',
      date: 'date',
      pilot: 'id',
      pilot_duty: 'select',
      copilot: 'id',
      copilot_duty: 'select',
      cnt_guests: 'number',
      location_to: 'id',
      location_ldg: 'id',
      is_batch: 'checkbox',
      to_utc: 'text',
      ldg_utc: 'text',
      cnt_ldg: 'number',
      hobbs_eng1_start: 'text',
      cnt_cycle_eng1_start: 'number',
      notes: 'text',
      incidents: 'text',
      amends: 'id',
    } as const
    const ruleBroken = brokenFlightLogRule.map(([, change]) => change as Record<string, unknown>)
    await property('flight_logs', member, malformed(ruleBroken, flightLog, fields))
  })

  it('ad_compliances: 0 answers 500, 0 stored, every one 400 with a message', async () => {
    const fields = {
      customer_aircraft: 'id',
      airworthiness_directive: 'id',
      installed_component: 'text',
      status: 'select',
      date: 'date',
      airframe_minutes: 'number',
      performed_by: 'text',
      certifying_document: 'id',
      notes: 'text',
      amends: 'id',
    } as const
    const ruleBroken = fc.oneof(
      fc.constantFrom('maybe', 'open ', 'COMPLIED').map((status) => ({ status })),
      fc
        .integer({ min: 1, max: 3000 })
        .map((days) => ({ date: new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10) })),
      fc.constant({ status: 'not_applicable', reason: '  ' }),
      fc.integer({ min: -1_000_000, max: -1 }).map((minutes) => ({ airframe_minutes: minutes })),
      fc
        .double({ min: 0.1, max: 1000, noInteger: true, noNaN: true })
        .map((minutes) => ({ airframe_minutes: minutes })),
      fc
        .string({ minLength: 201, maxLength: 300 })
        .filter((text) => !text.includes('\u0000') && text.trim().length > 200)
        .map((performed_by) => ({ performed_by })),
      fc.constant({ customer_aircraft: null }),
      fc.constant({ installed_component: 'no-such-row' }),
      fc.integer({ min: 1_000_000, max: 2_000_000 }).map((id) => ({ airworthiness_directive: id })),
      fc.integer({ min: 1_000_000, max: 2_000_000 }).map((id) => ({ amends: id, notes: 'Korrektur' })),
    )
    await property('ad_compliances', maintenance, malformed(ruleBroken, adCompliance, fields))
  })
})

describe('the property test’s bases', () => {
  it('are valid: sent unchanged, each is stored (so the mutations are what the server refuses)', async () => {
    const logs = await countOf('flight_logs')
    const records = await countOf('ad_compliances')
    expect((await send(member, '/api/flight_logs', JSON.stringify(flightLog))).status).toBe(201)
    expect((await send(maintenance, '/api/ad_compliances', JSON.stringify(adCompliance))).status).toBe(201)
    expect(await countOf('flight_logs')).toBe(logs + 1)
    expect(await countOf('ad_compliances')).toBe(records + 1)
  })
})
