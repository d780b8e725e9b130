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
