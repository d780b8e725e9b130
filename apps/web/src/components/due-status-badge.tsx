import { Badge } from '@mantine/core'
import type { AircraftStatus, DueStatus } from '@flugakte/domain'
import { useTranslation } from 'react-i18next'

const COLORS: Record<DueStatus | AircraftStatus, string> = {
  ok: 'green',
  airworthy: 'green',
  due_soon: 'yellow',
  overdue: 'red',
}

/** One colour language for every due item and aircraft: green fine, amber due soon, red overdue. */
export function DueStatusBadge({
  status,
  kind = 'item',
}: {
  status: DueStatus | AircraftStatus
  kind?: 'item' | 'aircraft'
}) {
  const { t } = useTranslation()
  const label =
    kind === 'aircraft' && status !== 'ok'
      ? t(`due.aircraftStatus.${status}`)
      : status === 'airworthy'
        ? t('due.aircraftStatus.airworthy')
        : t(`due.status.${status}`)
  return (
    <Badge color={COLORS[status]} variant="light">
      {label}
    </Badge>
  )
}

export const dueColor = (status: DueStatus | AircraftStatus) => COLORS[status]
