// Bulk journey-log entries for one aircraft, written straight into `flight_logs` but shaped exactly as
// the server's create hooks shape them: the domain's schema parses the entry (defaults, empty values),
// derivedFlightLogFields adds the derived columns, the number continues the aircraft's sequence and the
// acting user is stamped as on a REST create.
//
// Only `flight_logs` is filled. A REST create also writes a version row (`_flight_logs_v`) and an
// activity row; neither is read by the boardbook list or by number assignment, so the bench leaves them out.
import { tsImport } from 'tsx/esm/api'

const { derivedFlightLogFields, flightLogInputSchema, fromMinutes, toMinutes } = await tsImport(
  '@flugakte/domain',
  import.meta.url,
)

export { fromMinutes }

const DAY = 24 * 60 * 60 * 1000
/** A busy club aircraft: this many flights a day, one every SLOT_MINUTES from 06:00 UTC. */
export const FLIGHTS_PER_DAY = 16
const SLOT_MINUTES = 45
const FIRST_OFF_BLOCK = 6 * 60

/** Payload stores relationship fields in `<name>_id` columns and its timestamps in snake case. */
const RELATIONSHIPS = [
  'customer_aircraft',
  'pilot',
  'copilot',
  'location_to',
  'location_ldg',
  'amends',
  'user_created',
  'user_updated',
]
const TIMESTAMPS = { createdAt: 'created_at', updatedAt: 'updated_at' }

function column(field) {
  if (RELATIONSHIPS.includes(field)) return `${field}_id`
  return TIMESTAMPS[field] ?? field
}

/** Payload's field defaults (collection config) for fields an entry leaves out. */
const FIELD_DEFAULTS = { cnt_guests: 0, is_batch: false, type: 'origin', cnt_ldg: 1 }

/** The document as the create hooks leave it: parsed entry, derived fields, status, number, actor. */
function storedDocument(entry, { number, userId, timestamp }) {
  const parsed = flightLogInputSchema.parse(entry)
  return {
    ...FIELD_DEFAULTS,
    ...entry,
    ...parsed,
    ...derivedFlightLogFields(parsed),
    status: 'published',
    number,
    user_created: userId,
    user_updated: userId,
    createdAt: timestamp,
    updatedAt: timestamp,
  }
}

/** The airport of a leg: pairs of trips out from home and back, so each entry starts where the last landed. */
function legAirports(index, home, destinations) {
  const away = destinations[Math.floor(index / 2) % destinations.length]
  return index % 2 === 0 ? [home, away] : [away, home]
}

/**
 * `count` entries after `latest` (the aircraft's newest entry: number, landing time, Hobbs and cycle
 * end readings), continuing its counters; the first day is the day after its landing.
 */
export function planJourneyLog({ count, aircraft, registration, pilot, home, destinations, latest }) {
  // PostgreSQL hands timestamps back as Date objects, SQLite as ISO strings.
  const lastLanding = new Date(latest.time_landing_utc ?? Date.now())
  const firstDay = Date.UTC(lastLanding.getUTCFullYear(), lastLanding.getUTCMonth(), lastLanding.getUTCDate()) + DAY
  let hobbs = latest.hobbs_eng1_end ? toMinutes(latest.hobbs_eng1_end) : 0
  let cycles = Number(latest.cnt_cycle_eng1_end ?? 0)
  // Entered one after another in the last `count` milliseconds, as the server would have stamped them.
  const enteredFrom = Date.now() - count
  const documents = []
  for (let index = 0; index < count; index++) {
    const day = new Date(firstDay + Math.floor(index / FLIGHTS_PER_DAY) * DAY)
    const offBlock = FIRST_OFF_BLOCK + (index % FLIGHTS_PER_DAY) * SLOT_MINUTES
    const takeoff = offBlock + 5 + (index % 3)
    const landing = takeoff + 20 + ((index * 7) % 21)
    const onBlock = landing + 5
    const [from, to] = legAirports(index, home, destinations)
    const entry = {
      customer_aircraft: aircraft,
      registration,
      type: 'origin',
      date: day.toISOString(),
      pilot,
      cnt_guests: index % 3,
      location_to: from,
      location_ldg: to,
      off_block_utc: fromMinutes(offBlock),
      to_utc: fromMinutes(takeoff),
      ldg_utc: fromMinutes(landing),
      on_block_utc: fromMinutes(onBlock),
      is_batch: false,
      cnt_ldg: 1,
      hobbs_eng1_start: fromMinutes(hobbs),
      hobbs_eng1_end: fromMinutes(hobbs + onBlock - offBlock),
      cnt_cycle_eng1_start: cycles,
      cnt_cycle_eng1_end: cycles + 1,
    }
    hobbs += onBlock - offBlock
    cycles += 1
    const timestamp = new Date(enteredFrom + index).toISOString()
    documents.push(storedDocument(entry, { number: Number(latest.number ?? 0) + index + 1, userId: pilot, timestamp }))
  }
  const lastDay = new Date(firstDay + Math.floor((count - 1) / FLIGHTS_PER_DAY) * DAY)
  return { documents, lastDay }
}

/**
 * Columns a plain origin entry leaves empty: they hold values only for other kinds of entry, with a
 * copilot or with incidents to report; or the carried totals, which `npm run verify-totals -- --repair`
 * fills after a bulk insert as after an import; or the journey-log chain (pilot-in-command, recording
 * time, hashes), which the server seals when it starts, as for entries stored before the chain existed.
 */
const EMPTY_COLUMNS = new Set([
  'copilot_id',
  'copilot_duty',
  'amends_id',
  'notes',
  'incidents',
  'total_flights',
  'total_minutes',
  'total_landings',
  'total_engine_minutes',
  'total_cycles',
  'pic_id',
  'recorded_at',
  'content_hash',
  'hash',
  // Set only for an entry sent from a device's outbox, and for a flight that confirmed flying despite a
  // grounding defect.
  'client_id',
  'grounded_confirmed',
])

/**
 * Column list and row arrays for `tableColumns` (the live table's columns). Fails when the table has a
 * column the documents do not fill, or a document has a field without a column: a new migration must
 * not make the bench write rows that differ from the server's.
 */
export function journeyLogRows(documents, tableColumns) {
  const fieldOf = new Map(Object.keys(documents[0]).map((field) => [column(field), field]))
  const columns = tableColumns.filter((name) => name !== 'id')
  const unfilled = columns.filter((name) => !fieldOf.has(name) && !EMPTY_COLUMNS.has(name))
  const homeless = [...fieldOf.keys()].filter((name) => !columns.includes(name))
  if (unfilled.length > 0 || homeless.length > 0) {
    throw new Error(
      `flight_logs does not match the bench's rows: columns not filled ${JSON.stringify(unfilled)}, ` +
        `fields without a column ${JSON.stringify(homeless)}`,
    )
  }
  const rows = documents.map((document) => columns.map((name) => document[fieldOf.get(name)] ?? null))
  return { columns, rows }
}
