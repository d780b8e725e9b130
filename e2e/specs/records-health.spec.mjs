// @ts-check
// Ready for the ARC review, in German and English, as the CAO (Lufttüchtigkeit West, contracted for D-EFAK
// and D-EDRS): the records-health screen of each of its aircraft shows every state the demo data gives
// it (ML.A.903(a), ML.A.305 and the document register); the review pack PDF downloads and reads back with
// every section; recording an airworthiness review (issued, signed with the password) sets the ARC's
// validity on the dashboard. Each language on its own server and database copy (e2e/outbox-server.mjs):
// the review must not reach the other specs.
import assert from 'node:assert/strict'
import { readFile } from 'node:fs/promises'

import { createClient } from '@libsql/client'
import { extractText, getDocumentProxy } from 'unpdf'

import { expect, test } from '../fixtures.mjs'
import { e2eEnv } from '../e2e-env.mjs'
import { startOutboxServer } from '../outbox-server.mjs'
import { DEMO_PASSWORD, aircraftIdOf, fieldLabel, logIn } from '../web-app.mjs'
import { speaking } from './settings-helpers.mjs'
import { text } from '../texts.mjs'

/** @typedef {'de' | 'en'} Language */
/** @typedef {import('playwright-core').Page} Page */
/** @typedef {import('playwright-core').Locator} Locator */

const CAO = 'cao@flugakte.test'

/**
 * The states the seed gives each of the CAO's aircraft (apps/server/src/seed/demo/records.ts): D-EFAK a
 * repair without its approval document (missing), a change of mass and balance after the weighing
 * (overdue) with its release not yet signed (due soon); D-EDRS its ARC and insurance running out (due
 * soon), no deferred defects or modifications (not applicable), no radio licence (missing, records
 * incomplete). Other specs may add to them (a late journey-log entry), never take one away.
 * @type {Record<string, ('current' | 'due_soon' | 'overdue' | 'missing' | 'not_applicable')[]>}
 */
const SEEDED_STATES = {
  'D-EFAK': ['current', 'due_soon', 'overdue', 'missing'],
  'D-EDRS': ['current', 'due_soon', 'not_applicable', 'missing'],
}

/** @param {string} value @param {Record<string, string | number>} values */
const fill = (value, values) => value.replace(/\{\{(\w+)\}\}/g, (_, name) => String(values[name] ?? ''))

/** @param {Language} language */
const TEXT = (language) => {
  const t = (/** @type {string} */ key) => text(language, key)
  return {
    t,
    title: t('records:title'),
    lists: [t('records:lists.ml_a_903'), t('records:lists.ml_a_305'), t('records:register.title')],
    state: (/** @type {string} */ state) => t(`records:states.${state}`),
    incomplete: t('records:recordsState.incomplete'),
    packDate: t('records:pack.date'),
    packButton: t('records:pack.button'),
    sections: [
      'sectionHealth',
      'listMlA903',
      'listMlA305',
      'sectionDocuments',
      'sectionDirectives',
      'sectionDue',
      'sectionDefects',
      'sectionModifications',
      'sectionParts',
      'sectionReviews',
      'packHash',
    ].map((key) => t(`server:reviewPack.${key}`)),
    recordReview: t('records:reviewForm.open'),
    reviewDialog: t('records:reviewForm.title'),
    reviewDate: t('records:reviewForm.reviewDate'),
    arcReference: t('records:reviewForm.arcReference'),
    validUntil: t('records:reviewForm.validUntil'),
    findings: t('records:reviewForm.findings'),
    authorisation: t('records:reviewForm.authorisation'),
    caoApproval: t('records:reviewForm.caoApproval'),
    place: t('records:reviewForm.place'),
    saveReview: t('records:reviewForm.save'),
    signDialog: t('records:reviewForm.signTitle'),
    password: t('defects:releaseSign.password'),
    signWithPassword: t('defects:releaseSign.withPassword'),
    signed: t('records:reviewSign.signed'),
    correct: t('records:correction.open'),
    correctDialog: t('records:reviewForm.correctTitle'),
    reason: t('records:correction.reason'),
    corrected: t('records:modifications.amended'),
    arcValidUntil: (/** @type {string} */ date) => fill(t('records:arc.validUntil'), { date }),
  }
}

