import { useEffect } from 'react'

import { useSelectedAircraft } from '../../../lib/aircraft/use-selected-aircraft'
import { useOnline } from '../../../lib/use-online'
import { witnessAircraft } from './witness-aircraft'

// One check at a time per aircraft in this tab: a selection and a reconnect at once ask once.
const running = new Map<number, Promise<unknown>>()

/** Runs the witness check of the aircraft once, in the background; a failure to reach the server is silent. */
export function witnessInBackground(aircraftId: number): Promise<unknown> {
  let check = running.get(aircraftId)
  if (!check) {
    check = witnessAircraft(aircraftId)
      .catch(() => undefined)
      .finally(() => running.delete(aircraftId))
    running.set(aircraftId, check)
  }
  return check
}

/**
 * The device as a witness of the aircraft's record log: mounted once in the signed-in frame, it checks
 * the aircraft chosen in the top bar (every screen of an aircraft passes there) when it is chosen and
 * when the connection comes back after being offline. Online only; it renders nothing and holds up
 * nothing: what it finds shows as LogWitnessAlert.
 */
export function LogWitness() {
  const { id } = useSelectedAircraft()
  const online = useOnline()
  useEffect(() => {
    if (id !== undefined && online) void witnessInBackground(id)
  }, [id, online])
  return null
}
