import fontkit from '@pdf-lib/fontkit'
import {
  fromMinutes,
  type AtaChapter,
  type DefectActionView,
  type DefectSummary,
  type DefectView,
  type Due,
} from '@flugakte/domain'
import { texts, type en } from '@flugakte/texts'
import { PDFDocument, rgb, type PDFFont, type PDFImage, type PDFPage } from 'pdf-lib'

import { printedDay, printedTime } from '../../journey-log/bordbuch-pdf/bordbuch-rows'
import { fontFile, wrapText as wrap } from '../../journey-log/bordbuch-pdf/streaming-pdf'
import type { Language } from '../../lib/refuse'
import { textIn } from '../../lib/texts'
import { generatedLabel } from '../airworthiness/pdf-table'

/** What the defects PDF states: the aircraft, its open and deferred defects, their photos' thumbnails (JPEG). */
export type DefectsPdfInput = {
  aircraft: { registration: string; serial: string; model: string; owner: string }
  summary: DefectSummary
  defects: readonly DefectView[]
  /** Thumbnails by photo id; a photo missing here is named instead. */
  thumbnails: ReadonlyMap<number, Uint8Array>
}

const PAGE: [number, number] = [595.28, 841.89]
const MARGIN = 40
const LABEL_WIDTH = 120
const SIZE = { title: 16, meta: 9, heading: 11, text: 9, footer: 7 }
const LINE = 12
const THUMB = 84
/** Below this sit the page numbers. */
const BOTTOM = MARGIN + 14

type Say = (key: keyof typeof en.server.defectsPdf, vars?: Record<string, string | number>) => string

/** "10 Tage / 25 h / 30 Landungen": the dimensions a deadline sets. */
function deadlineText(say: Say, due: Due): string {
  const { hours, cycles, days, months } = due.limit
  return [
    hours ? say('hours', { value: hours }) : null,
    cycles ? say('cycles', { value: cycles }) : null,
    days ? say('days', { value: days }) : null,
    months ? `${months} M` : null,
  ]
    .filter(Boolean)
    .join(' / ')
}

function dueAtText(say: Say, language: Language, due: Due): string {
  const parts: string[] = []
  if (due.due_at.date !== undefined) parts.push(printedDay(language, due.due_at.date))
  if (due.due_at.minutes !== undefined)
    parts.push(say('hours', { value: fromMinutes(Math.max(0, due.due_at.minutes)) }))
  if (due.due_at.cycles !== undefined) parts.push(say('cycles', { value: due.due_at.cycles }))
  return say('until', { value: parts.join(' / ') })
}

function remainingText(say: Say, due: Due): string {
  const { minutes, cycles, days } = due.remaining
  const parts: string[] = []
  if (days !== undefined) parts.push(say('days', { value: days }))
  if (minutes !== undefined)
    parts.push(say('hours', { value: `${minutes < 0 ? '-' : ''}${fromMinutes(Math.abs(minutes))}` }))
  if (cycles !== undefined) parts.push(say('cycles', { value: cycles }))
  return `${parts.join(' / ')}${due.status === 'overdue' ? ` (${say('overdue')})` : ''}`
}

function ataName(language: Language, chapter: AtaChapter | null): string | null {
  if (!chapter) return null
  const names = texts[language].defects.ata as Record<string, string>
  return names[chapter] ? `${chapter} – ${names[chapter]}` : chapter
}

/** The actions that count (none a later one corrects), oldest first. */
const current = (actions: readonly DefectActionView[]) => actions.filter((action) => !action.amended)

