import type { AdStatusList, Due } from '@flugakte/domain'
import { describe, expect, it } from 'vitest'

import { pdfText } from '../../testing/pdf-text'
import { renderAdStatusPdf } from './render-ad-report'

const due = (status: Due['status'], minutes: number): Due => ({
  limit: { hours: 100 },
  due_at: { minutes: 2000 * 60 },
  remaining: { minutes },
  consumed: 1 - minutes / 6000,
  governing: 'hours',
  status,
  projected_date: '2026-12-24',
})

const row = (number: string, overrides: Partial<AdStatusList['data'][number]> = {}): AdStatusList['data'][number] => ({
  key: `ad:${number}`,
  directive_id: 1,
  number,
  revision: null,
  authority: 'FAA',
  title: `Directive ${number}`,
  effective_date: '2020-01-01',
  recurrence: 'recurring',
  applies_to: 'aircraft',
  applicability: ['DA 40 NG'],
  component: null,
  status: 'recurring',
  reason: null,
  last_record: null,
  due: due('ok', 50 * 60),
  registration: 'D-EXAB',
  ...overrides,
})

describe('AD status report PDF', () => {
  it('lists every AD with status, reason, last compliance, next due and remaining', async () => {
    const rows = [
      row('2016-23-03', { due: due('overdue', -90), last_record: { id: 1, date: '2026-05-01', airframe_minutes: 1900 * 60, method_of_compliance: 'Sichtprüfung', performed_by: null, certifying_document: null, notes: null, author_company: null, status: 'complied', reason: null } }),
      row('2009-10-04', { status: 'not_applicable', reason: 'Gilt nur für DA 40 und DA 40 F', due: null }),
      row('DEMO-2026-001', { status: 'open', applies_to: 'component', component: { id: 'x', name: 'Transponder GTX 335', part_number: '011-03300-00', serial_number: 'T-1', position: null } }),
    ]
    const counters = { airframe_minutes: 1950 * 60, landings: 1600, engine_minutes: 0, engine_cycles: 0 }
    const text = (await pdfText(await renderAdStatusPdf({ aircraft: { registration: 'D-EXAB', variant: 'DA 40 NG' }, counters, rows }, { language: 'de', generatedAt: new Date('2026-11-22T10:00:00Z') }))).join('\n')
    expect(text).toContain('AD-Statusbericht D-EXAB')
    expect(text).toContain('1950:00 h')
    for (const each of rows) expect(text).toContain(each.number)
    // Cells wrap, so the reason's words may sit on several lines of the text layer.
    expect(text).toContain('nicht zutreffend:')
    for (const word of ['Gilt', 'nur', 'für', 'DA 40 F']) expect(text).toContain(word)
    expect(text).toContain('Sichtprüfung')
    expect(text).toContain('-01:30 h')
    expect(text).toContain('ÜBERFÄLLIG')
    expect(text).toContain('S/N T-1')
    const english = (await pdfText(await renderAdStatusPdf({ aircraft: null, easaTypeName: 'DA 40 NG', rows }, { language: 'en', generatedAt: new Date() }))).join('\n')
    expect(english).toContain('Type: DA 40 NG')
    expect(english).toContain('not applicable')
    expect(english).toContain('OVERDUE')
  })
})
