// @ts-check
// The main layout: aircraft selector, side menu links that keep ?aircraft=, the drawer below 960 px,
// feedback and notifications, in German and English.
import assert from 'node:assert/strict'

import { expect, test } from '../fixtures.mjs'
import { aircraftIdOf, logIn, openIn, restAs } from '../web-app.mjs'

const MENU = {
  de: {
    reports: 'Berichte',
    flightReports: 'Flugberichte',
    documents: 'Dokumente',
    all: 'Alle',
    boardbook: 'Bordbuch',
    aircraft: 'Luftfahrzeug',
    openMenu: 'Menü öffnen',
    feedback: 'Feedback',
    send: 'Senden',
    sent: 'Vielen Dank! Ihr Feedback wurde gesendet.',
    message: 'Ihr Feedback',
    notifications: 'Benachrichtigungen',
    welcome: 'Willkommen bei Flugakte',
    noAircraft: 'Welches Luftfahrzeug?',
  },
  en: {
    reports: 'Reports',
    flightReports: 'Flight report',
    documents: 'Documents',
    all: 'All',
    boardbook: 'Journey log',
    aircraft: 'Aircraft',
    openMenu: 'Open menu',
    feedback: 'Feedback',
    send: 'Send',
    sent: 'Thank you! Your feedback has been sent.',
    message: 'Your feedback',
    notifications: 'Notifications',
    welcome: 'Welcome to Flugakte',
    noAircraft: 'Which aircraft?',
  },
}

/**
 * The aircraft selector (a searchable select).
 * @param {import('playwright-core').Page} page
 * @param {string} name
 */
function aircraftSelector(page, name) {
  return page.getByRole('textbox', { name, exact: true }).or(page.getByRole('combobox', { name, exact: true }))
}

/**
 * Whether the element lies within the window (the closed drawer is moved out of it, not hidden).
 * @param {import('playwright-core').Locator} locator
 */
async function onScreen(locator) {
  const box = await locator.boundingBox()
  return box !== null && box.x + box.width > 0
}

/**
 * Waits for the drawer's slide to end with the link on screen, or off it.
 * @param {import('playwright-core').Locator} locator
 * @param {boolean} shown
 */
async function untilOnScreen(locator, shown) {
  await expect.poll(() => onScreen(locator), { timeout: 5_000 }).toBe(shown)
}

// After login the app speaks the user's stored language: member and operator-b keep German, cao English.
const ACCOUNTS = {
  de: {
    pilot: 'member@flugakte.test',
    aircraft: 'D-EKLU (PA-28-181)',
    feedbackBy: 'operator-b@flugakte.test',
    feedbackAircraft: 'D-EDRS (DR 400/180)',
  },
  en: {
    pilot: 'cao@flugakte.test',
    aircraft: 'D-EFAK (C172S)',
    feedbackBy: 'cao@flugakte.test',
    feedbackAircraft: 'D-EDRS (DR 400/180)',
  },
}

/**
 * The selector remembers the choice on the server; other specs expect the demo accounts without one.
 * @param {string} baseURL
 * @param {string} email
 */
async function forgetAircraft(baseURL, email) {
  const account = await restAs(baseURL, email)
  await account.call(`/api/users/${account.user.id}`, {
    method: 'PATCH',
    body: JSON.stringify({ last_aircraft: null }),
  })
  await account.logOut()
}

