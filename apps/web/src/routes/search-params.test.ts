import { AD_STATUSES } from '@flugakte/domain'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'

import {
  flag,
  listOf,
  literal,
  matching,
  oneOf,
  positiveInteger,
  searchSchema,
  text,
  textOrTexts,
} from './search-params'

// Each parser beside the zod schema it stands in for (`.optional().catch(undefined)` inside z.object).
const twins = [
  ['text', text, z.string()],
  ['flag', flag, z.boolean()],
  ['positiveInteger', positiveInteger, z.coerce.number().int().positive()],
  ['matching', matching(/^\/(?!\/)/), z.string().regex(/^\/(?!\/)/)],
  ['oneOf', oneOf(['component', 'aircraft']), z.enum(['component', 'aircraft'])],
  ['literal', literal(1), z.literal(1)],
  ['listOf(text)', listOf(text), z.array(z.string())],
  ['listOf(oneOf)', listOf(oneOf(AD_STATUSES)), z.array(z.enum(AD_STATUSES))],
  ['textOrTexts', textOrTexts, z.union([z.string(), z.array(z.string())])],
] as const

// What a URL's search can hold once the router has parsed it (JSON values and plain strings).
const values = [
  undefined,
  null,
  '',
  'text',
  '/dashboard',
  '//evil.example',
  'https://evil.example',
  'component',
  'aircraft',
  AD_STATUSES[0],
  '1',
  '2',
  ' 3 ',
  '0',
  '-4',
  '1.5',
  '1e3',
  'x',
  1,
  2,
  0,
  -1,
  2.5,
  1e21,
  Number.MAX_SAFE_INTEGER + 2,
  true,
  false,
  [],
  ['a', 'b'],
  ['a', 2],
  [AD_STATUSES[0], AD_STATUSES[1]],
  [AD_STATUSES[0], 'nonsense'],
  [7],
  { a: 1 },
]

describe.each(twins)('%s', (_name, parse, schema) => {
  const zodSearch = z.object({ key: (schema as z.ZodType).optional().catch(undefined) })
  const search = searchSchema({ key: parse })

  it.each(values.map((value) => [value]))('agrees with zod on %j', (value) => {
    expect(search({ key: value })).toStrictEqual(zodSearch.parse({ key: value }))
  })

  it('leaves a missing param absent, as zod does', () => {
    expect(search({ other: 1 })).toStrictEqual(zodSearch.parse({ other: 1 }))
  })
})
