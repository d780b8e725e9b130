// @ts-check
// Hobbs readings as the meter shows them (issue 31), in German and English, on a 390 × 844 phone and a
// 1440 × 900 desktop: an operator sets a test aircraft's meter to tenths in its setup, enters 4727.3,
// switches the meter to hundredths, enters 4727.50 (the start carried over from 4727.5), is refused an
// ambiguous 4728.5 with the expected form, and finds both readings back as entered on the boardbook and
// in the printed Bordbuch. Each test uses a company and aircraft of its own, so the demo data stays as seeded.
import assert from 'node:assert/strict'

import { extractText, getDocumentProxy } from 'unpdf'

import { expect, test } from '../fixtures.mjs'
import { DEMO_PASSWORD, fieldLabel, logIn, openIn, restAs, waitForFieldMessage } from '../web-app.mjs'
import { text } from '../texts.mjs'

const DESKTOP = { width: 1440, height: 900 }
const PHONE = { width: 390, height: 844 }

/** @param {'de' | 'en'} language */
const textsOf = (language) => ({
  meterTitle: text(language, 'airworthiness:meter.title'),
  meterShows: text(language, 'airworthiness:meter.shows'),
  tenths: text(language, 'airworthiness:meter.decimal_1'),
  hundredths: text(language, 'airworthiness:meter.decimal_2'),
  save: text(language, 'airworthiness:meter.save'),
  title: text(language, 'boardbook:title'),
  addEntry: text(language, 'boardbook:addEntry'),
  dialog: text(language, 'boardbook:form.title'),
  date: text(language, 'boardbook:form.date'),
  departure: text(language, 'boardbook:form.departure'),
  takeoff: text(language, 'boardbook:form.takeoff'),
  landing: text(language, 'boardbook:form.landing'),
  hobbsStart: text(language, 'boardbook:form.hobbsStart'),
  hobbsEnd: text(language, 'boardbook:form.hobbsEnd'),
  unitTenths: text(language, 'boardbook:form.meterUnit.decimal_1'),
  unitHundredths: text(language, 'boardbook:form.meterUnit.decimal_2'),
  submit: text(language, 'boardbook:form.submit'),
  saved: text(language, 'boardbook:boardbookEntrySavedSuccessfully'),
  hundredthsForm: text(language, 'messages:meterFormatDecimal2'),
})

/** @typedef {import('playwright-core').Page} Page */
/** @typedef {import('playwright-core').Locator} Locator */

/** @param {Locator} dialog @param {string} label */
function field(dialog, label) {
  return dialog.getByLabel(fieldLabel(label), { exact: false }).and(dialog.locator('input, textarea'))
}

/**
 * A company of its own with an operator who speaks `language` and a test aircraft (records from the start
 * of the year, so yesterday's flights lie in them), made by the administrator: the demo fleet's figures
 * and the demo accounts' aircraft lists stay as seeded. Entries are records and stay; so do they.
 * @param {string} baseURL
 * @param {string} registration
 * @param {'de' | 'en'} language
 */
