// @ts-check
// Documents, the AMP, reports and manuals against the real server, in German and English: every
// menu filter shows its rows, files open from blob: URLs fetched with the session, a maintenance
// company uploads a report, and the manuals' drawer, tag rules, columns, sort, expand and search.
import assert from 'node:assert/strict'

import { expect, test } from '../fixtures.mjs'
import { fieldLabel, logIn, restAs, SIGNED_IN, signedIn } from '../web-app.mjs'
import { speaking } from './settings-helpers.mjs'
import { text } from '../texts.mjs'

const REGISTRATION = 'D-EKLU'
const VARIANT = 'PA-28-181'

/** Texts of packages/texts/{de,en}/{documents,manuals,common}.json. */
const TEXT = {
  de: {
    documentsTable: text('de', 'documents:documents.table'),
    reportsTable: text('de', 'documents:reports.table'),
    search: text('de', 'documents:filter.search'),
    clearSearch: text('de', 'documents:filter.clearSearch'),
    download: text('de', 'documents:amp.download'),
    upload: text('de', 'documents:reports.upload'),
    uploadDialog: text('de', 'documents:upload.title'),
    reportType: text('de', 'documents:upload.type'),
    title: text('de', 'documents:columns.title'),
    date: text('de', 'documents:upload.date'),
    submit: text('de', 'documents:upload.submit'),
    uploaded: text('de', 'documents:upload.saved'),
    manuals: text('de', 'layout:menu.manuals'),
    filter: text('de', 'manuals:filter.title'),
    tags: text('de', 'manuals:filter.tags'),
    columns: text('de', 'manuals:filter.columns'),
    settings: text('de', 'manuals:filter.settings'),
    authorities: text('de', 'manuals:columns.authorities'),
    noData: text('de', 'common:noData'),
    show: (/** @type {string} */ title) => `Kapitel von ${title} zeigen`,
    hide: (/** @type {string} */ title) => `Kapitel von ${title} ausblenden`,
    manualTag: 'Handbuch',
  },
  en: {
    documentsTable: text('en', 'documents:documents.table'),
    reportsTable: text('en', 'documents:reports.table'),
    search: text('en', 'documents:filter.search'),
    clearSearch: text('en', 'documents:filter.clearSearch'),
    download: text('en', 'documents:amp.download'),
    upload: text('en', 'documents:reports.upload'),
    uploadDialog: text('en', 'documents:upload.title'),
    reportType: text('en', 'documents:upload.type'),
    title: text('en', 'documents:columns.title'),
    date: text('en', 'documents:upload.date'),
    submit: text('en', 'documents:upload.submit'),
    uploaded: text('en', 'documents:upload.saved'),
    manuals: text('en', 'layout:menu.manuals'),
    filter: text('en', 'manuals:filter.title'),
    tags: text('en', 'manuals:filter.tags'),
    columns: text('en', 'manuals:filter.columns'),
    settings: text('en', 'manuals:filter.settings'),
    authorities: text('en', 'manuals:columns.authorities'),
    noData: text('en', 'common:noData'),
    show: (/** @type {string} */ title) => `Show chapters of ${title}`,
    hide: (/** @type {string} */ title) => `Hide chapters of ${title}`,
    manualTag: 'Manual',
  },
}

/** The German titles the seed gives each menu filter's document for the aircraft (seed/demo/documents.ts). */
const DOCUMENT_TITLES = {
  'certificate-of-airworthiness': `Lufttüchtigkeitszeugnis ${REGISTRATION}`,
  'aircraft-registration-form': `Eintragungsschein ${REGISTRATION}`,
  'aeronautical-radio-certificate': `Flugfunkgenehmigung ${REGISTRATION}`,
  'type-certificate-data-sheet': `Kennblatt (TCDS) ${VARIANT}`,
  'insurance-certificate': `Versicherungsnachweis ${REGISTRATION}`,
  'noise-certificate': `Lärmzeugnis ${REGISTRATION}`,
}

const REPORT_TITLES = {
  'report-of-findings': `Befundbericht Jahresnachprüfung ${REGISTRATION}`,
  'flight-report': `Nachprüfflugbericht ${REGISTRATION}`,
  'compensation-reports': `Kompasskompensation ${REGISTRATION}`,
  'weight-and-balance-report': `Wägebericht ${REGISTRATION}`,
  'adjustment-reports': `Einstellprotokoll Steuerung ${REGISTRATION}`,
  'standrun-reports': `Standlaufprotokoll ${REGISTRATION}`,
  'inspection-reports': `Prüfbericht 100-Stunden-Kontrolle ${REGISTRATION}`,
}

/** @typedef {import('playwright-core').Page} Page */

