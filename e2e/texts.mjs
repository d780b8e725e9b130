// @ts-check
// The product's text catalogue (packages/texts), read as the web app and the server read it: specs name
// a text by its key, so a changed wording changes the test with it.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const FOLDER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../packages/texts')

/** @param {'de' | 'en'} language @returns {Record<string, unknown>} */
function load(language) {
  const folder = path.join(FOLDER, language)
  return Object.fromEntries(
    readdirSync(folder)
      .filter((file) => file.endsWith('.json'))
      .map((file) => [path.basename(file, '.json'), JSON.parse(readFileSync(path.join(folder, file), 'utf8'))]),
  )
}

export const CATALOGUE = { de: load('de'), en: load('en') }

/**
 * One text, by `namespace:key.path` (`boardbook:form.submit`), in one language.
 * @param {'de' | 'en'} language
 * @param {string} key
 * @returns {string}
 */
export function text(language, key) {
  const [namespace, name] = key.split(':')
  /** @type {unknown} */
  let value = CATALOGUE[language][namespace]
  for (const part of name.split('.'))
    value = value && typeof value === 'object' ? /** @type {any} */ (value)[part] : undefined
  if (typeof value !== 'string') throw new Error(`no text ${key} in ${language}`)
  return value
}
