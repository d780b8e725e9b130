import type { LatestReadings } from '@flugakte/domain'
import { APIError, Forbidden, type Endpoint } from 'payload'

import { aircraftIdsInScope } from '../../access/aircraft-scope'
import { boardbookTotals } from './totals'

const DEFAULT_LIMIT = 25
const MAX_LIMIT = 100

function positiveInteger(value: string | null, fallback: number) {
  const number = Number(value)
  return value !== null && Number.isInteger(number) && number > 0 ? number : fallback
}

/**
 * GET /api/flight_logs/boardbook?aircraft=&page=&limit=: one page of an aircraft's journey log, newest
 * landing first, with the carried-forward totals, the latest entry's readings (for the next entry's
 * start values) and the readings carried over from the paper journey log.
 */
export const boardbookEndpoint: Endpoint = {
  path: '/boardbook',
  method: 'get',
  handler: async (req) => {
    if (!req.user) throw new Forbidden(req.t)
    const aircraftId = Number(req.searchParams.get('aircraft'))
    if (!Number.isInteger(aircraftId) || aircraftId <= 0) {
      throw new APIError('aircraft is required', 400, [{ path: 'aircraft', message: 'aircraft is required' }], true)
    }
    const visible = await aircraftIdsInScope(req, 'visible')
    if (visible !== null && !visible.map(String).includes(String(aircraftId))) throw new Forbidden(req.t)
    const limit = Math.min(positiveInteger(req.searchParams.get('limit'), DEFAULT_LIMIT), MAX_LIMIT)
    const page = positiveInteger(req.searchParams.get('page'), 1)
    const where = { customer_aircraft: { equals: aircraftId } }
    const [entries, totals, latest, aircraft] = await Promise.all([
      req.payload.find({
        collection: 'flight_logs',
        where,
        sort: ['-time_landing_utc', '-number'],
        page,
        limit,
        depth: 1,
        populate: {
          airports: { icao: true, apt_name: true },
          users: { first_name: true, last_name: true, abbreviation: true },
          flight_logs: { number: true, type: true },
          customer_aircrafts: { registration: true },
        },
        overrideAccess: false,
        user: req.user,
        req,
      }),
      boardbookTotals(req, aircraftId),
      req.payload.find({
        collection: 'flight_logs',
        where,
        sort: ['-time_landing_utc', '-number'],
        limit: 1,
        depth: 0,
        pagination: false,
        select: {
          number: true,
          time_takeoff_utc: true,
          time_landing_utc: true,
          hobbs_eng1_end: true,
          cnt_cycle_eng1_end: true,
        },
        overrideAccess: false,
        user: req.user,
        req,
      }),
      req.payload.findByID({
        collection: 'customer_aircrafts',
        id: aircraftId,
        depth: 0,
        select: { counters_baseline: true },
        overrideAccess: false,
        user: req.user,
        req,
      }),
    ])
    const newest = latest.docs[0]
    const readings: LatestReadings | null = newest
      ? {
          number: newest.number ?? null,
          time_takeoff_utc: newest.time_takeoff_utc ?? null,
          time_landing_utc: newest.time_landing_utc ?? null,
          hobbs_eng1_end: newest.hobbs_eng1_end ?? null,
          cnt_cycle_eng1_end: newest.cnt_cycle_eng1_end ?? null,
        }
      : null
    // The readings carried over from the paper journey log, so the aircraft's totals can be shown
    // beside those of the flights recorded here.
    const carried = aircraft.counters_baseline
    const baseline = {
      date: carried?.date ?? null,
      airframe_minutes: carried?.airframe_minutes ?? 0,
      landings: carried?.landings ?? 0,
      engine_minutes: carried?.engine_minutes ?? 0,
      engine_cycles: carried?.engine_cycles ?? 0,
    }
    return Response.json({ ...entries, totals, latest: readings, baseline })
  },
}
