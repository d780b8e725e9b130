import type { AdStatus } from '@flugakte/domain'

export const AD_SORTS = ['number', 'due', 'status'] as const
export type AdSort = (typeof AD_SORTS)[number]

/** What a user filters and sorts the AD list by; kept in the URL, so a bookmark or a reload keeps it. */
export type AdFilter = { q?: string; status?: AdStatus[]; attention?: boolean; sort?: AdSort }
