import { atUtcTime, flightTimes, fromMinutes, HOURS_MINUTES, TIME_OF_DAY, toMinutes } from '@flugakte/domain'
import { ValidationError, type CollectionBeforeChangeHook } from 'payload'

import { aircraftIdsInScope } from '../../access/aircraft-scope'
import { relationId } from '../../access/relation-id'

function invalid(path: string, message: string): never {
  throw new ValidationError({ collection: 'flight_logs', errors: [{ path, message }] })
}

/** Create access cannot filter, so the target aircraft is checked here: it must be the caller's own. */
export const requireOwnAircraft: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const aircraftId = relationId(data.customer_aircraft)
  if (aircraftId === null) return data
  // Without a user the Local API acts as the system (seed, migrations); requests always carry one.
  const owned = req.user ? await aircraftIdsInScope(req, 'owned') : null
  if (owned !== null && !owned.map(String).includes(String(aircraftId))) {
    invalid('customer_aircraft', 'The aircraft does not belong to your company')
  }
  const aircraft = await req.payload.findByID({
    collection: 'customer_aircrafts',
    id: aircraftId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    req,
  })
  if (!aircraft) invalid('customer_aircraft', 'Unknown aircraft')
  if (data.registration && data.registration !== aircraft.registration) {
    invalid('registration', 'The registration does not match the aircraft')
  }
  data.registration = aircraft.registration
  return data
}

export const assignNumberAndTimes: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  data.status = 'published'
  // Malformed values are left for field validation to report; derived times need valid ones.
  const day = typeof data.date === 'string' && !Number.isNaN(Date.parse(data.date)) ? data.date : null
  const takeoff = TIME_OF_DAY.test(data.to_utc ?? '') ? data.to_utc : null
  const landing = TIME_OF_DAY.test(data.ldg_utc ?? '') ? data.ldg_utc : null
  if (day && takeoff) data.time_takeoff_utc = atUtcTime(day, takeoff)
  if (day && landing) data.time_landing_utc = atUtcTime(day, landing)
  if (data.is_batch && day && HOURS_MINUTES.test(data.flight_time ?? '')) {
    Object.assign(data, flightTimes({ date: day, is_batch: true, flight_time: data.flight_time }))
  }
  if (!data.flight_time && takeoff && landing) {
    data.flight_time = fromMinutes(Math.max(0, toMinutes(landing) - toMinutes(takeoff)))
  }
  const last = await req.payload.find({
    collection: 'flight_logs',
    where: { customer_aircraft: { equals: relationId(data.customer_aircraft) } },
    sort: '-number',
    limit: 1,
    depth: 0,
    select: { number: true },
    overrideAccess: true,
    req,
  })
  data.number = (last.docs[0]?.number ?? 0) + 1
  return data
}
