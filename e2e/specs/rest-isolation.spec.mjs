// @ts-check
// Company isolation over REST against the running server: every demo account, own versus other
// company, for list, by id, update, delete and versions of aircraft, flight logs and documents.
import assert from 'node:assert/strict'

import visibility from '../../apps/server/src/testing/demo-visibility.json' with { type: 'json' }
import { test } from '../fixtures.mjs'
import { restAs } from '../web-app.mjs'

/** @type {Record<string, string[]>} */
const VISIBLE = visibility
const ALL = VISIBLE['admin@flugakte.test']

/**
 * The demo registrations of a list: the administrator also sees the companies and aircraft other specs
 * made for themselves (meter-readings), whose journey-log entries stay as records.
 * @param {string} email
 * @param {string[]} registrations
 */
const demoOnly = (email, registrations) =>
  email === 'admin@flugakte.test' ? registrations.filter((registration) => ALL.includes(registration)) : registrations

/**
 * A REST call as the account, with a token from POST /api/users/login.
 * @param {string} baseURL
 * @param {string} email
 */
async function logIn(baseURL, email) {
  const account = await restAs(baseURL, email)
  assert.equal(account.user.email, email)
  assert.ok(account.token, `${email} gets a token`)
  return account.call
}

/** @param {string} baseURL */
async function adminIds(baseURL) {
  const api = await logIn(baseURL, 'admin@flugakte.test')
  const aircraft = await (await api('/api/customer_aircrafts?limit=0&depth=0')).json()
  /** @type {Record<string, { aircraft: number, log: number, document: number, version: string, file: string }>} */
  const ids = {}
  for (const doc of aircraft.docs.filter((/** @type {any} */ doc) => ALL.includes(doc.registration))) {
    const log = await (
      await api(`/api/flight_logs?limit=1&depth=0&where[registration][equals]=${doc.registration}`)
    ).json()
    const title = encodeURIComponent(`Lufttüchtigkeitszeugnis ${doc.registration}`)
    const document = await (await api(`/api/documents?limit=1&depth=1&where[title][equals]=${title}`)).json()
    const version = await (
      await api(`/api/customer_aircrafts/versions?limit=1&depth=0&where[parent][equals]=${doc.id}`)
    ).json()
    ids[doc.registration] = {
      aircraft: doc.id,
      log: log.docs[0].id,
      document: document.docs[0].id,
      version: version.docs[0].id,
      file: new URL(document.docs[0].file.url, baseURL).pathname,
    }
  }
  return ids
}

test('the six demo accounts log in over POST /api/users/login', async ({ baseURL }) => {
  for (const email of Object.keys(VISIBLE)) await logIn(baseURL, email)
})

test('each account sees its own company’s records over REST and never another’s', async ({ baseURL }) => {
  const ids = await adminIds(baseURL)
  for (const [email, visible] of Object.entries(VISIBLE)) {
    const api = await logIn(baseURL, email)
    const list = await (await api('/api/customer_aircrafts?limit=0&depth=0')).json()
    assert.deepEqual(
      demoOnly(
        email,
        list.docs.map((/** @type {any} */ doc) => doc.registration),
      ).sort(),
      visible,
      `${email}: aircraft list`,
    )

    const logs = await (await api('/api/flight_logs?limit=0&depth=0&select[registration]=true')).json()
    assert.deepEqual(
      demoOnly(email, [
        ...new Set(logs.docs.map((/** @type {any} */ doc) => /** @type {string} */ (doc.registration))),
      ]).sort(),
      visible,
      `${email}: flight logs`,
    )

    const versions = await (await api('/api/customer_aircrafts/versions?limit=0&depth=0')).json()
    assert.deepEqual(
      demoOnly(email, [
        ...new Set(versions.docs.map((/** @type {any} */ doc) => /** @type {string} */ (doc.version.registration))),
      ]).sort(),
      visible,
      `${email}: aircraft versions`,
    )

    for (const registration of ALL.filter((r) => !visible.includes(r))) {
      const id = ids[registration]
      const where = `${email} on ${registration}`
      assert.equal((await api(`/api/customer_aircrafts/${id.aircraft}`)).status, 404, `${where}: read aircraft`)
      assert.equal((await api(`/api/flight_logs/${id.log}`)).status, 404, `${where}: read flight log`)
      assert.equal((await api(`/api/documents/${id.document}`)).status, 404, `${where}: read document`)
      const version = await api(`/api/customer_aircrafts/versions/${id.version}`)
      assert.ok([403, 404].includes(version.status), `${where}: read version answered ${version.status}`)
      for (const [collection, itemId] of /** @type {const} */ ([
        ['customer_aircrafts', id.aircraft],
        ['flight_logs', id.log],
        ['documents', id.document],
      ])) {
        const patch = await api(`/api/${collection}/${itemId}`, {
          method: 'PATCH',
          body: JSON.stringify({ notes: 'x', title: 'x', serial_number: 'x' }),
        })
        assert.ok([403, 404].includes(patch.status), `${where}: update ${collection} answered ${patch.status}`)
        const del = await api(`/api/${collection}/${itemId}`, { method: 'DELETE' })
        assert.ok([403, 404].includes(del.status), `${where}: delete ${collection} answered ${del.status}`)
      }
      const file = await api(id.file)
      assert.ok([403, 404].includes(file.status), `${where}: file answered ${file.status}`)
    }
  }
})

