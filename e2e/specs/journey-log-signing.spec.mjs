// @ts-check
// The legal journey log's sign-off, in German and English, on D-EDRS: a pilot registers a passkey (in
// Chromium's virtual authenticator) and signs the flight she has just entered with it; the club office
// enters a flight for another pilot, who signs it by password from the list of entries awaiting her
// signature; the boardbook shows both signatures and the integrity check finds the log as recorded.
import assert from 'node:assert/strict'

import { expect, test } from '../fixtures.mjs'
import { aircraftIdOf, DEMO_PASSWORD, fieldLabel, logIn } from '../web-app.mjs'
import { speaking } from './settings-helpers.mjs'
import { text } from '../texts.mjs'

/** @typedef {'de' | 'en'} Language */
/** @typedef {import('playwright-core').Page} Page */
/** @typedef {import('playwright-core').Locator} Locator */

const REGISTRATION = 'D-EDRS'
/** Signs with a passkey: the pilot who enters her own flights. */
const PILOT = { email: 'member@flugakte.test', name: 'Marie Schneider' }
/** Enters flights for the club's pilots. */
const OFFICE = { email: 'operator-b@flugakte.test', name: 'Benedikt Braun' }
/** Has no passkey: signs with her password. */
const OTHER_PILOT = { email: 'sophie.koch@flugakte.test', name: 'Sophie Koch', option: /^Sophie Koch/ }

const escape = (/** @type {string} */ value) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * A text with `{{placeholders}}` as a whole-line pattern, each placeholder standing for what the code
 * fills in (a number, a name).
 * @param {Language} language @param {string} key
 */
function pattern(language, key) {
  return new RegExp(`^${escape(text(language, key)).replace(/\\\{\\\{\w+\\\}\\\}/g, '(.+?)')}$`)
}

/**
 * A text with its placeholders filled in.
 * @param {Language} language @param {string} key @param {Record<string, string | number>} values
 */
function filled(language, key, values) {
  return text(language, key).replace(/\{\{(\w+)\}\}/g, (_, name) => String(values[name]))
}

/** @param {Language} language */
const TEXT = (language) => ({
  boardbook: `${text(language, 'boardbook:title')} ${REGISTRATION}`,
  entries: text(language, 'boardbook:entries'),
  addEntry: text(language, 'boardbook:addEntry'),
  dialog: text(language, 'boardbook:form.title'),
  pilot: text(language, 'boardbook:form.pilot'),
  date: text(language, 'boardbook:form.date'),
  departure: text(language, 'boardbook:form.departure'),
  takeoff: text(language, 'boardbook:form.takeoff'),
  landing: text(language, 'boardbook:form.landing'),
  hobbsStart: text(language, 'boardbook:form.hobbsStart'),
  cyclesStart: text(language, 'boardbook:form.cyclesStart'),
  submit: text(language, 'boardbook:form.submit'),
  saved: text(language, 'boardbook:boardbookEntrySavedSuccessfully'),
  addendumQuestion: text(language, 'boardbook:addendumQuestion.title'),
  no: text(language, 'boardbook:addendumQuestion.no'),
  passkeyName: text(language, 'settings:passkeys.newName'),
  register: text(language, 'settings:passkeys.register'),
  registered: text(language, 'settings:passkeys.registered'),
  passkeyList: text(language, 'settings:passkeys.list'),
  signStep: pattern(language, 'boardbook:signing.title'),
  hash: text(language, 'boardbook:signing.hash'),
  withPasskey: text(language, 'boardbook:signing.withPasskey'),
  withPassword: text(language, 'boardbook:signing.withPassword'),
  password: text(language, 'boardbook:signing.password'),
  signed: pattern(language, 'boardbook:signing.signed'),
  awaitingBy: (/** @type {string} */ name) => filled(language, 'boardbook:signing.awaitingBy', { name }),
  awaitingOpen: new RegExp(
    `${pattern(language, 'boardbook:awaiting.open_one').source}|${pattern(language, 'boardbook:awaiting.open_other').source}`,
  ),
  awaitingTitle: text(language, 'boardbook:awaiting.title'),
  awaitingList: text(language, 'boardbook:awaiting.list'),
  signEntry: (/** @type {number} */ number) => filled(language, 'boardbook:signing.signEntry', { number }),
  signDialog: (/** @type {number} */ number) => filled(language, 'boardbook:signing.title', { number }),
  passkey: text(language, 'boardbook:signing.methods.passkey'),
  passwordMethod: text(language, 'boardbook:signing.methods.password'),
  integrity: text(language, 'boardbook:integrity.label'),
  verified: pattern(language, 'boardbook:integrity.verified_other'),
  signedAfterSave: text(language, 'boardbook:afterSave.signed'),
  nextLeg: text(language, 'boardbook:afterSave.nextLeg'),
  done: text(language, 'boardbook:afterSave.done'),
})

/**
 * A moment `minutes` from now, as the form's day and UTC time.
 * @param {number} minutes
 */
