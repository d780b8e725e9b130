import { formatDate } from '../../../lib/dates'
import type { Airport, FlightLog, Person } from '../api/types'

/** What the airport lookup lists and shows once chosen: code first, as pilots read it. */
const AIRPORT_LABEL_SEPARATOR = ' – '

export const airportLabel = (airport: Airport) => `${airport.icao}${AIRPORT_LABEL_SEPARATOR}${airport.apt_name}`

/** The aerodrome an option's label names (the outbox keeps labels, not aerodromes). */
export function airportOfLabel(id: number, label: string): Airport {
  const at = label.indexOf(AIRPORT_LABEL_SEPARATOR)
  return at < 0
    ? { id, icao: label, apt_name: '' }
    : { id, icao: label.slice(0, at), apt_name: label.slice(at + AIRPORT_LABEL_SEPARATOR.length) }
}

export const personLabel = (person: Person) =>
  `${person.first_name} ${person.last_name}${person.abbreviation ? ` (${person.abbreviation})` : ''}`

/** The crew column is narrow: the logbook abbreviation where there is one. */
export const personShort = (person: Person) => person.abbreviation || `${person.first_name} ${person.last_name}`

/** How the corrections picker names an entry: number, day in the app's format, route. */
export const entryLabel = (entry: FlightLog, language: string) =>
  `#${entry.number} · ${formatDate(entry.date, 'short', language)} · ${entry.location_to?.icao ?? '?'} → ${entry.location_ldg?.icao ?? '?'}`
