import { describe, expect, it } from 'vitest'

import { MANUALS } from '../testing/manual-fixtures'
import { effectiveTags, nextSort, searchManuals, sortManuals, visibleColumns } from './manual-filters'

describe('effectiveTags', () => {
  it('is manual and aircraft-maintenance-manual without a route tag', () => {
    expect(effectiveTags(undefined)).toEqual(['manual', 'aircraft-maintenance-manual'])
    expect(effectiveTags([])).toEqual(['manual', 'aircraft-maintenance-manual'])
    expect(effectiveTags('')).toEqual(['manual', 'aircraft-maintenance-manual'])
  })

  it('always includes manual, once and first, for a string or a list', () => {
    expect(effectiveTags('engine')).toEqual(['manual', 'engine'])
    expect(effectiveTags(['manual', 'engine'])).toEqual(['manual', 'engine'])
    expect(effectiveTags(['engine', 'manual', 'engine'])).toEqual(['manual', 'engine'])
    expect(effectiveTags(['manual'])).toEqual(['manual'])
  })
})

describe('visibleColumns', () => {
  it('defaults to date, title and revision, in table order', () => {
    expect(visibleColumns(undefined)).toEqual(['title', 'revision', 'date'])
    expect(visibleColumns(['nonsense'])).toEqual(['title', 'revision', 'date'])
    expect(visibleColumns(['tags', 'title'])).toEqual(['title', 'tags'])
  })
})

describe('sorting', () => {
  it('makes the clicked column the sort and toggles the direction', () => {
    const titleAsc = { by: 'title', descending: false } as const
    expect(nextSort(titleAsc, 'title')).toEqual({ by: 'title', descending: true })
    expect(nextSort(titleAsc, 'date')).toEqual({ by: 'date', descending: true })
    expect(nextSort({ by: 'date', descending: true }, 'date')).toEqual({ by: 'date', descending: false })
  })

  it('sorts manuals and their chapters', () => {
    const byTitle = sortManuals(MANUALS, { by: 'title', descending: false })
    expect(byTitle.map((manual) => manual.title)).toEqual(['Betriebshandbuch O-360', 'Wartungshandbuch DR400'])
    expect(byTitle[1]!.children.map((manual) => manual.title)).toEqual(['Kapitel 05', 'Kapitel 32'])
    const byDateDesc = sortManuals(MANUALS, { by: 'date', descending: true })
    expect(byDateDesc.map((manual) => manual.id)).toEqual([10, 20])
    expect(byDateDesc[0]!.children.map((manual) => manual.id)).toEqual([11, 12])
  })
})

describe('searchManuals', () => {
  it('matches title or description, ignoring case', () => {
    expect(searchManuals(MANUALS, 'o-360').map((manual) => manual.id)).toEqual([20])
    expect(searchManuals(MANUALS, 'OPERATOR').map((manual) => manual.id)).toEqual([20])
    expect(searchManuals(MANUALS, '  ').map((manual) => manual.id)).toEqual([10, 20])
  })

  it('keeps a manual with only its matching chapters', () => {
    const found = searchManuals(MANUALS, 'landing gear')
    expect(found.map((manual) => manual.id)).toEqual([10])
    expect(found[0]!.children.map((manual) => manual.id)).toEqual([12])
  })
})
