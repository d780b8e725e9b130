import { pilotInCommand } from '@flugakte/domain'

import { ApiError } from '../../../lib/api-client'
import type { FlightLog, Person } from '../api/types'

/** The characters of a hash shown to a person: enough to compare by eye, short enough to read. */
export const HASH_PREFIX_LENGTH = 12

export const hashPrefix = (hash: string) => hash.slice(0, HASH_PREFIX_LENGTH)

/** The crew member in command, named: the one the server says, else the one the duties say. */
export function picOf(entry: FlightLog): Person | null {
  const crew = entry.crew
  if (!crew) return null
  const byId = [crew.pilot, crew.copilot].find((person) => person && entry.pic && person.id === entry.pic)
  return byId ?? crew[pilotInCommand(entry) ?? 'pilot'] ?? null
}

/**
 * An entry with the aircraft it belongs to, which its content hash covers: a boardbook row leaves it
 * out, since the whole page is of one aircraft.
 */
export const onAircraft = (entry: FlightLog, aircraftId: number): FlightLog =>
  entry.customer_aircraft ? entry : { ...entry, customer_aircraft: aircraftId }

export const signerName = (signer: { first_name: string; last_name: string }) =>
  `${signer.first_name} ${signer.last_name}`

/** The server's refusal as it worded it, or the fallback when it said nothing (the network, a 500). */
export function refusalOf(error: unknown, fallback: string): string[] {
  return error instanceof ApiError && error.messages.length > 0 ? error.messages : [fallback]
}
