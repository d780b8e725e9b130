import { aircraftTotals, fromMinutes, type BoardbookTotals, type CounterBaseline } from '@flugakte/domain'

import { pauseForRequests } from '../../lib/heavy-work/pause-for-requests'
import type { Language } from '../../lib/refuse'
import { textIn } from '../../lib/texts'
import { StreamingPdf, type FontStyle } from './streaming-pdf'

/** One printed entry: its cells in column order, its totals after it, whether it amends another. */
export type BordbuchRow = { cells: string[]; totalsAfter: BoardbookTotals | null; amendment: boolean }

/** A block of the closing page: a heading and its lines (a hash or signature is one long line). */
export type VerificationBlock = { heading: string; lines: string[] }

export type BordbuchDocument = {
  language: Language
  generatedAt: Date
  /** "Bordbuch D-EABC · Piper PA-28-181 · Halter: …" and the line under it. */
  title: string
  subtitle: string
  /** The totals Flugakte recorded before the first printed entry; null when unknown. */
  opening: BoardbookTotals | null
  /**
   * The readings carried over from the paper journey log: every brought-forward and carried-forward
   * row adds them, so the print continues the paper book and ends at the aircraft's totals.
   */
  baseline: CounterBaseline
  rows: AsyncIterable<BordbuchRow[]>
  /** Read once every row is printed, so it names the state the printed rows end in. */
  verification: () => Promise<{ title: string; intro: string; blocks: VerificationBlock[]; howTo: string }>
  /** The defects reported from the printed entries, listed after them (null or no lines: no page). */
  defects?: () => Promise<{ title: string; lines: string[] } | null>
}

/** The Bordbuch's columns (texts in namespace bordbuch) and their relative widths. */
export const BORDBUCH_COLUMNS = [
  ['columnNumber', 30],
  ['columnDate', 44],
  ['columnCrew', 78],
  ['columnNature', 44],
  ['columnPersons', 24],
  ['columnFrom', 32],
  ['columnTo', 32],
  ['columnOffBlock', 26],
  ['columnTakeoff', 26],
  ['columnLanding', 26],
  ['columnOnBlock', 26],
  ['columnFlightTime', 30],
  ['columnLandings', 36],
  ['columnHobbsStart', 38],
  ['columnHobbsEnd', 38],
  ['columnCycles', 36],
  ['columnIncidents', 76],
  ['columnNotes', 84],
  ['columnSignature', 98],
] as const

const PAGE: [number, number] = [841.89, 595.28]
const MARGIN = 24
/** Below this sit the page numbers. */
const BOTTOM = 30
const SIZE = { title: 11, meta: 7, header: 5.6, cell: 6.3, carry: 7, footer: 7 }
const LINE = 7.6
const PAD = 2
const CARRY_HEIGHT = 13

const fixed = (value: number) => String(Math.round(value * 100) / 100)
const fill = (shade: string, x: number, y: number, width: number, height: number) =>
  `q ${shade} rg ${fixed(x)} ${fixed(y)} ${fixed(width)} ${fixed(height)} re f Q\n`
const line = (x1: number, y1: number, x2: number, y2: number, width = 0.3) =>
  `q ${width} w 0.55 0.55 0.55 RG ${fixed(x1)} ${fixed(y1)} m ${fixed(x2)} ${fixed(y2)} l S Q\n`

/** "Flüge 12 · Flugzeit 10:30 h · …" in the document's language; a dash when the totals are unknown. */
export function totalsText(language: Language, totals: BoardbookTotals | null): string {
  if (!totals) return '—'
  return textIn(language, 'bordbuch:totals', {
    flights: totals.flights,
    flightTime: fromMinutes(totals.minutes),
    landings: totals.landings,
    engineTime: fromMinutes(totals.engine_minutes),
    cycles: totals.cycles,
  })
}

const LETTER = /\p{L}/u

/**
 * Splits text into lines that fit `width`: at spaces, then after a hyphen or dash, and a word still too long
 * is cut (with a hyphen between two letters when `hyphenate`; never inside a hash or signature).
 */
