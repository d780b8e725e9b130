import type { EquipmentList } from '@flugakte/domain'
import { describe, expect, it } from 'vitest'

import { pdfText } from '../../testing/pdf-text'
import { renderEquipmentListCsv, renderEquipmentListPdf } from './render-equipment-list'

const item = (
  index: number,
  overrides: Partial<EquipmentList['data'][number]> = {},
): EquipmentList['data'][number] => ({
  id: index,
  item: `Gerät ${index}`,
  manufacturer: 'Garmin',
  part_number: `PN-${index}`,
  serial_number: `SN-${index}`,
  quantity: 1,
  location: 'Instrumentenbrett',
  weight_kg: 1.5,
  arm_m: 1.42,
  installed_date: '2025-03-01',
  remarks: null,
  ...overrides,
})

const list = (items: EquipmentList['data']): EquipmentList => ({
  aircraft: { id: 1, registration: 'D-EFAK', variant: 'C172S', serial_number: '172S11234' },
  data: items,
})

const generatedAt = new Date('2026-11-22T09:30:00Z')

describe('equipment list downloads', () => {
  it('prints the aircraft, every item and the total weight in the PDF, in both languages', async () => {
    const items = [
      item(1),
      item(2, { item: 'Feuerlöscher – Halon-frei ✓', weight_kg: 1.9, quantity: 2 }),
      item(3, { weight_kg: null }),
    ]
    const german = (await pdfText(await renderEquipmentListPdf(list(items), { language: 'de', generatedAt }))).join(
      '\n',
    )
    expect(german).toContain('Ausrüstungsliste D-EFAK')
    expect(german).toContain('C172S')
    expect(german).toContain('172S11234')
    for (const each of items) {
      expect(german).toContain(each.part_number)
      expect(german).toContain(each.serial_number)
    }
    // ✓ is outside Helvetica's encoding and is replaced instead of failing the download.
    expect(german).toContain('Feuerlöscher – Halon-frei ?')
    expect(german).toContain('5.3 kg')
    const english = (await pdfText(await renderEquipmentListPdf(list(items), { language: 'en', generatedAt }))).join(
      '\n',
    )
    expect(english).toContain('Equipment list D-EFAK')
    expect(english).toContain('Page 1 of 1')
  })

  it('continues a long list on further pages with the header and page numbers', async () => {
    const items = Array.from({ length: 120 }, (_, index) => item(index + 1))
    const pages = await pdfText(await renderEquipmentListPdf(list(items), { language: 'de', generatedAt }))
    expect(pages.length).toBeGreaterThan(2)
    expect(pages.every((page) => page.includes('Teilenummer'))).toBe(true)
    expect(pages.at(-1)).toContain(`Seite ${pages.length} von ${pages.length}`)
    expect(pages.join('\n')).toContain('PN-120')
  })

  it('cuts a cell taller than a page instead of running off it, and says when the list is empty', async () => {
    const essay = Array.from({ length: 3000 }, (_, index) => `Wort${index}`).join(' ')
    const pages = await pdfText(
      await renderEquipmentListPdf(list([item(1), item(2, { remarks: essay }), item(3)]), {
        language: 'en',
        generatedAt,
      }),
    )
    const text = pages.join('\n')
    expect(text).toContain('…')
    expect(text).not.toContain('Wort2999')
    expect(text).toContain('PN-3')
    expect(pages.length).toBeLessThanOrEqual(3)
    const empty = (await pdfText(await renderEquipmentListPdf(list([]), { language: 'de', generatedAt }))).join('\n')
    expect(empty).toContain('Keine Ausrüstung erfasst.')
    expect(empty).toContain('Gesamtgewicht der Einträge mit Gewicht: 0 kg')
  })

  it('writes RFC 4180 CSV with a byte-order mark that reads back to the same fields', () => {
    const tricky = item(1, { item: 'Headset, "Bose" A20', remarks: 'Zeile 1\nZeile 2' })
    const csv = renderEquipmentListCsv(list([tricky, item(2)]), 'de')
    expect(csv.startsWith('\uFEFFGegenstand,Hersteller,Teilenummer')).toBe(true)
    expect(parseCsv(csv.slice(1))).toEqual([
      [
        'Gegenstand',
        'Hersteller',
        'Teilenummer',
        'Seriennummer',
        'Anzahl',
        'Einbauort',
        'Gewicht kg',
        'Hebelarm m',
        'Eingebaut',
        'Bemerkungen',
      ],
      [
        'Headset, "Bose" A20',
        'Garmin',
        'PN-1',
        'SN-1',
        '1',
        'Instrumentenbrett',
        '1.5',
        '1.42',
        '2025-03-01',
        'Zeile 1\nZeile 2',
      ],
      ['Gerät 2', 'Garmin', 'PN-2', 'SN-2', '1', 'Instrumentenbrett', '1.5', '1.42', '2025-03-01', ''],
    ])
    expect(renderEquipmentListCsv(list([]), 'en')).toBe(
      '\uFEFFItem,Manufacturer,P/N,S/N,Qty,Location,Weight kg,Arm m,Installed,Remarks\r\n',
    )
  })
})

/** A small RFC 4180 reader, independent of the writer under test. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let field = ''
  let quoted = false
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"'
        index += 1
      } else if (char === '"') quoted = false
      else field += char
    } else if (char === '"') quoted = true
    else if (char === ',') {
      row.push(field)
      field = ''
    } else if (char === '\r' && text[index + 1] === '\n') {
      row.push(field)
      rows.push(row)
      row = []
      field = ''
      index += 1
    } else field += char
  }
  return rows
}
