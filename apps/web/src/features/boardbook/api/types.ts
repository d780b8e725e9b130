import type {
  BoardbookTotals,
  CounterBaseline,
  CrewDuty,
  HobbsUnit,
  LatestReadings,
  NatureOfFlight,
} from '@flugakte/domain'

export type Airport = { id: number; icao: string; apt_name: string }
export type Person = { id: number; first_name: string; last_name: string; abbreviation?: string | null }
export type EntryReference = { id: number; number: number; type: FlightLogType }
export type FlightLogType = 'origin' | 'correction' | 'addendum'

/** One journey-log entry as GET /api/flight_logs/boardbook returns it (relations expanded). */
export type FlightLog = {
  id: number
  number: number
  type: FlightLogType
  status?: string
  date: string
  registration: string
  to_utc?: string | null
  ldg_utc?: string | null
  off_block_utc?: string | null
  on_block_utc?: string | null
  flight_time?: string | null
  is_batch?: boolean | null
  cnt_ldg?: number | null
  cnt_guests?: number | null
  /** The unit of the Hobbs readings; none on entries stored before units were recorded (hours:minutes). */
  hobbs_unit?: HobbsUnit | null
  hobbs_eng1_start?: string | null
  hobbs_eng1_end?: string | null
  cnt_cycle_eng1_start?: number | null
  cnt_cycle_eng1_end?: number | null
  notes?: string | null
  /** Entries stored before the journey-log items were recorded have none of these five. */
  nature_of_flight?: NatureOfFlight | null
  pilot_duty?: CrewDuty | null
  copilot_duty?: CrewDuty | null
  /** Counted by the server from the crew and the guests. */
  persons_on_board?: number | null
  incidents?: string | null
  time_takeoff_utc?: string | null
  time_landing_utc?: string | null
  location_to?: Airport | null
  location_ldg?: Airport | null
  /** Ids, or the people where the reader may read them; `crew` names them for every reader. */
  pilot?: Person | number | null
  copilot?: Person | number | null
  crew?: { pilot: Person | null; copilot: Person | null } | null
  amends?: EntryReference | null
  amended_by?: { docs?: EntryReference[] } | null
  /** The pilot-in-command's sign-off; null while the entry awaits it (and on entries from before sign-off). */
  signature?: Signature | null
  awaiting_signature?: boolean
  /** Whether the server would take the caller's signature on this entry. */
  may_sign?: boolean
  /** SHA-256 of the entry's legal content (what the pilot-in-command signs) and its link in the chain. */
  content_hash?: string | null
  hash?: string | null
  /** The pilot-in-command's user id, as the server derived it from the crew and their duties. */
  pic?: number | null
  customer_aircraft?: number | { id: number; registration: string } | null
  /** The defects reported from this flight (ids, oldest first). */
  defects?: number[]
}

export type SignatureMethod = 'passkey' | 'password'

export type Signature = {
  signer: { id: number; first_name: string; last_name: string }
  method: SignatureMethod
  signed_at: string
}

export type Boardbook = {
  docs: FlightLog[]
  totalDocs: number
  page: number
  totalPages: number
  limit: number
  hasNextPage: boolean
  hasPrevPage: boolean
  totals: BoardbookTotals
  latest: LatestReadings | null
  /** Readings carried over from the paper journey log (zero when the aircraft started here). */
  baseline?: CounterBaseline
  /** The unit the aircraft's Hobbs meter shows, in which a new entry's readings are taken. */
  hobbs_unit?: HobbsUnit
}

/** The aircraft an entry is written for, as the top bar's selection knows it. */
export type SelectedAircraft = { id: number; registration: string }
