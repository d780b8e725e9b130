// @ts-check
// The boardbook screen and the add-entry dialog against the real server, in German and English: a
// normal and a batch entry, the addendum question, the form's messages, the new rows and the totals.
import assert from 'node:assert/strict'

import { expect, test } from '../fixtures.mjs'
import { fieldLabel, logIn, restAs, SIGNED_IN, signedIn, waitForFieldMessage } from '../web-app.mjs'
import { speaking } from './settings-helpers.mjs'
import { text } from '../texts.mjs'

const REGISTRATION = 'D-EKLU'

/** Labels and messages of packages/texts/{de,en}/boardbook.json. */
const TEXT = {
  de: {
    title: text('de', 'boardbook:title'),
    filter: text('de', 'boardbook:filter.label'),
    filterFrom: text('de', 'boardbook:filter.from'),
    filterTo: text('de', 'boardbook:filter.to'),
    filterSearch: text('de', 'boardbook:filter.search'),
    allEntries: text('de', 'boardbook:filter.clear'),
    addEntry: text('de', 'boardbook:addEntry'),
    acknowledge: text('de', 'boardbook:preflight.acknowledge'),
    beforeFlight: text('de', 'boardbook:preflight.title'),
    overdue: text('de', 'boardbook:preflight.overdue').replace('{{title}}', ''),
    dialog: text('de', 'boardbook:form.title'),
    registration: text('de', 'boardbook:form.registration'),
    date: text('de', 'boardbook:form.date'),
    pilot: text('de', 'boardbook:form.pilot'),
    guests: text('de', 'boardbook:form.guests'),
    departure: text('de', 'boardbook:form.departure'),
    arrival: text('de', 'boardbook:form.arrival'),
    takeoff: text('de', 'boardbook:form.takeoff'),
    landing: text('de', 'boardbook:form.landing'),
    batch: text('de', 'boardbook:form.batch'),
    flightTime: text('de', 'boardbook:form.flightTime'),
    notes: text('de', 'boardbook:form.notes'),
    addendumType: text('de', 'boardbook:types.addendum'),
    submit: text('de', 'boardbook:form.submit'),
    saved: text('de', 'boardbook:boardbookEntrySavedSuccessfully'),
    question: text('de', 'boardbook:addendumQuestion.title'),
    yes: text('de', 'boardbook:addendumQuestion.yes'),
    no: text('de', 'boardbook:addendumQuestion.no'),
    required: text('de', 'messages:EnterRequiredFields'),
    wrongFormat: text('de', 'messages:WrongFormat'),
    wrongValue: text('de', 'messages:wrongValue'),
    landingBeforeTakeoff: text('de', 'messages:landingBeforeTakeoff'),
    entries: text('de', 'boardbook:entries'),
    flights: text('de', 'boardbook:totals.flights'),
    flightHours: text('de', 'boardbook:totals.flightHours'),
    landings: text('de', 'boardbook:form.landings'),
    batchCell: text('de', 'boardbook:batch'),
    close: 'Schließen',
  },
  en: {
    title: text('en', 'boardbook:title'),
    filter: text('en', 'boardbook:filter.label'),
    filterFrom: text('en', 'boardbook:filter.from'),
    filterTo: text('en', 'boardbook:filter.to'),
    filterSearch: text('en', 'boardbook:filter.search'),
    allEntries: text('en', 'boardbook:filter.clear'),
    addEntry: text('en', 'boardbook:addEntry'),
    acknowledge: text('en', 'boardbook:preflight.acknowledge'),
    beforeFlight: text('en', 'boardbook:preflight.title'),
    overdue: text('en', 'boardbook:preflight.overdue').replace('{{title}}', ''),
    dialog: text('en', 'boardbook:form.title'),
    registration: text('en', 'boardbook:form.registration'),
    date: text('en', 'boardbook:form.date'),
    pilot: text('en', 'boardbook:form.pilot'),
    guests: text('en', 'boardbook:form.guests'),
    departure: text('en', 'boardbook:form.departure'),
    arrival: text('en', 'boardbook:form.arrival'),
    takeoff: text('en', 'boardbook:form.takeoff'),
    landing: text('en', 'boardbook:form.landing'),
    batch: text('en', 'boardbook:form.batch'),
    flightTime: text('en', 'boardbook:form.flightTime'),
    notes: text('en', 'boardbook:form.notes'),
    addendumType: text('en', 'boardbook:types.addendum'),
    submit: text('en', 'boardbook:form.submit'),
    saved: text('en', 'boardbook:boardbookEntrySavedSuccessfully'),
    question: text('en', 'boardbook:addendumQuestion.title'),
    yes: text('en', 'boardbook:addendumQuestion.yes'),
    no: text('en', 'boardbook:addendumQuestion.no'),
    required: text('en', 'messages:EnterRequiredFields'),
    wrongFormat: text('en', 'messages:WrongFormat'),
    wrongValue: text('en', 'messages:wrongValue'),
    landingBeforeTakeoff: text('en', 'messages:landingBeforeTakeoff'),
    entries: text('en', 'boardbook:entries'),
    flights: text('en', 'boardbook:totals.flights'),
    flightHours: text('en', 'boardbook:totals.flightHours'),
    landings: text('en', 'boardbook:form.landings'),
    batchCell: text('en', 'boardbook:batch'),
    close: 'Close',
  },
}

