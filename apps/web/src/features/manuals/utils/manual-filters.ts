import { DEFAULT_MANUAL_TAGS, MANUAL_TAG } from '@flugakte/domain'

import type { Manual } from '../api/types'

export const MANUAL_COLUMNS = [
  'title',
  'revision',
  'date',
  'tags',
  'companies',
  'authorities',
  'maintenanceTypes',
] as const
export type ManualColumn = (typeof MANUAL_COLUMNS)[number]
/** Spec: default visible columns. */
export const DEFAULT_COLUMNS: readonly ManualColumn[] = ['date', 'title', 'revision']

export type SortBy = 'title' | 'date'
export type Sort = { by: SortBy; descending: boolean }
export const DEFAULT_SORT: Sort = { by: 'title', descending: false }

/** The tags the list asks for: the route's (a string or a list) plus `manual`, or the defaults. */
export function effectiveTags(tag: string | readonly string[] | undefined): string[] {
  const chosen = (typeof tag === 'string' ? [tag] : (tag ?? [])).filter(Boolean)
  if (chosen.length === 0) return [...DEFAULT_MANUAL_TAGS]
  return [MANUAL_TAG, ...new Set(chosen.filter((key) => key !== MANUAL_TAG))]
}

/** The visible columns in table order; an unknown name is dropped, none chosen means the defaults. */
export function visibleColumns(columns: readonly string[] | undefined): ManualColumn[] {
  const chosen = MANUAL_COLUMNS.filter((column) => columns?.includes(column))
  return chosen.length > 0 ? chosen : MANUAL_COLUMNS.filter((column) => DEFAULT_COLUMNS.includes(column))
}

/** Spec: clicking a header makes it the sort column and toggles the direction. */
export function nextSort(current: Sort, by: SortBy): Sort {
  return { by, descending: !current.descending }
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' })

function compare(a: Manual, b: Manual, by: SortBy): number {
  if (by === 'title') return collator.compare(a.title, b.title)
  return (a.published_at ?? '').localeCompare(b.published_at ?? '') || collator.compare(a.title, b.title)
}

/** Sorts the manuals and, the same way, each one's chapters. */
export function sortManuals(manuals: readonly Manual[], sort: Sort): Manual[] {
  const sign = sort.descending ? -1 : 1
  return [...manuals]
    .map((manual) =>
      manual.children.length > 0 ? { ...manual, children: sortManuals(manual.children, sort) } : manual,
    )
    .sort((a, b) => sign * compare(a, b, sort.by))
}

const matches = (manual: Manual, needle: string) =>
  manual.title.toLowerCase().includes(needle) || (manual.description ?? '').toLowerCase().includes(needle)

/**
 * Spec: case-insensitive substring search on title or description. A manual that matches keeps all
 * its chapters; one that does not stays when a chapter matches, with only the matching chapters.
 */
export function searchManuals(manuals: readonly Manual[], query: string | undefined): Manual[] {
  const needle = (query ?? '').trim().toLowerCase()
  if (!needle) return [...manuals]
  return manuals.flatMap((manual) => {
    if (matches(manual, needle)) return [manual]
    const children = searchManuals(manual.children, needle)
    return children.length > 0 ? [{ ...manual, children }] : []
  })
}