/** A one-page PDF with a cross-reference table, as the server's upload check expects. */
function minimalPdf() {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>',
  ]
  let body = '%PDF-1.4\n'
  const offsets = objects.map((object, index) => {
    const offset = body.length
    body += `${index + 1} 0 obj\n${object}\nendobj\n`
    return offset
  })
  const xref = body.length
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(body, 'latin1')
}

/**
 * @param {string} baseURL
 * @param {string} email
 */
async function aircraftId(baseURL, email) {
  const account = await restAs(baseURL, email)
  try {
    const response = await account.call(`/api/customer_aircrafts?where[registration][equals]=${REGISTRATION}&depth=0`)
    return /** @type {number} */ ((await response.json()).docs[0].id)
  } finally {
    await account.logOut()
  }
}

/**
 * The first cells of a table's body rows.
 * @param {Page} page
 * @param {string} name
 */
async function firstCells(page, name) {
  const rows = page.getByRole('table', { name, exact: true }).getByRole('row')
  const count = await rows.count()
  const cells = []
  for (let index = 1; index < count; index++)
    cells.push(((await rows.nth(index).getByRole('cell').first().textContent()) ?? '').trim())
  return cells
}

/**
 * Waits until `read` returns something `check` accepts; returns the last value.
 * @template T
 * @param {() => Promise<T>} read
 * @param {(value: T) => boolean} check
 */
async function eventually(read, check, timeoutMs = 10_000) {
  let value = await read()
  // The caller's assertion on the value says what was wrong; the poll only waits for it.
  await expect
    .poll(async () => check((value = await read())), { timeout: timeoutMs })
    .toBe(true)
    .catch(() => {})
  return value
}

/**
 * Clicks a title and checks a new tab opens a blob: URL with the PDF.
 * @param {Page} page
 * @param {import('playwright-core').Locator} link
 */
async function opensPdf(page, link) {
  const [tab] = await Promise.all([page.context().waitForEvent('page'), link.click()])
  await eventually(
    async () => tab.url(),
    (url) => url.startsWith('blob:'),
  )
  assert.match(tab.url(), /^blob:/, 'the file opens from a blob: URL, no token in any address')
  await tab.close()
}

/**
 * @param {Page} page
 * @param {string} baseURL
 * @param {'de' | 'en'} language
 * @param {number} id
 */
async function checkDocuments(page, baseURL, language, id) {
  const text = TEXT[language]
  for (const [tag, title] of Object.entries(DOCUMENT_TITLES)) {
    await page.goto(`/documents?aircraft=${id}&tag=${tag}`)
    const cells = await eventually(
      () => firstCells(page, text.documentsTable),
      (found) => found.length > 0,
    )
    assert.deepEqual(cells, [title], `${tag} shows its document`)
  }
  // All: every paper, the search narrows and clears.
  await page.goto(`/documents?aircraft=${id}`)
  const all = await eventually(
    () => firstCells(page, text.documentsTable),
    (found) => found.length >= 6,
  )
  for (const title of Object.values(DOCUMENT_TITLES)) assert.ok(all.includes(title), `${title} is among all documents`)
  await page.getByRole('textbox', { name: text.search }).fill('lärm')
  assert.deepEqual(await firstCells(page, text.documentsTable), [DOCUMENT_TITLES['noise-certificate']])
  await page.getByRole('button', { name: text.clearSearch }).click()
  assert.equal((await firstCells(page, text.documentsTable)).length, all.length)
  await opensPdf(page, page.getByRole('button', { name: DOCUMENT_TITLES['noise-certificate'], exact: true }))

  // The AMP inline from a blob: URL, with a download link to the same bytes.
  await page.goto(`/documents/amp?aircraft=${id}`)
  const frame = page.locator('iframe')
  await frame.waitFor()
  assert.match((await frame.getAttribute('src')) ?? '', /^blob:/)
  const download = page.getByRole('link', { name: text.download })
  assert.match((await download.getAttribute('href')) ?? '', /^blob:/)
  assert.match((await download.getAttribute('download')) ?? '', /\.pdf$/)
  // A file URL without the session is refused.
  const fileUrl = await page.evaluate(async () => {
    const response = await fetch('/api/documents?where[tags.key][equals]=aircraft-maintenance-program&depth=1', {
      headers: { Authorization: `JWT ${localStorage.getItem('auth_token')}` },
    })
    return (await response.json()).docs[0]?.file?.url
  })
  assert.ok(fileUrl, 'the AMP has a file')
  const anonymous = await fetch(new URL(fileUrl, baseURL))
  assert.ok([401, 403, 404].includes(anonymous.status), `a file without the session is refused (${anonymous.status})`)
}

