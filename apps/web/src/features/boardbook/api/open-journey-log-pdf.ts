import { toQueryString } from '../../../lib/api-client'
import { openFileInNewTab } from '../../../lib/files'

export type DateRange = { from?: string; to?: string }

/** GET /api/customer_aircrafts/:id/journey-log.pdf, of the days asked for or of the whole log. */
export function journeyLogPdfUrl(aircraft: number, { from, to }: DateRange = {}): string {
  const query = toQueryString({ from, to })
  return `/api/customer_aircrafts/${aircraft}/journey-log.pdf${query ? `?${query}` : ''}`
}

/** The printed Bordbuch in a new tab (fetched with the session, see lib/files). */
export function openJourneyLogPdf(aircraft: number, range?: DateRange): Promise<void> {
  return openFileInNewTab(journeyLogPdfUrl(aircraft, range))
}
