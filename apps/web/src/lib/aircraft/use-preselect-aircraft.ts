import { useNavigate, getRouteApi } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'

import { useMe } from '../current-user/get-me'
import { useCustomerAircrafts } from './get-customer-aircrafts'

// `aircraft` is validated by the root route and kept on every navigation.
const rootRoute = getRouteApi('__root__')

/**
 * When the app opens without `?aircraft=`, it chooses the aircraft the user chose last (remembered on
 * the server, so on any device), or the only one a user with one aircraft has. Once per visit: a user
 * who then clears the choice keeps it cleared.
 */
export function usePreselectAircraft() {
  const { aircraft } = rootRoute.useSearch()
  const { data: list } = useCustomerAircrafts()
  const { data: me } = useMe()
  const navigate = useNavigate()
  const decided = useRef(false)
  useEffect(() => {
    if (decided.current || !list || !me) return
    decided.current = true
    if (aircraft !== undefined) return
    const remembered = list.find((item) => item.id === me.last_aircraft)
    const choice = remembered ?? (list.length === 1 ? list[0] : undefined)
    if (!choice) return
    void navigate({
      to: '.',
      search: (previous) => ({ ...previous, aircraft: choice.id }),
      replace: true,
    })
  }, [aircraft, list, me, navigate])
}
