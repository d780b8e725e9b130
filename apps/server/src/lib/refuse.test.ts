import { Writable } from 'node:stream'

import { APIError, Forbidden, NotFound, UnauthorizedError, ValidationError, type Payload } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import { pino } from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { emptyAircraftOfTheClub, flightLogFixture } from '../collections/flight-logs/testing'
import { newAccount, post, tokenFor } from '../collections/users/testing'
import type { FlightLog } from '../payload-types'
import { maintainedAircraft, werftUser } from '../releases/testing'
import { demoWorld } from '../testing/demo-world'
import { actingAs } from '../testing/get-test-payload'
import { runStatement } from './raw-sql'
import { refusalLoggingOptions } from './refusal-log'
import { textIn, type TextKey } from './texts'

// The origin rest() sends requests to; another test file may have left a different one behind.
process.env.PUBLIC_ORIGIN = 'http://localhost:3000'

const { payload } = await demoWorld({})

type ErrorBody = { errors?: { message?: string }[] }
const messageOf = async (response: Response) => ((await response.json()) as ErrorBody).errors?.[0]?.message

/**
 * A production build minifies class names: Payload's errors take `this.constructor.name`, which is then
 * empty (or a letter), and Payload words an error without data by that name. Blanking the names of
 * the error classes here is what the build does to them.
 */
const MINIFIED = [APIError, Forbidden, NotFound, UnauthorizedError, ValidationError]
const names = MINIFIED.map((type) => type.name)

beforeAll(() => {
  for (const type of MINIFIED) Object.defineProperty(type, 'name', { value: '', configurable: true })
})
afterAll(() => {
  MINIFIED.forEach((type, index) => Object.defineProperty(type, 'name', { value: names[index], configurable: true }))
})

let days = 0

/** An entry of a fresh club aircraft with `pilot` as pilot-in-command, entered by the club's member. */
async function entryOf(pilot: number, registration: string): Promise<FlightLog> {
  const fixture = await flightLogFixture(payload)
  const plane = await emptyAircraftOfTheClub(payload, registration)
  return payload.create({
    collection: 'flight_logs',
    data: {
      customer_aircraft: plane.id,
      registration: plane.registration,
      date: new Date(Date.parse('2026-05-01') + days++ * 86_400_000).toISOString().slice(0, 10),
      pilot,
      location_to: fixture.home,
      location_ldg: fixture.away,
      to_utc: '09:00',
      ldg_utc: '09:30',
      cnt_ldg: 1,
    } as unknown as FlightLog,
    depth: 0,
    user: await actingAs(payload, 'operator-b@flugakte.test'),
    overrideAccess: false,
  })
}

async function expectMessage(response: Response, status: number, key: TextKey, language: 'de' | 'en') {
  expect(response.status).toBe(status)
  expect(await messageOf(response)).toBe(textIn(language, key))
}

describe('refusals in a production build (class names minified)', () => {
  it('answer a sign-off, a release, a passkey and Payload’s own refusal with their message in the caller’s language', async () => {
    const pic = await newAccount(payload, 'refusal-pic')
    const other = await newAccount(payload, 'refusal-other')
    const entry = await entryOf(pic.id, 'D-EREF')
    const otherToken = await tokenFor(other.email)
    for (const language of ['de', 'en'] as const) {
      const headers = { 'Accept-Language': language }
      const signOff = await post(`/api/flight_logs/${entry.id}/sign`, otherToken, { method: 'password' }, headers)
      await expectMessage(signOff, 403, 'signatures:notPilotInCommand', language)
      const passkey = await post('/api/passkeys/register', otherToken, { token: 'forged', response: {} }, headers)
      await expectMessage(passkey, 400, 'signatures:registrationExpired', language)
      const anonymous = await post(`/api/flight_logs/${entry.id}/sign`, null, { method: 'password' }, headers)
      expect(anonymous.status).toBe(401)
      expect(await messageOf(anonymous)).not.toBe('An unknown error occurred.')
    }

    const { aircraft, task } = await maintainedAircraft(payload, 'D-ERFU')
    const certifier = await werftUser(payload, 'refusal-certifier')
    const colleague = await werftUser(payload, 'refusal-colleague')
    const created = await post('/api/task_completions', certifier.token, {
      customer_aircraft: aircraft.id,
      maintenance_task: task.id,
      date: new Date().toISOString().slice(0, 10),
      performed_by: 'Flugwerft Mittelrhein',
      release: {
        certifying_person: 'Max Prüfer',
        licence: 'DE.66.1234',
        approval_reference: 'DE.CAO.0042',
        date: new Date().toISOString().slice(0, 10),
        place: 'Koblenz-Winningen',
      },
    })
    expect(created.status).toBe(201)
    const { doc } = (await created.json()) as { doc: { id: number } }
    for (const language of ['de', 'en'] as const) {
      const release = await post(
        `/api/releases/task_completions/${doc.id}/sign`,
        colleague.token,
        { method: 'password', password: 'x' },
        { 'Accept-Language': language },
      )
      await expectMessage(release, 403, 'releases:notCertifyingPerson', language)
    }
  })

  it('slow down password sign-offs with 429, the wait in words and in Retry-After', async () => {
    const pic = await newAccount(payload, 'refusal-guesses')
    const entry = await entryOf(pic.id, 'D-ERTA')
    const token = await tokenFor(pic.email)
    // The throttle of current-password checks made the signer wait (as after a run of wrong guesses).
    const until = new Date(Date.now() + 90_000).toISOString()
    await runStatement(
      payload,
      sql`insert into login_throttles (key, failures, last_failure_at, blocked_until, updated_at, created_at)
          values (${`change:${pic.id}`}, 9, ${until}, ${until}, ${until}, ${until})`,
    )
    const answer = await post(
      `/api/flight_logs/${entry.id}/sign`,
      token,
      { method: 'password', password: 'Flugakte-Demo-1' },
      { 'Accept-Language': 'en' },
    )
    expect(answer.status).toBe(429)
    const seconds = Number(answer.headers.get('Retry-After'))
    expect(seconds >= 60 && seconds <= 90).toBe(true)
    expect(await messageOf(answer)).toMatch(/^Too many failed attempts/)
  })
})

describe('the log of refused requests', () => {
  let original: Payload['logger']
  const lines: string[] = []

  beforeAll(() => {
    original = payload.logger
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString('utf8').split('\n').filter(Boolean))
        done()
      },
    })
    payload.logger = pino(refusalLoggingOptions(60_000), sink) as unknown as Payload['logger']
  })
  afterAll(() => {
    payload.logger = original
  })

  it('holds 200 refused anonymous requests to a few info lines without stack traces', async () => {
    for (let request = 0; request < 100; request++) {
      expect((await post('/api/flight_logs/1/sign', null, { method: 'password' })).status).toBe(401)
      expect((await post('/api/flight_logs', null, { cnt_ldg: 1 })).status).toBe(403)
    }
    const written = lines.join('\n')
    expect(lines.length).toBeLessThanOrEqual(4)
    expect(Buffer.byteLength(written)).toBeLessThan(2_000)
    expect(written).not.toMatch(/stack|\n\s+at /)
    expect(lines.map((line) => (JSON.parse(line) as { level: number }).level)).toEqual(lines.map(() => 30))
  })

  it('keeps the stack of a server fault', () => {
    payload.logger.error({ err: new Error('disk full') })
    expect(lines.at(-1)).toMatch(/"stack"/)
  })
})
