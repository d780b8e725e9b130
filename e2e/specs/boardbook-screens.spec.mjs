// @ts-check
// The boardbook as its users expect it, in German and English, on a 1440 × 900 desktop and a 390 × 844
// phone: contracted maintenance and CAO users see who flew (never "undefined"); the table fits a desktop,
// a phone gets cards and a dialog that fits; times typed on a keypad become HH:mm; a flight across
// midnight UTC is saved; unsaved input is not discarded without asking; a correction finds any entry.
import assert from 'node:assert/strict'

import { expect, test } from '../fixtures.mjs'
import { aircraftIdOf, fieldLabel, logIn, openIn, restAs } from '../web-app.mjs'
import { speaking } from './settings-helpers.mjs'
import { text } from '../texts.mjs'

const DESKTOP = { width: 1440, height: 900 }
const PHONE = { width: 390, height: 844 }

/** Texts of packages/texts/{de,en}/{boardbook,dashboard}.json. */
const TEXT = {
  de: {
    title: text('de', 'boardbook:title'),
    entries: text('de', 'boardbook:entries'),
    crew: text('de', 'boardbook:columns.crew'),
    recentFlights: text('de', 'dashboard:recentFlights'),
    addEntry: text('de', 'boardbook:addEntry'),
    dialog: text('de', 'boardbook:form.title'),
    date: text('de', 'boardbook:form.date'),
    departure: text('de', 'boardbook:form.departure'),
    arrival: text('de', 'boardbook:form.arrival'),
    takeoff: text('de', 'boardbook:form.takeoff'),
    landing: text('de', 'boardbook:form.landing'),
    offBlock: text('de', 'boardbook:form.offBlock'),
    hobbsStart: text('de', 'boardbook:form.hobbsStart'),
    cyclesStart: text('de', 'boardbook:form.cyclesStart'),
    notes: text('de', 'boardbook:form.notes'),
    addendum: text('de', 'boardbook:types.addendum'),
    correction: text('de', 'boardbook:types.correction'),
    amends: text('de', 'boardbook:form.amends'),
    submit: text('de', 'boardbook:form.submit'),
    saved: text('de', 'boardbook:boardbookEntrySavedSuccessfully'),
    nextDay: /^Landung am .+ \(nächster Tag, UTC\)$/,
    discardTitle: text('de', 'boardbook:discard.title'),
    keep: text('de', 'boardbook:discard.keep'),
    discard: text('de', 'boardbook:discard.confirm'),
    corrects: (/** @type {number} */ number) => `korrigiert #${number}`,
    recorded: text('de', 'boardbook:totals.recorded'),
    aircraftTotals: /^Luftfahrzeug gesamt, mit dem Übertrag aus dem Papier-Bordbuch vom .+: Zelle \d+:\d\d h/,
  },
  en: {
    title: text('en', 'boardbook:title'),
    entries: text('en', 'boardbook:entries'),
    crew: text('en', 'boardbook:columns.crew'),
    recentFlights: text('en', 'dashboard:recentFlights'),
    addEntry: text('en', 'boardbook:addEntry'),
    dialog: text('en', 'boardbook:form.title'),
    date: text('en', 'boardbook:form.date'),
    departure: text('en', 'boardbook:form.departure'),
    arrival: text('en', 'boardbook:form.arrival'),
    takeoff: text('en', 'boardbook:form.takeoff'),
    landing: text('en', 'boardbook:form.landing'),
    offBlock: text('en', 'boardbook:form.offBlock'),
    hobbsStart: text('en', 'boardbook:form.hobbsStart'),
    cyclesStart: text('en', 'boardbook:form.cyclesStart'),
    notes: text('en', 'boardbook:form.notes'),
    addendum: text('en', 'boardbook:types.addendum'),
    correction: text('en', 'boardbook:types.correction'),
    amends: text('en', 'boardbook:form.amends'),
    submit: text('en', 'boardbook:form.submit'),
    saved: text('en', 'boardbook:boardbookEntrySavedSuccessfully'),
    nextDay: /^Landing on .+ \(next day, UTC\)$/,
    discardTitle: text('en', 'boardbook:discard.title'),
    keep: text('en', 'boardbook:discard.keep'),
    discard: text('en', 'boardbook:discard.confirm'),
    corrects: (/** @type {number} */ number) => `corrects #${number}`,
    recorded: text('en', 'boardbook:totals.recorded'),
    aircraftTotals:
      /^Aircraft totals, including the readings carried over from the paper journey log of .+: airframe \d+:\d\d h/,
  },
}

