import { describe, expect, it } from 'vitest'

import { preflightFindings } from './preflight'
import type { AircraftSummary, DueItem } from './types'

const due = (key: string, status: 'ok' | 'due_soon' | 'overdue', kind: DueItem['kind'] = 'task'): DueItem => ({
  key,
  kind,
  title: `Item ${key}`,
  reference: kind === 'airworthiness_directive' ? `AD ${key}` : null,
  due: {
    limit: { months: 12 },
    due_at: { date: '2026-11-01' },
    remaining: { days: status === 'overdue' ? -3 : 20 },
    consumed: status === 'overdue' ? 1.01 : 0.9,
    governing: 'calendar',
    status,
    projected_date: '2026-11-01',
  },
})

const summary = (changes: Partial<AircraftSummary> = {}) =>
  ({
    next_due: [],
    expiring_documents: [],
    arc: {
      valid_until: '2027-05-01',
      days_left: 150,
      state: 'current',
      source: 'review',
      review_id: 1,
      document_id: null,
    },
    defects: { open: 0, deferred: 0, grounding: [], limitations: [] },
    ...changes,
  }) as Pick<AircraftSummary, 'next_due' | 'expiring_documents' | 'arc' | 'defects'>

describe('what a pilot must know before flight', () => {
  it('is nothing for an aircraft in order', () => {
    expect(preflightFindings(summary({ next_due: [due('100h', 'due_soon')] }))).toEqual([])
  })

  it('names the expired ARC, overdue items, expired documents and the limitations in force, once each', () => {
    const findings = preflightFindings(
      summary({
        arc: {
          valid_until: '2026-11-20',
          days_left: -8,
          state: 'overdue',
          source: 'review',
          review_id: 1,
          document_id: null,
        },
        next_due: [
          due('100h', 'overdue'),
          due('2024-0001', 'overdue', 'airworthiness_directive'),
          due('arc', 'overdue', 'airworthiness_review'),
          due('elt', 'due_soon'),
        ],
        expiring_documents: [
          { id: 7, title: 'Versicherung', tag: 'insurance-certificate', expires_at: '2026-11-27', days_left: -1 },
          { id: 8, title: 'Funk', tag: 'aeronautical-radio-certificate', expires_at: '2026-12-20', days_left: 22 },
        ],
        defects: {
          open: 0,
          deferred: 1,
          grounding: [],
          limitations: [{ defect: 12, description: 'Landelicht', limitation: 'Nur bei Tag', due: null }],
        },
      }),
    )
    expect(findings).toEqual([
      { key: 'arc', kind: 'arc_expired', expired_on: '2026-11-20' },
      { key: 'due:100h', kind: 'overdue', title: 'Item 100h', reference: null },
      { key: 'due:2024-0001', kind: 'overdue', title: 'Item 2024-0001', reference: 'AD 2024-0001' },
      { key: 'document:7', kind: 'document_expired', title: 'Versicherung', expired_on: '2026-11-27' },
      { key: 'limitation:12', kind: 'limitation', defect: 12, limitation: 'Nur bei Tag' },
    ])
  })
})
