import { FLIGHT_LOG_MESSAGES } from '@flugakte/domain'
import { describe, expect, it } from 'vitest'

import { resources } from './resources'

function keys(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix]
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key))
}

describe('translations', () => {
  it.each(Object.keys(resources.en) as (keyof typeof resources.en)[])(
    'German and English have the same keys in %s',
    (namespace) => {
      expect(keys(resources.de[namespace]).sort()).toEqual(keys(resources.en[namespace]).sort())
    },
  )
})

describe('boardbook messages', () => {
  it.each(['de', 'en'] as const)('in %s are the domain’s texts, so the form says what the server says', (language) => {
    const texts = Object.fromEntries(Object.entries(FLIGHT_LOG_MESSAGES).map(([key, text]) => [key, text[language]]))
    expect(resources[language].boardbook.messages).toEqual(texts)
  })
})

// The app's own source, as text: a key no screen names is dead text to translate and keep in step.
const SOURCES = Object.values(
  import.meta.glob(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../locales/**', '!../testing/**'], {
    query: '?raw',
    import: 'default',
    eager: true,
  }) as Record<string, string>,
).join('\n')

/** A key counts as used when the source names it, or builds it from a static prefix (`kind.${value}`). */
function isUsed(namespace: string, key: string): boolean {
  const base = key.replace(/_(zero|one|two|few|many|other)$/, '')
  if ([`'${base}'`, `"${base}"`, `\`${base}\``, `${namespace}:${base}`].some((text) => SOURCES.includes(text)))
    return true
  const segments = base.split('.')
  for (let end = segments.length - 1; end >= 1; end--) {
    const prefix = `${segments.slice(0, end).join('.')}.`
    if (SOURCES.includes(`\`${prefix}\${`) || SOURCES.includes(`\`${namespace}:${prefix}\${`)) return true
  }
  return false
}

describe('translation keys', () => {
  it.each(Object.keys(resources.en) as (keyof typeof resources.en)[])('of %s are all used by the app', (namespace) => {
    expect(SOURCES.length).toBeGreaterThan(100_000)
    expect(keys(resources.en[namespace]).filter((key) => !isUsed(namespace, key))).toEqual([])
  })
})