/** @typedef {typeof TEXT.de} Text */
/** @typedef {import('playwright-core').Page} Page */

/**
 * The aircraft's id and the day after its latest landing (UTC), so new entries land after every
 * entry other specs may have written.
 * @param {string} baseURL
 * @param {string} email
 */
async function aircraftAndNextFreeDay(baseURL, email) {
  const account = await restAs(baseURL, email)
  try {
    const aircraft = await (
      await account.call(`/api/customer_aircrafts?where[registration][equals]=${REGISTRATION}&depth=0`)
    ).json()
    const id = aircraft.docs[0].id
    const response = await account.call(`/api/flight_logs/boardbook?aircraft=${id}&limit=1`)
    assert.equal(response.status, 200, 'the boardbook endpoint answers')
    const { latest } = await response.json()
    const latestDay = latest?.time_landing_utc ? Date.parse(latest.time_landing_utc.slice(0, 10)) : Date.now()
    return {
      id,
      day: (/** @type {number} */ offset) => new Date(latestDay + offset * 86_400_000).toISOString().slice(0, 10),
    }
  } finally {
    await account.logOut()
  }
}

/**
 * A moment `minutes` from now as the form's date and UTC time: new entries are placed just before now,
 * after every entry other specs wrote and not in the future, which the server refuses.
 * @param {number} minutes
 */
function fromNow(minutes) {
  const at = new Date(Date.now() + minutes * 60_000).toISOString()
  return { day: at.slice(0, 10), time: at.slice(11, 16) }
}