function fromNow(minutes) {
  const at = new Date(Date.now() + minutes * 60_000).toISOString()
  return { day: at.slice(0, 10), time: at.slice(11, 16) }
}

/** @param {Locator} dialog @param {string} label */
function field(dialog, label) {
  return dialog.getByLabel(fieldLabel(label), { exact: false }).and(dialog.locator('input, textarea'))
}

/** @param {Locator} dialog @param {string} label @param {string} typed @param {RegExp} option */
async function choose(dialog, label, typed, option) {
  const input = field(dialog, label)
  await input.fill('')
  await input.pressSequentially(typed, { delay: 30 })
  const choice = dialog.page().getByRole('option', { name: option }).first()
  await choice.waitFor()
  await choice.click()
}

/** Takeoffs this spec has entered on the aircraft: a second entry with the same takeoff is refused. */
const taken = new Set()

/**
 * Enters a flight just before now in the add-entry dialog and saves it; a flight earlier than the
 * newest entry (another spec's, or this one's other language) is no addendum. Returns the dialog and
 * the takeoff and landing typed.
 * @param {Page} page @param {Language} language @param {{ minutesAgo: number, pilot?: RegExp }} flight
 */
async function enterFlight(page, language, { minutesAgo, pilot }) {
  const text = TEXT(language)
  await page.getByRole('button', { name: text.addEntry, exact: true }).click()
  const dialog = page.getByRole('dialog', { name: text.dialog })
  await dialog.waitFor()
  if (pilot) await choose(dialog, text.pilot, 'Sophie', pilot)
  let ago = minutesAgo
  while (taken.has(JSON.stringify(fromNow(-ago)))) ago += 1
  const takeoff = fromNow(-ago)
  taken.add(JSON.stringify(takeoff))
  const landing = fromNow(-ago + 3)
  await field(dialog, text.date).fill(takeoff.day)
  await choose(dialog, text.departure, 'EDKB', /^EDKB/)
  await field(dialog, text.takeoff).fill(takeoff.time)
  await field(dialog, text.landing).fill(landing.time)
  // Counters are no part of this journey; other specs' entries would make carried ones disagree.
  await field(dialog, text.hobbsStart).fill('')
  await field(dialog, text.cyclesStart).fill('')
  const notices = page.getByText(text.saved)
  const shown = await notices.count()
  await dialog.getByRole('button', { name: text.submit }).click()
  const question = page.getByRole('dialog', { name: text.addendumQuestion })
  await expect
    .poll(async () => (await question.isVisible()) || (await notices.count()) > shown, { timeout: 15_000 })
    .toBe(true)
  if (await question.isVisible()) await question.getByRole('button', { name: text.no }).click()
  await expect.poll(() => notices.count(), { timeout: 15_000 }).toBeGreaterThan(shown)
  return { dialog, takeoff: takeoff.time, landing: landing.time }
}