/** @typedef {'de' | 'en'} Language */
/** @typedef {import('playwright-core').Page} Page */
/** @typedef {import('playwright-core').Locator} Locator */

/** Nothing on the page is wider than the window. @param {Page} page */
async function assertNoSidewaysScroll(page) {
  const { scroll, width } = await page.locator('html').evaluate((html) => ({
    scroll: html.scrollWidth,
    width: html.ownerDocument.defaultView?.innerWidth ?? 0,
  }))
  assert.ok(scroll <= width, `the page is ${scroll} px wide in a ${width} px window`)
}

/** @param {Page} page */
async function assertNoUndefined(page) {
  const text = await page.locator('body').innerText()
  assert.ok(!/undefined|null null/.test(text), 'no "undefined" on the page')
}

/** @param {Locator} dialog @param {string} label */
function field(dialog, label) {
  return dialog.getByLabel(fieldLabel(label), { exact: false }).and(dialog.locator('input, textarea'))
}

/**
 * @param {Locator} dialog
 * @param {string} label
 * @param {string} typed
 * @param {string} option the start of the option to pick
 */
async function choose(dialog, label, typed, option) {
  const input = field(dialog, label)
  await input.click()
  await input.pressSequentially(typed, { delay: 30 })
  const choice = dialog
    .page()
    .getByRole('option', { name: new RegExp(`^${option.replace(/[#.*+?^${}()|[\]\\]/g, '\\$&')}`) })
  await choice.first().waitFor()
  await choice.first().click()
}

/** @param {Page} page @param {Language} language @param {() => Promise<void>} send */
async function saveWith(page, language, send) {
  const notices = page.getByText(TEXT[language].saved)
  const shown = await notices.count()
  await send()
  await expect.poll(() => notices.count(), { timeout: 10_000 }).toBeGreaterThan(shown)
  assert.ok((await notices.count()) > shown, 'the entry was saved')
}

// 1. Who flew: contracted maintenance and CAO users, each in both languages.
const CONTRACTORS = /** @type {const} */ ([
  ['maintenance@flugakte.test', 'D-EKLU'],
  ['cao@flugakte.test', 'D-EFAK'],
])
for (const [language, email, registration] of CONTRACTORS.flatMap(([email, registration]) =>
  /** @type {const} */ (['de', 'en']).map((language) => /** @type {const} */ ([language, email, registration])),
)) {
  for (const [size, viewport] of /** @type {const} */ ([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ])) {
    test(`[${language}] ${email} sees who flew ${registration} in the boardbook and on the dashboard (${size})`, async ({
      page,
      baseURL,
    }) => {
      await page.setViewportSize(viewport)
      const id = await aircraftIdOf(baseURL, email, registration)
      await speaking({ page, baseURL }, language, [email], () => whoFlew(page, language, email, registration, id, size))
    })
  }
}

/**
 * @param {Page} page
 * @param {Language} language
 * @param {string} email
 * @param {string} registration
 * @param {number} id
 * @param {'desktop' | 'phone'} size
 */
async function whoFlew(page, language, email, registration, id, size) {
  const text = TEXT[language]
  await openIn(page, language)
  await logIn(page, language, { email })
  await page.goto(`/boardbook?aircraft=${id}`)
  const entries =
    size === 'desktop'
      ? page.getByRole('table', { name: text.entries }).getByRole('row').nth(1)
      : page.getByRole('list', { name: text.entries }).getByRole('listitem').first()
  await entries.waitFor()
  if (size === 'desktop') {
    // The demo pilots have three-letter abbreviations (aerodromes four): the table shows them, with
    // the full name as the tooltip.
    const crew = entries
      .locator('[title]')
      .filter({ hasText: /^[A-ZÄÖÜ]{2,3}$/ })
      .first()
    await crew.waitFor()
    assert.match((await crew.getAttribute('title')) ?? '', /^\p{Lu}\p{L}+ \p{Lu}\p{L}+/u)
  } else {
    // A phone has no tooltips: the card names the crew.
    assert.match((await entries.textContent()) ?? '', new RegExp(`${text.crew}: ?\\p{Lu}\\p{L}+ \\p{Lu}\\p{L}+`, 'u'))
  }
  await assertNoUndefined(page)
  await assertNoSidewaysScroll(page)
  if (size === 'desktop') {
    // Every column of the table fits at 1440 px: nothing scrolls sideways inside its container.
    const table = page.getByRole('table', { name: text.entries })
    const fits = await table.evaluate(
      (element) => element.scrollWidth <= /** @type {HTMLElement} */ (element.parentElement).clientWidth,
    )
    assert.ok(fits, 'the table fits its container')
  }

  await page.goto(`/dashboard?aircraft=${id}`)
  const flights = page.getByRole('table', { name: `${text.recentFlights} ${registration}` })
  await flights.getByRole('row').nth(1).waitFor()
  assert.match((await flights.getByRole('row').nth(1).textContent()) ?? '', /\p{Lu}\p{L}+ \p{Lu}\p{L}+/u)
  await assertNoUndefined(page)
}