async function testAircraft(baseURL, registration, language) {
  const admin = await restAs(baseURL, 'admin@flugakte.test')
  const email = `zaehler-${registration.toLowerCase()}@flugakte.test`
  try {
    const roles = await (await admin.call('/api/roles?depth=0&limit=0')).json()
    const operator = roles.docs.find((/** @type {{ name: string }} */ role) => role.name === 'Operator').id
    const model = (await (await admin.call('/api/aircrafts?depth=0&limit=1')).json()).docs[0].id
    const company = await (
      await admin.call('/api/companies', {
        method: 'POST',
        body: JSON.stringify({ name: `Zählerstand e2e ${registration}`, kind: 'operator' }),
      })
    ).json()
    assert.ok(company.doc, JSON.stringify(company))
    const aircraft = await (
      await admin.call('/api/customer_aircrafts', {
        method: 'POST',
        body: JSON.stringify({
          registration,
          serial_number: `E2E-${registration}`,
          aircraft: model,
          company: company.doc.id,
          status: 'published',
          counters_baseline: { date: `${new Date().toISOString().slice(0, 4)}-01-01` },
        }),
      })
    ).json()
    assert.ok(aircraft.doc, JSON.stringify(aircraft))
    const user = await (
      await admin.call('/api/users', {
        method: 'POST',
        body: JSON.stringify({
          email,
          password: DEMO_PASSWORD,
          first_name: 'Zoe',
          last_name: 'Zähler',
          role: operator,
          roles: [operator],
          company: company.doc.id,
          language: language === 'en' ? 'en-US' : 'de-DE',
          accept_privacy_policy: true,
        }),
      })
    ).json()
    assert.ok(user.doc, JSON.stringify(user))
    return { aircraft: /** @type {number} */ (aircraft.doc.id), email }
  } finally {
    await admin.logOut()
  }
}

/**
 * The aircraft's setup (operating hours screen): the meter shows `unit`.
 * @param {Page} page
 * @param {ReturnType<typeof textsOf>} texts
 * @param {number} aircraft
 * @param {string} unit the option's label
 */
async function setMeter(page, texts, aircraft, unit) {
  await page.goto(`/operatinghours?aircraft=${aircraft}`)
  const setup = page.getByRole('region', { name: texts.meterTitle })
  await setup.waitFor()
  const select = setup.getByLabel(fieldLabel(texts.meterShows)).and(setup.locator('input'))
  await select.click()
  await page.getByRole('option', { name: unit }).click()
  await setup.getByRole('button', { name: texts.save }).click()
  // Saved once the server's answer shows the unit as the aircraft's.
  await expect(setup.getByRole('button', { name: texts.save })).toBeDisabled()
  await expect(select).toHaveValue(unit)
}

/**
 * A flight yesterday with the Hobbs end reading typed, saved from the add-entry dialog.
 * @param {Page} page
 * @param {ReturnType<typeof textsOf>} texts
 * @param {number} aircraft
 * @param {{ takeoff: string, landing: string, start?: string, end: string, unit: string, carried?: string,
 *   ambiguous?: { end: string, message: string } }} flight
 */
async function enterFlight(page, texts, aircraft, flight) {
  await page.goto(`/boardbook?aircraft=${aircraft}`)
  await page.getByRole('button', { name: texts.addEntry, exact: true }).click()
  const dialog = page.getByRole('dialog', { name: texts.dialog })
  await dialog.waitFor()
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10)
  await field(dialog, texts.date).fill(yesterday)
  const departure = field(dialog, texts.departure)
  await departure.click()
  await departure.pressSequentially('EDKB', { delay: 30 })
  await page
    .getByRole('option', { name: /^EDKB / })
    .first()
    .click()
  await field(dialog, texts.takeoff).fill(flight.takeoff)
  await field(dialog, texts.landing).fill(flight.landing)
  // The unit beside both readings, on the phone's decimal keypad.
  await expect(dialog.getByText(flight.unit, { exact: true })).toHaveCount(2)
  await expect(field(dialog, texts.hobbsEnd)).toHaveAttribute('inputmode', 'decimal')
  if (flight.carried !== undefined) await expect(field(dialog, texts.hobbsStart)).toHaveValue(flight.carried)
  if (flight.start !== undefined) await field(dialog, texts.hobbsStart).fill(flight.start)
  if (flight.ambiguous) {
    // Refused at the field with the expected form and an example; nothing is sent.
    await field(dialog, texts.hobbsEnd).fill(flight.ambiguous.end)
    await dialog.getByRole('button', { name: texts.submit }).click()
    await waitForFieldMessage(field(dialog, texts.hobbsEnd), flight.ambiguous.message)
  }
  await field(dialog, texts.hobbsEnd).fill(flight.end)
  const notices = page.getByText(texts.saved)
  const shown = await notices.count()
  await dialog.getByRole('button', { name: texts.submit }).click()
  await expect.poll(() => notices.count(), { timeout: 10_000 }).toBeGreaterThan(shown)
  await page.keyboard.press('Escape')
  await dialog.waitFor({ state: 'hidden' })
}