/** @param {number} minutes */
const hhmm = (minutes) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`

/**
 * A form field by its label (with or without the required asterisk), inside the dialog.
 * @param {import('playwright-core').Locator} dialog
 * @param {string} label
 */
function field(dialog, label) {
  return dialog.getByLabel(fieldLabel(label), { exact: false }).and(dialog.locator('input, textarea'))
}

/**
 * One of the totals, as a number of minutes for HH:mm figures.
 * @param {Page} page
 * @param {string} name
 */
async function total(page, name) {
  const text = (await page.getByRole('group', { name, exact: true }).textContent()) ?? ''
  const value = text.replace(name, '').trim()
  const hhmm = /^(\d+):(\d\d)$/.exec(value)
  return hhmm ? Number(hhmm[1]) * 60 + Number(hhmm[2]) : Number(value)
}

/**
 * @param {Page} page
 * @param {Text} text
 */
async function totals(page, text) {
  await page.getByRole('group', { name: text.flights, exact: true }).waitFor()
  return {
    flights: await total(page, text.flights),
    minutes: await total(page, text.flightHours),
    landings: await total(page, text.landings),
  }
}

/**
 * Types into an airport lookup and picks the airport whose ICAO code starts the option.
 * @param {import('playwright-core').Locator} dialog
 * @param {string} label
 * @param {string} typed
 * @param {string} icao
 */
async function chooseAirport(dialog, label, typed, icao) {
  const input = field(dialog, label)
  await input.click()
  await input.press('ControlOrMeta+a')
  await input.pressSequentially(typed, { delay: 30 })
  const option = dialog.page().getByRole('option', { name: new RegExp(`^${icao} `) })
  await option.waitFor()
  // Keyboard only, as a combobox works: arrow down to the first match, Enter picks it.
  await input.press('ArrowDown')
  await input.press('Enter')
  await dialog
    .page()
    .waitForFunction(
      ([element, code]) => /** @type {HTMLInputElement} */ (element).value.startsWith(code),
      /** @type {const} */ ([await input.elementHandle(), icao]),
    )
}

/**
 * D-EKLU has an overdue item (the demo's ELT battery): each flight is entered only once the pilot has
 * taken note of what the dialog names before the flight.
 * @param {Page} page
 * @param {Text} text
 */
async function acknowledgeBeforeFlight(page, text) {
  const dialog = page.getByRole('dialog', { name: text.dialog })
  await dialog.getByRole('checkbox', { name: text.acknowledge }).check()
}

/**
 * Sends the form with `send` and waits for the server to store the entry, then for the saved message
 * and for the form to start over (counting messages was unreliable: earlier ones close while later ones open).
 * @param {Page} page
 * @param {Text} text
 * @param {() => Promise<void>} send
 */
async function saveWith(page, text, send) {
  await acknowledgeBeforeFlight(page, text)
  const stored = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/flight_logs/submit',
    { timeout: 15_000 },
  )
  await send()
  assert.equal((await stored).status(), 201, 'the entry was saved')
  await expect(page.getByText(text.saved).last()).toBeVisible()
  // A message of the save before may still be shown: the form starting over is this save's own sign.
  await expect(field(page.getByRole('dialog', { name: text.dialog }), text.takeoff)).toHaveValue('')
}

/**
 * @param {Page} page
 * @param {Text} text
 */
async function openDialog(page, text) {
  await page.getByRole('button', { name: text.addEntry, exact: true }).click()
  const dialog = page.getByRole('dialog', { name: text.dialog })
  await dialog.waitFor()
  assert.equal(await field(dialog, text.registration).inputValue(), REGISTRATION)
  return dialog
}

/**
 * Filters the boardbook to the days from–to and a search, and checks that every row shown matches
 * (the URL keeps the filter); then shows all entries again.
 * @param {Page} page
 * @param {Text} text
 * @param {{ from: string, to: string, q: string }} filter
 * @returns {Promise<string[]>} the rows found
 */
async function filterBoardbook(page, text, { from, to, q }) {
  const form = page.getByRole('search', { name: text.filter })
  await form.getByLabel(text.filterFrom).fill(from)
  await form.getByLabel(text.filterTo).fill(to)
  await form.getByRole('searchbox', { name: text.filterSearch }).fill(q)
  await form.getByRole('searchbox', { name: text.filterSearch }).press('Enter')
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(q)}`))
  await expect(
    page.getByRole('status').filter({ hasText: /\d+ (Eintrag|Einträge|entry|entries) (gefunden|found)/ }),
  ).toBeVisible()
  const rows = page.getByRole('table', { name: text.entries }).getByRole('row')
  await expect(rows.nth(1)).toContainText(q)
  const found = (await rows.allTextContents()).slice(1)
  for (const row of found) assert.match(row, new RegExp(q), 'every row shown matches the search')
  await form.getByRole('button', { name: text.allEntries }).click()
  await expect(page).not.toHaveURL(/[?&]q=/)
  return found
}