// 5. Phone entry, on D-EDRS (no other spec writes to it): an addendum flown a week ago across midnight
// UTC, typed as a pilot types on a keypad; and the question before unsaved input is discarded.
for (const language of /** @type {const} */ (['de', 'en'])) {
  test(`[${language}] phone: boardbook cards, a dialog that fits, keypad times and a flight across midnight`, async ({
    page,
    baseURL,
  }) => {
    const text = TEXT[language]
    const email = 'member@flugakte.test'
    await page.setViewportSize(PHONE)
    const id = await aircraftIdOf(baseURL, email, 'D-EDRS')
    // Distinct per language: the same takeoff twice would be refused.
    const { day, takeoff, landing, minutes } =
      language === 'de'
        ? { day: 7, takeoff: ['2331', '23:31'], landing: ['0016', '00:16'], minutes: 45 }
        : { day: 8, takeoff: ['23.37', '23:37'], landing: ['0.52', '00:52'], minutes: 75 }
    const date = new Date(Date.now() - day * 86_400_000).toISOString().slice(0, 10)
    await speaking({ page, baseURL }, language, [email], async () => {
      await logIn(page, language, { email })
      await page.goto(`/boardbook?aircraft=${id}`)
      await page.getByRole('list', { name: text.entries }).getByRole('listitem').first().waitFor()
      assert.equal(await page.getByRole('table', { name: text.entries }).count(), 0, 'no table on a phone')
      await page.getByRole('region', { name: text.recorded }).waitFor()
      assert.match((await page.getByText(text.aircraftTotals).textContent()) ?? '', text.aircraftTotals)
      await assertNoSidewaysScroll(page)
      await page.screenshot({ path: `test-results/phone-boardbook-${language}.png` })

      await page.getByRole('button', { name: text.addEntry, exact: true }).click()
      const dialog = page.getByRole('dialog', { name: text.dialog })
      await dialog.waitFor()
      await assertNoSidewaysScroll(page)
      const overflow = await dialog.evaluate((element) => element.scrollWidth - element.clientWidth)
      assert.ok(overflow <= 0, `the dialog fits the phone (${overflow} px too wide)`)
      assert.equal(await field(dialog, text.takeoff).getAttribute('inputmode'), 'decimal')
      // After the dialog's opening transition, for the picture a person looks at.
      await dialog.evaluate((element) =>
        Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)),
      )
      await page.screenshot({ path: `test-results/phone-dialog-${language}.png` })

      // Unsaved input: closing asks; keeping the input keeps it.
      await field(dialog, text.offBlock).fill('930')
      await field(dialog, text.notes).click()
      assert.equal(await field(dialog, text.offBlock).inputValue(), '09:30')
      await page.keyboard.press('Escape')
      const question = page.getByRole('dialog', { name: text.discardTitle })
      await question.waitFor()
      await question.getByRole('button', { name: text.keep }).click()
      assert.equal(await field(dialog, text.offBlock).inputValue(), '09:30')
      await field(dialog, text.offBlock).fill('')

      // A late entry of a flight across midnight UTC, times typed as on a keypad.
      await dialog.getByRole('radio', { name: text.addendum }).check()
      await field(dialog, text.date).fill(date)
      await choose(dialog, text.departure, 'EDKB', 'EDKB')
      await field(dialog, text.takeoff).fill(takeoff[0])
      await field(dialog, text.landing).fill(landing[0])
      await field(dialog, text.hobbsStart).fill('')
      await field(dialog, text.cyclesStart).fill('')
      await field(dialog, text.notes).fill(language === 'de' ? 'Nachtflug nachgetragen' : 'Night flight entered late')
      assert.equal(await field(dialog, text.takeoff).inputValue(), takeoff[1])
      assert.equal(await field(dialog, text.landing).inputValue(), landing[1])
      await dialog.getByText(text.nextDay).waitFor()
      await saveWith(page, language, () => dialog.getByRole('button', { name: text.submit }).click())
      await page.keyboard.press('Escape')
      await dialog.waitFor({ state: 'hidden' })

      const member = await restAs(baseURL, email)
      try {
        const stored = await (
          await member.call(
            `/api/flight_logs?depth=0&where[customer_aircraft][equals]=${id}&where[to_utc][equals]=${takeoff[1]}&where[type][equals]=addendum`,
          )
        ).json()
        assert.equal(stored.docs.length, 1)
        const entry = stored.docs[0]
        assert.equal(entry.ldg_utc, landing[1])
        assert.equal(entry.flight_minutes, minutes)
        const nextDay = new Date(Date.parse(date) + 86_400_000).toISOString().slice(0, 10)
        assert.equal(entry.time_landing_utc.slice(0, 10), nextDay, 'the landing is on the next UTC day')
      } finally {
        await member.logOut()
      }
    })
  })
}

