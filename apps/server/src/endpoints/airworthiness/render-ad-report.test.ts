import type { AdStatusList, Due } from '@flugakte/domain'
import { describe, expect, it } from 'vitest'

import { pdfText } from '../../testing/pdf-text'
import { renderAdStatusPdf } from './render-ad-report'

const due = (status: Due['status'], minutes: number, extra: Partial<Due> = {}): Due => ({
  limit: { hours: 100 },
  due_at: { minutes: 2000 * 60 },
  remaining: { minutes },
  consumed: 1 - minutes / 6000,
  governing: 'hours',
  status,
  projected_date: '2026-12-24',
  ...extra,
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

const rows = [
  row('2016-23-03', {
    revision: 'R1',
    due: due('overdue', -90),
    last_record: {
      id: 1,
      date: '2026-05-01',
      airframe_minutes: 1900 * 60,
      method_of_compliance: 'Sichtprüfung',
      performed_by: null,
      certifying_document: null,
      notes: null,
      author_company: null,
      release: null,
      signature: null,
      status: 'complied',
      reason: null,
    },
  }),
  row('2009-10-04', { status: 'not_applicable', reason: 'Gilt nur für DA 40 und DA 40 F', due: null }),
  row('DEMO-2026-001', {
    status: 'open',
    applies_to: 'component',
    applicability: ['Transponder'],
    component: {
      id: 'x',
      name: 'Transponder GTX 335',
      part_number: '011-03300-00',
      serial_number: 'T-1',
      position: null,
    },
    due: due('due_soon', 0, { due_at: { cycles: 1700, date: '2026-12-31' }, remaining: { cycles: 12, days: 39 } }),
  }),
  row('2011-0001', { status: 'complied', recurrence: 'one_time', due: null }),
]

const counters = { airframe_minutes: 1950 * 60, landings: 1600, engine_minutes: 0, engine_cycles: 0 }
const aircraft = { registration: 'D-EXAB', variant: 'DA 40 NG', serial_number: '40.N123' }
const generatedAt = new Date('2026-11-22T10:00:00Z')

/** The text layer with line breaks as spaces: wrapped cells read as one phrase. */
const flat = (pages: string[]) => pages.join('\n').replace(/\s+/g, ' ')

describe('AD status report PDF', () => {
  it('lists every AD of an aircraft with status, reason, last compliance, next due and remaining', async () => {
    const text = flat(
      await pdfText(await renderAdStatusPdf({ aircraft, counters, rows }, { language: 'de', generatedAt })),
    )
    expect(text).toContain('AD-Statusbericht D-EXAB')
    expect(text).toContain('Luftfahrzeug: D-EXAB (DA 40 NG) · Werknummer: 40.N123')
    expect(text).toContain('Betriebszeit Zelle 1950:00 h · 1600 Landungen')
    expect(text).toContain('22.11.2026')
    expect(text).toContain('ML.A.305')
    for (const each of rows) expect(text).toContain(each.number)
    expect(text).toContain('2016-23-03 R1')
    for (const status of ['wiederkehrend', 'offen', 'erfüllt']) expect(text).toContain(status)
    expect(text).toContain('nicht zutreffend: Gilt nur für DA 40 und DA 40 F')
    expect(text).toContain('2026-05-01 · 1900:00 h · Sichtprüfung')
    expect(text).toContain('2000:00 h')
    expect(text).toContain('-01:30 h (ÜBERFÄLLIG)')
    expect(text).toContain('Transponder GTX 335 S/N T-1')
    expect(text).toContain('1700 Zyklen / 2026-12-31')
    expect(text).toContain('12 Zyklen / 39 Tage')
    // One aircraft's report names it in the header, not in a column.
    expect(text).not.toContain('Kennzeichen')
    expect(text).toContain('Seite 1 von 1')
  })

  it('lists by EASA type with the registration per row, in English', async () => {
    const fleet = [...rows, row('2016-23-03', { registration: 'D-EABC', status: 'complied', due: null })]
    const text = flat(
      await pdfText(
        await renderAdStatusPdf(
          { aircraft: null, easaTypeName: 'DA 40 NG', rows: fleet },
          { language: 'en', generatedAt },
        ),
      ),
    )
    expect(text).toContain('AD status report DA 40 NG')
    expect(text).toContain('Type: DA 40 NG')
    expect(text).toContain('Registration')
    expect(text).toContain('D-EABC')
    for (const status of ['open', 'complied', 'recurring']) expect(text).toContain(status)
    expect(text).toContain('not applicable: Gilt nur für DA 40 und DA 40 F')
    expect(text).toContain('(OVERDUE)')
    expect(text).toContain('1700 cycles / 2026-12-31')
    expect(text).not.toContain('Airframe time')
  })

  it('continues a long report on further pages with the header and page numbers', async () => {
    const many = Array.from({ length: 90 }, (_, index) => row(`2020-${String(index + 1).padStart(2, '0')}-01`))
    const pages = await pdfText(
      await renderAdStatusPdf({ aircraft, counters, rows: many }, { language: 'en', generatedAt }),
    )
    expect(pages.length).toBeGreaterThan(2)
    expect(pages.every((page) => page.includes('AD number') && page.includes('Remaining'))).toBe(true)
    pages.forEach((page, index) => expect(page).toContain(`Page ${index + 1} of ${pages.length}`))
    for (const each of many) expect(flat(pages)).toContain(each.number)
  })

  it('takes a given title, replaces characters Helvetica cannot draw and says when there are no ADs', async () => {
    const text = flat(
      await pdfText(
        await renderAdStatusPdf(
          { title: 'AD-Status ✈ D-EXAB', aircraft, rows: [row('2021-01-01', { title: 'Ölkühler – 𝛑 Prüfung' })] },
          { language: 'de', generatedAt },
        ),
      ),
    )
    expect(text).toContain('AD-Status ? D-EXAB')
    expect(text).toContain('Ölkühler – ? Prüfung')
    const empty = flat(await pdfText(await renderAdStatusPdf({ aircraft, rows: [] }, { language: 'en', generatedAt })))
    expect(empty).toContain('No airworthiness directives recorded.')
  })
})
