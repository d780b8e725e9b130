import { Badge, Group, Select, type BoxProps } from '@mantine/core'
import { IconAlertOctagon, IconPlane } from '@tabler/icons-react'
import { useNavigate, getRouteApi } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'

import { useMe } from '../lib/current-user/get-me'
import { aircraftLabel, useCustomerAircrafts } from '../lib/aircraft/get-customer-aircrafts'
import { useFleetStatus } from '../lib/aircraft/get-fleet-status'
import { useRememberAircraft } from '../lib/aircraft/remember-aircraft'

// `aircraft` is validated by the root route and kept on every navigation.
const rootRoute = getRouteApi('__root__')

/**
 * The aircraft whose records every screen shows; the choice lives in `?aircraft=` and is remembered on
 * the server for the next login. A grounded aircraft is marked red, in words too (its option and the
 * chosen value say "grounded", so a screen reader says it as well).
 */
export function AircraftSelector({ width, label }: { width?: BoxProps['w']; label?: string } = {}) {
  const { t } = useTranslation('layout')
  const { t: common } = useTranslation()
  const navigate = useNavigate()
  const { aircraft } = rootRoute.useSearch()
  const { data = [], isLoading } = useCustomerAircrafts()
  // The dashboard's answer (or the device's copy of it); only asked for once there are aircraft.
  const { data: fleet } = useFleetStatus(data.length > 0)
  const grounded = new Set(
    fleet?.aircraft.filter((summary) => summary.status === 'grounded').map((summary) => summary.aircraft.id),
  )
  const groundedWord = common('due.aircraftStatus.grounded')
  const chosenGrounded = aircraft !== undefined && grounded.has(aircraft)
  const { data: me } = useMe()
  const remember = useRememberAircraft()
  return (
    <Select
      aria-label={label ?? t('topBar.aircraft')}
      placeholder={isLoading ? '…' : data.length ? t('topBar.aircraftPlaceholder') : t('topBar.noAircraft')}
      leftSection={
        chosenGrounded ? (
          <IconAlertOctagon size={16} color="var(--mantine-color-red-7)" aria-hidden />
        ) : (
          <IconPlane size={16} />
        )
      }
      data={data.map((item) => ({
        value: String(item.id),
        label: grounded.has(item.id) ? `${aircraftLabel(item)} – ${groundedWord}` : aircraftLabel(item),
      }))}
      renderOption={({ option }) => {
        const item = data.find((plane) => String(plane.id) === option.value)
        if (!item || !grounded.has(item.id)) return option.label
        return (
          <Group gap={6} wrap="nowrap">
            <span style={{ whiteSpace: 'nowrap' }}>{aircraftLabel(item)}</span>{' '}
            <Badge color="red" variant="filled" size="sm" miw="max-content">
              {groundedWord}
            </Badge>
          </Group>
        )
      }}
      styles={chosenGrounded ? { input: { color: 'var(--mantine-color-red-8)', fontWeight: 600 } } : undefined}
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
      // In the phone's top bar it gives way to the buttons beside it.
      miw={0}
      // On a phone the field is narrow: the list takes the width its names (and their status) need.
      comboboxProps={{ withinPortal: true, width: 'max-content', position: 'bottom-start' }}
    />
  )
}