test('anonymous callers get nothing but login, forgot-password and reset-password', async ({ baseURL }) => {
  for (const pathname of [
    '/api/customer_aircrafts',
    '/api/flight_logs',
    '/api/documents',
    '/api/users',
    '/api/activity',
    '/api/ad_compliances',
    '/api/task_completions',
    '/api/maintenance_tasks',
    '/api/equipment',
    '/api/airworthiness_directives',
    '/api/app-files/ad?customerAircraft=1',
    '/api/customer_aircrafts/1/airworthiness',
    '/api/customer_aircrafts/1/equipmentlist?download=true',
    '/api/globals/settings',
    '/api/airports',
    '/api/countries',
  ]) {
    const response = await fetch(`${baseURL}${pathname}`)
    assert.equal(response.status, 403, `${pathname} answered ${response.status}`)
  }
  const ids = await adminIds(baseURL)
  const file = await fetch(`${baseURL}${ids['D-EFAK'].file}`)
  assert.equal(file.status, 403, 'a file without login')
  const forgot = await fetch(`${baseURL}/api/users/forgot-password`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'member@flugakte.test' }),
  })
  assert.equal(forgot.status, 200)
  const reset = await fetch(`${baseURL}/api/users/reset-password`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ token: 'not-a-token', password: 'Flugakte-Demo-9' }),
  })
  assert.equal(reset.status, 403, 'an invalid reset token is refused')
})

test('an owner opens its own file, logged in only', async ({ baseURL }) => {
  const ids = await adminIds(baseURL)
  const api = await logIn(baseURL, 'operator-b@flugakte.test')
  const response = await api(ids['D-EKLU'].file)
  assert.equal(response.status, 200)
  assert.equal(response.headers.get('content-type'), 'application/pdf')
  assert.equal((await response.arrayBuffer()).byteLength > 500, true)
})

test('bad flight-log requests answer 400 with a message and store nothing', async ({ baseURL }) => {
  const ids = await adminIds(baseURL)
  const api = await logIn(baseURL, 'member@flugakte.test')
  const me = await (await api('/api/users/me')).json()
  const airport = (await (await api('/api/airports?limit=1&where[icao][equals]=EDKB')).json()).docs[0].id
  const count = async () =>
    (await (await api(`/api/flight_logs?limit=1&where[customer_aircraft][equals]=${ids['D-EKLU'].aircraft}`)).json())
      .totalDocs
  const before = await count()
  const valid = {
    customer_aircraft: ids['D-EKLU'].aircraft,
    registration: 'D-EKLU',
    date: '2026-11-21',
    pilot: me.user.id,
    location_to: airport,
    location_ldg: airport,
    to_utc: '09:00',
    ldg_utc: '09:40',
    cnt_ldg: 1,
  }
  /** @type {[string, Record<string, unknown>, string][]} */
  const cases = [
    ['unknown type', { ...valid, type: 'repair' }, 'type'],
    ['missing pilot', { ...valid, pilot: undefined }, 'pilot'],
    [
      'other company’s aircraft',
      { ...valid, customer_aircraft: ids['D-EFAK'].aircraft, registration: 'D-EFAK' },
      'customer_aircraft',
    ],
    ['landings out of range', { ...valid, cnt_ldg: 101 }, 'cnt_ldg'],
  ]
  for (const [name, body, path] of cases) {
    const response = await api('/api/flight_logs', { method: 'POST', body: JSON.stringify(body) })
    assert.equal(response.status, 400, `${name}: status`)
    const error = await response.json()
    const fields = error.errors[0].data.errors
    assert.ok(
      fields.some((/** @type {any} */ field) => field.path === path && field.message),
      `${name}: message at ${path}`,
    )
  }
  assert.equal(await count(), before, 'nothing was stored')
  const created = await api('/api/flight_logs', { method: 'POST', body: JSON.stringify(valid) })
  assert.equal(created.status, 201)
  assert.equal(await count(), before + 1)
})
