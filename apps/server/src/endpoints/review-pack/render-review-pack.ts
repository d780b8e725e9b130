import fontkit from '@pdf-lib/fontkit'
import {
  fromMinutes,
  type ComponentRow,
  type Due,
  type HealthItem,
  type HealthNote,
  type HealthState,
  type ReleaseSignatureView,
  type ReviewPackData,
} from '@flugakte/domain'
import { texts, type en } from '@flugakte/texts'
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib'

import { printedDay } from '../../journey-log/bordbuch-pdf/bordbuch-rows'
import { pauseForRequests } from '../../lib/heavy-work/pause-for-requests'
import { fontFile, wrapText as wrap } from '../../journey-log/bordbuch-pdf/streaming-pdf'
import type { Language } from '../../lib/refuse'
import { textIn, type TextKey } from '../../lib/texts'
import { generatedLabel } from '../airworthiness/pdf-table'

type PackKey = keyof typeof en.server.reviewPack
type Plain<K> = K extends `${infer Base}_${'one' | 'other'}` ? Base : K
type Say = (key: Plain<PackKey>, vars?: Record<string, string | number>) => string

const PAGE: [number, number] = [841.89, 595.28]
const MARGIN = 36
const SIZE = { title: 16, meta: 9, heading: 12, subheading: 9.5, cell: 8, footer: 7 }
const LINE = 10
const PAD = 3
/** Below this sit the page numbers. */
const BOTTOM = MARGIN + 14
const BLACK = rgb(0, 0, 0)
const GREY = rgb(0.4, 0.4, 0.4)
const STATE_COLOUR: Record<HealthState, ReturnType<typeof rgb>> = {
  current: rgb(0.1, 0.45, 0.2),
  due_soon: rgb(0.7, 0.45, 0),
  overdue: rgb(0.75, 0, 0),
  missing: rgb(0.75, 0, 0),
  not_applicable: GREY,
}

type Column = { header: string; width: number }
/** A cell's text, and the colour of a state cell. */
type Cell = string | { text: string; colour: ReturnType<typeof rgb> }

/** Writes down landscape pages: headings, lines and tables whose header row repeats on a new page. */
class PackWriter {
  page: PDFPage
  y = PAGE[1] - MARGIN
  /** Requests that arrive while the rows are laid out are served between rows. */
  readonly pause = pauseForRequests()
  readonly width = PAGE[0] - 2 * MARGIN

  constructor(
    readonly pdf: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
  ) {
    this.page = pdf.addPage(PAGE)
  }

  newPage() {
    this.page = this.pdf.addPage(PAGE)
    this.y = PAGE[1] - MARGIN
  }

  room(height: number) {
    if (this.y - height < BOTTOM) this.newPage()
  }

  write(text: string, font: PDFFont, size: number, colour = BLACK) {
    for (const line of wrap(text, font, size, this.width)) {
      this.room(size + 4)
      this.y -= size + 4
      this.page.drawText(line, { x: MARGIN, y: this.y, size, font, color: colour })
    }
  }

  /** A section's heading, kept together with the first rows below it. */
  heading(text: string) {
    this.room(SIZE.heading + 60)
    this.y -= 10
    this.write(text, this.bold, SIZE.heading)
    this.y -= 4
  }

