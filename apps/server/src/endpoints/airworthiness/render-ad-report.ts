import { fromMinutes, type AdStatus, type AdStatusList, type Counters, type Due } from '@flugakte/domain'

import { generatedLabel, renderTablePdf, type Language } from './pdf-table'

const LABELS = {
  de: {
    title: 'AD-Statusbericht',
    aircraft: 'Luftfahrzeug',
    type: 'Muster',
    counters: (hours: string, landings: number) => `Betriebszeit Zelle ${hours} h · ${landings} Landungen`,
    generated: 'Erstellt',
    basis: 'Stand der Lufttüchtigkeitsanweisungen nach EASA Part-ML ML.A.305',
    columns: ['Kennzeichen', 'AD-Nummer', 'Behörde', 'Titel', 'Gilt für', 'Status', 'Letzte Durchführung', 'Nächste Fälligkeit', 'Verbleibend'],
    status: { open: 'offen', complied: 'erfüllt', recurring: 'wiederkehrend', not_applicable: 'nicht zutreffend' } satisfies Record<AdStatus, string>,
    over: 'überfällig',
    days: 'Tage',
    cycles: 'Zyklen',
  },
  en: {
    title: 'AD status report',
    aircraft: 'Aircraft',
    type: 'Type',
    counters: (hours: string, landings: number) => `Airframe time ${hours} h · ${landings} landings`,
    generated: 'Generated',
    basis: 'Status of airworthiness directives per EASA Part-ML ML.A.305',
    columns: ['Registration', 'AD number', 'Authority', 'Title', 'Applies to', 'Status', 'Last compliance', 'Next due', 'Remaining'],
    status: { open: 'open', complied: 'complied', recurring: 'recurring', not_applicable: 'not applicable' } satisfies Record<AdStatus, string>,
    over: 'overdue',
    days: 'days',
    cycles: 'cycles',
  },
} as const

const WIDTHS = [8, 10, 6, 20, 13, 14, 13, 11, 10]

type Labels = (typeof LABELS)[Language]

function nextDue(due: Due | null): string {
  if (!due) return '—'
  const parts: string[] = []
  if (due.due_at.minutes !== undefined) parts.push(`${fromMinutes(Math.max(0, due.due_at.minutes))} h`)
  if (due.due_at.cycles !== undefined) parts.push(`${due.due_at.cycles} cyc`)
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
  return `${parts.join(' / ')}${due.status === 'overdue' ? ` (${labels.over.toUpperCase()})` : ''}`
}

export type AdReportInput = {
  aircraft: { registration: string; variant: string | null; serial_number?: string | null } | null
  easaTypeName?: string | null
  counters?: Counters | null
  rows: AdStatusList['data']
}

/** The AD status of one aircraft, or of the caller's aircraft of a type, as a PDF. */
export async function renderAdStatusPdf(report: AdReportInput, options: { language: Language; generatedAt: Date }): Promise<Uint8Array> {
  const labels = LABELS[options.language]
  const subject = report.aircraft
    ? `${labels.aircraft}: ${report.aircraft.registration}${report.aircraft.variant ? ` (${report.aircraft.variant})` : ''}`
    : `${labels.type}: ${report.easaTypeName ?? '—'}`
  const meta = [subject]
  if (report.counters) meta.push(labels.counters(fromMinutes(report.counters.airframe_minutes), report.counters.landings))
  meta.push(`${labels.generated}: ${generatedLabel(options.generatedAt, options.language)} · ${labels.basis}`)
  const rows = report.rows.map((row) => {
    const last = row.last_record
    return [
      row.registration,
      `${row.number}${row.revision ? ` ${row.revision}` : ''}`,
      row.authority ?? '',
      row.title,
      row.component
        ? `${row.component.name}${row.component.serial_number ? ` S/N ${row.component.serial_number}` : ''}`
        : row.applicability.join(', '),
      `${labels.status[row.status]}${row.reason ? `: ${row.reason}` : ''}`,
      last
        ? [last.date, last.airframe_minutes !== null ? `${fromMinutes(last.airframe_minutes)} h` : '', last.method_of_compliance ?? ''].filter(Boolean).join(' · ')
        : '—',
      nextDue(row.due),
      remaining(row.due, labels),
    ]
  })
  return renderTablePdf(
    {
      title: `${labels.title} ${report.aircraft?.registration ?? report.easaTypeName ?? ''}`.trim(),
      meta,
      columns: labels.columns.map((header, index) => ({ header, width: WIDTHS[index] })),
      rows,
      language: options.language,
    },
    options.generatedAt,
  )
}