/** The sign step the dialog shows after saving, and the number of the entry it signs. @param {Locator} dialog @param {Language} language */
async function signStep(dialog, language) {
  const step = dialog.getByRole('region', { name: TEXT(language).signStep })
  await step.waitFor()
  const title = (await step.getByRole('heading').textContent()) ?? ''
  const number = Number(/#(\d+)/.exec(title)?.[1])
  assert.ok(number > 0, `the step names the entry (${title})`)
  return { step, number }
}

/** @param {Page} page */
async function logOut(page) {
  await page.goto('/logout')
  await page.waitForFunction(() => !localStorage.getItem('auth_token'))
}

/**
 * The boardbook's row of an entry by its takeoff and landing times (unique on the aircraft).
 * @param {Page} page @param {Language} language @param {{ takeoff: string, landing: string }} flight
 */
function row(page, language, { takeoff, landing }) {
  return page
    .getByRole('table', { name: TEXT(language).entries })
    .getByRole('row')
    .filter({ hasText: takeoff })
    .filter({ hasText: landing })
}

for (const language of /** @type {const} */ (['de', 'en'])) {
  test(`[${language}] a passkey and a password sign-off, from the entry dialog and from the awaiting list`, async ({
    page,
    baseURL,
  }) => {
    const text = TEXT(language)
    await page.setViewportSize({ width: 1440, height: 900 })
    const id = await aircraftIdOf(baseURL, PILOT.email, REGISTRATION)
    // Chromium's virtual authenticator: a platform passkey that verifies its user without a prompt.
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('WebAuthn.enable')
    const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
      },
    })

    await speaking({ page, baseURL }, language, [PILOT.email, OFFICE.email, OTHER_PILOT.email], async () => {
      // 1. The pilot registers a passkey in her profile.
      await logIn(page, language, { email: PILOT.email })
      await page.goto('/settings/user')
      const name = `E2E ${language} ${Date.now()}`
      await page.getByLabel(fieldLabel(text.passkeyName)).fill(name)
      await page.getByRole('button', { name: text.register }).click()
      await page.getByText(text.registered).waitFor()
      await page.getByRole('list', { name: text.passkeyList }).getByText(name).waitFor()
      const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId })
      assert.equal(credentials.length, 1, 'the authenticator holds the new passkey')

      // 2. At the aircraft, on her phone, she enters a flight and signs it with the passkey right after saving.
      await page.setViewportSize({ width: 390, height: 844 })
      await page.goto(`/boardbook?aircraft=${id}`)
      const own = await enterFlight(page, language, { minutesAgo: 12 })
      const { step, number: ownNumber } = await signStep(own.dialog, language)
      await step.getByText(text.hash).waitFor()
      await step.getByRole('button', { name: text.withPasskey }).click()
      await page.getByText(text.signed).first().waitFor()
      await expect(step).toBeHidden()
      // Signed: the phone asks "next leg or done" instead of showing a blank form.
      await own.dialog.getByText(text.signedAfterSave).waitFor()
      await expect(field(own.dialog, text.departure)).toBeHidden()
      await own.dialog.getByRole('button', { name: text.nextLeg }).click()
      // The next leg: the form started over, departing where this flight landed, and has the focus.
      await expect(field(own.dialog, text.departure)).toBeVisible()
      await expect(field(own.dialog, text.departure)).toHaveValue(/^EDKB – /)
      await expect(own.dialog.locator('form :focus')).toHaveCount(1)
      await page.keyboard.press('Escape')
      await own.dialog.waitFor({ state: 'hidden' })
      // "Done" closes the dialog.
      const again = await enterFlight(page, language, { minutesAgo: 10 })
      await signStep(again.dialog, language).then(({ step }) =>
        step.getByRole('button', { name: text.withPasskey }).click(),
      )
      await again.dialog.getByRole('button', { name: text.done }).click()
      await again.dialog.waitFor({ state: 'hidden' })
      await page.setViewportSize({ width: 1440, height: 900 })
      await expect(page.getByRole('heading', { name: text.boardbook })).toBeVisible()
      await logOut(page)

      // 3. The club office enters a flight for another pilot, who is in command: it awaits her.
      await logIn(page, language, { email: OFFICE.email })
      await page.goto(`/boardbook?aircraft=${id}`)
      const theirs = await enterFlight(page, language, { minutesAgo: 8, pilot: OTHER_PILOT.option })
      const office = await signStep(theirs.dialog, language)
      await office.step.getByText(text.awaitingBy(OTHER_PILOT.name)).waitFor()
      assert.equal(await office.step.getByLabel(fieldLabel(text.password)).count(), 0, 'the office cannot sign')
      await page.keyboard.press('Escape')
      await theirs.dialog.waitFor({ state: 'hidden' })
      await expect(page.getByRole('heading', { name: text.boardbook })).toBeVisible()
      await logOut(page)

      // 4. She finds it among the entries awaiting her signature and signs with her password.
      await logIn(page, language, { email: OTHER_PILOT.email })
      await page.goto(`/boardbook?aircraft=${id}`)
      await page.getByRole('link', { name: text.awaitingOpen }).click()
      await page.waitForURL((url) => url.pathname === '/boardbook/awaiting-signature')
      assert.equal(new URL(page.url()).searchParams.get('aircraft'), String(id), 'the aircraft stays chosen')
      await page.getByRole('heading', { name: text.awaitingTitle }).waitFor()
      const awaiting = page.getByRole('table', { name: text.awaitingList })
      await awaiting.getByRole('button', { name: text.signEntry(office.number) }).click()
      const dialog = page.getByRole('dialog', { name: text.signDialog(office.number) })
      await dialog.getByLabel(fieldLabel(text.password)).fill(DEMO_PASSWORD)
      assert.equal(await dialog.getByRole('button', { name: text.withPasskey }).count(), 0, 'she has no passkey')
      await dialog.getByRole('button', { name: text.withPassword }).click()
      await page.getByText(text.signed).first().waitFor()
      await dialog.waitFor({ state: 'hidden' })
      await expect(awaiting.getByRole('button', { name: text.signEntry(office.number) })).toHaveCount(0)
      await expect(page.getByRole('heading', { name: text.awaitingTitle })).toBeVisible()

      // 5. The boardbook shows both signatures, and the chain checks out.
      await page.goto(`/boardbook?aircraft=${id}`)
      const ownRow = row(page, language, own)
      await expect(ownRow).toContainText(`✓ ${PILOT.name}`)
      await expect(ownRow).toContainText(text.passkey)
      const theirRow = row(page, language, theirs)
      await expect(theirRow).toContainText(`✓ ${OTHER_PILOT.name}`)
      await expect(theirRow).toContainText(text.passwordMethod)
      await expect(page.getByRole('status', { name: text.integrity }).getByText(text.verified)).toBeVisible({
        timeout: 30_000,
      })
      assert.ok(ownNumber !== office.number)
      await logOut(page)
    })
  })
}
