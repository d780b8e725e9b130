import { ApiError } from '../../../lib/api-client'
import { isAirportSearch } from '../api/search-airports'
import { isPersonSearch } from '../api/search-people'
import type { Airport, Person } from '../api/types'

/** As many as the server search returns. */
const LIMIT = 20
/** The aerodromes offered in an empty airport field. */
export const RECENT_AIRPORTS = 8
// As the server search: archived accounts no longer fly; suspended ones still appear on entries made for them.
const SELECTABLE = new Set(['draft', 'active', 'suspended'])

/** Lower case without accents: "MÜNCHEN", "München" and "munchen" read alike, "ß" as "ss". */
export const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')

/** As the server's `like`: every word of the text occurs in one of the fields. */
function matcher(text: string) {
  const words = folded(text).split(/\s+/).filter(Boolean)
  return (...fields: (string | null | undefined)[]) =>
    fields.some((field) => {
      const value = folded(field ?? '')
      return words.every((word) => value.includes(word))
    })
}

const byText = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'base' })

/** The airport lookup without the server: ICAO code or name, from the same length on, sorted by name. */
export function searchAirportsOnDevice(airports: readonly Airport[], text: string): Airport[] {
  if (!isAirportSearch(text)) return []
  const matches = matcher(text)
  return airports
    .filter((airport) => matches(airport.icao, airport.apt_name))
    .sort((a, b) => byText(a.apt_name, b.apt_name))
    .slice(0, LIMIT)
}

/** The person lookup without the server: first name, last name or abbreviation, sorted by last name. */
export function searchPeopleOnDevice(people: readonly (Person & { status?: string })[], text: string): Person[] {
  if (!isPersonSearch(text)) return []
  const matches = matcher(text)
  return people
    .filter(
      (person) =>
        (person.status === undefined || SELECTABLE.has(person.status)) &&
        matches(person.first_name, person.last_name, person.abbreviation),
    )
    .sort((a, b) => byText(a.last_name, b.last_name) || byText(a.first_name, b.first_name))
    .slice(0, LIMIT)
}

/** The fetch failed without an answer from the server (no connection), not with one (a refusal). */
export const isUnreachable = (error: unknown) => error != null && !(error instanceof ApiError)
