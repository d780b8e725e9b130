import { contentHash, type AircraftSummary, type DefectSummary, type FleetStatus } from '@flugakte/domain'
import { http, HttpResponse } from 'msw'

import type { Signing } from '../api/get-signing'
import type { Boardbook, FlightLog, Person, Signature } from '../api/types'
import type { JourneyLogIntegrity } from '../api/verify-journey-log'

export const AIRCRAFT = { id: 4, registration: 'D-EKLU' }

export const ME: Person = { id: 7, first_name: 'Jonas', last_name: 'Becker', abbreviation: 'JBE' }
export const COPILOT: Person = { id: 8, first_name: 'Sophie', last_name: 'Koch', abbreviation: 'SKO' }

export const EDKB = { id: 31, icao: 'EDKB', apt_name: 'Bonn-Hangelar' }
export const EDDK = { id: 32, icao: 'EDDK', apt_name: 'Köln/Bonn' }

const entry = (fields: Partial<FlightLog> & Pick<FlightLog, 'id' | 'number'>): FlightLog => ({
  type: 'origin',
  status: 'published',
  date: '2026-05-02T00:00:00.000Z',
  registration: 'D-EKLU',
  off_block_utc: '09:50',
  to_utc: '10:00',
  ldg_utc: '11:15',
  on_block_utc: '11:20',
  flight_time: '01:15',
  is_batch: false,
  cnt_ldg: 1,
  cnt_guests: 0,
  hobbs_eng1_start: '1233:00',
  hobbs_eng1_end: '1234:30',
  cnt_cycle_eng1_start: 811,
  cnt_cycle_eng1_end: 812,
  notes: '',
  location_to: EDKB,
  location_ldg: EDDK,
  // As a contracted CAO reads it: bare ids, the names in `crew`.
  pilot: ME.id,
  copilot: null,
  crew: { pilot: ME, copilot: null },
  amends: null,
  amended_by: { docs: [] },
  ...fields,
})

/**
 * Entry 12 and its correction 13, newest landing first as the server sorts them. Entry 12 was stored
 * before the nature of flight, the duties and the incidents were recorded; 13 has them.
 */
export const ENTRIES: FlightLog[] = [
  entry({
    id: 113,
    number: 13,
    type: 'correction',
    copilot: COPILOT.id,
    crew: { pilot: ME, copilot: COPILOT },
    notes: 'Landing time corrected',
    nature_of_flight: 'training',
    pilot_duty: 'student',
    copilot_duty: 'instructor',
    persons_on_board: 2,
    incidents: 'Bird strike on final, no damage found',
    amends: { id: 112, number: 12, type: 'origin' },
    time_landing_utc: '2026-05-02T11:15:00.000Z',
  }),
  entry({
    id: 112,
    number: 12,
    ldg_utc: '11:05',
    amended_by: { docs: [{ id: 113, number: 13, type: 'correction' }] },
    time_landing_utc: '2026-05-02T11:05:00.000Z',
  }),
]

export const BOARDBOOK: Boardbook = {
  docs: ENTRIES,
  totalDocs: 2,
  page: 1,
  totalPages: 1,
  limit: 25,
  hasNextPage: false,
  hasPrevPage: false,
  totals: { flights: 1, minutes: 75, landings: 1, engine_minutes: 90, cycles: 1 },
  latest: {
    number: 13,
    time_takeoff_utc: '2026-05-02T10:00:00.000Z',
    time_landing_utc: '2026-05-02T11:15:00.000Z',
    hobbs_eng1_end: '1234:30',
    cnt_cycle_eng1_end: 812,
  },
  baseline: {
    date: '2025-11-01',
    airframe_minutes: 1000 * 60,
    landings: 800,
    engine_minutes: 1233 * 60,
    engine_cycles: 811,
  },
}

export const EMPTY_BOARDBOOK: Boardbook = {
  ...BOARDBOOK,
  docs: [],
  totalDocs: 0,
  totals: { flights: 0, minutes: 0, landings: 0, engine_minutes: 0, cycles: 0 },
  latest: null,
}

