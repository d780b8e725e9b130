import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib'

import { textIn } from '../../lib/texts'
import { wrapWords } from '../../lib/wrap-words'

export type Language = 'de' | 'en'

export type TableColumn = { header: string; width: number }

export type TableDocument = {
  title: string
  /** Lines under the title: aircraft, counters, date. */
  meta: string[]
  columns: TableColumn[]
  rows: string[][]
  /** Lines after the table, e.g. a total. */
  footer?: string[]
  /** Printed under the header row when there are no rows, so an empty report is not read as cut off. */
  empty?: string
  language: Language
}

const PAGE = { width: 841.89, height: 595.28 }
const MARGIN = 36
const SIZE = { title: 16, meta: 9, cell: 8, header: 8 }
const LINE = 10
const PAD = 3
/** The lowest a table row may reach; below it sit the page numbers. */
const BOTTOM = MARGIN + 20

type RowLayout = { lines: string[][]; font: PDFFont; size: number; height: number }

// WinAnsi (Helvetica's encoding) has Latin-1 plus these; anything else would make pdf-lib throw.
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ')

/** Text Helvetica can draw: unsupported characters become '?', line breaks spaces. */
export function pdfSafe(text: string): string {
  return [...text.replace(/[\r\n\t]+/g, ' ')]
    .map((char) => {
      const code = char.codePointAt(0)!
      return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(char) ? char : '?'
    })
    .join('')
}

/** Splits text into lines that fit `width`; a word longer than the width is cut. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  return wrapWords(pdfSafe(text), (candidate) => font.widthOfTextAtSize(candidate, size) <= width)
}

/** Keeps the first `maxLines` lines, the last one ending in an ellipsis when something was cut. */
function clip(lines: string[], maxLines: number, font: PDFFont, size: number, width: number): string[] {
  if (lines.length <= maxLines) return lines
  let last = lines[maxLines - 1]
  while (last && font.widthOfTextAtSize(`${last}…`, size) > width) last = last.slice(0, -1)
  return [...lines.slice(0, maxLines - 1), `${last}…`]
}

/** A landscape A4 table report: title and meta lines on the first page, header row on every page. */
export async function renderTablePdf(document: TableDocument, generatedAt: Date): Promise<Uint8Array> {
  const pdf = await PDFDocument.create()
  pdf.setTitle(pdfSafe(document.title))
  pdf.setProducer('Flugakte')
  pdf.setCreationDate(generatedAt)
  const regular = await pdf.embedFont(StandardFonts.Helvetica)
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold)
  const usable = PAGE.width - 2 * MARGIN
  const total = document.columns.reduce((sum, column) => sum + column.width, 0)
  const widths = document.columns.map((column) => (column.width / total) * usable)
  const xs = widths.map((_, index) => MARGIN + widths.slice(0, index).reduce((sum, width) => sum + width, 0))

  let page: PDFPage = pdf.addPage([PAGE.width, PAGE.height])
  let y = PAGE.height - MARGIN
  page.drawText(pdfSafe(document.title), { x: MARGIN, y: y - SIZE.title, size: SIZE.title, font: bold })
  y -= SIZE.title + 10
  for (const line of document.meta) {
    page.drawText(pdfSafe(line), { x: MARGIN, y: y - SIZE.meta, size: SIZE.meta, font: regular })
    y -= SIZE.meta + 4
  }
  y -= 6

  const layout = (cells: string[], font: PDFFont, size: number, maxLines = Infinity): RowLayout => {
    const lines = cells.map((cell, index) =>
      clip(wrap(cell, font, size, widths[index] - 2 * PAD), maxLines, font, size, widths[index] - 2 * PAD),
    )
    return { lines, font, size, height: Math.max(...lines.map((each) => each.length)) * LINE + 2 * PAD }
  }
  const drawRow = (row: RowLayout, shade: boolean) => {
    if (shade)
      page.drawRectangle({
        x: MARGIN,
        y: y - row.height,
        width: usable,
        height: row.height,
        color: rgb(0.92, 0.93, 0.95),
      })
    row.lines.forEach((lines, index) =>
      lines.forEach((line, number) =>
        page.drawText(line, {
          x: xs[index] + PAD,
          y: y - PAD - (number + 1) * LINE + 2,
          size: row.size,
          font: row.font,
        }),
      ),
    )
    const bottom = y - row.height
    page.drawLine({
      start: { x: MARGIN, y: bottom },
      end: { x: MARGIN + usable, y: bottom },
      thickness: 0.3,
      color: rgb(0.7, 0.7, 0.7),
    })
    y = bottom
  }
  const header = layout(
    document.columns.map((column) => column.header),
    bold,
    SIZE.header,
  )
  // A row taller than a page would run off its bottom edge: its cells are cut to what one page holds.
  const maxLines = Math.floor((PAGE.height - MARGIN - header.height - BOTTOM - 2 * PAD) / LINE)
  drawRow(header, true)
  if (document.rows.length === 0 && document.empty) {
    y -= LINE + PAD
    page.drawText(pdfSafe(document.empty), { x: MARGIN + PAD, y, size: SIZE.cell, font: regular })
  }
  for (const cells of document.rows) {
    const row = layout(cells, regular, SIZE.cell, maxLines)
    if (y - row.height < BOTTOM) {
      page = pdf.addPage([PAGE.width, PAGE.height])
      y = PAGE.height - MARGIN
      drawRow(header, true)
    }
    drawRow(row, false)
  }
  for (const line of document.footer ?? []) {
    if (y < MARGIN + 30) {
      page = pdf.addPage([PAGE.width, PAGE.height])
      y = PAGE.height - MARGIN
    }
    y -= 14
    page.drawText(pdfSafe(line), { x: MARGIN, y, size: SIZE.meta, font: bold })
  }
  const pages = pdf.getPages()
  pages.forEach((each, index) =>
    each.drawText(
      `${pdfSafe(document.title)} · ${textIn(document.language, 'pdf:page', { page: index + 1, pages: pages.length })}`,
      {
        x: MARGIN,
        y: MARGIN / 2,
        size: 7,
        font: regular,
        color: rgb(0.4, 0.4, 0.4),
      },
    ),
  )
  return pdf.save()
}

/** "22.11.2026, 09:30 UTC" / "22 Nov 2026, 09:30 UTC". */
export function generatedLabel(date: Date, language: Language): string {
  const text = new Intl.DateTimeFormat(language === 'de' ? 'de-DE' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(date)
  return `${text} UTC`
}
