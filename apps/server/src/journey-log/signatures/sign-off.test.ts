import { hashChallenge, signatureText } from '@flugakte/domain'
import { sql } from '@payloadcms/db-postgres'
import { beforeAll, describe, expect, it } from 'vitest'

import { emptyAircraftOfTheClub, flightLogFixture } from '../../collections/flight-logs/testing'
import { newAccount, post, tokenFor } from '../../collections/users/testing'
import { runStatement } from '../../lib/raw-sql'
import type { CustomerAircraft, FlightLog, User } from '../../payload-types'
import { demoWorld } from '../../testing/demo-world'
import { actingAs } from '../../testing/get-test-payload'
import { bearer, rest, tokenOf } from '../../testing/rest'
import { serverKey } from '../server-key'
import { CHALLENGE_LIFETIME_MS, issueChallenge } from './passkey-challenge'
import { registerPasskey as registerSoftwarePasskey, softwareAuthenticator } from './testing'
import { verifyPasskeySignature } from './verify-passkey-signature'

// The origin rest() sends requests to; another test file may have left a different one behind.
process.env.PUBLIC_ORIGIN = 'http://localhost:3000'

const { payload } = await demoWorld({})

type Acting = User & { collection: 'users' }
type Pilot = { id: number; email: string; user: Acting; token: string }
type ErrorBody = { errors: { message: string; data?: { errors?: { path: string; message: string }[] } }[] }

let fixture: Awaited<ReturnType<typeof flightLogFixture>>
let plane: CustomerAircraft
let office: Acting
let officeToken: string
let days = 0

async function pilot(label: string): Promise<Pilot> {
  const account = await newAccount(payload, label)
  return { ...account, user: await actingAs(payload, account.email), token: await tokenFor(account.email) }
}

beforeAll(async () => {
  fixture = await flightLogFixture(payload)
  plane = await emptyAircraftOfTheClub(payload, 'D-ESIG')
  office = await actingAs(payload, 'operator-b@flugakte.test')
  officeToken = await tokenOf('operator-b@flugakte.test')
})

/** An entry of the test aircraft, entered by `by` (the club office unless said otherwise), a day after the last. */
function enter(pilotId: number, by: Acting = office, overrides: Record<string, unknown> = {}): Promise<FlightLog> {
  const date = new Date(Date.parse('2026-06-01') + days++ * 86_400_000).toISOString().slice(0, 10)
  return payload.create({
    collection: 'flight_logs',
    data: {
      customer_aircraft: plane.id,
      registration: plane.registration,
      date,
      pilot: pilotId,
      location_to: fixture.home,
      location_ldg: fixture.away,
      to_utc: '21:00',
      ldg_utc: '21:45',
      cnt_ldg: 1,
      ...overrides,
    } as unknown as FlightLog,
    depth: 0,
    user: by,
    overrideAccess: false,
  })
}

const get = (path: string, token: string, headers: Record<string, string> = {}) =>
  rest(path, { headers: { ...bearer(token), ...headers } })
const messageOf = async (response: Response) => ((await response.json()) as ErrorBody).errors[0].message
const fieldErrorsOf = async (response: Response) => ((await response.json()) as ErrorBody).errors[0].data?.errors ?? []

type Signing = {
  flight_log: number
  content_hash: string
  challenge: string
  rp_id: string
  allow_credentials: { id: string; transports: string[] }[]
  may_sign: boolean
  signed: null | { signer: { id: number; first_name: string; last_name: string }; method: string; signed_at: string }
}

async function signing(entryId: number, token: string): Promise<Signing> {
  const response = await get(`/api/flight_logs/${entryId}/signing`, token)
  expect(response.status).toBe(200)
  return (await response.json()) as Signing
}

/** Registers a software passkey for the pilot through the two registration endpoints. */
const registerPasskey = (who: Pilot, name?: string) => registerSoftwarePasskey(who.token, name)

const signWithPasskey = (entryId: number, who: Pilot, response: unknown, headers: Record<string, string> = {}) =>
  post(`/api/flight_logs/${entryId}/sign`, who.token, { method: 'passkey', response }, headers)
const signWithPassword = (entryId: number, who: Pilot, password: string, headers: Record<string, string> = {}) =>
  post(`/api/flight_logs/${entryId}/sign`, who.token, { method: 'password', password }, headers)

