import type { EquipmentList } from '@flugakte/domain'

import type { en } from '@flugakte/texts'

import { toCsv } from '../../lib/csv'
import { textIn } from '../../lib/texts'
import { generatedLabel, renderTablePdf, type Language } from './pdf-table'

const COLUMNS = [
  'columnItem',
  'columnManufacturer',
  'columnPartNumber',
  'columnSerialNumber',
  'columnQuantity',
  'columnLocation',
  'columnWeight',
  'columnArm',
  'columnInstalled',
  'columnRemarks',
] as const

/** The list's words in one language (packages/texts, namespace equipmentList). */
function labelsIn(language: Language) {
  const text = (key: keyof typeof en.server.equipmentList) => textIn(language, `equipmentList:${key}`)
  return {
    title: text('title'),
    aircraft: text('aircraft'),
    serial: text('serial'),
    generated: textIn(language, 'pdf:generated'),
    columns: COLUMNS.map(text),
    totalWeight: text('totalWeight'),
    empty: text('empty'),
  }
}

const WIDTHS = [18, 12, 11, 11, 5, 10, 7, 7, 8, 16]

/** Numbers with a dot, as the CSV and the PDF both print them. */
const number = (value: number | null) => (value === null ? '' : String(Math.round(value * 1000) / 1000))

function cells(list: EquipmentList) {
  return list.data.map((item) => [
    item.item,
    item.manufacturer ?? '',
    item.part_number ?? '',
    item.serial_number ?? '',
    String(item.quantity),
    item.location ?? '',
    number(item.weight_kg),
    number(item.arm_m),
    item.installed_date ?? '',
    item.remarks ?? '',
  ])
}

const totalWeight = (list: EquipmentList) =>
  list.data.reduce((sum, item) => sum + (item.weight_kg === null ? 0 : item.weight_kg * item.quantity), 0)

export async function renderEquipmentListPdf(
  list: EquipmentList,
  options: { language: Language; generatedAt: Date },
): Promise<Uint8Array> {
  const labels = labelsIn(options.language)
  const { registration, variant, serial_number } = list.aircraft
  return renderTablePdf(
    {
      title: `${labels.title} ${registration}`,
      meta: [
        `${labels.aircraft}: ${registration}${variant ? ` (${variant})` : ''} · ${labels.serial}: ${serial_number}`,
        `${labels.generated}: ${generatedLabel(options.generatedAt, options.language)}`,
      ],
      columns: labels.columns.map((header, index) => ({ header, width: WIDTHS[index] })),
      rows: cells(list),
      footer: [`${labels.totalWeight}: ${number(totalWeight(list))} kg`],
      empty: labels.empty,
      language: options.language,
    },
    options.generatedAt,
  )
}

/** The equipment list as CSV, through the server's one CSV writer (formula cells neutralised). */
export function renderEquipmentListCsv(list: EquipmentList, language: Language): string {
  return toCsv([labelsIn(language).columns, ...cells(list)])
}
