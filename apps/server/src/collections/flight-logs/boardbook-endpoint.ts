import { counterBaselineOf, hobbsUnitOf } from '@flugakte/domain'
import { type Endpoint, type PayloadRequest, type Where } from 'payload'

import { latestEntry, NEWEST_FIRST, readingsOf } from './latest-entry'
import { journeyLogHead } from './totals'
import { relationNumber } from '../../access/relation-id'
import { aircraftFromQuery, daysFromQuery } from '../../endpoints/request-params'
import { signatureStates, signOffState } from '../../journey-log/signatures/signature-states'
import { defectsReportedFrom } from '../../defects/reported-from'

const DEFAULT_LIMIT = 25

/** What the boardbook shows of an entry (also the list of entries awaiting one's signature). */
export const PAGE_FIELDS = Object.fromEntries(
  [
    'number',
    'type',
    'status',
    'date',
    'registration',
    'nature_of_flight',
    'off_block_utc',
    'to_utc',
    'ldg_utc',
    'on_block_utc',
    'flight_time',
    'is_batch',
    'cnt_ldg',
    'cnt_guests',
    'persons_on_board',
    'hobbs_unit',
    'hobbs_eng1_start',
    'hobbs_eng1_end',
    'cnt_cycle_eng1_start',
    'cnt_cycle_eng1_end',
    'notes',
    'incidents',
    'time_takeoff_utc',
    'time_landing_utc',
    'location_to',
    'location_ldg',
    'pilot',
    'pilot_duty',
    'copilot',
    'copilot_duty',
    'crew',
    'amends',
    'amended_by',
    'pic',
    'content_hash',
    'hash',
  ].map((field) => [field, true]),
) as Record<string, true>

/** The related documents of a page, as little of each as the boardbook shows. */
export const PAGE_POPULATE = {
  airports: { icao: true, apt_name: true },
  users: { first_name: true, last_name: true, abbreviation: true },
  flight_logs: { number: true, type: true },
} as const

/**
 * Each entry of a page with its sign-off state: the pilot-in-command (an id), the signature and whether
 * it awaits one or the caller may give it; the signatures of the whole page in one statement.
 */
export async function withSignOffStates<Entry extends { id: number; pic?: unknown }>(
  req: PayloadRequest,
  entries: Entry[],
) {
  const states = await signatureStates(
    req,
    entries.map((entry) => entry.id),
  )
  const caller = relationNumber(req.user?.id)
  return entries.map((entry) => ({
    ...entry,
    pic: relationNumber(entry.pic),
    ...signOffState(entry, states, caller),
  }))
}

const MAX_LIMIT = 100

function positiveInteger(value: string | null, fallback: number) {
  const number = Number(value)
  return value !== null && Number.isInteger(number) && number > 0 ? number : fallback
}

/** Payload's pagination fields for a list of `total` rows. */
function pageOf(total: number, page: number, limit: number) {
  const totalPages = Math.max(1, Math.ceil(total / limit))
  return {
    totalDocs: total,
    limit,
    page,
    totalPages,
    pagingCounter: (page - 1) * limit + 1,
    hasPrevPage: page > 1,
    hasNextPage: page < totalPages,
    prevPage: page > 1 ? page - 1 : null,
    nextPage: page < totalPages ? page + 1 : null,
  }
}

/** Entries dated from the day `from` to the day `to` (UTC calendar days, both included; either open). */
function onDays(from: string | null, to: string | null): Where {
  const days: Where[] = []
  if (from) days.push({ date: { greater_than_equal: `${from}T00:00:00.000Z` } })
  if (to) days.push({ date: { less_than: new Date(Date.parse(`${to}T00:00:00.000Z`) + 86_400_000).toISOString() } })
  return { and: days }
}

/**
 * The corrections picker searches the whole log: a number (`12`, `#12`), a day (`2026-03-01`,
 * `1.3.2026`) or an aerodrome code or name (departure or destination).
 */
export function entrySearch(text: string): Where | null {
  const q = text.trim()
  if (q === '') return null
  const number = /^#?(\d{1,9})$/.exec(q)
  if (number) return { number: { equals: Number(number[1]) } }
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(q)
  const german = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(q)
  const [year, month, day] = iso
    ? [iso[1], iso[2], iso[3]]
    : german
      ? [german[3], german[2]!.padStart(2, '0'), german[1]!.padStart(2, '0')]
      : []
  if (year) {
    const start = new Date(`${year}-${month}-${day}T00:00:00.000Z`)
    if (Number.isNaN(start.getTime())) return { id: { equals: 0 } }
    const iso = start.toISOString().slice(0, 10)
    return onDays(iso, iso)
  }
  return {
    or: [
      { 'location_to.icao': { like: q } },
      { 'location_ldg.icao': { like: q } },
      { 'location_to.apt_name': { like: q } },
      { 'location_ldg.apt_name': { like: q } },
    ],
  }
}