async function storedSignature(entryId: number) {
  const found = await payload.find({
    collection: 'flight_log_signatures',
    where: { flight_log: { equals: entryId } },
    depth: 0,
  })
  return found.docs
}

describe('registering a passkey', () => {
  it('offers options for this site with user verification required, and stores the passkey the authenticator made', async () => {
    const marie = await pilot('passkey-owner')
    const response = await post('/api/passkeys/registration-options', marie.token, {})
    const { options, token } = (await response.json()) as {
      options: {
        rp: { id: string; name: string }
        user: { name: string }
        challenge: string
        excludeCredentials: { id: string }[]
        authenticatorSelection: Record<string, unknown>
        pubKeyCredParams: { alg: number }[]
      }
      token: string
    }
    expect(options.rp).toEqual({ id: 'localhost', name: 'Flugakte' })
    expect(options.user.name).toBe(marie.email)
    expect(options.authenticatorSelection).toMatchObject({ userVerification: 'required', residentKey: 'preferred' })
    expect(options.pubKeyCredParams.map((param) => param.alg).sort((a, b) => a - b)).toEqual([-257, -8, -7])
    expect(options.excludeCredentials).toEqual([])

    const passkey = softwareAuthenticator()
    const registered = await post('/api/passkeys/register', marie.token, {
      token,
      response: passkey.register(options as never),
    })
    expect(registered.status).toBe(201)
    const doc = (await registered.json()) as { id: number; name: string; createdAt: string }
    expect(doc.name).toMatch(/^Passkey \d{2}\.\d{2}\.\d{4}$/)
    const stored = await payload.findByID({ collection: 'passkeys', id: doc.id, depth: 0 })
    expect(stored).toMatchObject({
      user: marie.id,
      credential_id: passkey.id,
      public_key: passkey.cosePublicKey.toString('base64url'),
      counter: 0,
    })
    expect(stored.transports).toEqual(['internal', 'hybrid'])

    // The same authenticator again: excluded in the next options, refused when sent anyway.
    const again = (await (await post('/api/passkeys/registration-options', marie.token, {})).json()) as {
      options: { excludeCredentials: { id: string }[] }
    }
    expect(again.options.excludeCredentials.map((credential) => credential.id)).toEqual([passkey.id])
    const twice = await post(
      '/api/passkeys/register',
      marie.token,
      { token, response: passkey.register(options as never) },
      { 'Accept-Language': 'en' },
    )
    expect(twice.status).toBe(409)
    expect(await messageOf(twice)).toBe('This passkey is set up already.')

    // GET /api/passkeys lists one's own only.
    const other = await pilot('passkey-other')
    await registerPasskey(other, 'Laptop')
    const mine = (await (await get('/api/passkeys', marie.token)).json()) as { docs: { credential_id: string }[] }
    expect(mine.docs.map((passkey) => passkey.credential_id)).toEqual([passkey.id])
    const theirs = (await (await get('/api/passkeys', other.token)).json()) as { docs: { name: string }[] }
    expect(theirs.docs.map((passkey) => passkey.name)).toEqual(['Laptop'])
  })

  it('refuses another user’s token, a changed challenge, another origin and a missing user verification', async () => {
    const jonas = await pilot('passkey-refused')
    const other = await pilot('passkey-token-thief')
    const begin = async (who: Pilot) =>
      (await (await post('/api/passkeys/registration-options', who.token, {})).json()) as {
        options: never
        token: string
      }
    const count = async () =>
      (await payload.count({ collection: 'passkeys', where: { user: { equals: jonas.id } } })).totalDocs

    const foreign = await begin(other)
    const stolen = await post('/api/passkeys/register', jonas.token, {
      token: foreign.token,
      response: softwareAuthenticator().register(foreign.options),
    })
    expect(stolen.status).toBe(400)
    expect(await messageOf(stolen)).toBe('Die Einrichtung des Passkeys ist abgelaufen. Bitte beginnen Sie erneut.')

    const { options, token } = await begin(jonas)
    const changed = softwareAuthenticator().register({ ...(options as object), challenge: 'AAAA' } as never)
    const wrongOrigin = softwareAuthenticator({ origin: 'https://evil.example' }).register(options)
    const unverified = softwareAuthenticator({ userVerified: false }).register(options)
    for (const response of [changed, wrongOrigin, unverified]) {
      const answer = await post('/api/passkeys/register', jonas.token, { token, response }, { 'Accept-Language': 'en' })
      expect(answer.status).toBe(400)
      expect(await messageOf(answer)).toBe('The passkey could not be set up. Please try again.')
    }
    expect(
      (await post('/api/passkeys/register', jonas.token, { token: 'forged.token', response: changed })).status,
    ).toBe(400)
    expect(await count()).toBe(0)
  })
})

