import { AIRWORTHINESS_KEY, fleetStatusKey } from '../../../lib/aircraft/get-fleet-status'

/**
 * Query keys of the airworthiness feature; a record invalidates everything of its aircraft. The fleet
 * status lives in lib (the aircraft selector and the add-entry dialog read it too).
 */
export const airworthinessKeys = {
  all: AIRWORTHINESS_KEY,
  aircraft: (aircraft: number | null) => [...airworthinessKeys.all, aircraft] as const,
  fleet: fleetStatusKey,
  report: (aircraft: number | null) => [...airworthinessKeys.aircraft(aircraft), 'report'] as const,
  operatingHours: (aircraft: number | null) => [...airworthinessKeys.aircraft(aircraft), 'operating-hours'] as const,
  equipment: (aircraft: number | null) => [...airworthinessKeys.aircraft(aircraft), 'equipment'] as const,
  adRecords: (aircraft: number, directive: number) =>
    [...airworthinessKeys.aircraft(aircraft), 'ad-records', directive] as const,
}
