import { api } from '../../../lib/api-client'
import type { LogHead } from '../witness/check-witness'

/** What a witness reports: the head it kept and the newest head the server showed (null: none). */
export type WitnessReport = { kept: LogHead; received: LogHead | null }

/**
 * POST /api/customer_aircrafts/:id/journey-log/witness-report: the server checks that it signed the
 * kept head and that its log no longer extends it, then tells the owner's company admins and the CAO
 * (202); 200 when its log does extend the head after all.
 */
export async function reportWitnessFailure(aircraft: number, report: WitnessReport): Promise<unknown> {
  return api<unknown>(`/customer_aircrafts/${aircraft}/journey-log/witness-report`, {
    method: 'POST',
    body: report,
    background: true,
  })
}
