import type { DeferralDeadline } from '@flugakte/domain'
import type { TFunction } from 'i18next'

import { formatNumber } from '../../../lib/numbers'

/** A deferral's deadline as entered: "10 h · 50 cyc. · 30 days" (whichever comes first). */
export function deadlineText(deadline: DeferralDeadline, t: TFunction, language: string): string {
  const parts: string[] = []
  if (deadline.hours !== null)
    parts.push(
      t('due.hours', { value: formatNumber(deadline.hours, language, Number.isInteger(deadline.hours) ? 0 : 1) }),
    )
  if (deadline.cycles !== null) parts.push(t('due.cycles', { value: deadline.cycles }))
  if (deadline.days !== null) parts.push(t('due.days', { count: deadline.days }))
  return parts.join(' · ')
}