/** The rows of one defect: label and text, in the order a mechanic reads them. */
function defectRows(say: Say, language: Language, defect: DefectView): [string, string][] {
  const rows: [string, string][] = []
  const reported = say('reportedBy', { time: printedTime(defect.reported_at), name: defect.reported_by ?? '—' })
  const flight = defect.flight_log?.number ? `, ${say('fromFlight', { number: defect.flight_log.number })}` : ''
  rows.push([say('reported'), `${reported}${flight}`])
  rows.push([say('description'), defect.description])
  const ata = ataName(language, defect.ata_chapter)
  if (ata) rows.push([say('ata'), ata])
  const state = [
    say(defect.state === 'deferred' ? 'stateDeferred' : 'stateOpen'),
    defect.grounding ? say('stateGrounding') : null,
    defect.unsafe ? say('unsafe') : null,
  ]
  rows.push([say('state'), state.filter(Boolean).join(' · ')])
  const actions = current(defect.actions)
  const assessment = actions.filter((action) => action.kind === 'assessment').at(-1)
  rows.push([
    say('assessment'),
    assessment
      ? [
          `${say(assessment.airworthiness_affecting ? 'affecting' : 'notAffecting')} (${say('by', {
            day: printedDay(language, assessment.created_at),
            name: assessment.author ?? '—',
          })})`,
          assessment.notes,
        ]
          .filter(Boolean)
          .join('\n')
      : say('notAssessed'),
  ])
  const deferral = defect.state === 'deferred' ? actions.filter((action) => action.kind === 'deferral').at(-1) : null
  if (deferral) {
    rows.push([say('reason'), deferral.reason ?? ''])
    rows.push([say('limitation'), defect.limitation ?? deferral.limitation ?? ''])
  }
  if (defect.due) {
    rows.push([say('deadline'), `${deadlineText(say, defect.due)} · ${dueAtText(say, language, defect.due)}`])
    rows.push([say('remaining'), remainingText(say, defect.due)])
  }
  if (defect.release_pending) rows.push([say('state'), say('releasePending')])
  return rows
}

const BLACK = rgb(0, 0, 0)
const RED = rgb(0.7, 0, 0)

/** Writes down the page, opening the next one when the next line would reach the page numbers. */
class PageWriter {
  page: PDFPage
  y: number
  readonly width = PAGE[0] - 2 * MARGIN

  constructor(
    readonly pdf: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
  ) {
    this.page = pdf.addPage(PAGE)
    this.y = PAGE[1] - MARGIN
  }

  room(height: number) {
    if (this.y - height >= BOTTOM) return
    this.page = this.pdf.addPage(PAGE)
    this.y = PAGE[1] - MARGIN
  }

  write(text: string, font: PDFFont, size: number, x = MARGIN, color = BLACK) {
    for (const line of wrap(text, font, size, PAGE[0] - MARGIN - x)) {
      this.room(size + 3)
      this.y -= size + 3
      this.page.drawText(line, { x, y: this.y, size, font, color })
    }
  }

  /** A label in the left column and its text wrapped beside it. */
  row(label: string, text: string) {
    const lines = wrap(text || '—', this.regular, SIZE.text, this.width - LABEL_WIDTH)
    this.room(Math.min(lines.length, 3) * LINE)
    this.page.drawText(label, { x: MARGIN, y: this.y - SIZE.text - 1, size: SIZE.text, font: this.bold })
    for (const line of lines) {
      this.room(LINE)
      this.y -= LINE
      const y = this.y + LINE - SIZE.text - 1
      this.page.drawText(line, { x: MARGIN + LABEL_WIDTH, y, size: SIZE.text, font: this.regular })
    }
    this.y -= 2
  }

  rule() {
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: MARGIN + this.width, y: this.y },
      thickness: 0.5,
      color: rgb(0.6, 0.6, 0.6),
    })
  }
}

/** The photos of a defect as thumbnails in a row (wrapping), or their names where one cannot be shown. */
async function drawPhotos(writer: PageWriter, say: Say, defect: DefectView, thumbnails: DefectsPdfInput['thumbnails']) {
  writer.room(LINE + THUMB + 6)
  writer.page.drawText(say('photos'), { x: MARGIN, y: writer.y - SIZE.text - 1, size: SIZE.text, font: writer.bold })
  let x = MARGIN + LABEL_WIDTH
  const missing: string[] = []
  for (const photo of defect.photos) {
    const bytes = thumbnails.get(photo.id)
    const image: PDFImage | null = bytes ? await writer.pdf.embedJpg(bytes).catch(() => null) : null
    if (!image) {
      missing.push(say('photoMissing', { name: photo.filename }))
      continue
    }
    const scale = Math.min(THUMB / image.height, THUMB / image.width)
    const [width, height] = [image.width * scale, image.height * scale]
    if (x + width > MARGIN + writer.width) {
      writer.y -= THUMB + 6
      writer.room(THUMB + 6)
      x = MARGIN + LABEL_WIDTH
    }
    writer.page.drawImage(image, { x, y: writer.y - height, width, height })
    x += width + 6
  }
  writer.y -= THUMB + 6
  for (const line of missing) writer.write(line, writer.regular, SIZE.text, MARGIN + LABEL_WIDTH)
}