  async table(columns: Column[], rows: Cell[][], empty: string) {
    const total = columns.reduce((sum, column) => sum + column.width, 0)
    const widths = columns.map((column) => (column.width / total) * this.width)
    const xs = widths.map((_, index) => MARGIN + widths.slice(0, index).reduce((sum, width) => sum + width, 0))
    const layout = (cells: Cell[], font: PDFFont) => {
      const lines = cells.map((cell, index) =>
        wrap(typeof cell === 'string' ? cell || '—' : cell.text, font, SIZE.cell, widths[index] - 2 * PAD),
      )
      return { cells, lines, font, height: Math.max(...lines.map((each) => each.length)) * LINE + 2 * PAD }
    }
    const draw = (row: ReturnType<typeof layout>, shade: boolean) => {
      if (shade)
        this.page.drawRectangle({
          x: MARGIN,
          y: this.y - row.height,
          width: this.width,
          height: row.height,
          color: rgb(0.92, 0.93, 0.95),
        })
      row.lines.forEach((lines, index) => {
        const cell = row.cells[index]
        const colour = typeof cell === 'object' ? cell.colour : BLACK
        lines.forEach((line, number) =>
          this.page.drawText(line, {
            x: xs[index] + PAD,
            y: this.y - PAD - (number + 1) * LINE + 2,
            size: SIZE.cell,
            font: row.font,
            color: colour,
          }),
        )
      })
      this.y -= row.height
      this.page.drawLine({
        start: { x: MARGIN, y: this.y },
        end: { x: MARGIN + this.width, y: this.y },
        thickness: 0.3,
        color: rgb(0.7, 0.7, 0.7),
      })
    }
    const header = layout(
      columns.map((column) => column.header),
      this.bold,
    )
    this.room(header.height + LINE + 2 * PAD)
    draw(header, true)
    if (rows.length === 0) {
      draw(layout([empty, ...columns.slice(1).map(() => ' ')], this.regular), false)
      return
    }
    for (const cells of rows) {
      await this.pause()
      const row = layout(cells, this.regular)
      if (this.y - row.height < BOTTOM) {
        this.newPage()
        draw(header, true)
      }
      draw(row, false)
    }
  }
}

/** The texts the pack prints, in one language. */
function wordsIn(language: Language) {
  const say: Say = (key, vars) => textIn(language, `reviewPack:${key}` as TextKey, vars)
  const records = (texts[language] as unknown as { records?: Record<string, Record<string, unknown>> }).records ?? {}
  /** A name from the web's records texts (kinds, approval types, outcomes), else the value itself. */
  const recordsName = (group: string, value: string) => {
    const name = records[group]?.[value]
    return typeof name === 'string' ? name : value
  }
  const day = (value: string | null | undefined) => (value ? printedDay(language, value) : '—')
  const state = (value: HealthState): Cell => ({
    text: say(`state_${value}` as Plain<PackKey>),
    colour: STATE_COLOUR[value],
  })
  /** A note of an item in words; dates in its values are printed as the language writes them. */
  const note = ({ key, values = {} }: HealthNote) => {
    const printed = Object.fromEntries(
      Object.entries(values).map(([name, value]) => [
        name,
        typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value) ? day(value) : value,
      ]),
    )
    const own = `note_${key}`
    const table = texts[language].server.reviewPack as Record<string, string>
    if (table[own] !== undefined || table[`${own}_one`] !== undefined)
      return say(own as Plain<PackKey>, printed as Record<string, string | number>)
    const fallback = (records.notes as Record<string, string> | undefined)?.[key]
    if (!fallback) return key
    return fallback.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) => String(printed[name] ?? placeholder))
  }
  const signature = (value: ReleaseSignatureView | null) =>
    value ? say('signedBy', { name: value.signer ?? '—', date: day(value.signed_at) }) : say('unsigned')
  return { say, recordsName, day, state, note, signature }
}

type Words = ReturnType<typeof wordsIn>

function dueAt(words: Words, due: Due | null): string {
  if (!due) return '—'
  const parts: string[] = []
  if (due.due_at.minutes !== undefined)
    parts.push(words.say('hours', { value: fromMinutes(Math.max(0, due.due_at.minutes)) }))
  if (due.due_at.cycles !== undefined) parts.push(words.say('cycles', { value: due.due_at.cycles }))
  if (due.due_at.date !== undefined) parts.push(words.day(due.due_at.date))
  return parts.join(' / ')
}

function remaining(words: Words, due: Due | null): string {
  if (!due) return '—'
  const { minutes, cycles, days } = due.remaining
  const parts: string[] = []
  if (minutes !== undefined)
    parts.push(words.say('hours', { value: `${minutes < 0 ? '-' : ''}${fromMinutes(Math.abs(minutes))}` }))
  if (cycles !== undefined) parts.push(words.say('cycles', { value: cycles }))
  if (days !== undefined) parts.push(words.say('days', { value: days }))
  return parts.join(' / ')
}

