import { describe, expect, it } from 'vitest'

import { ApiError } from '../../../lib/api-client'
import { folded, isUnreachable, searchAirportsOnDevice, searchPeopleOnDevice } from './local-search'

const AIRPORTS = [
  { id: 1, icao: 'EDDM', apt_name: 'München' },
  { id: 2, icao: 'EDMA', apt_name: 'Augsburg' },
  { id: 3, icao: 'EDKB', apt_name: 'Bonn-Hangelar' },
  { id: 4, icao: 'EDMN', apt_name: 'Mindelheim-Mattsies' },
  { id: 5, icao: 'EDDK', apt_name: 'Köln/Bonn' },
]

const PEOPLE = [
  { id: 7, first_name: 'Jonas', last_name: 'Becker', abbreviation: 'JBE', status: 'active' },
  { id: 8, first_name: 'Sophie', last_name: 'Koch', abbreviation: 'SKO', status: 'active' },
  { id: 9, first_name: 'Jörg', last_name: 'Müller', abbreviation: null, status: 'suspended' },
  { id: 10, first_name: 'Anna', last_name: 'Ährlich', abbreviation: 'AAE', status: 'draft' },
  { id: 11, first_name: 'Jonathan', last_name: 'Alt', abbreviation: 'JAL', status: 'archived' },
]

const names = (found: { id: number }[]) => found.map((item) => item.id)

describe('searchAirportsOnDevice', () => {
  it('finds a name with or without its accents, in any case', () => {
    for (const text of ['munchen', 'münchen', 'MÜNCHEN', 'Mün']) {
      expect(names(searchAirportsOnDevice(AIRPORTS, text))).toEqual([1])
    }
    expect(names(searchAirportsOnDevice(AIRPORTS, 'koln'))).toEqual([5])
  })

  it('finds ICAO codes and parts of names, sorted by name', () => {
    expect(names(searchAirportsOnDevice(AIRPORTS, 'edm'))).toEqual([2, 4])
    expect(names(searchAirportsOnDevice(AIRPORTS, 'bonn'))).toEqual([3, 5])
    expect(names(searchAirportsOnDevice(AIRPORTS, 'EDD'))).toEqual([5, 1])
  })

  it('needs every typed word in one field, as the server search does', () => {
    expect(names(searchAirportsOnDevice(AIRPORTS, 'bonn hangelar'))).toEqual([3])
    expect(names(searchAirportsOnDevice(AIRPORTS, 'EDKB Bonn'))).toEqual([])
  })

  it('starts from the third character, as the server search does', () => {
    expect(searchAirportsOnDevice(AIRPORTS, 'ED')).toEqual([])
    expect(searchAirportsOnDevice(AIRPORTS, '  m ')).toEqual([])
    expect(names(searchAirportsOnDevice(AIRPORTS, 'EDK'))).toEqual([3])
  })
})

describe('searchPeopleOnDevice', () => {
  it('finds first name, last name or abbreviation, accents and case aside, sorted by last name', () => {
    expect(names(searchPeopleOnDevice(PEOPLE, 'jo'))).toEqual([7, 9])
    expect(names(searchPeopleOnDevice(PEOPLE, 'MULLER'))).toEqual([9])
    expect(names(searchPeopleOnDevice(PEOPLE, 'müller'))).toEqual([9])
    expect(names(searchPeopleOnDevice(PEOPLE, 'sko'))).toEqual([8])
    expect(names(searchPeopleOnDevice(PEOPLE, 'ah'))).toEqual([10])
  })

  it('leaves out archived accounts and starts from the second character', () => {
    expect(names(searchPeopleOnDevice(PEOPLE, 'jonath'))).toEqual([])
    expect(searchPeopleOnDevice(PEOPLE, 'j')).toEqual([])
  })
})

describe('folded', () => {
  it('reads umlauts, accents and ß alike to their plain letters', () => {
    expect(folded('Ärzte GRÜẞE café Straße')).toBe('arzte grusse cafe strasse')
  })
})

describe('isUnreachable', () => {
  it('tells a failed connection from the server’s refusal', () => {
    expect(isUnreachable(new TypeError('Failed to fetch'))).toBe(true)
    expect(isUnreachable(new ApiError(500, ['boom']))).toBe(false)
    expect(isUnreachable(null)).toBe(false)
  })
})