describe('signing an entry', () => {
  it('with a passkey: the dialog gets the challenge, the signature is stored and verifiable offline, the notice read', async () => {
    const marie = await pilot('sign-passkey')
    const passkey = await registerPasskey(marie)
    const entry = await enter(marie.id)
    expect(entry.pic).toBe(marie.id)

    const dialog = await signing(entry.id, marie.token)
    expect(dialog).toEqual({
      flight_log: entry.id,
      content_hash: entry.content_hash,
      challenge: expect.any(String),
      rp_id: 'localhost',
      allow_credentials: [{ id: passkey.id, transports: ['internal', 'hybrid'] }],
      may_sign: true,
      signed: null,
    })
    // The content hash leads the challenge; a server nonce that expires follows it (passkey-challenge.ts).
    expect(Buffer.from(dialog.challenge, 'base64url').subarray(0, 32).toString('hex')).toBe(entry.content_hash)
    expect((await signing(entry.id, officeToken)).may_sign).toBe(false)

    const answer = await signWithPasskey(entry.id, marie, passkey.sign(dialog.challenge))
    expect(answer.status).toBe(201)
    const signature = (await answer.json()) as Record<string, unknown>
    expect(signature).toMatchObject({
      flight_log: entry.id,
      signer: marie.id,
      method: 'passkey',
      credential_id: passkey.id,
      content_hash: entry.content_hash,
    })

    const [row] = await storedSignature(entry.id)
    expect(row).toMatchObject({ customer_aircraft: plane.id, key_id: serverKey(payload.secret).keyId })
    expect(verifyPasskeySignature(row, passkey.cosePublicKey.toString('base64url'))).toBe(true)
    expect(
      verifyPasskeySignature({ ...row, content_hash: '0'.repeat(64) }, passkey.cosePublicKey.toString('base64url')),
    ).toBe(false)
    const statement = {
      flight_log: entry.id,
      content_hash: row.content_hash,
      signer: marie.id,
      method: 'passkey' as const,
      credential_id: passkey.id,
      signed_at: row.signed_at,
    }
    expect(serverKey(payload.secret).verify(signatureText(statement), row.server_signature)).toBe(true)
    expect(
      serverKey(payload.secret).verify(signatureText({ ...statement, signer: office.id }), row.server_signature),
    ).toBe(false)

    const stored = await payload.find({
      collection: 'passkeys',
      where: { credential_id: { equals: passkey.id } },
      depth: 0,
    })
    expect(stored.docs[0].counter).toBe(passkey.counter - 1)
    const notice = await payload.find({
      collection: 'notifications',
      where: { key: { equals: `sign:${entry.id}` } },
      depth: 0,
    })
    expect(notice.docs.map((doc) => [doc.recipient, doc.read])).toEqual([[marie.id, true]])

    const after = await signing(entry.id, officeToken)
    expect(after.may_sign).toBe(false)
    expect(after.signed).toMatchObject({
      signer: { id: marie.id, first_name: 'Test', last_name: 'sign-passkey' },
      method: 'passkey',
    })
    expect(after.signed!.signed_at).toBe(row.signed_at)

    const twice = await signWithPasskey(entry.id, marie, passkey.sign(dialog.challenge), { 'Accept-Language': 'en' })
    expect(twice.status).toBe(409)
    expect(await messageOf(twice)).toBe('This entry is already signed.')
  })

  it('refuses a passkey answer to another challenge, another user’s passkey and a replayed signature count', async () => {
    const marie = await pilot('sign-refused')
    const other = await pilot('sign-other-passkey')
    const passkey = await registerPasskey(marie)
    const theirs = await registerPasskey(other)
    const entry = await enter(marie.id)
    const next = await enter(marie.id)
    const { challenge } = await signing(entry.id, marie.token)

    const wrongChallenge = await signWithPasskey(entry.id, marie, passkey.sign(hashChallenge(next.content_hash!)))
    expect(wrongChallenge.status).toBe(400)
    expect(await messageOf(wrongChallenge)).toBe(
      'Die Unterschrift mit dem Passkey konnte nicht bestätigt werden. Bitte versuchen Sie es erneut.',
    )
    const wrongSite = await signWithPasskey(entry.id, marie, passkey.sign(challenge, { rpId: 'evil.example' }))
    expect(wrongSite.status).toBe(400)
    const foreign = await signWithPasskey(entry.id, marie, theirs.sign(challenge), { 'Accept-Language': 'en' })
    expect(foreign.status).toBe(400)
    expect(await messageOf(foreign)).toBe('This passkey is not registered to your account.')
    expect((await signWithPasskey(entry.id, marie, { id: passkey.id })).status).toBe(400)
    expect(await storedSignature(entry.id)).toEqual([])

    expect((await signWithPasskey(entry.id, marie, passkey.sign(challenge, { counter: 5 }))).status).toBe(201)
    const nextChallenge = (await signing(next.id, marie.token)).challenge
    const replayed = await signWithPasskey(next.id, marie, passkey.sign(nextChallenge, { counter: 5 }))
    expect(replayed.status).toBe(400)
    expect(await storedSignature(next.id)).toEqual([])
    expect((await signWithPasskey(next.id, marie, passkey.sign(nextChallenge, { counter: 6 }))).status).toBe(201)
  })

  it('online, takes only an answer to a challenge the server issued to the signer and that has not expired', async () => {
    const marie = await pilot('sign-nonce')
    const other = await pilot('sign-nonce-other')
    const passkey = await registerPasskey(marie)
    const entry = await enter(marie.id)
    const bare = await signWithPasskey(entry.id, marie, passkey.sign(hashChallenge(entry.content_hash!)))
    expect(bare.status).toBe(400)
    expect(await messageOf(bare)).toBe(
      'Die Unterschrift mit dem Passkey konnte nicht bestätigt werden. Bitte versuchen Sie es erneut.',
    )
    const issuedToOther = issueChallenge(payload.secret, entry.content_hash!, other.id)
    expect((await signWithPasskey(entry.id, marie, passkey.sign(issuedToOther))).status).toBe(400)
    const forged = Buffer.from((await signing(entry.id, marie.token)).challenge, 'base64url')
    forged[40] ^= 1
    expect((await signWithPasskey(entry.id, marie, passkey.sign(forged.toString('base64url')))).status).toBe(400)
    const expired = issueChallenge(payload.secret, entry.content_hash!, marie.id, Date.now() - CHALLENGE_LIFETIME_MS)
    const late = await signWithPasskey(entry.id, marie, passkey.sign(expired), { 'Accept-Language': 'en' })
    expect(late.status).toBe(400)
    expect(await messageOf(late)).toBe('Signing took too long. Please sign again.')
    expect(await storedSignature(entry.id)).toEqual([])

    const fresh = (await signing(entry.id, marie.token)).challenge
    expect(fresh).not.toBe((await signing(entry.id, marie.token)).challenge)
    expect((await signWithPasskey(entry.id, marie, passkey.sign(fresh))).status).toBe(201)
  })

  it('with the password: a wrong one answers 400 with the message of a wrong current password, the right one signs', async () => {
    const marie = await pilot('sign-password')
    const entry = await enter(marie.id)
    const german = await signWithPassword(entry.id, marie, 'falsch')
    expect(german.status).toBe(400)
    expect(await fieldErrorsOf(german)).toEqual([
      {
        path: 'password',
        message:
          'Das Passwort stimmt nicht; es wurde nichts unterschrieben. Unterschreiben Sie mit dem Passwort, mit dem Sie sich anmelden.',
      },
    ])
    const english = await signWithPassword(entry.id, marie, 'wrong', { 'Accept-Language': 'en' })
    expect(english.status).toBe(400)
    expect(await fieldErrorsOf(english)).toEqual([
      {
        path: 'password',
        message: 'That password is wrong; nothing was signed. Sign with the password you sign in with.',
      },
    ])
    const missing = await post(`/api/flight_logs/${entry.id}/sign`, marie.token, { method: 'password' })
    expect(await fieldErrorsOf(missing)).toEqual([{ path: 'password', message: 'Pflichtfeld' }])
    const unknown = await post(`/api/flight_logs/${entry.id}/sign`, marie.token, { method: 'thumbprint' })
    expect(unknown.status).toBe(400)
    expect(await storedSignature(entry.id)).toEqual([])

    const signed = await signWithPassword(entry.id, marie, 'Flugakte-Demo-1')
    expect(signed.status).toBe(201)
    expect(await signed.json()).toMatchObject({
      flight_log: entry.id,
      signer: marie.id,
      method: 'password',
      credential_id: null,
    })
    const [row] = await storedSignature(entry.id)
    expect(row).toMatchObject({ authenticator_data: null, client_data_json: null, signature: null })
    const statement = {
      flight_log: entry.id,
      content_hash: entry.content_hash!,
      signer: marie.id,
      method: 'password' as const,
      credential_id: null,
      signed_at: row.signed_at,
    }
    expect(serverKey(payload.secret).verify(signatureText(statement), row.server_signature)).toBe(true)
  })

  it('stores one signature when the same sign-off arrives twice at once', async () => {
    const marie = await pilot('sign-twice')
    const passkey = await registerPasskey(marie)
    const byPassword = await enter(marie.id)
    const byPasskey = await enter(marie.id)
    const passwords = await Promise.all([1, 2].map(() => signWithPassword(byPassword.id, marie, 'Flugakte-Demo-1')))
    expect(passwords.map((answer) => answer.status).sort()).toEqual([201, 409])
    const assertion = passkey.sign((await signing(byPasskey.id, marie.token)).challenge)
    const passkeys = await Promise.all([1, 2].map(() => signWithPasskey(byPasskey.id, marie, assertion)))
    expect(passkeys.map((answer) => answer.status).sort()).toEqual([201, 409])
    expect(await storedSignature(byPassword.id)).toHaveLength(1)
    expect(await storedSignature(byPasskey.id)).toHaveLength(1)
  })

  it('slows down password guesses like a wrong current password', async () => {
    const marie = await pilot('sign-guesses')
    const entry = await enter(marie.id)
    const statuses: number[] = []
    while (statuses.length < 8 && statuses.at(-1) !== 429) {
      statuses.push((await signWithPassword(entry.id, marie, `guess-${statuses.length}`)).status)
    }
    expect(statuses.slice(0, 3)).toEqual([400, 400, 400])
    expect(statuses.at(-1)).toBe(429)
    // The wait also stops the right password, so guessing cannot go on at full speed through sign-off.
    expect((await signWithPassword(entry.id, marie, 'Flugakte-Demo-1')).status).toBe(429)
    expect(await storedSignature(entry.id)).toEqual([])
  })

  it('is for the pilot-in-command only (403), of an entry the caller can read (404)', async () => {
    const marie = await pilot('sign-pic')
    const copilot = await pilot('sign-copilot')
    const entry = await enter(marie.id, office, { copilot: copilot.id, copilot_duty: 'copilot' })
    const notPic = await signWithPassword(entry.id, copilot, 'Flugakte-Demo-1')
    expect(notPic.status).toBe(403)
    expect(await messageOf(notPic)).toBe('Nur der verantwortliche Pilot (PIC) dieses Eintrags kann ihn unterschreiben.')
    const byOffice = await post(
      `/api/flight_logs/${entry.id}/sign`,
      officeToken,
      { method: 'password', password: 'Flugakte-Demo-1' },
      { 'Accept-Language': 'en' },
    )
    expect(byOffice.status).toBe(403)
    expect(await messageOf(byOffice)).toBe('Only the pilot-in-command of this entry can sign it.')

    // The student's instructor is the pilot-in-command.
    const training = await enter(marie.id, office, {
      pilot_duty: 'student',
      copilot: copilot.id,
      copilot_duty: 'instructor',
    })
    expect(training.pic).toBe(copilot.id)
    expect((await signWithPassword(training.id, marie, 'Flugakte-Demo-1')).status).toBe(403)
    expect((await signWithPassword(training.id, copilot, 'Flugakte-Demo-1')).status).toBe(201)

    const operatorToken = await tokenOf('operator@flugakte.test')
    expect((await get(`/api/flight_logs/${entry.id}/signing`, operatorToken)).status).toBe(404)
    expect(
      (await post(`/api/flight_logs/${entry.id}/sign`, operatorToken, { method: 'password', password: 'x' })).status,
    ).toBe(404)
    expect((await get('/api/flight_logs/999999999/signing', marie.token)).status).toBe(404)
    expect((await get('/api/flight_logs/abc/signing', marie.token)).status).toBe(404)
    expect((await rest(`/api/flight_logs/${entry.id}/signing`)).status).toBe(401)
    expect(await storedSignature(entry.id)).toEqual([])
  })

  it('refuses an entry that no longer matches its hash', async () => {
    const marie = await pilot('sign-tampered')
    const entry = await enter(marie.id, office, { notes: 'as entered' })
    await runStatement(
      payload,
      sql`update "flight_logs" set "notes" = 'changed behind the log' where "id" = ${entry.id}`,
    )
    try {
      const answer = await signWithPassword(entry.id, marie, 'Flugakte-Demo-1', { 'Accept-Language': 'en' })
      expect(answer.status).toBe(409)
      expect(await messageOf(answer)).toBe(
        "The entry does not match its stored hash and cannot be signed. Please contact the aircraft's owner.",
      )
      expect(await storedSignature(entry.id)).toEqual([])
    } finally {
      await runStatement(payload, sql`update "flight_logs" set "notes" = 'as entered' where "id" = ${entry.id}`)
    }
    expect((await signWithPassword(entry.id, marie, 'Flugakte-Demo-1')).status).toBe(201)
  })
})

