import { isEarlierThanLatest, type FlightLogEntry } from '@flugakte/domain'
import { APIError, type PayloadRequest } from 'payload'

import { latestEntry, readingsOf } from './latest-entry'
import { messageText } from './messages'

/**
 * The addendum question, asked by the server for an entry that was kept on a phone (the submit
 * endpoint): under the numbering lock, an origin entry earlier than the aircraft's newest one answers
 * 409 with that entry, so the pilot decides whether it is an addendum. The phone may have entered it
 * offline, before someone else's later flight reached the log.
 */
export async function refuseEarlierThanLatest(req: PayloadRequest, data: object, aircraftId: number | string) {
  const latest = await latestEntry(req, aircraftId, { system: true })
  // assignNumber has parsed the entry with the domain's schema.
  if (!latest || !isEarlierThanLatest(data as FlightLogEntry, readingsOf(latest))) return
  const message = messageText(req, 'earlierThanLatest', { number: latest.number ?? '' })
  throw new APIError(
    message,
    409,
    {
      code: 'earlierThanLatest',
      latest: {
        number: latest.number ?? null,
        date: latest.date,
        time_takeoff_utc: latest.time_takeoff_utc ?? null,
        time_landing_utc: latest.time_landing_utc ?? null,
      },
    },
    true,
  )
}
