import { describe, expect, it } from 'vitest'

import { directive, due } from '../testing/fixtures'
import { directivesShown } from './ad-filter'

const rows = [
  directive('2021-07-09', { status: 'complied', due: null }),
  directive('2019-03-01', { status: 'open', due: due('overdue', { projected_date: '2026-01-10' }) }),
  directive('2020-11-20', {
    applies_to: 'component',
    component: { id: 'p1', name: 'Propeller', part_number: null, serial_number: 'MT-4711', position: null },
    due: due('due_soon', { projected_date: '2026-02-01' }),
  }),
]
const numbers = (shown: { number: string }[]) => shown.map((row) => row.number)

describe('the AD list filter', () => {
  it('orders by number unless asked otherwise, by projected date or by status', () => {
    expect(numbers(directivesShown(rows, undefined, {}))).toEqual(['2019-03-01', '2020-11-20', '2021-07-09'])
    expect(numbers(directivesShown(rows, undefined, { sort: 'due' }))).toEqual([
      '2019-03-01',
      '2020-11-20',
      '2021-07-09',
    ])
    expect(numbers(directivesShown(rows, undefined, { sort: 'status' }))[0]).toBe('2019-03-01')
    expect(numbers(directivesShown(rows, undefined, { sort: 'status' })).at(-1)).toBe('2021-07-09')
  })

  it('keeps the view, the statuses, what needs attention and the search text', () => {
    expect(numbers(directivesShown(rows, 'component', {}))).toEqual(['2020-11-20'])
    expect(numbers(directivesShown(rows, undefined, { status: ['complied'] }))).toEqual(['2021-07-09'])
    expect(numbers(directivesShown(rows, undefined, { attention: true }))).toEqual(['2019-03-01', '2020-11-20'])
    expect(numbers(directivesShown(rows, undefined, { q: ' mt-47 ' }))).toEqual(['2020-11-20'])
  })
})