function wrap(
  pdf: StreamingPdf,
  text: string,
  style: FontStyle,
  size: number,
  width: number,
  hyphenate = true,
): string[] {
  const lines: string[] = []
  const fits = (candidate: string) => pdf.widthOf(candidate, style, size) <= width
  for (const paragraph of text.split('\n')) {
    let current = ''
    const words = StreamingPdf.clean(paragraph)
      .split(' ')
      .flatMap((word) =>
        fits(word)
          ? [{ text: word, glued: false }]
          : word.split(/(?<=[-–])/).map((text, index) => ({ text, glued: index > 0 })),
      )
    for (const word of words) {
      const candidate = current ? `${current}${word.glued ? '' : ' '}${word.text}` : word.text
      if (fits(candidate)) {
        current = candidate
        continue
      }
      if (current) lines.push(current)
      let rest = word.text
      while (!fits(rest) && rest.length > 1) {
        let cut = rest.length - 1
        const piece = (at: number) =>
          hyphenate && LETTER.test(rest[at - 1]!) && LETTER.test(rest[at]!)
            ? `${rest.slice(0, at)}-`
            : rest.slice(0, at)
        while (cut > 1 && !fits(piece(cut))) cut -= 1
        lines.push(piece(cut))
        rest = rest.slice(cut)
      }
      current = rest
    }
    lines.push(current)
  }
  return lines
}

/** The first `max` lines, the last ending in an ellipsis when something was cut (the export keeps it all). */
function clip(lines: string[], max: number): string[] {
  return lines.length <= max ? lines : [...lines.slice(0, max - 1), `${lines[max - 1]}…`]
}

type Table = { xs: number[]; widths: number[]; usable: number }

function tableGeometry(pdf: StreamingPdf): Table {
  const usable = pdf.width - 2 * MARGIN
  const total = BORDBUCH_COLUMNS.reduce((sum, [, width]) => sum + width, 0)
  const widths = BORDBUCH_COLUMNS.map(([, width]) => (width / total) * usable)
  const xs = widths.map((_, index) => MARGIN + widths.slice(0, index).reduce((sum, width) => sum + width, 0))
  return { xs, widths, usable }
}

type Layout = { lines: string[][]; height: number }

function layoutRow(
  pdf: StreamingPdf,
  table: Table,
  cells: readonly string[],
  style: FontStyle,
  size: number,
  max = Infinity,
): Layout {
  const lines = cells.map((cell, index) => clip(wrap(pdf, cell, style, size, table.widths[index]! - 2 * PAD), max))
  return { lines, height: Math.max(...lines.map((each) => each.length)) * LINE + 2 * PAD }
}

function drawRow(pdf: StreamingPdf, table: Table, row: Layout, top: number, style: FontStyle, size: number): string {
  let operators = ''
  row.lines.forEach((lines, column) =>
    lines.forEach((text, index) => {
      if (text) operators += pdf.text(text, table.xs[column]! + PAD, top - PAD - (index + 1) * LINE + 1.8, style, size)
    }),
  )
  return operators + line(MARGIN, top - row.height, MARGIN + table.usable, top - row.height)
}

/** The carried-forward row: a shaded band across the table. */
function carryRow(pdf: StreamingPdf, table: Table, top: number, label: string, totals: string): string {
  return (
    fill('0.88 0.9 0.94', MARGIN, top - CARRY_HEIGHT, table.usable, CARRY_HEIGHT) +
    pdf.text(`${label}: ${totals}`, MARGIN + PAD, top - CARRY_HEIGHT + 4, 'bold', SIZE.carry)
  )
}

/**
 * The journey log as a German paper Bordbuch prints it: A4 landscape, the header on every page, the
 * totals brought forward at the top of each page and carried forward at its foot, "Seite n von m",
 * and a closing page that states the chain head, the latest signed checkpoint and the server's key.
 * Yields the PDF's bytes page by page.
 */
