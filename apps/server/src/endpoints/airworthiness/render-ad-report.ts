import { fromMinutes, type AdStatus, type AdStatusList, type Counters, type Due } from '@flugakte/domain'

import { generatedLabel, renderTablePdf, type Language } from './pdf-table'

const LABELS = {
  de: {
    title: 'AD-Statusbericht',
    aircraft: 'Luftfahrzeug',
    serial: 'Werknummer',
    type: 'Muster',
    counters: (hours: string, landings: number) => `Betriebszeit Zelle ${hours} h · ${landings} Landungen`,
    generated: 'Erstellt',
    basis: 'Stand der Lufttüchtigkeitsanweisungen nach EASA Part-ML ML.A.305',
    columns: [
      'Kennzeichen',
      'AD-Nummer',
      'Behörde',
      'Titel',
      'Gilt für',
      'Status',
      'Letzte Durchführung',
      'Nächste Fälligkeit',
      'Verbleibend',
    ],
    status: {
      open: 'offen',
      complied: 'erfüllt',
      recurring: 'wiederkehrend',
      not_applicable: 'nicht zutreffend',
    } satisfies Record<AdStatus, string>,
    over: 'überfällig',
    days: 'Tage',
    cycles: 'Zyklen',
    empty: 'Keine Lufttüchtigkeitsanweisungen erfasst.',
  },
  en: {
    title: 'AD status report',
    aircraft: 'Aircraft',
    serial: 'Serial number',
    type: 'Type',
    counters: (hours: string, landings: number) => `Airframe time ${hours} h · ${landings} landings`,
    generated: 'Generated',
    basis: 'Status of airworthiness directives per EASA Part-ML ML.A.305',
    columns: [
      'Registration',
      'AD number',
      'Authority',
      'Title',
      'Applies to',
      'Status',
      'Last compliance',
      'Next due',
      'Remaining',
    ],
    status: {
      open: 'open',
      complied: 'complied',
      recurring: 'recurring',
      not_applicable: 'not applicable',
    } satisfies Record<AdStatus, string>,
    over: 'overdue',
    days: 'days',
    cycles: 'cycles',
    empty: 'No airworthiness directives recorded.',
  },
} as const

const WIDTHS = [8, 10, 6, 20, 13, 14, 13, 11, 10]

type Labels = (typeof LABELS)[Language]

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

/** The AD status of one aircraft, or of the caller's aircraft of a type, as a PDF. */
export async function renderAdStatusPdf(
  report: AdReportInput,
  options: { language: Language; generatedAt: Date },
): Promise<Uint8Array> {
  const labels = LABELS[options.language]
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
  // One aircraft's report names it in the header; only a list by type needs the registration per row.
  const perRow = aircraft === null
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
  return renderTablePdf(
    {
      title: report.title ?? `${labels.title} ${aircraft?.registration ?? report.easaTypeName ?? ''}`.trim(),
      meta,
      columns: perRow ? columns : columns.slice(1),
      rows,
      empty: labels.empty,
      language: options.language,
    },
    options.generatedAt,
  )
}
