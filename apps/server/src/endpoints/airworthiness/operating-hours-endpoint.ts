import {
  componentTimes,
  countersAt,
  meterReading,
  monthlyUse,
  type OperatingHoursReport,
  todayUtc,
} from '@flugakte/domain'
import type { Endpoint } from 'payload'

import { countersAsOf, loadAircraft } from '../../airworthiness/load-aircraft'
import { aircraftFromPath } from '../request-params'

const MONTHS = 24

/** GET /api/customer_aircrafts/:id/operating-hours: counters, engines, 24 months of use. */
export const operatingHoursEndpoint: Endpoint = {
  path: '/:id/operating-hours',
  method: 'get',
  handler: async (req) => {
    const id = await aircraftFromPath(req)
    const today = todayUtc()
    const aircraft = await loadAircraft(req, id, today, { months: MONTHS })
    const counters = countersAt(aircraft.baseline, aircraft.days)
    const report: OperatingHoursReport = {
      aircraft: { id: aircraft.doc.id, registration: aircraft.doc.registration },
      today,
      baseline: aircraft.baseline,
      counters,
      counters_as_of: countersAsOf(aircraft),
      engines: aircraft.installations
        .filter((installation) => installation.category === 'engine')
        .map((installation) => {
          const times = componentTimes(installation.times, meterReading(counters, 'engine'))
          return {
            id: installation.ref.id,
            name: installation.ref.name,
            serial_number: installation.ref.serial_number,
            tsn_minutes: times.tsn_minutes,
            tso_minutes: times.tso_minutes,
            csn: times.csn,
          }
        }),
      months: monthlyUse(aircraft.baseline, aircraft.days, today, MONTHS),
    }
    return Response.json(report)
  },
}