for (const language of /** @type {const} */ (['de', 'en'])) {
  const text = MENU[language]
  const account = ACCOUNTS[language]

  test(`[${language}] the aircraft choice lives in ?aircraft= and every menu link keeps it`, async ({
    page,
    baseURL,
  }) => {
    await openIn(page, language)
    await logIn(page, language, { email: account.pilot })
    await page.getByRole('link', { name: text.boardbook }).click()
    // Nothing chosen yet: the screen asks (no error).
    await page.getByRole('region', { name: text.noAircraft }).waitFor()

    await aircraftSelector(page, text.aircraft).click()
    await page.getByRole('option', { name: account.aircraft }).click()
    await page.waitForURL((url) => url.searchParams.has('aircraft'))
    const aircraft = new URL(page.url()).searchParams.get('aircraft')

    await page.getByRole('button', { name: text.reports }).click()
    await page.getByRole('link', { name: text.flightReports }).click()
    await page.waitForURL((url) => url.pathname === '/report' && url.searchParams.get('docType') === 'flight-report')
    assert.equal(new URL(page.url()).searchParams.get('aircraft'), aircraft)

    await page.getByRole('button', { name: text.documents }).click()
    await page.getByRole('link', { name: text.all }).nth(1).click()
    await page.waitForURL((url) => url.pathname === '/documents')
    assert.equal(new URL(page.url()).searchParams.get('aircraft'), aircraft)

    await page.reload()
    assert.equal(await aircraftSelector(page, text.aircraft).inputValue(), account.aircraft)
    await forgetAircraft(baseURL, account.pilot)
  })

  test(`[${language}] below 960 px the menu is a temporary drawer`, async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 900 })
    await openIn(page, language)
    await logIn(page, language, { email: account.pilot })
    const boardbook = page.getByRole('link', { name: text.boardbook })
    assert.equal(await onScreen(boardbook), false, 'the menu starts closed')
    await page.getByRole('button', { name: text.openMenu }).click()
    await boardbook.waitFor({ state: 'visible' })
    await untilOnScreen(boardbook, true)
    assert.equal(await onScreen(boardbook), true, 'the drawer opened')
    await boardbook.click()
    await page.waitForURL((url) => url.pathname === '/boardbook')
    await untilOnScreen(boardbook, false)
    assert.equal(await onScreen(boardbook), false, 'choosing an entry closes the drawer')
  })

  test(`[${language}] feedback reaches the administrators with the route and aircraft`, async ({ page, baseURL }) => {
    await openIn(page, language)
    await logIn(page, language, { email: account.feedbackBy })
    await aircraftSelector(page, text.aircraft).click()
    const chosen = await aircraftIdOf(baseURL, account.feedbackBy, 'D-EDRS')
    await page.getByRole('option', { name: account.feedbackAircraft }).click()
    // The chosen aircraft, not one remembered from before, is in the address when the feedback is sent.
    await page.waitForURL((url) => url.searchParams.get('aircraft') === String(chosen))
    const message = `Feedback ${language} ${Date.now()}`
    await page.getByRole('button', { name: text.feedback }).click()
    await page.getByLabel(text.message).fill(message)
    await page.getByRole('button', { name: text.send }).click()
    await page.getByText(text.sent).waitFor()
    const admin = await restAs(baseURL, 'admin@flugakte.test')
    const found = await (
      await admin.call(`/api/feedback?where[message][equals]=${encodeURIComponent(message)}&depth=1`)
    ).json()
    assert.equal(found.totalDocs, 1)
    assert.equal(found.docs[0].aircraft.registration, 'D-EDRS')
    assert.match(found.docs[0].route, /aircraft=/)
    assert.equal(found.docs[0].user.email, account.feedbackBy)
    await forgetAircraft(baseURL, account.feedbackBy)
  })
}

test('notifications show the unread count and are marked read when opened', async ({ page }) => {
  await logIn(page, 'de', { email: 'cao@flugakte.test' })
  const bell = page.getByRole('button', { name: /Benachrichtigungen|Notifications/ })
  // The welcome and whatever the CAO's aircraft have told it (D-EDRS's records are incomplete).
  const unread = async () => Number(/\((\d+)/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1] ?? 0)
  await expect.poll(unread).toBeGreaterThan(0)
  const before = await unread()
  await bell.click()
  await page
    .getByRole('button', { name: MENU.de.welcome })
    .or(page.getByRole('button', { name: MENU.en.welcome }))
    .click()
  await page.waitForURL((url) => url.pathname === '/dashboard')
  await expect.poll(unread).toBe(before - 1)
})

test('the web app runs under a strict Content-Security-Policy without violations', async ({ page, baseURL }) => {
  const response = await fetch(`${baseURL}/login`)
  const policy = response.headers.get('content-security-policy') ?? ''
  assert.match(policy, /script-src 'self'(;|$)/, 'scripts from the own origin only, none inline')
  assert.match(policy, /default-src 'self'/)
  /** @type {string[]} */
  const violations = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
  })
  await logIn(page, 'de', { email: 'member@flugakte.test' })
  await page.getByRole('heading', { name: 'Dashboard' }).waitFor()
  assert.deepEqual(violations, [])
})
