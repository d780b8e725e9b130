import { Badge } from '@mantine/core'
import type { AircraftStatus, DueStatus } from '@flugakte/domain'
import { useTranslation } from 'react-i18next'

const COLORS: Record<DueStatus | AircraftStatus, string> = {
  ok: 'green',
  airworthy: 'green',
  due_soon: 'yellow',
  overdue: 'red',
  grounded: 'red',
}

/**
 * One colour language for every due item and aircraft: green fine, amber due soon, red overdue or
 * grounded (an open defect forbids further flight).
 */
export function DueStatusBadge({
  status,
  kind = 'item',
}: {
  status: DueStatus | AircraftStatus
  kind?: 'item' | 'aircraft'
}) {
  const { t } = useTranslation()
  const label =
    status === 'ok'
      ? t('due.status.ok')
      : kind === 'aircraft' || status === 'airworthy' || status === 'grounded'
        ? t(`due.aircraftStatus.${status}`)
        : t(`due.status.${status}`)
  return (
    // A status must stay readable: a badge would shrink to its first letters in a narrow table cell.
    <Badge color={COLORS[status]} variant={status === 'grounded' ? 'filled' : 'light'} miw="max-content">
      {label}
    </Badge>
  )
}

export const dueColor = (status: DueStatus | AircraftStatus) => COLORS[status]
