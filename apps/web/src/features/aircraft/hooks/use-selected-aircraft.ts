import { useSearch } from '@tanstack/react-router'

import { useCustomerAircrafts, type CustomerAircraft } from '../api/get-customer-aircrafts'

/**
 * The aircraft chosen in the top bar (`?aircraft=`): its id at once, the record once the list has
 * loaded (undefined when the id is not one of the user's aircraft).
 */
export function useSelectedAircraft(): { id: number | undefined; aircraft: CustomerAircraft | undefined } {
  const { aircraft: id } = useSearch({ strict: false }) as { aircraft?: number }
  const { data } = useCustomerAircrafts()
  return { id, aircraft: id === undefined ? undefined : data?.find((item) => item.id === id) }
}
