import { Select } from '@mantine/core'
import { IconPlane } from '@tabler/icons-react'
import { useNavigate, getRouteApi } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'

import { useMe } from '../lib/current-user/get-me'
import { aircraftLabel, useCustomerAircrafts } from '../lib/aircraft/get-customer-aircrafts'
import { useRememberAircraft } from '../lib/aircraft/remember-aircraft'

// `aircraft` is validated by the root route and kept on every navigation.
const rootRoute = getRouteApi('__root__')

/**
 * The aircraft whose records every screen shows; the choice lives in `?aircraft=` and is remembered on
 * the server for the next login.
 */
export function AircraftSelector({ width, label }: { width?: string; label?: string } = {}) {
  const { t } = useTranslation('layout')
  const navigate = useNavigate()
  const { aircraft } = rootRoute.useSearch()
  const { data = [], isLoading } = useCustomerAircrafts()
  const { data: me } = useMe()
  const remember = useRememberAircraft()
  return (
    <Select
      aria-label={label ?? t('topBar.aircraft')}
      placeholder={isLoading ? '…' : data.length ? t('topBar.aircraftPlaceholder') : t('topBar.noAircraft')}
      leftSection={<IconPlane size={16} />}
      data={data.map((item) => ({ value: String(item.id), label: aircraftLabel(item) }))}
      value={aircraft ? String(aircraft) : null}
      onChange={(value) => {
        if (me) remember.mutate({ userId: me.id, aircraft: value ? Number(value) : null })
        void navigate({
          to: '.',
          // A page number belongs to the previous aircraft's list.
          search: (previous) => ({
            ...previous,
            page: undefined,
            aircraft: value ? Number(value) : undefined,
          }),
        })
      }}
      searchable
      clearable
      w={width ?? { base: 170, sm: 240 }}
      comboboxProps={{ withinPortal: true }}
    />
  )
}
