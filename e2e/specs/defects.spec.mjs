// @ts-check
// From defect to release, in German and English: a club member on a phone reports an unsafe defect with
// a photo right after a flight; the dashboard shows the aircraft grounded and the next flight entry asks
// for (and records) a confirmation; the contracted maintenance company defers the defect with a
// limitation and a 10-day deadline (no longer grounded, the limitation shown before flight, a due item);
// later it rectifies it and signs the certificate of release to service; the defect closes and its due
// item disappears. Each language on its own server and database copy (e2e/outbox-server.mjs): grounding
// an aircraft must not reach the other specs.
import assert from 'node:assert/strict'

import { createClient } from '@libsql/client'
import sharp from 'sharp'

import { expect, test } from '../fixtures.mjs'
import { e2eEnv } from '../e2e-env.mjs'
import { startOutboxServer } from '../outbox-server.mjs'
import { DEMO_PASSWORD, aircraftIdOf, fieldLabel, logIn, openIn } from '../web-app.mjs'
import { speaking } from './settings-helpers.mjs'
import { text } from '../texts.mjs'

/** @typedef {'de' | 'en'} Language */
/** @typedef {import('playwright-core').Page} Page */
/** @typedef {import('playwright-core').Locator} Locator */

/** The club's PA-28, maintained by Flugwerft Mittelrhein; the seed gives it no defect. */
const REGISTRATION = 'D-EKLU'
const MEMBER = 'member@flugakte.test'
const MAINTENANCE = 'maintenance@flugakte.test'

/** @param {string} value @param {Record<string, string | number>} values */
const fill = (value, values) => value.replace(/\{\{(\w+)\}\}/g, (_, name) => String(values[name] ?? ''))

/** @param {Language} language */
const TEXT = (language) => {
  const t = (/** @type {string} */ key) => text(language, key)
  return {
    addEntry: t('boardbook:addEntry'),
    entryDialog: t('boardbook:form.title'),
    date: t('boardbook:form.date'),
    departure: t('boardbook:form.departure'),
    batch: t('boardbook:form.batch'),
    takeoff: t('boardbook:form.takeoff'),
    landing: t('boardbook:form.landing'),
    hobbsStart: t('boardbook:form.hobbsStart'),
    hobbsEnd: t('boardbook:form.hobbsEnd'),
    cyclesStart: t('boardbook:form.cyclesStart'),
    cyclesEnd: t('boardbook:form.cyclesEnd'),
    saveEntry: t('boardbook:form.submit'),
    reportLink: t('boardbook:reportDefect'),
    addendumQuestion: t('boardbook:addendumQuestion.title'),
    notAddendum: t('boardbook:addendumQuestion.no'),
    confirmGrounded: t('boardbook:grounded.confirm'),
    acknowledge: t('boardbook:preflight.acknowledge'),
    confirmRequired: t('boardbook:grounded.confirmRequired'),
    grounded: fill(t('common:aircraftDefects.groundedTitle'), { registration: REGISTRATION }),
    limitations: t('common:aircraftDefects.limitationsTitle'),
    deferredKind: t('airworthiness:kind.deferred_defect'),
    reportDialog: t('defects:report.title'),
    description: t('defects:report.description'),
    unsafe: t('defects:report.unsafe'),
    addPhotos: t('defects:report.addPhotos'),
    report: t('defects:report.submit'),
    reported: t('defects:report.sent'),
    defer: t('defects:actions.defer'),
    rectify: t('defects:actions.rectify'),
    reason: t('defects:form.reason'),
    limitation: t('defects:form.limitation'),
    days: t('defects:form.days'),
    saveDeferral: t('defects:form.save.deferral'),
    work: t('defects:form.work'),
    maintenanceData: t('defects:form.maintenanceData'),
    licence: t('defects:form.licence'),
    place: t('defects:form.place'),
    saveRectification: t('defects:form.save.rectification'),
    signDialog: t('defects:releaseSign.title'),
    password: t('defects:releaseSign.password'),
    signWithPassword: t('defects:releaseSign.withPassword'),
    signed: t('defects:releaseSign.signed'),
    closed: fill(t('defects:segment'), { label: t('defects:states.closed'), count: 1 }),
  }
}