const DUE_STATE = { ok: 'current', due_soon: 'due_soon', overdue: 'overdue' } as const

function dueState(words: Words, due: Due | null): Cell {
  return due ? words.state(DUE_STATE[due.status]) : '—'
}

function healthRows(words: Words, items: readonly HealthItem[]): Cell[][] {
  return items.map((item) => [
    item.reference,
    words.say(`item_${item.item}` as Plain<PackKey>),
    words.state(item.state),
    [item.reason ? words.say(`reason_${item.reason}` as Plain<PackKey>) : null, ...item.notes.map(words.note)]
      .filter(Boolean)
      .join('\n'),
  ])
}

function componentName(row: ComponentRow) {
  const { name, part_number, serial_number } = row.component
  return [name, part_number ? `P/N ${part_number}` : null, serial_number ? `S/N ${serial_number}` : null]
    .filter(Boolean)
    .join(' · ')
}

type Section = (writer: PackWriter, words: Words, pack: ReviewPackData) => Promise<void>

const healthSection: Section = async (writer, words, pack) => {
  const { say } = words
  const empty = say('empty')
  writer.heading(say('sectionHealth'))
  for (const list of ['ml_a_903', 'ml_a_305'] as const) {
    writer.write(say(list === 'ml_a_903' ? 'listMlA903' : 'listMlA305'), writer.bold, SIZE.subheading)
    writer.y -= 2
    await writer.table(
      [
        { header: say('colReference'), width: 12 },
        { header: say('colItem'), width: 30 },
        { header: say('colState'), width: 11 },
        { header: say('colNotes'), width: 47 },
      ],
      healthRows(
        words,
        pack.items.filter((item) => item.list === list),
      ),
      empty,
    )
    writer.y -= 6
  }
}

const documentsSection: Section = async (writer, words, pack) => {
  const { say, day, state } = words
  const empty = say('empty')
  writer.heading(say('sectionDocuments'))
  await writer.table(
    [
      { header: say('colDocument'), width: 22 },
      { header: say('colState'), width: 11 },
      { header: say('colEvidence'), width: 35 },
      { header: say('colRevision'), width: 8 },
      { header: say('colIssued'), width: 9 },
      { header: say('colExpires'), width: 9 },
      { header: say('colDaysLeft'), width: 6 },
    ],
    pack.documents.map((row) => [
      say(`doc_${row.document}` as Plain<PackKey>),
      state(row.state),
      row.reason ? say(`reason_${row.reason}` as Plain<PackKey>) : (row.evidence?.label ?? '—'),
      row.revision ?? '—',
      day(row.issued),
      day(row.expires_at),
      row.days_left === null ? '—' : String(row.days_left),
    ]),
    empty,
  )
}

const directivesSection: Section = async (writer, words, pack) => {
  const { say, day } = words
  const empty = say('empty')
  writer.heading(say('sectionDirectives'))
  await writer.table(
    [
      { header: say('colNumber'), width: 11 },
      { header: say('colTitle'), width: 27 },
      { header: say('colAppliesTo'), width: 15 },
      { header: say('colStatus'), width: 15 },
      { header: say('colLastCompliance'), width: 14 },
      { header: say('colNextDue'), width: 10 },
      { header: say('colRemaining'), width: 8 },
    ],
    pack.directives.map((row) => [
      `${row.number}${row.revision ? ` ${row.revision}` : ''}${row.authority ? ` (${row.authority})` : ''}`,
      row.title,
      row.component
        ? `${row.component.name}${row.component.serial_number ? ` S/N ${row.component.serial_number}` : ''}`
        : row.applicability.join(', '),
      `${say(`ad_${row.status}` as Plain<PackKey>)}${row.reason ? `: ${row.reason}` : ''}`,
      row.last_record
        ? [day(row.last_record.date), row.last_record.method_of_compliance].filter(Boolean).join(' · ')
        : '—',
      dueAt(words, row.due),
      remaining(words, row.due),
    ]),
    empty,
  )
}

