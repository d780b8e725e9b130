import { describe, expect, it } from 'vitest'

import { aircraftStatus, expiringDocuments, rankDueItems } from './status'
import type { Due, DueItem } from './types'

const item = (key: string, status: Due['status'], projected: string | null, consumed = 0.5): DueItem => ({
  key,
  kind: 'task',
  title: key,
  reference: null,
  due: {
    limit: { hours: 100 },
    due_at: {},
    remaining: {},
    consumed,
    governing: 'hours',
    status,
    projected_date: projected,
  },
})

describe('status', () => {
  it('ranks overdue, then due soon, then by projected day (none last), share used and key', () => {
    const items = [
      item('a', 'ok', '2026-12-01'),
      item('b', 'ok', null, 0.9),
      item('c', 'due_soon', '2027-01-01'),
      item('d', 'overdue', '2026-11-22'),
      item('e', 'ok', '2026-12-01', 0.8),
      item('f', 'ok', null, 0.2),
    ]
    expect(rankDueItems(items).map((each) => each.key)).toEqual(['d', 'c', 'e', 'a', 'b', 'f'])
    expect(items[0].key).toBe('a')
  })

  it('the aircraft is as bad as its worst item; an expired certificate makes it overdue', () => {
    expect(aircraftStatus([item('a', 'ok', null)], [])).toBe('airworthy')
    expect(aircraftStatus([item('a', 'ok', null), item('b', 'due_soon', null)], [])).toBe('due_soon')
    expect(aircraftStatus([item('b', 'due_soon', null), item('c', 'overdue', null)], [])).toBe('overdue')
    const expiring = {
      id: 1,
      title: 'LTZ',
      tag: 'certificate-of-airworthiness' as const,
      expires_at: '2026-12-01',
      days_left: 9,
    }
    expect(aircraftStatus([], [expiring])).toBe('airworthy')
    expect(aircraftStatus([], [{ ...expiring, days_left: -1 }])).toBe('overdue')
  })

  it('lists documents expiring within 60 days, expired ones included, soonest first', () => {
    const documents = [
      { id: 1, title: 'Versicherung', tag: 'insurance-certificate' as const, expires_at: '2027-01-21' },
      { id: 2, title: 'LTZ', tag: 'certificate-of-airworthiness' as const, expires_at: '2026-11-20T00:00:00.000Z' },
      { id: 3, title: 'Funk', tag: 'aeronautical-radio-certificate' as const, expires_at: '2027-01-22' },
      { id: 4, title: 'LTZ alt', tag: 'certificate-of-airworthiness' as const, expires_at: null },
    ]
    expect(expiringDocuments(documents, '2026-11-22')).toEqual([
      { id: 2, title: 'LTZ', tag: 'certificate-of-airworthiness', expires_at: '2026-11-20', days_left: -2 },
      { id: 1, title: 'Versicherung', tag: 'insurance-certificate', expires_at: '2027-01-21', days_left: 60 },
    ])
  })
})