describe('the notice to sign', () => {
  it('goes to the pilot-in-command when the club office enters the flight, in both languages', async () => {
    const marie = await pilot('notice-pic')
    const entry = await enter(marie.id)
    const key = `sign:${entry.id}`
    const inGerman = await payload.find({
      collection: 'notifications',
      where: { key: { equals: key } },
      locale: 'de',
      depth: 0,
    })
    expect(inGerman.docs).toHaveLength(1)
    const [day, month, year] = [entry.date.slice(8, 10), entry.date.slice(5, 7), entry.date.slice(0, 4)]
    expect(inGerman.docs[0]).toMatchObject({
      recipient: marie.id,
      read: false,
      link: '/boardbook/awaiting-signature',
      subject: `Bitte unterschreiben: D-ESIG Nr. ${entry.number} vom ${day}.${month}.${year}`,
    })
    expect(inGerman.docs[0].message).toContain('Benedikt Braun')
    const inEnglish = await payload.findByID({
      collection: 'notifications',
      id: inGerman.docs[0].id,
      locale: 'en',
      depth: 0,
    })
    expect(inEnglish.subject).toMatch(
      new RegExp(`^Please sign: D-ESIG no\\. ${entry.number} of \\d{1,2} \\w{3} ${year}$`),
    )

    // Entering one's own flight asks nobody.
    const own = await enter(marie.id, marie.user)
    expect(
      (await payload.count({ collection: 'notifications', where: { key: { equals: `sign:${own.id}` } } })).totalDocs,
    ).toBe(0)
  })
})