/** @param {Locator} scope @param {string} label */
function field(scope, label) {
  return scope.getByLabel(fieldLabel(label), { exact: false }).and(scope.locator('input, textarea'))
}

/** HH:mm (hours may exceed 24) plus minutes. @param {string} value @param {number} minutes */
function addMinutes(value, minutes) {
  const [hours, mins] = value.split(':').map(Number)
  const total = hours * 60 + mins + minutes
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`
}

/** A moment `minutes` from now, as the form's day and UTC time. @param {number} minutes */
function fromNow(minutes) {
  const at = new Date(Date.now() + minutes * 60_000).toISOString()
  return { day: at.slice(0, 10), time: at.slice(11, 16) }
}

/**
 * Opens the add-entry dialog on the boardbook and enters a flight from EDKB that took off `minutesAgo`
 * and lasted 20 minutes, with the readings carried on; saves it.
 * @param {Page} page @param {Language} language @param {number} minutesAgo
 */
async function enterFlight(page, language, minutesAgo) {
  const text = TEXT(language)
  await page.getByRole('button', { name: text.addEntry, exact: true }).click()
  const dialog = page.getByRole('dialog', { name: text.entryDialog })
  await dialog.waitFor()
  await dialog.getByLabel(text.batch).uncheck()
  const takeoff = fromNow(-minutesAgo)
  await field(dialog, text.date).fill(takeoff.day)
  // A tap into the aerodrome (prefilled with the last arrival) and typing replace it, as a pilot does.
  const departure = field(dialog, text.departure)
  await departure.click()
  await departure.press('ControlOrMeta+a')
  await departure.pressSequentially('EDKB', { delay: 30 })
  await page.getByRole('option', { name: /^EDKB/ }).first().click()
  await field(dialog, text.takeoff).fill(takeoff.time)
  await field(dialog, text.landing).fill(fromNow(-minutesAgo + 20).time)
  const hobbs = await field(dialog, text.hobbsStart).inputValue()
  if (hobbs) await field(dialog, text.hobbsEnd).fill(addMinutes(hobbs, 25))
  const cycles = await field(dialog, text.cyclesStart).inputValue()
  if (cycles) await field(dialog, text.cyclesEnd).fill(String(Number(cycles) + 1))
  // What the dialog names before the flight (the demo's D-EKLU has an overdue item), taken note of.
  await dialog.getByRole('checkbox', { name: text.acknowledge }).check()
  await dialog.getByRole('button', { name: text.saveEntry }).click()
  return dialog
}

/**
 * Waits for the entry to be saved (the dialog then offers to report a defect). Other specs fly this
 * aircraft up to the minute, so the flight may lie before the log's latest entry: the pilot then answers
 * that it is not an addendum, and it is stored as a flight.
 * @param {Page} page @param {Language} language @param {Locator} dialog
 */
async function saved(page, language, dialog) {
  const text = TEXT(language)
  const link = dialog.getByRole('link', { name: text.reportLink })
  const question = page.getByRole('dialog', { name: text.addendumQuestion })
  await expect(link.or(question)).toBeVisible()
  if (await question.isVisible()) await question.getByRole('button', { name: text.notAddendum, exact: true }).click()
  await expect(link).toBeVisible()
  return link
}

/** @param {string} file @param {string} sql @param {(string | number)[]} [args] */
async function query(file, sql, args = []) {
  const database = createClient({ url: `file:${file}` })
  try {
    await database.execute('PRAGMA busy_timeout = 10000')
    return (await database.execute({ sql, args })).rows
  } finally {
    database.close()
  }
}

/** A camera-sized photo (2400 × 1800 JPEG). */
function photo() {
  return sharp({ create: { width: 2400, height: 1800, channels: 3, background: { r: 190, g: 70, b: 40 } } })
    .jpeg({ quality: 80 })
    .toBuffer()
}

/** @type {Awaited<ReturnType<typeof startOutboxServer>> | null} */
let server = null

test.use({ baseURL: e2eEnv().outboxBaseURL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
test.beforeEach(async () => {
  server = await startOutboxServer()
})
test.afterEach(async () => {
  await server?.stop()
  server = null
})

for (const language of /** @type {const} */ (['de', 'en'])) {
  test(`[${language}] a defect from the field: reported unsafe on a phone, grounded, deferred, rectified and released`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(300_000)
    const text = TEXT(language)
    assert.ok(server)
    const live = server
    const aircraft = await aircraftIdOf(baseURL, MEMBER, REGISTRATION)
    const description = `${language}: Linke Bremse weich, Pedal geht fast bis zum Boden ${Date.now()}`

    await speaking({ page, baseURL }, language, [MEMBER, MAINTENANCE], async () => {
      // The member flies, saves the entry and reports from the dialog what she noticed, with a photo.
      await logIn(page, language, { email: MEMBER })
      await page.goto(`/boardbook?aircraft=${aircraft}`)
      const dialog = await enterFlight(page, language, 90)
      const reportLink = await saved(page, language, dialog)
      const flight = Number(new URL(String(await reportLink.getAttribute('href')), baseURL).searchParams.get('flight'))
      assert.ok(flight > 0, 'the report link names the saved flight')
      await reportLink.click()
      const report = page.getByRole('dialog', { name: text.reportDialog })
      await report.waitFor()
      await field(report, text.description).fill(description)
      await report.getByLabel(text.unsafe).check()
      await report.getByLabel(text.addPhotos).setInputFiles({
        name: 'bremse.jpg',
        mimeType: 'image/jpeg',
        buffer: await photo(),
      })
      await report.getByRole('button', { name: text.report }).click()
      await expect(page.getByText(text.reported, { exact: true }).first()).toBeVisible()

      const [defect] = await query(live.file, 'select id, unsafe, flight_log_id from defects where description = ?', [
        description,
      ])
      assert.ok(defect, 'the defect is stored')
      assert.equal(Number(defect.unsafe), 1)
      assert.equal(Number(defect.flight_log_id), flight, 'linked to the flight it was reported from')
      const photos = await query(
        live.file,
        'select p.width, p.height, p.mime_type from defect_photos p join defects_rels r on r.defect_photos_id = p.id where r.parent_id = ?',
        [Number(defect.id)],
      )
      assert.equal(photos.length, 1, 'one photo')
      assert.ok(Math.max(Number(photos[0].width), Number(photos[0].height)) <= 1600, 'resized on the server')
      const card = page.getByRole('article', { name: description })
      await expect(card.getByRole('img').first()).toBeVisible()
      await expect
        .poll(() =>
          card
            .getByRole('img')
            .first()
            .evaluate((image) => /** @type {HTMLImageElement} */ (image).naturalWidth),
        )
        .toBeGreaterThan(0)

      // The dashboard shows the aircraft grounded.
      await page.goto(`/dashboard?aircraft=${aircraft}`)
      await expect(page.getByText(text.grounded).first()).toBeVisible()

      // The next flight entry asks for a confirmation, which is recorded with the entry.
      await page.goto(`/boardbook?aircraft=${aircraft}`)
      const second = await enterFlight(page, language, 50)
      await expect(second.getByText(text.confirmRequired)).toBeVisible()
      await second.getByLabel(text.confirmGrounded).check()
      await second.getByRole('button', { name: text.saveEntry }).click()
      await saved(page, language, second)
      const [confirmed] = await query(
        live.file,
        'select grounded_confirmed from flight_logs where customer_aircraft_id = ? order by id desc limit 1',
        [aircraft],
      )
      assert.equal(Number(confirmed.grounded_confirmed), 1, 'the confirmation is stored with the entry')
      await page.keyboard.press('Escape')

      // The maintenance company, at its desk, defers the defect with a limitation and 10 days.
      const desk = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 }, locale: 'de-DE' })
      const office = await desk.newPage()
      await openIn(office, language)
      await logIn(office, language, { email: MAINTENANCE })
      await office.goto(`/defects?aircraft=${aircraft}`)
      const openCard = office.getByRole('article', { name: description })
      await openCard.getByRole('button', { name: text.defer, exact: true }).click()
      const deferral = office.getByRole('dialog')
      await field(deferral, text.reason).fill('Ersatzteil bestellt / part on order')
      const limitation = `${language}: Nur Platzrunden, Bremse vor jedem Flug prüfen`
      await field(deferral, text.limitation).fill(limitation)
      // Days, not hours: a deferral may not outlast the next scheduled inspection, and how many flight
      // hours are left to D-EKLU's 50-hour check depends on what the specs before flew.
      await field(deferral, text.days).fill('10')
      await deferral.getByRole('button', { name: text.saveDeferral }).click()
      await deferral.waitFor({ state: 'hidden' })

      // Back on the phone: no longer grounded, the limitation before flight, the deadline a due item.
      await page.goto(`/dashboard?aircraft=${aircraft}`)
      await expect(page.getByText(text.limitations).first()).toBeVisible()
      await expect(page.getByText(limitation).first()).toBeVisible()
      await expect(page.getByText(text.grounded)).toHaveCount(0)
      await expect(page.getByText(text.deferredKind).first()).toBeVisible()
      await page.goto(`/boardbook?aircraft=${aircraft}`)
      await page.getByRole('button', { name: text.addEntry, exact: true }).click()
      const third = page.getByRole('dialog', { name: text.entryDialog })
      await expect(third.getByText(limitation)).toBeVisible()
      await expect(third.getByLabel(text.confirmGrounded)).toHaveCount(0)
      // The limitation is among what the pilot takes note of before the flight.
      await expect(third.getByRole('checkbox', { name: text.acknowledge })).not.toBeChecked()
      await page.keyboard.press('Escape')

      // Later the maintenance company rectifies it and signs the certificate of release to service.
      // The deferred defect, opened from its link (its tab is chosen and it is marked).
      await office.goto(`/defects?aircraft=${aircraft}&defect=${Number(defect.id)}`)
      await office
        .getByRole('article', { name: description })
        .getByRole('button', { name: text.rectify, exact: true })
        .click()
      const rectification = office.getByRole('dialog')
      await field(rectification, text.work).fill('Bremssattel links überholt, Bremsflüssigkeit erneuert, Bremsprobe')
      await field(rectification, text.maintenanceData).fill('PA-28-181 MM 32-40-00 Rev. 12')
      // The certifying person and licence are the signed-in user's profile's (read-only, seeded).
      await expect(field(rectification, text.licence)).toHaveValue('DE.66.B1.4711')
      await field(rectification, text.place).fill('Winningen')
      await rectification.getByRole('button', { name: text.saveRectification }).click()
      const sign = office.getByRole('dialog', { name: text.signDialog })
      await sign.waitFor()
      await field(sign, text.password).fill(DEMO_PASSWORD)
      await sign.getByRole('button', { name: text.signWithPassword }).click()
      await expect(office.getByText(text.signed).first()).toBeVisible()
      const signatures = await query(
        live.file,
        "select s.method from release_signatures s join defect_actions a on a.id = s.record_id and s.subject = 'defect_actions' where a.defect_id = ?",
        [Number(defect.id)],
      )
      assert.deepEqual(
        signatures.map((row) => row.method),
        ['password'],
      )
      // The deferred defect, opened from its link (its tab is chosen and it is marked).
      await office.goto(`/defects?aircraft=${aircraft}&defect=${Number(defect.id)}`)
      await office.getByRole('radio', { name: text.closed }).check({ force: true })
      await expect(office.getByRole('article', { name: description })).toBeVisible()
      await desk.close()

      // Closed: the due item and the limitation are gone.
      await page.goto(`/dashboard?aircraft=${aircraft}`)
      await expect(page.getByRole('heading', { name: new RegExp(REGISTRATION) }).first()).toBeVisible()
      await expect(page.getByText(limitation)).toHaveCount(0)
      await expect(page.getByText(text.deferredKind)).toHaveCount(0)
      await expect(page.getByText(text.grounded)).toHaveCount(0)
    })
  })
}
