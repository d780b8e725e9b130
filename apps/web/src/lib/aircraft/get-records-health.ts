import type { RecordsHealth } from '@flugakte/domain'
import { queryOptions, useQuery } from '@tanstack/react-query'

import { api } from '../api-client'
import { AIRWORTHINESS_KEY } from './get-fleet-status'

/**
 * An aircraft's records health, under its airworthiness answers: whatever changes its status (a record,
 * a defect, a release) refreshes it too. Without `date`, the prefix of every day's answer, which the
 * register and review forms invalidate.
 */
export const recordsHealthKey = (aircraft: number, date?: string) =>
  date === undefined
    ? ([...AIRWORTHINESS_KEY, aircraft, 'records-health'] as const)
    : ([...AIRWORTHINESS_KEY, aircraft, 'records-health', date] as const)

/** GET /api/customer_aircrafts/:id/records-health?date=: the records as of a day (today without one). */
export function getRecordsHealth(aircraft: number, date?: string): Promise<RecordsHealth> {
  return api<RecordsHealth>(`/customer_aircrafts/${aircraft}/records-health`, { query: { date } })
}

export const recordsHealthQueryOptions = (aircraft: number, date?: string) =>
  queryOptions({
    queryKey: recordsHealthKey(aircraft, date ?? 'today'),
    queryFn: () => getRecordsHealth(aircraft, date),
  })

/** Not suspending: offline the page and the dashboard card show the device's copy or say it is missing. */
export const useRecordsHealth = (aircraft: number, date?: string) => useQuery(recordsHealthQueryOptions(aircraft, date))