/**
 * The printed Bordbuch's text, as the operator downloads it.
 * @param {string} baseURL
 * @param {string} email
 * @param {number} aircraft
 * @param {'de' | 'en'} language
 */
async function bordbuchText(baseURL, email, aircraft, language) {
  const operator = await restAs(baseURL, email)
  try {
    const response = await operator.call(`/api/customer_aircrafts/${aircraft}/journey-log.pdf`, {
      headers: { 'Accept-Language': language },
    })
    assert.equal(response.status, 200)
    const document = await getDocumentProxy(new Uint8Array(await response.arrayBuffer()))
    const { text: pages } = await extractText(document, { mergePages: false })
    return pages.join('\n')
  } finally {
    await operator.logOut()
  }
}

/**
 * @param {Page} page
 * @param {string} baseURL
 * @param {'de' | 'en'} language
 * @param {{ width: number, height: number }} viewport
 * @param {string} registration
 */
async function meterReadings(page, baseURL, language, viewport, registration) {
  const texts = textsOf(language)
  await page.setViewportSize(viewport)
  const { aircraft, email } = await testAircraft(baseURL, registration, language)
  await openIn(page, language)
  await logIn(page, language, { email })

  // Tenths: 4727.3 → 4727.5 is 12 minutes of engine time.
  await setMeter(page, texts, aircraft, texts.tenths)
  await enterFlight(page, texts, aircraft, {
    takeoff: '08:00',
    landing: '08:20',
    start: '4727,3',
    end: '4727.5',
    unit: texts.unitTenths,
  })

  // Hundredths: the start carried over from 4727.5 as 4727.50; an ambiguous 4728.5 is refused.
  await setMeter(page, texts, aircraft, texts.hundredths)
  assert.match(texts.hundredthsForm, /4726\.50/, 'the message shows an example')
  await enterFlight(page, texts, aircraft, {
    takeoff: '10:00',
    landing: '10:45',
    end: '4728.25',
    unit: texts.unitHundredths,
    carried: '4727.50',
    ambiguous: { end: '4728.5', message: texts.hundredthsForm },
  })

  // Back on the boardbook and in the Bordbuch as entered: each entry in the unit it was taken in.
  await page.goto(`/boardbook?aircraft=${aircraft}`)
  await page.getByRole('heading', { name: new RegExp(`^${texts.title}`) }).waitFor()
  await expect(page.getByText(/4727\.3\s–\s4727\.5$/).first()).toBeVisible()
  await expect(page.getByText(/4727\.50\s–\s4728\.25$/).first()).toBeVisible()
  const printed = await bordbuchText(baseURL, email, aircraft, language)
  for (const reading of ['4727.3', '4727.5', '4727.50', '4728.25']) {
    assert.ok(printed.includes(reading), `the Bordbuch prints ${reading}`)
  }
  assert.ok(!printed.includes('4728:25') && !printed.includes('4727:50'), 'no reading printed as hours:minutes')
}

for (const [language, name, viewport, registration] of /** @type {const} */ ([
  ['de', 'phone', PHONE, 'D-EMZA'],
  ['de', 'desktop', DESKTOP, 'D-EMZB'],
  ['en', 'phone', PHONE, 'D-EMZC'],
  ['en', 'desktop', DESKTOP, 'D-EMZD'],
])) {
  test(`[${language}] ${name}: tenths and hundredths entered, stored and printed as the meter shows them`, async ({
    page,
    baseURL,
  }) => {
    await meterReadings(page, baseURL, language, viewport, registration)
  })
}