// 6. A correction refers to an entry far down the log, found on the server by number or by day.
for (const language of /** @type {const} */ (['de', 'en'])) {
  test(`[${language}] a correction finds an entry that is not on the first page`, async ({ page, baseURL }) => {
    const text = TEXT[language]
    const email = 'member@flugakte.test'
    await page.setViewportSize(DESKTOP)
    const id = await aircraftIdOf(baseURL, email, 'D-EDRS')
    const number = language === 'de' ? 3 : 4
    const member = await restAs(baseURL, email)
    /** @type {any} */
    let original
    try {
      const found = await (
        await member.call(
          `/api/flight_logs?depth=1&where[customer_aircraft][equals]=${id}&where[number][equals]=${number}`,
        )
      ).json()
      original = found.docs[0]
      const firstPage = await (await member.call(`/api/flight_logs/boardbook?aircraft=${id}&limit=25`)).json()
      assert.ok(!firstPage.docs.some((/** @type {any} */ entry) => entry.number === number), 'not on the first page')
    } finally {
      await member.logOut()
    }
    await speaking({ page, baseURL }, language, [email], async () => {
      await logIn(page, language, { email })
      await page.goto(`/boardbook?aircraft=${id}`)
      await page.getByRole('button', { name: text.addEntry, exact: true }).click()
      const dialog = page.getByRole('dialog', { name: text.dialog })
      await dialog.waitFor()
      await dialog.getByRole('radio', { name: text.correction }).check()
      // German: by number; English: by its day.
      const typed = language === 'de' ? String(number) : original.date.slice(0, 10)
      await choose(dialog, text.amends, typed, `#${number} · `)
      const chosen = await field(dialog, text.amends).inputValue()
      assert.match(
        chosen,
        new RegExp(
          `^#${number} · \\d{1,2}\\.? \\S+ \\d{2} · ${original.location_to.icao} → ${original.location_ldg.icao}$`,
        ),
      )
      await field(dialog, text.date).fill(original.date.slice(0, 10))
      await choose(dialog, text.departure, original.location_to.icao, original.location_to.icao)
      // The landing aerodrome follows the departure; only another one is chosen.
      if (original.location_ldg.icao !== original.location_to.icao) {
        await field(dialog, text.arrival).fill('')
        await choose(dialog, text.arrival, original.location_ldg.icao, original.location_ldg.icao)
      }
      await field(dialog, text.takeoff).fill(original.to_utc)
      await field(dialog, text.landing).fill(original.ldg_utc)
      await field(dialog, text.hobbsStart).fill('')
      await field(dialog, text.cyclesStart).fill('')
      await field(dialog, text.notes).fill(language === 'de' ? 'Pilot berichtigt' : 'Pilot corrected')
      await saveWith(page, language, () => dialog.getByRole('button', { name: text.submit }).click())
      await page.keyboard.press('Escape')
      await dialog.waitFor({ state: 'hidden' })
    })
    const check = await restAs(baseURL, email)
    try {
      const corrections = await (
        await check.call(`/api/flight_logs?depth=0&where[amends][equals]=${original.id}&where[type][equals]=correction`)
      ).json()
      assert.equal(corrections.docs.length, 1, 'the correction refers to the entry found')
    } finally {
      await check.logOut()
    }
  })
}