describe('entries awaiting one’s signature', () => {
  type Awaiting = {
    docs: (FlightLog & {
      customer_aircraft: { id: number; registration: string }
      crew: { pilot: { id: number } | null; copilot: { id: number } | null }
      location_to: { icao: string }
      awaiting_signature: boolean
      may_sign: boolean
    })[]
    totalDocs: number
  }
  const awaiting = async (token: string) => {
    const response = await get('/api/flight_logs/awaiting-signature', token)
    expect(response.status).toBe(200)
    return (await response.json()) as Awaiting
  }

  it('lists the caller’s unsigned entries as pilot-in-command, newest first, as the boardbook shows them', async () => {
    const marie = await pilot('awaiting-pic')
    const copilot = await pilot('awaiting-copilot')
    const first = await enter(marie.id)
    const second = await enter(marie.id, office, { copilot: copilot.id, copilot_duty: 'copilot' })
    const third = await enter(marie.id)
    await enter(copilot.id)

    const list = await awaiting(marie.token)
    expect(list.totalDocs).toBe(3)
    expect(list.docs.map((doc) => doc.id)).toEqual([third.id, second.id, first.id])
    expect(list.docs[1]).toMatchObject({
      number: second.number,
      customer_aircraft: { id: plane.id, registration: 'D-ESIG' },
      location_to: { icao: expect.any(String) },
      pic: marie.id,
      content_hash: second.content_hash,
      signature: null,
      awaiting_signature: true,
      may_sign: true,
    })
    expect([list.docs[1].crew.pilot?.id, list.docs[1].crew.copilot?.id]).toEqual([marie.id, copilot.id])

    expect((await signWithPassword(second.id, marie, 'Flugakte-Demo-1')).status).toBe(201)
    expect((await awaiting(marie.token)).docs.map((doc) => doc.id)).toEqual([third.id, first.id])
    expect((await awaiting(copilot.token)).totalDocs).toBe(1)
  })

  it('shows another company nothing of them', async () => {
    const marie = await pilot('awaiting-isolated')
    await enter(marie.id)
    for (const email of ['operator@flugakte.test', 'maintenance@flugakte.test', 'cao@flugakte.test']) {
      const list = await awaiting(await tokenOf(email))
      expect(list.docs.every((doc) => doc.customer_aircraft.id !== plane.id)).toBe(true)
      expect(list.docs.every((doc) => doc.pic !== marie.id)).toBe(true)
    }
    // An entry of another company stays out even when its pilot-in-command is the caller.
    const operator = await actingAs(payload, 'operator@flugakte.test')
    const template = await payload.findByID({
      collection: 'customer_aircrafts',
      id: fixture.aircraft['D-EFAK'],
      depth: 0,
    })
    const theirs = await payload.create({
      collection: 'customer_aircrafts',
      data: {
        registration: 'D-EOPS',
        serial_number: 'SN-D-EOPS',
        aircraft: template.aircraft,
        company: template.company,
        status: 'published',
        counters_baseline: { date: '2026-01-01' },
      } as never,
    })
    const elsewhere = await payload.create({
      collection: 'flight_logs',
      data: {
        customer_aircraft: theirs.id,
        registration: 'D-EOPS',
        date: '2026-06-01',
        pilot: operator.id,
        location_to: fixture.home,
        location_ldg: fixture.away,
        to_utc: '10:00',
        ldg_utc: '10:30',
        cnt_ldg: 1,
      } as unknown as FlightLog,
      user: operator,
      overrideAccess: false,
    })
    await runStatement(payload, sql`update "flight_logs" set "pic_id" = ${marie.id} where "id" = ${elsewhere.id}`)
    const list = await awaiting(marie.token)
    expect(list.docs.map((doc) => doc.id)).not.toContain(elsewhere.id)
    expect(list.totalDocs).toBe(1)
    await runStatement(payload, sql`update "flight_logs" set "pic_id" = ${operator.id} where "id" = ${elsewhere.id}`)
  })
})