test.describe('signed in as the club member', () => {
  test.use({ storageState: signedIn('member') })

  test('[de] documents: every menu filter, search, opening a file and the AMP, as a club member', async ({
    page,
    baseURL,
  }) => {
    const email = SIGNED_IN.member
    const id = await aircraftId(baseURL, email)
    await checkDocuments(page, baseURL, 'de', id)
  })
})

test('[en] documents in English', async ({ page, baseURL }) => {
  const email = 'member@flugakte.test'
  await speaking({ page, baseURL }, 'en', [email], async () => {
    const id = await aircraftId(baseURL, email)
    await logIn(page, 'en', { email })
    await checkDocuments(page, baseURL, 'en', id)
  })
})

/**
 * @param {Page} page
 * @param {'de' | 'en'} language
 * @param {number} id
 */
async function checkReports(page, language, id) {
  const text = TEXT[language]
  for (const [docType, title] of Object.entries(REPORT_TITLES)) {
    await page.goto(`/report?aircraft=${id}&docType=${docType}`)
    const rows = page.getByRole('table', { name: text.reportsTable, exact: true }).getByRole('row')
    await rows.nth(1).waitFor()
    const texts = await rows.allTextContents()
    assert.ok(
      texts.some((row) => row.includes(title)),
      `${docType} shows ${title}`,
    )
  }
}

test('[de] reports: every menu filter; a club member reads, a maintenance company uploads a PDF', async ({
  page,
  baseURL,
}) => {
  const text = TEXT.de
  const id = await aircraftId(baseURL, 'member@flugakte.test')
  await logIn(page, 'de', { email: 'member@flugakte.test' })
  await checkReports(page, 'de', id)
  assert.equal(await page.getByRole('button', { name: text.upload }).count(), 0, 'a club member does not upload')

  await page.context().clearCookies()
  await page.evaluate(() => localStorage.clear())
  await logIn(page, 'de', { email: 'maintenance@flugakte.test' })
  await page.goto(`/report?aircraft=${id}&docType=flight-report`)
  await page.getByRole('table', { name: text.reportsTable, exact: true }).waitFor()
  await page.getByRole('button', { name: text.upload }).click()
  const dialog = page.getByRole('dialog', { name: text.uploadDialog })
  await dialog.waitFor()
  const reportType = dialog.getByRole('combobox', { name: fieldLabel(text.reportType) })
  await eventually(
    () => reportType.inputValue(),
    (value) => value !== '',
  )
  assert.equal(await reportType.inputValue(), 'Flugbericht', 'the screen’s type is preselected')
  const title = `Nachprüfflug e2e ${Date.now()}`
  await dialog.getByRole('textbox', { name: fieldLabel(text.title) }).fill(title)
  await dialog.getByLabel(fieldLabel(text.date)).fill('2026-05-01')
  await dialog.locator('input[type=file]').setInputFiles({
    name: 'nachpruefflug.pdf',
    mimeType: 'application/pdf',
    buffer: minimalPdf(),
  })
  await dialog.getByRole('button', { name: text.submit }).click()
  await page.getByText(text.uploaded).waitFor()
  await dialog.waitFor({ state: 'hidden' })
  const row = page.getByRole('row').filter({ hasText: title })
  await row.waitFor()
  assert.match(
    (await row.textContent()) ?? '',
    /Flugbericht.*1\. Mai 26.*Flugwerft Mittelrhein GmbH.*nachpruefflug\.pdf/,
  )
  await opensPdf(page, row.getByRole('button', { name: 'nachpruefflug.pdf' }))
})

test('[en] reports in English', async ({ page, baseURL }) => {
  const email = 'member@flugakte.test'
  await speaking({ page, baseURL }, 'en', [email], async () => {
    const id = await aircraftId(baseURL, email)
    await logIn(page, 'en', { email })
    await checkReports(page, 'en', id)
  })
})

/**
 * @param {Page} page
 * @param {'de' | 'en'} language
 * @param {number} id
 */
