import { Stack } from '@mantine/core'
import { getRouteApi } from '@tanstack/react-router'

import { useCan } from '../lib/aircraft/get-capabilities'
import { aircraftLabel, useCustomerAircrafts } from '../lib/aircraft/get-customer-aircrafts'
import { useSelectedAircraft } from '../lib/aircraft/use-selected-aircraft'
import { AdListPage } from '../features/airworthiness/components/ad-list-page'
import { DashboardPage } from '../features/airworthiness/components/dashboard-page'
import { LogWitnessAlert } from '../features/boardbook/witness/log-witness-alert'
import { EquipmentPage } from '../features/airworthiness/components/equipment-page'
import { LifecyclePage } from '../features/airworthiness/components/lifecycle-page'
import { OperatingHoursPage } from '../features/airworthiness/components/operating-hours-page'

const adRoute = getRouteApi('/authenticated/list/airworthiness-directive')
const equipmentRoute = getRouteApi('/authenticated/list/equipment')

/** Status of the chosen aircraft, or of every aircraft, with the fleet view when there are several. */
export function DashboardScreen() {
  const { id } = useSelectedAircraft()
  const { data = [], isLoading } = useCustomerAircrafts()
  return (
    <Stack>
      {/* The device's witness finding for the chosen aircraft, or for every aircraft in the fleet view. */}
      <LogWitnessAlert aircraftId={id} among={data.map((plane) => plane.id)} />
      <DashboardPage
        aircraft={data.map((plane) => ({ id: plane.id, label: aircraftLabel(plane) }))}
        selected={id}
        isLoading={isLoading}
      />
    </Stack>
  )
}

export function AirworthinessDirectiveScreen() {
  const { id } = useSelectedAircraft()
  const { view, q, status, attention, sort } = adRoute.useSearch()
  const navigate = adRoute.useNavigate()
  return (
    <AdListPage
      aircraftId={id}
      view={view}
      canRecord={useCan('record_compliance', id ?? null)}
      filter={{ q, status, attention, sort }}
      // Typing in the search field must not add a history entry per key.
      onFilterChange={(next) => void navigate({ search: (previous) => ({ ...previous, ...next }), replace: true })}
    />
  )
}

export function LifecycleScreen() {
  const { id } = useSelectedAircraft()
  return <LifecyclePage aircraftId={id} canRecord={useCan('record_compliance', id ?? null)} />
}

export function OperatingHoursScreen() {
  return <OperatingHoursPage aircraftId={useSelectedAircraft().id} />
}

export function EquipmentScreen() {
  const { q } = equipmentRoute.useSearch()
  const navigate = equipmentRoute.useNavigate()
  return (
    <EquipmentPage
      aircraftId={useSelectedAircraft().id}
      search={q ?? ''}
      onSearchChange={(next) =>
        void navigate({ search: (previous) => ({ ...previous, q: next || undefined }), replace: true })
      }
    />
  )
}
