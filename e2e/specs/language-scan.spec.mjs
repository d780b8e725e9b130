// @ts-check
// One language at a time: a German session shows no text of the English catalogue on the boardbook, the
// add-entry dialog, the dashboard, the lifecycle, the AD list and the settings, and an English session
// none of the German catalogue. The catalogues are the product's (packages/texts).
import assert from 'node:assert/strict'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { test } from '../fixtures.mjs'
import { logIn, openIn, restAs } from '../web-app.mjs'
import { storeLanguage } from './settings-helpers.mjs'

const LOCALES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../packages/texts')

/** @param {unknown} value @returns {string[]} */
function strings(value) {
  if (typeof value === 'string') return [value]
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings)
  return []
}

/** @param {'de' | 'en'} language */
function catalogue(language) {
  const folder = path.join(LOCALES, language)
  return readdirSync(folder).flatMap((file) => strings(JSON.parse(readFileSync(path.join(folder, file), 'utf8'))))
}

/**
 * The pieces of one language's texts that the other language never uses: each text split at its
 * placeholders, pieces of at least two words or eight letters (shorter ones are shared words such as
 * "Status", "Hobbs" or a registration mark, or occur inside other words).
 * @param {'de' | 'en'} language
 */
function onlyIn(language) {
  const other = new Set(catalogue(language === 'de' ? 'en' : 'de'))
  const otherText = [...other].join('\n')
  const pieces = new Set()
  for (const text of catalogue(language)) {
    if (other.has(text)) continue
    for (const piece of text.split(/\{\{[^}]*\}\}|<[^>]*>/)) {
      const trimmed = piece.trim().replace(/^[\s:·–,.()/-]+|[\s:·–,.()/-]+$/g, '')
      const long = /\s/.test(trimmed) || trimmed.length >= 8
      if (long && /\p{L}{3}/u.test(trimmed) && !otherText.includes(trimmed)) pieces.add(trimmed)
    }
  }
  return [...pieces]
}

/**
 * Words that are in a catalogue but reach these screens as record text, which stays as it was entered
 * (records are evidence and are not translated): the demo installation positions ("Triebwerk / engine"),
 * a demo AD record's not-applicable reason ("Gilt für DA 40 und DA 40 F; … (Werknummer 40.N312)"), and
 * the titles of the demo's documents, uploaded in German, which the records screen names as evidence
 * ("Lufttüchtigkeitszeugnis D-EXAB", "Flughandbuch DA 40 NG").
 */
const ENTERED_TEXT = [
  'Triebwerk',
  'Gilt für',
  'Werknummer',
  'Instandhaltungsprogramm',
  'Lufttüchtigkeitszeugnis',
  'Flugfunkgenehmigung',
  'Eintragungsschein',
  'Kennblatt (TCDS',
  'Versicherungsnachweis',
  'Lärmzeugnis',
  'Flughandbuch',
]

/**
 * @param {string} text the visible text of a screen
 * @param {string[]} foreign pieces of the other language
 */
function foreignIn(text, foreign) {
  return foreign
    .filter((piece) => !ENTERED_TEXT.includes(piece))
    .filter((piece) =>
      new RegExp(`(^|[^\\p{L}])${piece.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}])`, 'u').test(text),
    )
}

/** @param {import('playwright-core').Page} page */
async function visibleText(page) {
  await page.waitForLoadState('networkidle')
  return page.locator('body').innerText()
}

const SESSIONS = /** @type {const} */ ([
  ['de', 'member@flugakte.test', 'D-EKLU', { addEntry: 'Eintrag hinzufügen', dialog: 'Bordbucheintrag hinzufügen' }],
  ['en', 'operator@flugakte.test', 'D-EXAB', { addEntry: 'Add entry', dialog: 'Add journey-log entry' }],
])

for (const [language, email, registration, text] of SESSIONS) {
  test(`[${language}] a ${language === 'de' ? 'German' : 'English'} session shows no text of the other language`, async ({
    page,
    baseURL,
  }) => {
    const foreign = onlyIn(language === 'de' ? 'en' : 'de')
    assert.ok(foreign.length > 100, `the other catalogue has texts to look for (${foreign.length})`)
    const account = await restAs(baseURL, email)
    const planes = await (
      await account.call(`/api/customer_aircrafts?depth=0&where[registration][equals]=${registration}`)
    ).json()
    await account.logOut()
    const id = planes.docs[0].id
    if (language === 'en') await storeLanguage(baseURL, email, 'en-US')
    try {
      await openIn(page, language)
      await logIn(page, language, { email })
      /** @type {Record<string, string[]>} */
      const found = {}
      for (const screen of [
        `/dashboard?aircraft=${id}`,
        `/boardbook?aircraft=${id}`,
        `/lifecycle?aircraft=${id}`,
        `/defects?aircraft=${id}`,
        `/records?aircraft=${id}`,
        `/list/airworthiness-directive?view=aircraft&aircraft=${id}`,
        `/settings/user?aircraft=${id}`,
      ]) {
        await page.goto(screen)
        const shown = await visibleText(page)
        const hits = foreignIn(shown, foreign)
        // Localized record names (maintenance tasks) come in the session's language too.
        if (screen.startsWith('/lifecycle')) {
          const [own, other] =
            language === 'de'
              ? ['100-Stunden-Kontrolle', '100-hour inspection']
              : ['100-hour inspection', '100-Stunden-Kontrolle']
          assert.ok(shown.includes(own), `the task name in the session's language: ${own}`)
          if (shown.includes(other)) hits.push(other)
        }
        if (hits.length) found[screen] = hits
        if (screen.startsWith('/boardbook')) {
          await page.getByRole('button', { name: text.addEntry, exact: true }).click()
          await page.getByRole('dialog', { name: text.dialog }).waitFor()
          const dialogHits = foreignIn(await visibleText(page), foreign)
          if (dialogHits.length) found[`${screen} (dialog)`] = dialogHits
          await page.keyboard.press('Escape')
        }
      }
      assert.deepEqual(found, {}, 'texts of the other language')
    } finally {
      if (language === 'en') await storeLanguage(baseURL, email, 'de-DE')
    }
  })
}
