import type { AdStatus, DirectiveRow } from '@flugakte/domain'

export const AD_SORTS = ['number', 'due', 'status'] as const
export type AdSort = (typeof AD_SORTS)[number]

/** What a user filters and sorts the AD list by; kept in the URL, so a bookmark or a reload keeps it. */
export type AdFilter = { q?: string; status?: AdStatus[]; attention?: boolean; sort?: AdSort }

const STATUS_ORDER: Record<AdStatus, number> = { open: 0, recurring: 1, complied: 2, not_applicable: 3 }

function sortRows(rows: DirectiveRow[], sort: AdSort): DirectiveRow[] {
  const byNumber = (a: DirectiveRow, b: DirectiveRow) =>
    a.number.localeCompare(b.number) || (a.component?.name ?? '').localeCompare(b.component?.name ?? '')
  if (sort === 'status')
    return [...rows].sort((a, b) => STATUS_ORDER[a.status] - STATUS_ORDER[b.status] || byNumber(a, b))
  if (sort === 'due')
    return [...rows].sort(
      (a, b) => (a.due?.projected_date ?? '9999').localeCompare(b.due?.projected_date ?? '9999') || byNumber(a, b),
    )
  return [...rows].sort(byNumber)
}

/** The rows of one view (the aircraft's ADs, its parts' or all) that pass the filter, in its order. */
export function directivesShown(
  directives: DirectiveRow[],
  view: DirectiveRow['applies_to'] | undefined,
  { q = '', status = [], attention = false, sort = 'number' }: AdFilter,
): DirectiveRow[] {
  const query = q.trim().toLowerCase()
  const shown = directives.filter(
    (row) =>
      (view === undefined || row.applies_to === view) &&
      (status.length === 0 || status.includes(row.status)) &&
      (!attention || (row.due !== null && row.due.status !== 'ok')) &&
      (query === '' ||
        [row.number, row.title, row.component?.name ?? '', row.component?.serial_number ?? ''].some((text) =>
          text.toLowerCase().includes(query),
        )),
  )
  return sortRows(shown, sort)
}
