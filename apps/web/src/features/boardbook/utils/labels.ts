import type { Airport, FlightLog, Person } from '../api/types'

/** What the airport lookup lists and shows once chosen: code first, as pilots read it. */
export const airportLabel = (airport: Airport) => `${airport.icao} – ${airport.apt_name}`

export const personLabel = (person: Person) =>
  `${person.first_name} ${person.last_name}${person.abbreviation ? ` (${person.abbreviation})` : ''}`

/** The crew column is narrow: the logbook abbreviation where there is one. */
export const personShort = (person: Person) => person.abbreviation || `${person.first_name} ${person.last_name}`

export const entryLabel = (entry: FlightLog) =>
  `#${entry.number} · ${entry.date.slice(0, 10)} · ${entry.location_to?.icao ?? '?'} → ${entry.location_ldg?.icao ?? '?'}`