test.describe('signed in as the club member', () => {
  test.use({ storageState: signedIn('member') })

  test('[de] boardbook: messages, a normal, a batch and a late entry, new rows and totals', async ({
    page,
    baseURL,
  }) => {
    const text = TEXT.de
    const email = SIGNED_IN.member
    const { id, day } = await aircraftAndNextFreeDay(baseURL, email)
    await page.goto(`/boardbook?aircraft=${id}`)
    await page.getByRole('heading', { name: `${text.title} ${REGISTRATION}` }).waitFor()
    const before = await totals(page, text)

    const dialog = await openDialog(page, text)
    assert.match(await field(dialog, text.pilot).inputValue(), /Marie Schneider/)

    // What the pilot must know first: the demo's D-EKLU has an overdue item (its ELT battery).
    await expect(dialog.getByRole('alert', { name: text.beforeFlight })).toContainText(text.overdue)

    // The flight departs, and by default lands, where the aircraft last landed.
    await expect(field(dialog, text.departure)).toHaveValue(/^[A-Z0-9]{4} – /)
    assert.equal(await field(dialog, text.arrival).inputValue(), await field(dialog, text.departure).inputValue())

    // The form's messages, before anything is sent.
    await dialog.getByRole('button', { name: text.submit }).click()
    await waitForFieldMessage(field(dialog, text.takeoff), text.required)
    await field(dialog, text.takeoff).fill('25:00')
    await waitForFieldMessage(field(dialog, text.takeoff), text.wrongFormat)
    await field(dialog, text.takeoff).fill('12:00')
    await field(dialog, text.landing).fill('11:00')
    await waitForFieldMessage(field(dialog, text.landing), text.landingBeforeTakeoff)
    await field(dialog, text.guests).fill('4')
    await waitForFieldMessage(field(dialog, text.guests), text.wrongValue)

    // A normal entry late yesterday (after the demo fleet's last landings and the REST spec's entry), typed
    // and sent with the keyboard; today's batch entry below then lands after it, and nothing is in the future.
    const takeoff = { day: fromNow(-24 * 60).day, time: '22:00' }
    const landing = { time: '23:00' }
    await field(dialog, text.guests).fill('1')
    await field(dialog, text.date).fill(takeoff.day)
    await chooseAirport(dialog, text.departure, 'EDKB', 'EDKB')
    assert.match(await field(dialog, text.arrival).inputValue(), /^EDKB/, 'the landing airport follows the start')
    await field(dialog, text.takeoff).fill(takeoff.time)
    await field(dialog, text.landing).fill(landing.time)
    await saveWith(page, text, () => field(dialog, text.landing).press('Enter'))
    // The form starts over for the next flight, which departs where this one landed.
    await expect(field(dialog, text.departure)).toHaveValue(/^EDKB – /)

    // A batch entry: the flight duration instead of takeoff and landing, from 00:00 UTC today to five
    // minutes ago (the newest landing).
    await dialog.getByLabel(text.batch).check()
    assert.equal(await field(dialog, text.takeoff).count(), 0)
    const batchEnd = fromNow(-5)
    const batchMinutes = Math.max(1, Number(batchEnd.time.slice(0, 2)) * 60 + Number(batchEnd.time.slice(3)))
    await field(dialog, text.date).fill(batchEnd.day)
    await chooseAirport(dialog, text.departure, 'Hangelar', 'EDKB')
    await field(dialog, text.flightTime).fill(hhmm(batchMinutes))
    await saveWith(page, text, () => field(dialog, text.flightTime).press('Enter'))

    // A flight earlier than the latest entry: the addendum question; Yes makes it one, which needs notes.
    await dialog.getByLabel(text.batch).uncheck()
    // (In the evening, when the demo fleet is on the ground: the same takeoff twice would be refused.)
    await field(dialog, text.date).fill(day(-30))
    await chooseAirport(dialog, text.departure, 'EDKB', 'EDKB')
    await field(dialog, text.takeoff).fill('23:00')
    await field(dialog, text.landing).fill('23:45')
    await acknowledgeBeforeFlight(page, text)
    await dialog.getByRole('button', { name: text.submit }).click()
    const question = page.getByRole('dialog', { name: text.question })
    await question.waitFor()
    await question.getByRole('button', { name: text.yes }).click()
    assert.equal(await dialog.getByRole('radio', { name: text.addendumType }).isChecked(), true)
    await waitForFieldMessage(field(dialog, text.notes), text.required)
    await field(dialog, text.notes).fill('Nachgetragener Platzrundenflug')
    await saveWith(page, text, () => field(dialog, text.notes).press('Enter'))

    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'hidden' })

    // Newest landing first: the batch entry, then the normal one; the totals grew by all three.
    const rows = page.getByRole('table', { name: text.entries }).getByRole('row')
    await rows.nth(1).filter({ hasText: text.batchCell }).waitFor()
    assert.match((await rows.nth(1).textContent()) ?? '', new RegExp(hhmm(batchMinutes)))
    assert.match((await rows.nth(2).textContent()) ?? '', new RegExp(`EDKB.*${takeoff.time}.*${landing.time}`))
    // The lists reload after each save; the totals count all three once the last reload is in.
    await expect
      .poll(() => totals(page, text))
      .toEqual({
        flights: before.flights + 3,
        minutes: before.minutes + 60 + batchMinutes + 45,
        landings: before.landings + 3,
      })

    // Yesterday's flight from EDKB, found by its day and aerodrome.
    const found = await filterBoardbook(page, text, { from: takeoff.day, to: takeoff.day, q: 'EDKB' })
    assert.ok(
      found.some((row) => row.includes(`${takeoff.time}`)),
      'the entry of that day is among them',
    )
  })
})

