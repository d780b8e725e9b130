import { addDays } from '@flugakte/domain'
import type { Payload } from 'payload'

import type { Fleet } from './fleet'

/** The demo report's client id: a second run finds it instead of reporting the defect again. */
const FUEL_GAUGE_REPORT = '0b6f3c1e-5d2a-4c7b-9e1f-2a8d4c6b7e90'

/**
 * One deferred defect, so the demo shows a limitation before flight and a deferral deadline among the
 * due items: D-EFAK's left fuel gauge reads low, reported by the owner's pilot after its latest
 * flight and deferred by the contracted maintenance company (25 h or 60 days, whichever first).
 * D-EKLU stays without defects (the end-to-end test reports one there).
 */
export async function seedDefects(payload: Payload, fleet: Fleet, today: string) {
  const aircraftId = fleet.aircraft.get('D-EFAK')
  if (aircraftId === undefined) return
  const existing = await payload.count({
    collection: 'defects',
    where: { and: [{ customer_aircraft: { equals: aircraftId } }, { client_id: { equals: FUEL_GAUGE_REPORT } }] },
  })
  if (existing.totalDocs > 0) return
  const latest = await payload.find({
    collection: 'flight_logs',
    where: { customer_aircraft: { equals: aircraftId } },
    sort: '-time_landing_utc',
    select: { time_landing_utc: true },
    limit: 1,
    depth: 0,
    pagination: false,
  })
  const flight = latest.docs[0]
  const defect = await payload.create({
    collection: 'defects',
    data: {
      customer_aircraft: aircraftId,
      flight_log: flight?.id ?? null,
      client_id: FUEL_GAUGE_REPORT,
      description: 'Kraftstoffmengenanzeige links zeigt zu wenig',
      ata_chapter: '28',
      unsafe: false,
      reported_by: fleet.users.get('operator@flugakte.test') ?? null,
      reported_at: flight?.time_landing_utc ?? `${addDays(today, -1)}T16:00:00.000Z`,
      author_company: fleet.companies.operator,
    },
    depth: 0,
  })
  await payload.create({
    collection: 'defect_actions',
    // The seed checks the fleet's due items once at its end.
    context: { dueNotices: false },
    data: {
      defect: defect.id,
      customer_aircraft: aircraftId,
      kind: 'deferral',
      reason: 'Geber der linken Tankanzeige defekt, Ersatzteil bestellt; Kraftstoffanlage sonst ohne Befund',
      limitation: 'Kraftstoff vor jedem Flug mit Peilstab prüfen',
      deadline_hours: 25,
      deadline_days: 60,
      author: fleet.users.get('maintenance@flugakte.test') ?? null,
      author_company: fleet.companies.maintenance,
    },
    depth: 0,
  })
}