async function checkManuals(page, language, id) {
  const text = TEXT[language]
  const amm = `Wartungshandbuch ${VARIANT}`
  const table = page.getByRole('table', { name: text.manuals, exact: true })
  const titles = () => firstTitles(page, text.manuals)

  // Defaults: manual + aircraft-maintenance-manual; title ascending; date, title, revision.
  await page.goto(`/manuals?aircraft=${id}`)
  assert.deepEqual(await eventually(titles, (found) => found.length > 0), [amm])
  assert.equal(await table.getByRole('columnheader').count(), 4)

  // Expand and collapse the chapters; a sort change collapses them.
  await page.getByRole('button', { name: text.show(amm) }).click()
  assert.equal((await titles()).length, 4)
  await page.getByRole('button', { name: text.hide(amm) }).click()
  assert.equal((await titles()).length, 1)
  await page.getByRole('button', { name: text.show(amm) }).click()
  await table.getByRole('columnheader', { name: text.title }).getByRole('button').click()
  assert.equal(await table.getByRole('columnheader', { name: text.title }).getAttribute('aria-sort'), 'descending')
  assert.equal((await titles()).length, 1, 'the sort change collapsed the chapters')

  // The menu's pairs: manual plus one tag, each showing its manual.
  for (const [tag, title] of [
    ['aircraft', `Flughandbuch ${VARIANT}`],
    ['engine', 'Triebwerkshandbuch'],
    ['propeller', 'Propellerhandbuch'],
    ['component', 'ELT Kannad 406'],
  ]) {
    await page.goto(`/manuals?aircraft=${id}&tag=${encodeURIComponent(JSON.stringify(['manual', tag]))}`)
    const found = await eventually(titles, (rows) => rows.length > 0)
    assert.ok(
      found.some((row) => row.startsWith(title)),
      `${tag}: ${found.join(', ')}`,
    )
  }

  // The drawer: manual cannot be removed; search; a column; all of it survives a reload.
  await page.goto(`/manuals?aircraft=${id}`)
  await eventually(titles, (found) => found.length > 0)
  await page.getByRole('button', { name: text.filter, exact: true }).click()
  const drawer = page.getByRole('dialog', { name: text.filter })
  await drawer.waitFor()
  const tagInput = drawer.getByRole('combobox', { name: text.tags })
  await tagInput.click()
  await tagInput.press('Backspace')
  await tagInput.press('Backspace')
  await tagInput.press('Backspace')
  await eventually(
    async () => new URL(page.url()).searchParams.get('tag'),
    (tag) => tag !== null && JSON.parse(tag).length === 1,
  )
  assert.deepEqual(JSON.parse(new URL(page.url()).searchParams.get('tag') ?? '[]'), ['manual'], 'manual stays')
  await tagInput.press('Escape')
  const all = await eventually(titles, (found) => found.length >= 4)
  assert.ok(all.length >= 4, `every manual with the manual tag: ${all.join(', ')}`)
  await drawer.getByRole('textbox', { name: text.search }).fill('TRIEBWERK')
  assert.deepEqual(
    (await eventually(titles, (found) => found.length === 1)).map((t) => t.split(' ')[0]),
    ['Triebwerkshandbuch'],
  )
  const columns = drawer.getByRole('combobox', { name: text.columns })
  // The chosen columns' pills cover the input: open the list from the keyboard.
  await columns.focus()
  await columns.press('ArrowDown')
  await page.getByRole('option', { name: text.authorities }).click()
  await columns.press('Escape')
  await table.getByRole('columnheader', { name: text.authorities }).waitFor()
  await page.keyboard.press('Escape')
  await page.reload()
  await table.getByRole('columnheader', { name: text.authorities }).waitFor()
  assert.deepEqual(
    (await eventually(titles, (found) => found.length === 1)).map((t) => t.split(' ')[0]),
    ['Triebwerkshandbuch'],
  )

  await opensPdf(page, table.getByRole('button', { name: /^Triebwerkshandbuch/ }))
  await page.goto(`/manuals?aircraft=${id}&q=nichts-passt`)
  await table.getByText(text.noData).waitFor()
}

/**
 * The title cells of the manuals table (the second cell; the first holds the expand toggle).
 * @param {Page} page
 * @param {string} name
 */
async function firstTitles(page, name) {
  const rows = page.getByRole('table', { name, exact: true }).getByRole('row')
  const count = await rows.count()
  const titles = []
  for (let index = 1; index < count; index++) {
    const cells = rows.nth(index).getByRole('cell')
    if ((await cells.count()) < 2) continue
    titles.push(((await cells.nth(1).textContent()) ?? '').trim())
  }
  return titles
}

test.describe('signed in as the club member', () => {
  test.use({ storageState: signedIn('member') })

  test('[de] manuals: defaults, tag pairs, manual stays, columns, sort, expand, search, reload', async ({
    page,
    baseURL,
  }) => {
    const email = SIGNED_IN.member
    const id = await aircraftId(baseURL, email)
    await checkManuals(page, 'de', id)
  })
})

test('[en] manuals in English', async ({ page, baseURL }) => {
  const email = 'member@flugakte.test'
  await speaking({ page, baseURL }, 'en', [email], async () => {
    const id = await aircraftId(baseURL, email)
    await logIn(page, 'en', { email })
    await checkManuals(page, 'en', id)
  })
})
