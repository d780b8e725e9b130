import type { FlightLogEntry } from '@flugakte/domain'
import type { QueryClient } from '@tanstack/react-query'
import { vi } from 'vitest'

import { authKeys } from '../../../lib/current-user/keys'
import { localDb } from '../../../lib/local-db'
import type { OutboxRecord } from '../../../lib/outbox/types'
import type { OfflinePack } from '../api/get-offline-pack'
import { offlinePackKey } from '../offline/offline-pack'
import { AIRCRAFT, BOARDBOOK, COPILOT, EDDK, EDKB, ME } from './boardbook-fixtures'

/** Ten aerodromes, the two D-EKLU used lately first (as the server orders them). */
export const PACK_AIRPORTS = [
  EDKB,
  EDDK,
  { id: 40, icao: 'EDDM', apt_name: 'München' },
  { id: 41, icao: 'EDMA', apt_name: 'Augsburg' },
  { id: 42, icao: 'EDDF', apt_name: 'Frankfurt/Main' },
  { id: 43, icao: 'EDDS', apt_name: 'Stuttgart' },
  { id: 44, icao: 'EDNY', apt_name: 'Friedrichshafen' },
  { id: 45, icao: 'EDJA', apt_name: 'Memmingen' },
  { id: 46, icao: 'EDMO', apt_name: 'Oberpfaffenhofen' },
  { id: 47, icao: 'EDDN', apt_name: 'Nürnberg' },
]

export const PACK: OfflinePack = {
  generated_at: '2026-05-02T12:00:00.000Z',
  user: { ...ME, abbreviation: ME.abbreviation ?? null },
  aircraft: [{ ...AIRCRAFT, latest: BOARDBOOK.latest }],
  people: [
    { ...ME, status: 'active' },
    { ...COPILOT, status: 'active' },
    { id: 9, first_name: 'Jörg', last_name: 'Müller', abbreviation: null, status: 'active' },
    { id: 10, first_name: 'Lena', last_name: 'Mühlbauer', abbreviation: 'LMU', status: 'suspended' },
  ],
  airports: PACK_AIRPORTS,
  passkeys: [],
}

/** The device as the signed-in frame leaves it: the user in the query cache, the pack in IndexedDB. */
export async function keepPack(queryClient: QueryClient, pack: OfflinePack = PACK) {
  queryClient.setQueryData(authKeys.me(), {
    id: pack.user.id,
    first_name: pack.user.first_name,
    last_name: pack.user.last_name,
  })
  await localDb.kv.put({ key: offlinePackKey(pack.user.id), value: pack })
}

/** The browser reports no connection (restored after each test with the other mocks). */
export function goOffline() {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
  window.dispatchEvent(new Event('offline'))
}

/** An entry of ME's outbox for D-EKLU, as the dialog stores it without a connection. */
export function waitingEntry(entry: Partial<FlightLogEntry> = {}, fields: Partial<OutboxRecord> = {}): OutboxRecord {
  return {
    client_id: crypto.randomUUID(),
    kind: 'flight_log',
    user_id: ME.id,
    aircraft_id: AIRCRAFT.id,
    registration: AIRCRAFT.registration,
    entry: {
      customer_aircraft: AIRCRAFT.id,
      registration: AIRCRAFT.registration,
      type: 'origin',
      date: '2026-05-03',
      nature_of_flight: 'private',
      pilot: ME.id,
      pilot_duty: 'pic',
      location_to: EDKB.id,
      location_ldg: EDDK.id,
      is_batch: false,
      to_utc: '09:00',
      ldg_utc: '10:10',
      cnt_ldg: 1,
      hobbs_eng1_start: '1234:30',
      hobbs_eng1_end: '1235:50',
      cnt_cycle_eng1_start: 812,
      cnt_cycle_eng1_end: 813,
      ...entry,
    } as FlightLogEntry,
    labels: { pilot: 'Jonas Becker (JBE)', location_to: 'EDKB – Bonn-Hangelar', location_ldg: 'EDDK – Köln/Bonn' },
    created_at: Date.parse('2026-05-03T10:20:00.000Z'),
    updated_at: Date.parse('2026-05-03T10:20:00.000Z'),
    status: 'waiting',
    attempts: 0,
    ...fields,
  }
}

export async function clearDevice() {
  await Promise.all([localDb.kv.clear(), localDb.outbox.clear()])
}
