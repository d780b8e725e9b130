import { addDays, isIsoDate, todayUtc } from '@flugakte/domain'
import { APIError, type Endpoint, type PayloadRequest } from 'payload'

import { say } from '../../lib/texts'
import { loadRecordsHealth } from '../../records-health/load-records-health'
import { aircraftFromPath } from '../request-params'

/** How far ahead a review can be prepared: the records are judged as they will stand on that day. */
export const REVIEW_DATE_MAX_DAYS = 180

const DAY = /^\d{4}-\d{2}-\d{2}$/

/**
 * The day a records health or review pack is judged on: the query parameter `date` (`YYYY-MM-DD`),
 * today when absent; a value that is not a day, lies in the past or more than REVIEW_DATE_MAX_DAYS
 * ahead is a 400 in the caller's language, shaped like a field error.
 */
export function reviewDateOf(req: PayloadRequest): string {
  const today = todayUtc()
  const value = req.searchParams.get('date')
  if (value === null || value === '') return today
  if (DAY.test(value) && isIsoDate(value) && value >= today && value <= addDays(today, REVIEW_DATE_MAX_DAYS))
    return value
  const text = say(req, 'records:dateRange', { param: 'date', days: REVIEW_DATE_MAX_DAYS })
  throw new APIError(text, 400, { errors: [{ path: 'date', message: text }] }, true)
}

/**
 * GET /api/customer_aircrafts/:id/records-health?date=: the aircraft's readiness for the airworthiness
 * review on that day (ML.A.903(a), ML.A.305, the documents on board, the ARC's validity), with the
 * caller's access (404 for an aircraft the caller may not see).
 */
export const recordsHealthEndpoint: Endpoint = {
  path: '/:id/records-health',
  method: 'get',
  handler: async (req) => {
    const id = await aircraftFromPath(req)
    return Response.json(await loadRecordsHealth(req, id, reviewDateOf(req)))
  },
}
