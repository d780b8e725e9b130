import { AD_STATUSES, fromMinutes, type AdStatus, type AdStatusList, type Counters, type Due } from '@flugakte/domain'

import type { en } from '@flugakte/texts'

import { toCsv } from '../../lib/csv'
import { textIn } from '../../lib/texts'
import { generatedLabel, renderTablePdf, type Language } from './pdf-table'

const COLUMNS = [
  'columnRegistration',
  'columnNumber',
  'columnAuthority',
  'columnTitle',
  'columnAppliesTo',
  'columnStatus',
  'columnLastCompliance',
  'columnNextDue',
  'columnRemaining',
] as const

const STATUS = {
  open: 'statusOpen',
  complied: 'statusComplied',
  recurring: 'statusRecurring',
  not_applicable: 'statusNotApplicable',
} as const satisfies Record<AdStatus, string>

/** The report's words in one language (packages/texts, namespace adReport). */
function labelsIn(language: Language) {
  const text = (key: Exclude<keyof typeof en.server.adReport, 'counters'>) => textIn(language, `adReport:${key}`)
  return {
    title: text('title'),
    aircraft: text('aircraft'),
    serial: text('serial'),
    type: text('type'),
    counters: (hours: string, landings: number) => textIn(language, 'adReport:counters', { hours, landings }),
    generated: textIn(language, 'pdf:generated'),
    basis: text('basis'),
    columns: COLUMNS.map(text),
    status: Object.fromEntries(AD_STATUSES.map((status) => [status, text(STATUS[status])])) as Record<AdStatus, string>,
    over: text('overdue'),
    days: text('days'),
    cycles: text('cycles'),
    empty: text('empty'),
  }
}

const WIDTHS = [8, 10, 6, 20, 13, 14, 13, 11, 10]

type Labels = ReturnType<typeof labelsIn>

function nextDue(due: Due | null, labels: Labels): string {
  if (!due) return '—'
  const parts: string[] = []
  if (due.due_at.minutes !== undefined) parts.push(`${fromMinutes(Math.max(0, due.due_at.minutes))} h`)
  if (due.due_at.cycles !== undefined) parts.push(`${due.due_at.cycles} ${labels.cycles}`)
  if (due.due_at.date !== undefined) parts.push(due.due_at.date)
  return parts.join(' / ')
}

function remaining(due: Due | null, labels: Labels): string {
  if (!due) return '—'
  const parts: string[] = []
  const { minutes, cycles, days } = due.remaining
  if (minutes !== undefined) parts.push(`${minutes < 0 ? '-' : ''}${fromMinutes(Math.abs(minutes))} h`)
  if (cycles !== undefined) parts.push(`${cycles} ${labels.cycles}`)
  if (days !== undefined) parts.push(`${days} ${labels.days}`)
  const overdue = due.status === 'overdue' || [minutes, cycles, days].some((value) => value !== undefined && value < 0)
  return `${parts.join(' / ')}${overdue ? ` (${labels.over.toUpperCase()})` : ''}`
}

export type AdReportInput = {
  /** Replaces the default title ("AD status report" and the registration or type). */
  title?: string
  aircraft: { registration: string; variant: string | null; serial_number?: string | null } | null
  easaTypeName?: string | null
  counters?: Counters | null
  rows: AdStatusList['data']
}

/** The report's columns and rows: with the registration per row only for a list of several aircraft. */
function adStatusTable(report: AdReportInput, labels: Labels) {
  // One aircraft's report names it in the header; only a list by type needs the registration per row.
  const perRow = report.aircraft === null
  const rows = report.rows.map((row) => {
    const last = row.last_record
    const cells = [
      `${row.number}${row.revision ? ` ${row.revision}` : ''}`,
      row.authority ?? '',
      row.title,
      row.component
        ? `${row.component.name}${row.component.serial_number ? ` S/N ${row.component.serial_number}` : ''}`
        : row.applicability.join(', '),
      `${labels.status[row.status]}${row.reason ? `: ${row.reason}` : ''}`,
      last
        ? [
            last.date,
            last.airframe_minutes !== null ? `${fromMinutes(last.airframe_minutes)} h` : '',
            last.method_of_compliance ?? '',
          ]
            .filter(Boolean)
            .join(' · ')
        : '—',
      nextDue(row.due, labels),
      remaining(row.due, labels),
    ]
    return perRow ? [row.registration, ...cells] : cells
  })
  const columns = labels.columns.map((header, index) => ({ header, width: WIDTHS[index] }))
  return { columns: perRow ? columns : columns.slice(1), rows }
}

/** The same table as CSV (the record export's ad-status.csv). */
export function renderAdStatusCsv(report: AdReportInput, language: Language): string {
  const { columns, rows } = adStatusTable(report, labelsIn(language))
  return toCsv([columns.map((column) => column.header), ...rows])
}

/** The AD status of one aircraft, or of the caller's aircraft of a type, as a PDF. */
export async function renderAdStatusPdf(
  report: AdReportInput,
  options: { language: Language; generatedAt: Date },
): Promise<Uint8Array> {
  const labels = labelsIn(options.language)
  const { aircraft } = report
  const subject = aircraft
    ? [
        `${labels.aircraft}: ${aircraft.registration}${aircraft.variant ? ` (${aircraft.variant})` : ''}`,
        aircraft.serial_number ? ` · ${labels.serial}: ${aircraft.serial_number}` : '',
      ].join('')
    : `${labels.type}: ${report.easaTypeName ?? '—'}`
  const meta = [subject]
  if (report.counters)
    meta.push(labels.counters(fromMinutes(report.counters.airframe_minutes), report.counters.landings))
  meta.push(`${labels.generated}: ${generatedLabel(options.generatedAt, options.language)} · ${labels.basis}`)
  const { columns, rows } = adStatusTable(report, labels)
  return renderTablePdf(
    {
      title: report.title ?? `${labels.title} ${aircraft?.registration ?? report.easaTypeName ?? ''}`.trim(),
      meta,
      columns,
      rows,
      empty: labels.empty,
      language: options.language,
    },
    options.generatedAt,
  )
}
