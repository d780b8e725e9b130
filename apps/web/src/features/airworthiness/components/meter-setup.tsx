import { HOBBS_UNITS, type HobbsUnit } from '@flugakte/domain'
import { Alert, Button, Card, Group, Select, Stack, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { ApiError } from '../../../lib/api-client'
import { capabilitiesQueryOptions } from '../../../lib/aircraft/get-capabilities'
import { notifySuccess } from '../../../lib/notify'
import { useUpdateHobbsUnit } from '../api/update-hobbs-unit'

/**
 * The aircraft's Hobbs meter in its setup: what the meter shows (hours:minutes, tenths or hundredths of
 * an hour), in which journey-log entries take and print their readings. Whoever may change the aircraft
 * (the server's capabilities say so) changes it here; everybody else sees it.
 */
export function MeterSetup({ aircraftId }: { aircraftId: number }) {
  const { t } = useTranslation(['airworthiness', 'common'])
  const { data = [] } = useQuery(capabilitiesQueryOptions())
  const aircraft = data.find((item) => item.id === aircraftId)
  const update = useUpdateHobbsUnit()
  const [chosen, setChosen] = useState<HobbsUnit | null>(null)
  if (!aircraft) return null
  const unit = chosen ?? aircraft.hobbs_unit
  const options = HOBBS_UNITS.map((value) => ({ value, label: t(`meter.${value}`) }))

  const save = async () => {
    try {
      // The choice stays shown while the capabilities are asked again, which then name it as the aircraft's.
      await update.mutateAsync({ aircraft: aircraftId, hobbsUnit: unit })
      notifySuccess(t('meter.saved', { unit: t(`meter.${unit}`) }))
    } catch {
      // The message is shown below.
    }
  }

  return (
    <Card withBorder component="section" aria-label={t('meter.title')}>
      <Stack gap="xs">
        <Title order={3}>{t('meter.title')}</Title>
        {aircraft.edit_setup ? (
          <Group align="flex-end">
            <Select
              label={t('meter.shows')}
              data={options}
              value={unit}
              allowDeselect={false}
              onChange={(value) => setChosen(value as HobbsUnit)}
              w={320}
            />
            <Button onClick={save} loading={update.isPending} disabled={unit === aircraft.hobbs_unit}>
              {t('meter.save')}
            </Button>
          </Group>
        ) : (
          <Text>
            {t('meter.shows')}: {t(`meter.${aircraft.hobbs_unit}`)}
          </Text>
        )}
        <Text size="sm" c="dimmed">
          {t('meter.hint')}
        </Text>
        {update.error ? (
          <Alert color="red" role="alert">
            {update.error instanceof ApiError ? update.error.messages.join(' ') : t('common:error.generic')}
          </Alert>
        ) : null}
      </Stack>
    </Card>
  )
}