/** A day as the app writes certificate dates: "12.08.2027" / "12 Aug 2027". @param {string} day @param {Language} language */
function formatDay(day, language) {
  const options =
    language === 'en'
      ? /** @type {const} */ ({ day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })
      : /** @type {const} */ ({ day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' })
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'de-DE', options).format(new Date(day))
}

/** `YYYY-MM-DD` so many days from today (UTC). @param {number} days */
function dayFromToday(days) {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
}

/** @param {Locator | Page} scope @param {string} label */
function field(scope, label) {
  return scope.getByLabel(fieldLabel(label), { exact: false }).and(scope.locator('input, textarea'))
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

/** The text of a PDF, all pages joined. @param {Uint8Array} bytes */
async function pdfText(bytes) {
  const document = await getDocumentProxy(new Uint8Array(bytes))
  const { text: pages } = await extractText(document, { mergePages: true })
  return String(pages).replace(/\s+/g, ' ')
}

/** @type {Awaited<ReturnType<typeof startOutboxServer>> | null} */
let server = null

test.use({ baseURL: e2eEnv().outboxBaseURL, viewport: { width: 1280, height: 900 } })
test.beforeEach(async () => {
  server = await startOutboxServer()
})
test.afterEach(async () => {
  await server?.stop()
  server = null
})

for (const language of /** @type {const} */ (['de', 'en'])) {
  test(`[${language}] ARC readiness as the CAO: records health of each aircraft, the review pack, a signed review sets the ARC's validity`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(300_000)
    const text = TEXT(language)
    assert.ok(server)
    const live = server

    await speaking({ page, baseURL }, language, [CAO], async () => {
      await logIn(page, language, { email: CAO })
      const ids = /** @type {Record<string, number>} */ ({})
      for (const [registration, states] of Object.entries(SEEDED_STATES)) {
        ids[registration] = await aircraftIdOf(baseURL, CAO, registration)
        await page.goto(`/records?aircraft=${ids[registration]}`)
        await expect(page.getByRole('heading', { level: 2, name: `${text.title} ${registration}` })).toBeVisible()
        const tables = text.lists.map((name) => page.getByRole('table', { name }))
        for (const table of tables) await expect(table).toBeVisible()
        for (const state of states) {
          const shown = tables.map((table) => table.getByText(text.state(state), { exact: true }))
          await expect(shown[0].or(shown[1]).or(shown[2]).first(), `${registration}: ${state}`).toBeVisible()
        }
      }
      // D-EDRS lacks its radio licence: its records are incomplete.
      await expect(page.getByText(text.incomplete, { exact: true }).first()).toBeVisible()

      // The review pack for a day next week, as the CAO takes it into the review.
      const packDay = dayFromToday(7)
      await field(page, text.packDate).fill(packDay)
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: text.packButton }).click(),
      ])
      assert.equal(download.suggestedFilename(), `D-EDRS-review-pack-${packDay}.pdf`)
      const path = await download.path()
      assert.ok(path, 'the pack was saved')
      const bytes = await readFile(path)
      assert.equal(bytes.subarray(0, 5).toString('latin1'), '%PDF-')
      const pack = await pdfText(bytes)
      let from = 0
      for (const section of text.sections) {
        const at = pack.indexOf(section, from)
        assert.ok(at >= 0, `the pack has the section "${section}" after the one before`)
        from = at + section.length
      }
      assert.ok(pack.includes('D-EDRS'), 'the pack names the aircraft')
      const packHash = /[0-9a-f]{64}/.exec(pack)?.[0]
      assert.ok(packHash, 'the pack prints its hash')

      // The CAO records the review: ARC issued, valid a year; signs it with the password.
      const reference = `DE.CAO.0042/ARC/${language}-${Date.now()}`
      const validUntil = dayFromToday(364)
      await page.getByRole('button', { name: text.recordReview }).click()
      const dialog = page.getByRole('dialog', { name: text.reviewDialog })
      await dialog.waitFor()
      await field(dialog, text.reviewDate).fill(dayFromToday(0))
      await field(dialog, text.arcReference).fill(reference)
      await field(dialog, text.validUntil).fill(validUntil)
      await field(dialog, text.findings).fill('Ohne Beanstandung / no findings')
      // The reviewer and their licence are the signed-in CAO user's profile's (read-only, seeded).
      await expect(field(dialog, text.authorisation)).toHaveValue('DE.66.B1.3344')
      await field(dialog, text.caoApproval).fill('DE.CAO.0042')
      await field(dialog, text.place).fill('Mönchengladbach')
      await dialog.getByRole('button', { name: text.saveReview }).click()
      const sign = page.getByRole('dialog', { name: text.signDialog })
      await sign.waitFor()
      await field(sign, text.password).fill(DEMO_PASSWORD)
      await sign.getByRole('button', { name: text.signWithPassword }).click()
      await expect(page.getByText(text.signed).first()).toBeVisible()
      const [review] = await query(
        live.file,
        "select r.id, r.valid_until, r.pack_hash, s.method from airworthiness_reviews r join release_signatures s on s.subject = 'airworthiness_reviews' and s.record_id = r.id where r.arc_reference = ?",
        [reference],
      )
      assert.ok(review, 'the review is stored and signed')
      assert.equal(String(review.valid_until).slice(0, 10), validUntil)
      assert.equal(review.method, 'password')
      assert.equal(review.pack_hash, packHash, 'the review names the pack the CAO read')

      // A wrong ARC reference is corrected: a new signed review amends the first, which stays, struck through.
      const reviewCard = (/** @type {string} */ ref) => page.getByRole('article').filter({ hasText: ref })
      await reviewCard(reference).getByRole('button', { name: text.correct }).click()
      const correcting = page.getByRole('dialog', { name: text.correctDialog })
      await correcting.waitFor()
      await field(correcting, text.reason).fill('ARC-Nummer vertippt / ARC reference mistyped')
      await field(correcting, text.arcReference).fill(`${reference}-K`)
      await correcting.getByRole('button', { name: text.saveReview }).click()
      await sign.waitFor()
      await field(sign, text.password).fill(DEMO_PASSWORD)
      await sign.getByRole('button', { name: text.signWithPassword }).click()
      await expect(sign).toBeHidden()
      await expect(reviewCard(reference).filter({ hasText: text.corrected }).first()).toBeVisible()
      const [correction] = await query(
        live.file,
        "select r.amends_id as amends, r.valid_until, s.method from airworthiness_reviews r join release_signatures s on s.subject = 'airworthiness_reviews' and s.record_id = r.id where r.arc_reference = ?",
        [`${reference}-K`],
      )
      assert.ok(correction, 'the correction is stored and signed')
      assert.equal(Number(correction.amends), Number(review.id))
      assert.equal(String(correction.valid_until).slice(0, 10), validUntil, 'the validity is the corrected one’s')

      // The dashboard now states the ARC's new validity.
      await page.goto(`/dashboard?aircraft=${ids['D-EDRS']}`)
      const card = page.getByRole('region', { name: 'D-EDRS' })
      await expect(
        card.getByRole('group', { name: 'ARC' }).getByText(text.arcValidUntil(formatDay(validUntil, language))),
      ).toBeVisible()
    })
  })
}
