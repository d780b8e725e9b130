/**
 * The one CSV writer of the server (RFC 4180, comma-separated, CRLF line ends, UTF-8 with a byte-order
 * mark so spreadsheet programs read the umlauts).
 *
 * Formula injection: a spreadsheet runs a cell that starts with `=`, `+`, `-` or `@` (and some also
 * after a leading tab or carriage return) as a formula, so a part number like `=HYPERLINK(…)` typed by
 * one company would run in another's spreadsheet. Such a cell gets a leading apostrophe, which
 * spreadsheets show as text and do not print. A plain number (`-12.5`, `+3`) stays as it is: it is data
 * the spreadsheet should read as a number, and a number is never a formula.
 */

const FORMULA_START = /^[=+\-@\t\r]/
const PLAIN_NUMBER = /^[+-]?(\d+([.,]\d+)?|[.,]\d+)([eE][+-]?\d+)?$/

/** The cell as a spreadsheet will read it as text: an apostrophe before anything it would run. */
export function neutraliseCsvCell(value: string): string {
  if (!FORMULA_START.test(value) || PLAIN_NUMBER.test(value)) return value
  return `'${value}`
}

/** One field: neutralised, then quoted (quotes doubled) when it holds a separator, quote or line break. */
export function csvField(value: string | number | null | undefined, separator: CsvSeparator = ','): string {
  const text = neutraliseCsvCell(value === null || value === undefined ? '' : String(value))
  return /["\r\n]/.test(text) || text.includes(separator) ? `"${text.replace(/"/g, '""')}"` : text
}

export type CsvSeparator = ',' | ';'

/**
 * The separator a reader's spreadsheet expects: a semicolon in German (Excel and LibreOffice with German
 * settings split a comma-separated file into nothing), a comma in English. Files for programs keep the comma.
 */
export const READER_CSV_SEPARATOR = { de: ';', en: ',' } as const satisfies Record<'de' | 'en', CsvSeparator>

/** One line of fields with its CRLF. */
export const csvLine = (cells: readonly (string | number | null | undefined)[], separator: CsvSeparator = ',') =>
  `${cells.map((cell) => csvField(cell, separator)).join(separator)}\r\n`

/** A whole CSV file from its rows (the first row is the header). */
export function toCsv(rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return `\uFEFF${rows.map((row) => row.map((cell) => csvField(cell)).join(',')).join('\r\n')}\r\n`
}
