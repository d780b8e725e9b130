// @ts-check
// Airworthiness against the real server in German and English: the dashboard's statuses (one demo
// aircraft airworthy, one due soon, one overdue), the AD list in both views, the lifecycle bars, the
// operating-hours chart and history, the equipment list and its downloads, and a maintenance company
// recording an AD compliance that the list then shows.
import assert from 'node:assert/strict'
import { readFile } from 'node:fs/promises'

import { test } from '../fixtures.mjs'
import { fieldLabel, logIn, restAs, SIGNED_IN, signedIn } from '../web-app.mjs'
import { speaking } from './settings-helpers.mjs'
import { text } from '../texts.mjs'

/** Texts of packages/texts/{de,en}/{airworthiness,dashboard,common}.json. */
const TEXT = {
  de: {
    fleetTable: text('de', 'dashboard:fleetTable'),
    bell: /^Benachrichtigungen/,
    notice: 'D-EXAB: bald fällig – 100-Stunden-Kontrolle',
    status: { airworthy: 'Lufttüchtig', due_soon: 'Bald fällig', overdue: 'Überfällig' },
    nextDue: (/** @type {string} */ registration) => `Als Nächstes fällig ${registration}`,
    flights: (/** @type {string} */ registration) => `Letzte Flüge ${registration}`,
    adTable: text('de', 'airworthiness:ad.table'),
    adTitleAircraft: text('de', 'airworthiness:ad.titleAircraft'),
    reason: 'Begründung: Gilt für DA 40 und DA 40 F',
    adReport: text('de', 'airworthiness:ad.report'),
    record: (/** @type {string} */ number) => `Erfüllung eintragen: ${number}`,
    statusField: text('de', 'airworthiness:ad.status'),
    method: text('de', 'airworthiness:ad.form.method'),
    save: text('de', 'airworthiness:ad.form.save'),
    saved: text('de', 'airworthiness:ad.saved'),
    complied: text('de', 'airworthiness:adStatus.complied'),
    components: text('de', 'airworthiness:lifecycle.componentsTable'),
    parts: ['ELT-Batteriesatz', 'Heckkonus'],
    tasks: text('de', 'airworthiness:lifecycle.tasksTable'),
    consumed: /% verbraucht$/,
    chart: /^Flugstunden und Landungen je Monat/,
    history: text('de', 'airworthiness:hours.historyTable'),
    equipment: text('de', 'airworthiness:equipment.table'),
    pdf: text('de', 'airworthiness:equipment.downloadPdf'),
    csv: text('de', 'airworthiness:equipment.downloadCsv'),
    required: text('de', 'messages:EnterRequiredFields'),
    notApplicable: text('de', 'airworthiness:adStatus.not_applicable'),
  },
  en: {
    fleetTable: text('en', 'dashboard:fleetTable'),
    bell: /^Notifications/,
    notice: 'D-EXAB: due soon – 100-hour inspection',
    status: { airworthy: 'Airworthy', due_soon: 'Due soon', overdue: 'Overdue' },
    nextDue: (/** @type {string} */ registration) => `Next due ${registration}`,
    flights: (/** @type {string} */ registration) => `Last flights ${registration}`,
    adTable: text('en', 'airworthiness:ad.table'),
    adTitleAircraft: text('en', 'airworthiness:ad.titleAircraft'),
    reason: 'Reason: Gilt für DA 40 und DA 40 F',
    adReport: text('en', 'airworthiness:ad.report'),
    record: (/** @type {string} */ number) => `Record compliance: ${number}`,
    statusField: text('en', 'airworthiness:ad.status'),
    method: text('en', 'airworthiness:ad.form.method'),
    save: text('en', 'airworthiness:ad.form.save'),
    saved: text('en', 'airworthiness:ad.saved'),
    complied: text('en', 'airworthiness:adStatus.complied'),
    components: text('en', 'airworthiness:lifecycle.componentsTable'),
    parts: ['ELT battery pack', 'Tail cone'],
    tasks: text('en', 'airworthiness:lifecycle.tasksTable'),
    consumed: /% used$/,
    chart: /^Flight hours and landings per month/,
    history: text('en', 'airworthiness:hours.historyTable'),
    equipment: text('en', 'airworthiness:equipment.table'),
    pdf: text('en', 'airworthiness:equipment.downloadPdf'),
    csv: text('en', 'airworthiness:equipment.downloadCsv'),
    required: text('en', 'messages:EnterRequiredFields'),
    notApplicable: text('en', 'airworthiness:adStatus.not_applicable'),
  },
}