/**
 * The boardbook's filter: the days from–to (UTC calendar days, both included) and a search as the
 * corrections picker's (entrySearch), where a text also finds the pilot's or copilot's name (each word
 * in the first or last name). Only entries of the aircraft asked for are searched; the names are
 * looked up among all users, which tells nothing beyond the names those entries show.
 */
async function boardbookSearch(
  req: PayloadRequest,
  text: string,
  { from, to }: { from: string | null; to: string | null },
): Promise<Where | null> {
  const conditions: Where[] = from || to ? [onDays(from, to)] : []
  const search = entrySearch(text)
  if (search?.or) {
    const words = text.trim().split(/\s+/).slice(0, 4)
    const people = await req.payload.find({
      collection: 'users',
      where: {
        and: words.map((word): Where => ({ or: [{ first_name: { like: word } }, { last_name: { like: word } }] })),
      },
      select: {},
      depth: 0,
      limit: 200,
      pagination: false,
      // Among all users (see above): only ids come back, and only to narrow this aircraft's entries.
      overrideAccess: true,
      req,
    })
    const ids = people.docs.map((person) => person.id)
    conditions.push(ids.length > 0 ? { or: [...search.or, { pilot: { in: ids } }, { copilot: { in: ids } }] } : search)
  } else if (search) conditions.push(search)
  return conditions.length === 0 ? null : conditions.length === 1 ? conditions[0]! : { and: conditions }
}

/**
 * GET /api/flight_logs/boardbook?aircraft=&page=&limit=[&q=][&from=&to=]: one page of an aircraft's journey log, newest
 * landing first, with the carried-forward totals, the latest entry's readings (for the next entry's
 * start values), the readings carried over from the paper journey log, each entry's sign-off state and
 * the ids of the defects reported from it (`defects`).
 */
export const boardbookEndpoint: Endpoint = {
  path: '/boardbook',
  method: 'get',
  handler: async (req) => {
    const aircraftId = await aircraftFromQuery(req, 'aircraft')
    const limit = Math.min(positiveInteger(req.searchParams.get('limit'), DEFAULT_LIMIT), MAX_LIMIT)
    const page = positiveInteger(req.searchParams.get('page'), 1)
    const where: Where = { customer_aircraft: { equals: aircraftId } }
    const search = await boardbookSearch(req, req.searchParams.get('q') ?? '', daysFromQuery(req))
    const [entries, head, latest, aircraft] = await Promise.all([
      req.payload.find({
        collection: 'flight_logs',
        where: search ? { and: [where, search] } : where,
        sort: NEWEST_FIRST,
        page,
        limit,
        // The whole log's page count comes from the carried totals, not from counting its rows; a
        // search counts its matches.
        pagination: search !== null,
        depth: 1,
        // What the boardbook shows; the aircraft is the one asked for, so it is not expanded per entry.
        select: PAGE_FIELDS,
        populate: PAGE_POPULATE,
        overrideAccess: false,
        user: req.user,
        req,
      }),
      journeyLogHead(req, aircraftId),
      // The first page without a search starts with the newest entry already.
      page === 1 && !search ? null : latestEntry(req, aircraftId),
      req.payload.findByID({
        collection: 'customer_aircrafts',
        id: aircraftId,
        depth: 0,
        select: { counters_baseline: true, hobbs_unit: true },
        overrideAccess: false,
        user: req.user,
        req,
      }),
    ])
    const readings = readingsOf(page === 1 && !search ? entries.docs[0] : latest)
    // The readings carried over from the paper journey log, so the aircraft's totals can be shown
    // beside those of the flights recorded here.
    const baseline = counterBaselineOf(aircraft.counters_baseline)
    const pages = search ? entries : pageOf(head.entries, page, limit)
    const [signed, reported] = await Promise.all([
      withSignOffStates(req, entries.docs),
      defectsReportedFrom(
        req,
        entries.docs.map((entry) => entry.id),
      ),
    ])
    const docs = signed.map((entry) => ({ ...entry, defects: reported.get(entry.id) ?? [] }))
    // The unit the aircraft's Hobbs meter shows: the add-entry form takes readings in it.
    const hobbsUnit = hobbsUnitOf(aircraft.hobbs_unit)
    return Response.json({
      ...entries,
      docs,
      ...pages,
      totals: head.totals,
      latest: readings,
      baseline,
      hobbs_unit: hobbsUnit,
    })
  },
}