const dueSection: Section = async (writer, words, pack) => {
  const { say } = words
  const empty = say('empty')
  writer.heading(say('sectionDue'))
  await writer.table(
    [
      { header: say('colItem'), width: 34 },
      { header: say('colReference'), width: 20 },
      { header: say('colDue'), width: 18 },
      { header: say('colRemaining'), width: 16 },
      { header: say('colState'), width: 12 },
    ],
    pack.next_due.map((item) => [
      item.title,
      item.reference ?? '—',
      dueAt(words, item.due),
      remaining(words, item.due),
      dueState(words, item.due),
    ]),
    empty,
  )
}

const defectsSection: Section = async (writer, words, pack) => {
  const { say, day } = words
  const empty = say('empty')
  writer.heading(say('sectionDefects'))
  await writer.table(
    [
      { header: say('colDefect'), width: 7 },
      { header: say('colDate'), width: 9 },
      { header: say('colDescription'), width: 34 },
      { header: say('colStatus'), width: 12 },
      { header: say('colLimitation'), width: 22 },
      { header: say('colDue'), width: 16 },
    ],
    pack.defects.map((defect) => [
      String(defect.id),
      day(defect.reported_at),
      defect.description,
      [say(defect.state === 'deferred' ? 'defectDeferred' : 'defectOpen'), defect.grounding ? say('grounding') : null]
        .filter(Boolean)
        .join(' · '),
      defect.limitation ?? '—',
      defect.due ? `${dueAt(words, defect.due)} (${remaining(words, defect.due)})` : '—',
    ]),
    empty,
  )
}

const modificationsSection: Section = async (writer, words, pack) => {
  const { say, day, recordsName, signature } = words
  const empty = say('empty')
  writer.heading(say('sectionModifications'))
  await writer.table(
    [
      { header: say('colDate'), width: 9 },
      { header: say('colKind'), width: 12 },
      { header: say('colApproval'), width: 18 },
      { header: say('colDescription'), width: 30 },
      { header: say('colDocuments'), width: 15 },
      { header: say('colRelease'), width: 16 },
    ],
    pack.modifications.map((entry) => [
      day(entry.date),
      `${recordsName('modificationKinds', entry.kind)} (${recordsName('modificationClasses', entry.classification)})`,
      `${recordsName('approvalTypes', entry.approval_type)}: ${entry.approval_reference}`,
      [
        entry.description,
        entry.ata_chapter ? `ATA ${entry.ata_chapter}` : null,
        entry.affects_mass_balance ? say('affectsMassBalance') : null,
        entry.amended ? say('amended') : null,
      ]
        .filter(Boolean)
        .join('\n'),
      entry.documents.length > 0 ? entry.documents.map((document) => document.title).join('\n') : say('noDocuments'),
      entry.release ? signature(entry.signature) : say('noRelease'),
    ]),
    empty,
  )
}

const partsSection: Section = async (writer, words, pack) => {
  const { say } = words
  const empty = say('empty')
  writer.heading(say('sectionParts'))
  const parts = pack.components.filter((row) => row.life !== null || row.overhaul !== null)
  await writer.table(
    [
      { header: say('colPart'), width: 30 },
      { header: say('colPosition'), width: 12 },
      { header: say('colLife'), width: 22 },
      { header: say('colOverhaul'), width: 22 },
      { header: say('colState'), width: 10 },
    ],
    parts.map((row) => {
      const worst = [row.life, row.overhaul]
        .filter((due): due is Due => due !== null)
        .sort((a, b) => b.consumed - a.consumed)[0]
      const limit = (due: Due | null) => (due ? `${dueAt(words, due)} (${remaining(words, due)})` : '—')
      return [
        componentName(row),
        row.component.position ?? '—',
        limit(row.life),
        limit(row.overhaul),
        dueState(words, worst ?? null),
      ]
    }),
    empty,
  )
}

