import { Alert, Stack, Text } from '@mantine/core'
import { IconShieldX } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'

import { formatMoment } from '../../../lib/dates'
import { useWitnessFailures, type WitnessDb, type WitnessRecord } from './witness-store'

/**
 * The red integrity alert of a failed witness check: the aircraft's log on the server is no longer the
 * one this device saw. It stays until a later check passes. Without an aircraft (the fleet dashboard)
 * it shows the failures of the aircraft in `among` (the signed-in user's: the device keeps the heads of
 * every user who signed in on it).
 */
export function LogWitnessAlert({
  aircraftId,
  among,
  db,
}: {
  aircraftId: number | undefined
  among?: readonly number[]
  db?: WitnessDb
}) {
  const failures = useWitnessFailures(aircraftId, db).filter(
    (record) => aircraftId !== undefined || !among || among.includes(record.aircraft_id),
  )
  if (failures.length === 0) return null
  return (
    <Stack gap="xs">
      {failures.map((record) => (
        <WitnessFailureAlert key={record.key} record={record} />
      ))}
    </Stack>
  )
}

function WitnessFailureAlert({ record }: { record: WitnessRecord }) {
  const { t, i18n } = useTranslation('boardbook')
  const kept = record.head!
  const failure = record.failure!
  const vars = {
    registration: kept.registration,
    kept: kept.tree_size,
    received: failure.received?.tree_size ?? 0,
    date: formatMoment(kept.signed_at, i18n.language),
  }
  return (
    <Alert role="alert" color="red" variant="filled" icon={<IconShieldX size={20} />} title={t('witness.title')}>
      <Text size="sm" fw={600}>
        {t('witness.message', vars)}
      </Text>
      <Text size="sm">{t(`witness.reason.${failure.reason}`, vars)}</Text>
      <Text size="sm">{failure.reported_at ? t('witness.reported') : t('witness.notReported')}</Text>
    </Alert>
  )
}
