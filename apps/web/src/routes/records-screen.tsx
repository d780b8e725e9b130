import { getRouteApi } from '@tanstack/react-router'

import { useSelectedAircraft } from '../lib/aircraft/use-selected-aircraft'
import { RecordsPage } from '../features/records/components/records-page'

const route = getRouteApi('/authenticated/records')

/** Akten & ARC of the aircraft chosen in the top bar, as of `?date=` (today without one). */
export function RecordsScreen() {
  const { id, aircraft } = useSelectedAircraft()
  const { date } = route.useSearch()
  return <RecordsPage aircraftId={id} registration={aircraft?.registration} date={date} />
}