export async function* renderBordbuch(document: BordbuchDocument): AsyncGenerator<Uint8Array> {
  const { language } = document
  const text = (key: (typeof BORDBUCH_COLUMNS)[number][0]) => textIn(language, `bordbuch:${key}`)
  const pdf = await StreamingPdf.create({ title: document.title, createdAt: document.generatedAt, size: PAGE })
  const table = tableGeometry(pdf)
  yield pdf.start()

  const header = layoutRow(
    pdf,
    table,
    BORDBUCH_COLUMNS.map(([key]) => text(key)),
    'bold',
    SIZE.header,
  )
  const tableTop = pdf.height - MARGIN - SIZE.title - 4 - SIZE.meta - 8
  const maxLines = Math.floor((tableTop - CARRY_HEIGHT - header.height - BOTTOM - CARRY_HEIGHT - 2 * PAD) / LINE)
  const withBaseline = (totals: BoardbookTotals | null) => totals && aircraftTotals(totals, document.baseline)
  let carried = withBaseline(document.opening)
  let operators = ''
  let y = 0
  let tableStart = 0

  const openPage = () => {
    operators =
      pdf.text(document.title, MARGIN, pdf.height - MARGIN - SIZE.title, 'bold', SIZE.title) +
      pdf.text(document.subtitle, MARGIN, pdf.height - MARGIN - SIZE.title - 4 - SIZE.meta, 'regular', SIZE.meta)
    y = tableTop
    operators += carryRow(pdf, table, y, textIn(language, 'bordbuch:broughtForward'), totalsText(language, carried))
    y -= CARRY_HEIGHT
    tableStart = y
    operators += fill('0.93 0.93 0.93', MARGIN, y - header.height, table.usable, header.height)
    operators += drawRow(pdf, table, header, y, 'bold', SIZE.header)
    y -= header.height
  }
  const closePage = () => {
    for (const x of [...table.xs, MARGIN + table.usable]) operators += line(x, tableStart, x, y, 0.2)
    operators += carryRow(pdf, table, y, textIn(language, 'bordbuch:carriedForward'), totalsText(language, carried))
    return pdf.page(operators)
  }

  openPage()
  let printed = 0
  // Laying out rows is the heavy part; it runs in a worker thread (src/heavy-work-worker.ts), and the
  // pauses let a cancel (the client went away) in between rows.
  const pause = pauseForRequests()
  for await (const batch of document.rows) {
    for (const row of batch) {
      await pause()
      const layout = layoutRow(pdf, table, row.cells, 'regular', SIZE.cell, maxLines)
      if (y - layout.height < BOTTOM + CARRY_HEIGHT && printed > 0) {
        yield closePage()
        openPage()
      }
      if (row.amendment) operators += fill('1 0.97 0.86', MARGIN, y - layout.height, table.usable, layout.height)
      operators += drawRow(pdf, table, layout, y, 'regular', SIZE.cell)
      y -= layout.height
      carried = withBaseline(row.totalsAfter)
      printed += 1
    }
  }
  if (printed === 0) {
    operators += pdf.text(textIn(language, 'bordbuch:noEntries'), MARGIN + PAD, y - LINE - PAD, 'regular', SIZE.cell)
    y -= LINE + 2 * PAD
  }
  yield closePage()
  const defects = document.defects ? await document.defects() : null
  if (defects && defects.lines.length > 0) for (const page of listPages(pdf, defects)) yield pdf.page(page)
  yield pdf.page(verificationPage(pdf, await document.verification()))

  const footer = document.title
  yield* pdf.finish(
    (page) =>
      `q 0.4 g\n${pdf.text(`${footer} · ${textIn(language, 'pdf:page', { page, pages: pdf.pageCount })}`, MARGIN, 14, 'regular', SIZE.footer)}Q\n`,
  )
}

/** A titled list, one paragraph a line, over as many pages as it needs (the defects of the printed entries). */
function listPages(pdf: StreamingPdf, list: { title: string; lines: string[] }): string[] {
  const width = pdf.width - 2 * MARGIN
  const pages: string[] = []
  let operators = ''
  let y = 0
  const start = (title: string) => {
    y = pdf.height - MARGIN - 14
    operators = pdf.text(title, MARGIN, y, 'bold', 14)
    y -= 10
  }
  start(list.title)
  for (const item of list.lines) {
    const lines = wrap(pdf, item, 'regular', 9, width, false)
    if (y - lines.length * 12 - 4 < BOTTOM) {
      pages.push(operators)
      start(list.title)
    }
    for (const each of lines) {
      y -= 12
      operators += pdf.text(each, MARGIN, y, 'regular', 9)
    }
    y -= 4
  }
  pages.push(operators)
  return pages
}

/** The closing page: what makes the printed log checkable. */
function verificationPage(
  pdf: StreamingPdf,
  page: { title: string; intro: string; blocks: VerificationBlock[]; howTo: string },
): string {
  const width = pdf.width - 2 * MARGIN
  let y = pdf.height - MARGIN - 14
  let operators = pdf.text(page.title, MARGIN, y, 'bold', 14)
  y -= 10
  const paragraph = (text: string, style: FontStyle, size: number, gap: number) => {
    for (const each of wrap(pdf, text, style, size, width, false)) {
      y -= size + 3
      if (y < BOTTOM) return
      operators += pdf.text(each, MARGIN, y, style, size)
    }
    y -= gap
  }
  paragraph(page.intro, 'regular', 9, 8)
  for (const block of page.blocks) {
    paragraph(block.heading, 'bold', 9, 1)
    for (const each of block.lines) paragraph(each, 'regular', 9, 1)
    y -= 6
  }
  paragraph(page.howTo, 'regular', 9, 0)
  return operators
}