/** @typedef {import('playwright-core').Page} Page */
/** @typedef {'de' | 'en'} Language */

/**
 * The ids of the demo aircraft an account sees, by registration.
 * @param {string} baseURL
 * @param {string} email
 * @returns {Promise<Record<string, number>>}
 */
async function aircraftOf(baseURL, email) {
  const account = await restAs(baseURL, email)
  try {
    const response = await account.call('/api/customer_aircrafts?depth=0&limit=50')
    const docs = /** @type {{ id: number, registration: string }[]} */ ((await response.json()).docs)
    return Object.fromEntries(docs.map((doc) => [doc.registration, doc.id]))
  } finally {
    await account.logOut()
  }
}

/**
 * The status badge text in the fleet table's row of an aircraft.
 * @param {Page} page
 * @param {Language} language
 * @param {string} registration
 */
async function fleetStatus(page, language, registration) {
  const row = page
    .getByRole('table', { name: TEXT[language].fleetTable })
    .getByRole('row')
    .filter({ hasText: registration })
  const statuses = Object.values(TEXT[language].status)
  const badge = row.getByText(new RegExp(`^(${statuses.join('|')})$`))
  await badge.waitFor()
  return (await badge.textContent())?.trim()
}

/**
 * Clicks a download button and returns the saved file's name and first bytes.
 * @param {Page} page
 * @param {string} name
 */
async function download(page, name) {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name }).click()])
  const path = await file.path()
  assert.ok(path, 'the download was saved')
  return { name: file.suggestedFilename(), bytes: await readFile(path) }
}

/**
 * @param {{ page: Page, baseURL: string }} args
 * @param {Language} language
 */
