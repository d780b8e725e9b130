import { getRouteApi } from '@tanstack/react-router'

import { useCustomerAircrafts, type CustomerAircraft } from './get-customer-aircrafts'

// `aircraft` is validated by the root route and kept on every navigation.
const rootRoute = getRouteApi('__root__')

/**
 * The aircraft chosen in the top bar (`?aircraft=`): its id at once, the record once the list has
 * loaded (undefined when the id is not one of the user's aircraft).
 */
export function useSelectedAircraft(): { id: number | undefined; aircraft: CustomerAircraft | undefined } {
  const { aircraft: id } = rootRoute.useSearch()
  const { data } = useCustomerAircrafts()
  return { id, aircraft: id === undefined ? undefined : data?.find((item) => item.id === id) }
}
