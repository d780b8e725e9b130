import { formatDate } from '../../../lib/dates'
import type { Airport, FlightLog, Person } from '../api/types'

/** What the airport lookup lists and shows once chosen: code first, as pilots read it. */
export const airportLabel = (airport: Airport) => `${airport.icao} – ${airport.apt_name}`

export const personLabel = (person: Person) =>
  `${person.first_name} ${person.last_name}${person.abbreviation ? ` (${person.abbreviation})` : ''}`

/** The crew column is narrow: the logbook abbreviation where there is one. */
export const personShort = (person: Person) => person.abbreviation || `${person.first_name} ${person.last_name}`

/** How the corrections picker names an entry: number, day in the app's format, route. */
export const entryLabel = (entry: FlightLog, language: string) =>
  `#${entry.number} · ${formatDate(entry.date, 'short', language)} · ${entry.location_to?.icao ?? '?'} → ${entry.location_ldg?.icao ?? '?'}`