async function ownerScreens({ page, baseURL }, language) {
  const text = TEXT[language]
  const operator = await aircraftOf(baseURL, 'operator@flugakte.test')
  await logIn(page, language, { email: 'operator@flugakte.test' })

  // Dashboard: the fleet view and the statuses the engine gives the operator's two aircraft.
  await page.goto('/dashboard')
  assert.equal(await fleetStatus(page, language, 'D-EFAK'), text.status.airworthy)
  assert.equal(await fleetStatus(page, language, 'D-EXAB'), text.status.due_soon)
  await page.goto(`/dashboard?aircraft=${operator['D-EXAB']}`)
  const next = page.getByRole('table', { name: text.nextDue('D-EXAB') }).getByRole('row')
  await next.first().waitFor()
  assert.equal(await next.count(), 3, 'the next three due items')
  assert.ok(
    (await page
      .getByRole('table', { name: text.flights('D-EXAB') })
      .getByRole('row')
      .count()) > 1,
    'the last flights',
  )

  // The top bar told the operator about it; the notice leads to the lifecycle of that aircraft.
  await page.getByRole('button', { name: text.bell }).click()
  await page.getByRole('button', { name: text.notice }).first().click()
  await page.waitForURL(
    (url) => url.pathname === '/lifecycle' && url.searchParams.get('aircraft') === String(operator['D-EXAB']),
  )
  await page.getByRole('table', { name: text.tasks }).waitFor()

  // AD list: the aircraft view with the not-applicable reason, the PDF report.
  await page.goto(`/list/airworthiness-directive?aircraft=${operator['D-EXAB']}&view=aircraft`)
  await page.getByRole('heading', { name: text.adTitleAircraft }).waitFor()
  const adTable = page.getByRole('table', { name: text.adTable })
  await adTable.getByText('2016-23-03').waitFor()
  await adTable.getByText(text.reason, { exact: false }).waitFor()
  assert.equal(await adTable.getByText('DEMO-2026-001').count(), 0, 'component ADs are not in the aircraft view')
  assert.equal(
    await page.getByRole('button', { name: text.record('2016-23-03') }).count(),
    0,
    'an operator does not record compliance',
  )
  const report = await download(page, text.adReport)
  assert.equal(report.name, 'AD-status-D-EXAB.pdf')
  assert.equal(report.bytes.subarray(0, 5).toString('latin1'), '%PDF-')
  await page.goto(`/list/airworthiness-directive?aircraft=${operator['D-EXAB']}&view=component`)
  await page.getByRole('table', { name: text.adTable }).getByText('DEMO-2026-001').waitFor()

  // Lifecycle: bars for the parts and the programme.
  await page.goto(`/lifecycle?aircraft=${operator['D-EXAB']}`)
  await page.getByRole('table', { name: text.components }).waitFor()
  // Part names and positions are localized and seeded in both languages.
  const parts = await page.getByRole('table', { name: text.components }).innerText()
  for (const word of text.parts) assert.ok(parts.includes(word), `the parts table names "${word}"`)
  const other = TEXT[language === 'de' ? 'en' : 'de'].parts.filter((word) => !text.parts.includes(word))
  for (const word of other) assert.ok(!parts.includes(word), `the parts table has no "${word}"`)
  assert.ok(
    (await page
      .getByRole('table', { name: text.components })
      .getByRole('progressbar', { name: text.consumed })
      .count()) >= 2,
  )
  // The programme's three tasks (50 h, 100 h, annual); the ARC is the CAO's review, not a task.
  assert.equal(
    await page.getByRole('table', { name: text.tasks }).getByRole('progressbar', { name: text.consumed }).count(),
    3,
  )

  // Operating hours: the chart is drawn with 24 months, the history lists them.
  await page.goto(`/operatinghours?aircraft=${operator['D-EFAK']}`)
  const chart = page.getByRole('img', { name: text.chart })
  await chart.waitFor()
  assert.equal(await chart.getByRole('listitem').count(), 24)
  const box = await chart.boundingBox()
  assert.ok(box && box.width > 300 && box.height > 100, 'the chart has a visible size')
  assert.ok((await chart.locator('rect').count()) >= 24, 'bars are drawn')
  assert.equal(await page.getByRole('table', { name: text.history }).getByRole('row').count(), 25)

  // Equipment list with its downloads.
  await page.goto(`/list/equipment?aircraft=${operator['D-EFAK']}`)
  const equipment = page.getByRole('table', { name: text.equipment })
  await equipment.getByText('Transponder Garmin GTX 335').waitFor()
  const pdf = await download(page, text.pdf)
  assert.equal(pdf.name, 'equipment-list-D-EFAK.pdf')
  assert.equal(pdf.bytes.subarray(0, 5).toString('latin1'), '%PDF-')
  const csv = await download(page, text.csv)
  assert.equal(csv.name, 'equipment-list-D-EFAK.csv')
  assert.match(csv.bytes.toString('utf8'), /Transponder Garmin GTX 335/)
}

test('[de] airworthiness: dashboard statuses, AD list, lifecycle, operating hours chart, equipment downloads, as the operator', async ({
  page,
  baseURL,
}) => {
  await ownerScreens({ page, baseURL }, 'de')
})

test('[en] airworthiness screens in English', async ({ page, baseURL }) => {
  await speaking({ page, baseURL }, 'en', ['operator@flugakte.test'], () => ownerScreens({ page, baseURL }, 'en'))
})

test.describe('signed in as the club member', () => {
  test.use({ storageState: signedIn('member') })

  test('[de] dashboard: the club sees its overdue and its due-soon aircraft', async ({ page }) => {
    await page.goto('/dashboard')
    assert.equal(await fleetStatus(page, 'de', 'D-EKLU'), TEXT.de.status.overdue)
    assert.equal(await fleetStatus(page, 'de', 'D-EDRS'), TEXT.de.status.due_soon)
  })
})

