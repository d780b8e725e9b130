import { daysBetween } from './dates'
import type { AircraftStatus, DueItem, DueStatus, ExpiringDocument } from './types'

const SEVERITY: Record<DueStatus, number> = { overdue: 0, due_soon: 1, ok: 2 }

/** Most urgent first: overdue, due soon, fine; then the earliest projected day, the most used, the key. */
export function rankDueItems(items: readonly DueItem[]): DueItem[] {
  return [...items].sort(
    (a, b) =>
      SEVERITY[a.due.status] - SEVERITY[b.due.status] ||
      (a.due.projected_date ?? '9999').localeCompare(b.due.projected_date ?? '9999') ||
      b.due.consumed - a.due.consumed ||
      a.key.localeCompare(b.key),
  )
}

/**
 * Grounded when an open defect forbids flight; overdue when anything is overdue or a certificate has
 * expired; due soon when anything is due soon.
 */
export function aircraftStatus(
  items: readonly DueItem[],
  documents: readonly ExpiringDocument[],
  grounded = false,
): AircraftStatus {
  if (grounded) return 'grounded'
  if (items.some((item) => item.due.status === 'overdue') || documents.some((document) => document.days_left < 0))
    return 'overdue'
  if (items.some((item) => item.due.status === 'due_soon')) return 'due_soon'
  return 'airworthy'
}

/** The documents that expire within `withinDays` (expired ones included), soonest first. */
export function expiringDocuments(
  documents: readonly { id: number; title: string; tag: ExpiringDocument['tag']; expires_at: string | null }[],
  today: string,
  withinDays = 60,
): ExpiringDocument[] {
  return documents
    .flatMap((document) => {
      if (!document.expires_at) return []
      const expires = document.expires_at.slice(0, 10)
      const days = daysBetween(today, expires)
      return days <= withinDays
        ? [{ id: document.id, title: document.title, tag: document.tag, expires_at: expires, days_left: days }]
        : []
    })
    .sort((a, b) => a.days_left - b.days_left || a.id - b.id)
}
