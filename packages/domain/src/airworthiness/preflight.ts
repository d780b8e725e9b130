import { z } from 'zod'

import type { AircraftSummary } from './types'

/**
 * What a pilot must know about the aircraft before flight, beyond a defect that grounds it (which is
 * confirmed on its own): items of the maintenance programme, ADs and parts that are overdue, documents
 * that have expired, an expired ARC and the limitations of deferred defects in force.
 */
export type PreflightFinding =
  | { key: string; kind: 'overdue'; title: string; reference: string | null }
  | { key: string; kind: 'document_expired'; title: string; expired_on: string }
  | { key: string; kind: 'arc_expired'; expired_on: string | null }
  | { key: string; kind: 'limitation'; defect: number; limitation: string }

/** The aircraft's findings before flight, from its status as the fleet status has it. */
export function preflightFindings(
  summary: Pick<AircraftSummary, 'next_due' | 'expiring_documents' | 'arc' | 'defects'>,
): PreflightFinding[] {
  const findings: PreflightFinding[] = []
  if (summary.arc.state === 'overdue') {
    findings.push({ key: 'arc', kind: 'arc_expired', expired_on: summary.arc.valid_until })
  }
  for (const item of summary.next_due) {
    // The ARC's own due item is the finding above.
    if (item.due.status !== 'overdue' || item.kind === 'airworthiness_review') continue
    findings.push({ key: `due:${item.key}`, kind: 'overdue', title: item.title, reference: item.reference })
  }
  for (const document of summary.expiring_documents) {
    if (document.days_left >= 0) continue
    findings.push({
      key: `document:${document.id}`,
      kind: 'document_expired',
      title: document.title,
      expired_on: document.expires_at,
    })
  }
  for (const item of summary.defects.limitations) {
    findings.push({
      key: `limitation:${item.defect}`,
      kind: 'limitation',
      defect: item.defect,
      limitation: item.limitation,
    })
  }
  return findings
}

/**
 * What an entry records of the findings its pilot acknowledged before flight, each as it was shown to
 * them (`acknowledge_preflight` in the create's body): at most 50, each text at most 500 characters.
 */
export const preflightAcknowledgementSchema = z
  .array(z.object({ key: z.string().trim().min(1).max(100), text: z.string().trim().min(1).max(500) }).strict())
  .max(50)

export type PreflightAcknowledgement = z.infer<typeof preflightAcknowledgementSchema>[number]
