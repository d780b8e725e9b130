import { fromMinutes, type Due } from '@flugakte/domain'
import type { TFunction } from 'i18next'

import { formatDate } from './dates'

/** "1234:30 h · 812 cyc. · 22 Nov 26", the readings and day an item falls due at. */
export function dueAtText(due: Due, t: TFunction, language: string): string {
  const parts: string[] = []
  if (due.due_at.minutes !== undefined)
    parts.push(t('due.hours', { value: fromMinutes(Math.max(0, due.due_at.minutes)) }))
  if (due.due_at.cycles !== undefined) parts.push(t('due.cycles', { value: due.due_at.cycles }))
  if (due.due_at.date !== undefined) parts.push(formatDate(due.due_at.date, 'short', language))
  return parts.join(' · ')
}

/** The margin left per dimension; an exceeded one reads "… over". */
export function remainingText(due: Due, t: TFunction): string {
  const parts: string[] = []
  const phrase = (value: string, negative: boolean) =>
    negative ? t('due.overBy', { value }) : t('due.left', { value })
  const { minutes, cycles, days } = due.remaining
  if (minutes !== undefined) parts.push(phrase(t('due.hours', { value: fromMinutes(Math.abs(minutes)) }), minutes < 0))
  if (cycles !== undefined) parts.push(phrase(t('due.cycles', { value: Math.abs(cycles) }), cycles < 0))
  if (days !== undefined) parts.push(phrase(t('due.days', { count: Math.abs(days) }), days < 0))
  return parts.join(' · ')
}

/** The projected day, or why there is none. */
export function projectedText(due: Due, t: TFunction, language: string): string {
  return due.projected_date ? formatDate(due.projected_date, 'short', language) : t('due.noProjection')
}