describe('the boardbook', () => {
  it('carries each entry’s sign-off state and hashes', async () => {
    const marie = await pilot('boardbook-pic')
    const signed = await enter(marie.id)
    const waiting = await enter(marie.id)
    expect((await signWithPassword(signed.id, marie, 'Flugakte-Demo-1')).status).toBe(201)
    type Page = { docs: (FlightLog & { awaiting_signature: boolean; may_sign: boolean; signature: unknown })[] }
    const page = async (token: string) =>
      ((await (await get(`/api/flight_logs/boardbook?aircraft=${plane.id}&limit=100`, token)).json()) as Page).docs
    const asPic = await page(marie.token)
    const byId = new Map(asPic.map((doc) => [doc.id, doc]))
    expect(byId.get(signed.id)).toMatchObject({
      pic: marie.id,
      content_hash: signed.content_hash,
      hash: signed.hash,
      signature: { signer: { id: marie.id, first_name: 'Test', last_name: 'boardbook-pic' }, method: 'password' },
      awaiting_signature: false,
      may_sign: false,
    })
    expect(byId.get(waiting.id)).toMatchObject({ signature: null, awaiting_signature: true, may_sign: true })
    const asOffice = new Map((await page(officeToken)).map((doc) => [doc.id, doc]))
    expect(asOffice.get(waiting.id)).toMatchObject({ signature: null, awaiting_signature: true, may_sign: false })
    expect(asOffice.get(signed.id)).toMatchObject({ awaiting_signature: false, may_sign: false })
  })
})