const reviewsSection: Section = async (writer, words, pack) => {
  const { say, day, recordsName, signature } = words
  const empty = say('empty')
  writer.heading(say('sectionReviews'))
  await writer.table(
    [
      { header: say('colDate'), width: 9 },
      { header: say('colOutcome'), width: 13 },
      { header: say('colArcReference'), width: 14 },
      { header: say('colValidUntil'), width: 9 },
      { header: say('colFindings'), width: 30 },
      { header: say('colSignature'), width: 25 },
    ],
    pack.reviews.map((review) => [
      day(review.review_date),
      `${recordsName('reviewOutcomes', review.outcome)}${review.amended ? ` ${say('amended')}` : ''}`,
      review.arc_reference ?? '—',
      day(review.valid_until),
      review.findings ?? '—',
      [
        review.release ? `${review.release.certifying_person} (${review.release.licence})` : null,
        signature(review.signature),
      ]
        .filter(Boolean)
        .join('\n'),
    ]),
    empty,
  )
}

/** The sections of the pack, in the order a review works through them. */
const SECTIONS: Section[] = [
  healthSection,
  documentsSection,
  directivesSection,
  dueSection,
  defectsSection,
  modificationsSection,
  partsSection,
  reviewsSection,
]

/**
 * The review pack of one aircraft as of its review date (A4 landscape, DejaVu Sans so every name prints
 * as written): the aircraft, its records state, ARC validity and counts, then each section with its
 * heading and table, and at the end the pack's SHA-256, which a review record can name.
 */
export async function renderReviewPack(
  pack: ReviewPackData,
  options: { language: Language; generatedAt: Date },
): Promise<Uint8Array> {
  const { language, generatedAt } = options
  const words = wordsIn(language)
  const { say, day } = words
  const title = `${say('title')} ${pack.aircraft.registration}`
  const pdf = await PDFDocument.create()
  pdf.registerFontkit(fontkit)
  pdf.setTitle(title)
  pdf.setProducer('Flugakte')
  pdf.setCreationDate(generatedAt)
  const regular = await pdf.embedFont(fontFile('regular'), { subset: true })
  const writer = new PackWriter(pdf, regular, await pdf.embedFont(fontFile('bold'), { subset: true }))

  writer.write(title, writer.bold, SIZE.title)
  writer.y -= 2
  const generated = `${textIn(language, 'pdf:generated')}: ${generatedLabel(generatedAt, language)}`
  writer.write(
    [`${say('aircraft')}: ${pack.aircraft.registration}`, pack.aircraft.variant, say('subtitle')]
      .filter(Boolean)
      .join(' · '),
    regular,
    SIZE.meta,
  )
  writer.write(`${say('reviewDate', { date: day(pack.date) })} · ${generated}`, regular, SIZE.meta)
  const complete = pack.records_state === 'complete'
  writer.y -= 4
  writer.write(
    say(complete ? 'recordsComplete' : 'recordsIncomplete'),
    writer.bold,
    SIZE.subheading,
    complete ? STATE_COLOUR.current : STATE_COLOUR.overdue,
  )
  writer.write(
    pack.arc.valid_until
      ? say('arcValid', { date: day(pack.arc.valid_until), days: pack.arc.days_left ?? 0 })
      : say('arcMissing'),
    regular,
    SIZE.meta,
    STATE_COLOUR[pack.arc.state],
  )
  writer.write(say('counts', { ...pack.counts }), regular, SIZE.meta)

  for (const section of SECTIONS) await section(writer, words, pack)

  writer.heading(say('packHash'))
  writer.write(pack.pack_hash, writer.bold, SIZE.meta)
  writer.write(say('packHashNote'), regular, SIZE.meta, GREY)

  const pages = pdf.getPages()
  pages.forEach((each, index) =>
    each.drawText(`${title} · ${textIn(language, 'pdf:page', { page: index + 1, pages: pages.length })}`, {
      x: MARGIN,
      y: MARGIN / 2,
      size: SIZE.footer,
      font: regular,
      color: GREY,
    }),
  )
  return pdf.save()
}