test('[en] boardbook: messages and an entry in English', async ({ page, baseURL }) => {
  const text = TEXT.en
  const email = 'member@flugakte.test'
  await speaking({ page, baseURL }, 'en', [email], async () => {
    const { id } = await aircraftAndNextFreeDay(baseURL, email)
    await logIn(page, 'en', { email })
    await page.goto(`/boardbook?aircraft=${id}`)
    await page.getByRole('heading', { name: `${text.title} ${REGISTRATION}` }).waitFor()
    const before = await totals(page, text)

    const dialog = await openDialog(page, text)
    await field(dialog, text.takeoff).fill('9:5')
    await field(dialog, text.takeoff).press('Enter')
    await waitForFieldMessage(field(dialog, text.takeoff), text.wrongFormat)
    // Prefilled with where the aircraft last landed.
    await expect(field(dialog, text.departure)).toHaveValue(/^[A-Z0-9]{4} – /)

    // After the German test's batch entry (which landed five minutes before it ran), at most 3 minutes ahead.
    const takeoff = fromNow(-4)
    const landing = fromNow(3)
    await field(dialog, text.date).fill(takeoff.day)
    await chooseAirport(dialog, text.departure, 'Hangelar', 'EDKB')
    await chooseAirport(dialog, text.arrival, 'EDDK', 'EDDK')
    await field(dialog, text.takeoff).fill(takeoff.time)
    await field(dialog, text.landing).fill(landing.time)
    await saveWith(page, text, () => field(dialog, text.landing).press('Enter'))
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'hidden' })

    const newest = page.getByRole('table', { name: text.entries }).getByRole('row').nth(1)
    await newest.filter({ hasText: 'EDDK' }).waitFor()
    assert.match((await newest.textContent()) ?? '', new RegExp(`EDKB.*EDDK.*${takeoff.time}.*${landing.time}`))
    await expect
      .poll(() => totals(page, text))
      .toEqual({
        flights: before.flights + 1,
        minutes: before.minutes + 7,
        landings: before.landings + 1,
      })

    await filterBoardbook(page, text, { from: takeoff.day, to: landing.day, q: 'EDDK' })
  })
})
