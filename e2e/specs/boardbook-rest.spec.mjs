// @ts-check
// The boardbook over REST against the running server: the list with totals, creates in both
// languages, and published entries that nobody can change or delete, in the API or the admin panel.
import assert from 'node:assert/strict'

import { test } from '../fixtures.mjs'
import { DEMO_PASSWORD, restAs } from '../web-app.mjs'

const EVERY_ROLE = [
  'admin@flugakte.test',
  'operator@flugakte.test',
  'member@flugakte.test',
  'maintenance@flugakte.test',
  'cao@flugakte.test',
  'operator-b@flugakte.test',
]

/** @param {string} baseURL */
async function memberWithAircraft(baseURL) {
  const member = await restAs(baseURL, 'member@flugakte.test')
  const aircraft = await (await member.call('/api/customer_aircrafts?depth=0&limit=0')).json()
  /** @type {Record<string, number>} */
  const ids = Object.fromEntries(aircraft.docs.map((/** @type {any} */ doc) => [doc.registration, doc.id]))
  const airports = await (await member.call('/api/airports?depth=0&where[icao][in]=EDKB,EDFE&sort=icao')).json()
  const [home, away] = airports.docs.map((/** @type {any} */ doc) => doc.id)
  return { member, ids, home, away }
}

/** An HH:mm reading plus minutes. @param {string} reading @param {number} minutes */
function addMinutes(reading, minutes) {
  const [hours = 0, rest = 0] = reading.split(':').map(Number)
  const total = hours * 60 + rest + minutes
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`
}

/** @param {(path: string, init?: RequestInit) => Promise<Response>} call @param {number} aircraft */
async function boardbook(call, aircraft, query = '') {
  const response = await call(`/api/flight_logs/boardbook?aircraft=${aircraft}${query}`)
  assert.equal(response.status, 200)
  return response.json()
}

test('the boardbook endpoint pages an aircraft’s log, newest landing first, with totals', async ({ baseURL }) => {
  const { member, ids, home, away } = await memberWithAircraft(baseURL)
  assert.equal((await member.call('/api/flight_logs/boardbook')).status, 400, 'without aircraft')
  const operatorB = await restAs(baseURL, 'operator-b@flugakte.test')
  assert.equal(
    (await operatorB.call(`/api/flight_logs/boardbook?aircraft=${ids['D-EKLU']}`)).status,
    200,
    'the owner reads its aircraft contracted out to the club',
  )
  const operator = await restAs(baseURL, 'operator@flugakte.test')
  assert.equal((await operator.call(`/api/flight_logs/boardbook?aircraft=${ids['D-EKLU']}`)).status, 404)

  const first = await boardbook(member.call, ids['D-EKLU'], '&limit=5&page=2')
  assert.equal(first.docs.length, 5)
  assert.equal(first.page, 2)
  const landings = first.docs.map((/** @type {any} */ doc) => doc.time_landing_utc)
  assert.deepEqual([...landings].sort().reverse(), landings, 'newest landing first')
  assert.match(first.docs[0].location_to.icao, /^[A-Z0-9]{4}$/)
  assert.ok(first.totals.flights > 0 && first.totals.flights <= first.totalDocs)
  assert.ok(first.latest.time_landing_utc >= landings[0])

  // After the latest entry (never in the future), continuing its counters: the server checks both.
  const { latest } = first
  const takeoff = new Date(Math.ceil((Date.parse(latest.time_landing_utc) + 20 * 60_000) / 60_000) * 60_000)
  const landing = new Date(takeoff.getTime() + 40 * 60_000)
  const hobbsStart = latest.hobbs_eng1_end ?? '5000:00'
  const cyclesStart = latest.cnt_cycle_eng1_end ?? 3000
  const created = await member.call('/api/flight_logs', {
    method: 'POST',
    body: JSON.stringify({
      customer_aircraft: ids['D-EKLU'],
      registration: 'D-EKLU',
      date: takeoff.toISOString().slice(0, 10),
      pilot: member.user.id,
      location_to: home,
      location_ldg: away,
      to_utc: takeoff.toISOString().slice(11, 16),
      ldg_utc: landing.toISOString().slice(11, 16),
      cnt_ldg: 2,
      hobbs_eng1_start: hobbsStart,
      hobbs_eng1_end: addMinutes(hobbsStart, 50),
      cnt_cycle_eng1_start: cyclesStart,
      cnt_cycle_eng1_end: cyclesStart + 1,
    }),
  })
  assert.equal(created.status, 201)
  const { doc } = await created.json()
  const after = await boardbook(member.call, ids['D-EKLU'], '&limit=5')
  assert.equal(after.totals.flights, first.totals.flights + 1)
  assert.equal(after.totals.minutes, first.totals.minutes + 40)
  assert.equal(after.totals.landings, first.totals.landings + 2)
  assert.equal(after.totals.engine_minutes, first.totals.engine_minutes + 50)
  assert.equal(after.totals.cycles, first.totals.cycles + 1)
  assert.equal(after.docs[0].id, doc.id)
  assert.deepEqual(after.latest, {
    number: doc.number,
    time_takeoff_utc: takeoff.toISOString(),
    time_landing_utc: landing.toISOString(),
    hobbs_eng1_end: addMinutes(hobbsStart, 50),
    // D-EKLU's meter shows hours and minutes; the entry took that unit from the aircraft.
    hobbs_unit: 'hh_mm',
    cnt_cycle_eng1_end: cyclesStart + 1,
    // The next flight departs where this one landed.
    arrival: { id: away, icao: after.docs[0].location_ldg.icao, apt_name: after.docs[0].location_ldg.apt_name },
  })
})

test('field messages come in the language the caller asks for', async ({ baseURL }) => {
  const { member, ids } = await memberWithAircraft(baseURL)
  for (const [language, text] of [
    ['en', 'Please enter all required fields'],
    ['de', 'Bitte alle Pflichtfelder ausfüllen'],
  ]) {
    const response = await member.call('/api/flight_logs', {
      method: 'POST',
      headers: { 'Accept-Language': language },
      body: JSON.stringify({ customer_aircraft: ids['D-EKLU'], registration: 'D-EKLU' }),
    })
    assert.equal(response.status, 400)
    const fields = (await response.json()).errors[0].data.errors
    assert.deepEqual(
      fields.find((/** @type {any} */ field) => field.path === 'pilot'),
      { path: 'pilot', message: text },
      language,
    )
  }
})

test('no role changes or deletes a published entry over REST, administrators included', async ({ baseURL }) => {
  const { member, ids } = await memberWithAircraft(baseURL)
  const entry = (await boardbook(member.call, ids['D-EKLU'], '&limit=1')).docs[0]
  for (const email of EVERY_ROLE) {
    const { call } = await restAs(baseURL, email)
    const patch = await call(`/api/flight_logs/${entry.id}`, { method: 'PATCH', body: JSON.stringify({ cnt_ldg: 9 }) })
    assert.ok([403, 404].includes(patch.status), `${email}: PATCH answered ${patch.status}`)
    const bulk = await call(`/api/flight_logs?where[id][equals]=${entry.id}`, {
      method: 'PATCH',
      body: JSON.stringify({ notes: 'changed' }),
    })
    assert.ok([403, 404].includes(bulk.status), `${email}: bulk PATCH answered ${bulk.status}`)
    const del = await call(`/api/flight_logs/${entry.id}`, { method: 'DELETE' })
    assert.ok([403, 404].includes(del.status), `${email}: DELETE answered ${del.status}`)
  }
  const unchanged = (await boardbook(member.call, ids['D-EKLU'], '&limit=1')).docs[0]
  assert.deepEqual(unchanged, entry)
})

test('the admin panel shows a published entry read-only, without delete', async ({ page, baseURL }) => {
  const { member, ids } = await memberWithAircraft(baseURL)
  const entry = (await boardbook(member.call, ids['D-EKLU'], '&limit=1')).docs[0]
  await page.goto('/admin/login')
  await page.getByLabel(/e-?mail/i).fill('admin@flugakte.test')
  await page.getByLabel(/^(passwort|password)/i).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: /^(anmelden|login|log in)$/i }).click()
  await page.waitForURL((url) => url.pathname.startsWith('/admin') && !url.pathname.startsWith('/admin/login'))
  await page.goto(`/admin/collections/flight_logs/${entry.id}`)
  const notes = page.locator('#field-notes')
  await notes.waitFor()
  assert.equal(await notes.isDisabled(), true, 'notes are read-only')
  assert.equal(await page.getByRole('button', { name: /^(speichern|save)$/i }).count(), 0, 'no save button')
  // The "…" menu holds Delete when deleting is allowed; it appears only if some action is.
  const menu = page.locator('.doc-controls__dots')
  if ((await menu.count()) > 0) {
    await menu.first().click()
    await page.locator('.doc-controls__popup').first().waitFor()
  }
  assert.equal(await page.getByRole('button', { name: /^(löschen|delete)$/i }).count(), 0, 'no delete action')
})