/**
 * @param {{ page: Page, baseURL: string }} args
 * @param {Language} language
 * @param {string} registration
 */
async function recordCompliance({ page, baseURL }, language, registration) {
  const text = TEXT[language]
  const ids = await aircraftOf(baseURL, 'maintenance@flugakte.test')
  await logIn(page, language, { email: 'maintenance@flugakte.test' })
  await page.goto(`/list/airworthiness-directive?aircraft=${ids[registration]}&view=component`)
  const row = page.getByRole('table', { name: text.adTable }).getByRole('row').filter({ hasText: 'DEMO-2026-001' })
  await row.waitFor()
  await page.getByRole('button', { name: text.record('DEMO-2026-001') }).click()
  const dialog = page.getByRole('dialog', { name: text.record('DEMO-2026-001') })

  // Not applicable needs a reason: refused in the form, nothing sent.
  await dialog.getByRole('combobox', { name: fieldLabel(text.statusField) }).click()
  await page.getByRole('option', { name: text.notApplicable }).click()
  await dialog.getByRole('button', { name: text.save }).click()
  await dialog.getByText(text.required).waitFor()

  await dialog.getByRole('combobox', { name: fieldLabel(text.statusField) }).click()
  await page.getByRole('option', { name: text.complied }).click()
  await dialog.getByRole('textbox', { name: text.method }).fill('Software 2.12 (e2e)')
  await dialog.getByRole('button', { name: text.save }).click()
  await page.getByText(text.saved).waitFor()
  await dialog.waitFor({ state: 'hidden' })
  await row.getByText(text.complied, { exact: true }).waitFor()
  await row.getByText(/Software 2\.12 \(e2e\)/).waitFor()
}

test('[de] maintenance company records an AD compliance, which the list shows', async ({ page, baseURL }) => {
  await recordCompliance({ page, baseURL }, 'de', 'D-EKLU')
})

test('[en] recording an AD compliance in English', async ({ page, baseURL }) => {
  await speaking({ page, baseURL }, 'en', ['maintenance@flugakte.test'], () =>
    recordCompliance({ page, baseURL }, 'en', 'D-EXAB'),
  )
})

test.describe('signed in as the operator', () => {
  test.use({ storageState: signedIn('operator') })

  test('[de] the AD list and equipment filters live in the URL: a reload or a bookmark keeps them', async ({
    page,
    baseURL,
  }) => {
    const operator = await aircraftOf(baseURL, SIGNED_IN.operator)

    await page.goto(`/list/airworthiness-directive?aircraft=${operator['D-EXAB']}`)
    const adTable = page.getByRole('table', { name: TEXT.de.adTable })
    await adTable.getByText('2016-23-03').waitFor()
    await page.getByRole('textbox', { name: 'Suche' }).fill('2016-23')
    await page.getByRole('switch', { name: 'Nur bald fällige und überfällige' }).check({ force: true })
    await page.waitForURL(
      (url) => url.searchParams.get('q') === '2016-23' && url.searchParams.get('attention') === 'true',
    )
    await page.reload()
    assert.equal(await page.getByRole('textbox', { name: 'Suche' }).inputValue(), '2016-23')
    assert.ok(await page.getByRole('switch', { name: 'Nur bald fällige und überfällige' }).isChecked())

    await page.goto(`/list/equipment?aircraft=${operator['D-EFAK']}&q=Garmin`)
    const equipment = page.getByRole('table', { name: TEXT.de.equipment })
    await equipment.getByText('Transponder Garmin GTX 335').waitFor()
    assert.equal(await page.getByRole('textbox', { name: 'Suche' }).inputValue(), 'Garmin')
    assert.equal(await equipment.getByText(/Kannad/).count(), 0, 'the search narrows the list')
    await page.getByRole('textbox', { name: 'Suche' }).fill('Kannad')
    await page.waitForURL((url) => url.searchParams.get('q') === 'Kannad')
    await equipment
      .getByText(/Kannad/)
      .first()
      .waitFor()
    assert.equal(await equipment.getByText('Transponder Garmin GTX 335').count(), 0)
  })
})