async function drawDefect(
  writer: PageWriter,
  say: Say,
  language: Language,
  defect: DefectView,
  thumbnails: DefectsPdfInput['thumbnails'],
) {
  writer.room(SIZE.heading + 4 * LINE)
  writer.y -= 8
  writer.rule()
  writer.y -= 4
  const heading = [
    say('defect', { number: defect.number }),
    say(defect.state === 'deferred' ? 'stateDeferred' : 'stateOpen'),
  ]
  if (defect.grounding) heading.push(say('stateGrounding').toUpperCase())
  writer.write(heading.join(' · '), writer.bold, SIZE.heading, MARGIN, defect.grounding ? RED : BLACK)
  writer.y -= 2
  for (const [label, text] of defectRows(say, language, defect)) writer.row(label, text)
  if (defect.photos.length > 0) await drawPhotos(writer, say, defect, thumbnails)
}

/**
 * The open and deferred defects of one aircraft for its papers (A4 portrait, DejaVu Sans so every name
 * prints as written): the aircraft, whether a defect grounds it, then each defect with its report, state,
 * assessment, deferral (reason, limitation, deadline and what is left of it) and its photos.
 */
export async function renderDefectsPdf(
  input: DefectsPdfInput,
  options: { language: Language; generatedAt: Date },
): Promise<Uint8Array> {
  const { language, generatedAt } = options
  const say: Say = (key, vars) => textIn(language, `defectsPdf:${key}`, vars)
  const title = `${say('title')} ${input.aircraft.registration}`
  const pdf = await PDFDocument.create()
  pdf.registerFontkit(fontkit)
  pdf.setTitle(title)
  pdf.setProducer('Flugakte')
  pdf.setCreationDate(generatedAt)
  const regular = await pdf.embedFont(fontFile('regular'), { subset: true })
  const writer = new PageWriter(pdf, regular, await pdf.embedFont(fontFile('bold'), { subset: true }))

  writer.write(title, writer.bold, SIZE.title)
  writer.y -= 4
  const { aircraft } = input
  const subject = [
    `${say('aircraft')}: ${aircraft.registration}`,
    aircraft.model,
    `${say('serial')}: ${aircraft.serial}`,
  ]
  writer.write([...subject, aircraft.owner].filter(Boolean).join(' · '), regular, SIZE.meta)
  const generated = `${textIn(language, 'pdf:generated')}: ${generatedLabel(generatedAt, language)}`
  writer.write(`${say('subtitle')} · ${generated}`, regular, SIZE.meta)
  writer.write(say('counts', { open: input.summary.open, deferred: input.summary.deferred }), regular, SIZE.meta)
  const grounded = input.summary.grounding.length > 0
  writer.y -= 4
  writer.write(say(grounded ? 'grounded' : 'notGrounded'), writer.bold, SIZE.heading, MARGIN, grounded ? RED : BLACK)
  writer.y -= 6
  if (input.defects.length === 0) writer.write(say('none'), regular, SIZE.text)
  for (const defect of input.defects) await drawDefect(writer, say, language, defect, input.thumbnails)

  const pages = pdf.getPages()
  pages.forEach((each, index) =>
    each.drawText(`${title} · ${textIn(language, 'pdf:page', { page: index + 1, pages: pages.length })}`, {
      x: MARGIN,
      y: MARGIN / 2,
      size: SIZE.footer,
      font: regular,
      color: rgb(0.4, 0.4, 0.4),
    }),
  )
  return pdf.save()
}