/** The server's check of D-EKLU's journey log: both entries as recorded. */
export const VERIFIED: JourneyLogIntegrity = {
  ok: true,
  entries: 2,
  head: { number: 13, hash: 'ab'.repeat(32) },
  checkpoints: { count: 1, latest: { signed_at: '2026-05-03T02:00:00.000Z', head_number: 13, ok: true } },
  signatures: { count: 1, invalid: 0 },
  firstBroken: null,
}

export const SIGNATURE: Signature = {
  signer: { id: ME.id, first_name: ME.first_name, last_name: ME.last_name },
  method: 'passkey',
  signed_at: '2026-05-02T11:30:00.000Z',
}

/** Entry 12 signed by its pilot with a passkey; its correction 13 awaits the caller's signature. */
export const SIGNED_BOARDBOOK: Boardbook = {
  ...BOARDBOOK,
  docs: [
    { ...ENTRIES[0]!, signature: null, awaiting_signature: true, may_sign: true },
    { ...ENTRIES[1]!, signature: SIGNATURE, awaiting_signature: false, may_sign: false },
  ],
}

/**
 * GET /api/flight_logs/:id/signing for an entry of D-EKLU, with the content hash the server stored for
 * it (a boardbook row leaves the aircraft out; the hash covers it).
 */
export async function signingOf(
  entry: FlightLog,
  fields: Partial<Omit<Signing, 'content_hash'>> = {},
): Promise<Signing & { content_hash: string }> {
  return {
    flight_log: entry.id,
    content_hash: await contentHash({ ...entry, customer_aircraft: AIRCRAFT.id }),
    challenge: 'Y2hhbGxlbmdl',
    rp_id: 'flugakte.test',
    allow_credentials: [],
    may_sign: true,
    signed: null,
    ...fields,
  }
}

/** D-EKLU's defects: none at all. */
export const NO_DEFECTS: DefectSummary = { open: 0, deferred: 0, grounding: [], limitations: [] }

/** Defect 21 (reported unsafe) grounds D-EKLU; defect 22 is deferred with a limitation in force. */
export const GROUNDING_DEFECTS: DefectSummary = {
  open: 1,
  deferred: 1,
  grounding: [21],
  limitations: [
    {
      defect: 22,
      description: 'Landing light inoperative',
      limitation: 'Day VFR only',
      due: {
        limit: { hours: 10 },
        due_at: { minutes: 1244 * 60 + 30 },
        remaining: { minutes: 600 },
        consumed: 0,
        governing: 'hours',
        status: 'ok',
        projected_date: null,
      },
    },
  ],
}

/** GET /api/fleet/status with D-EKLU in the given status. */
export function fleetStatus(status: AircraftSummary['status'] = 'airworthy', defects = NO_DEFECTS): FleetStatus {
  return {
    today: '2026-05-03',
    aircraft: [
      {
        aircraft: {
          id: AIRCRAFT.id,
          registration: AIRCRAFT.registration,
          serial_number: '28-1',
          variant: null,
          easa_type: null,
        },
        status,
        defects,
        counters: { airframe_minutes: 1234 * 60, landings: 900, engine_minutes: 1234 * 60, engine_cycles: 812 },
        counters_as_of: '2026-05-02T11:15:00.000Z',
        next_due: [],
        expiring_documents: [],
        arc: { valid_until: null, days_left: null, state: 'missing', source: null, review_id: null, document_id: null },
      },
    ],
  }
}

/** The fleet status handler: D-EKLU airworthy unless told otherwise. */
export const fleetStatusHandler = (status: AircraftSummary['status'] = 'airworthy', defects = NO_DEFECTS) =>
  http.get('/api/fleet/status', () => HttpResponse.json(fleetStatus(status, defects)))

/** D-EKLU's defects as GET /api/customer_aircrafts/:id/defects lists them (only what the alerts read). */
export const defectsHandler = () =>
  http.get(`/api/customer_aircrafts/${AIRCRAFT.id}/defects`, () =>
    HttpResponse.json({
      aircraft: AIRCRAFT,
      today: '2026-05-03',
      summary: GROUNDING_DEFECTS,
      defects: [{ id: 21, description: 'Nose wheel shimmy, tyre cut' }],
      may_report: true,
      may_handle: false,
    }),
  )
