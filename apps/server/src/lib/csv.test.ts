import { describe, expect, it } from 'vitest'

import { csvField, csvLine, neutraliseCsvCell, READER_CSV_SEPARATOR, toCsv } from './csv'

describe('the CSV writer', () => {
  it('puts an apostrophe before every cell a spreadsheet would run as a formula', () => {
    for (const cell of [
      '=HYPERLINK("http://evil.example","x")',
      '=1+1',
      "+cmd|' /C calc'!A0",
      '-2+3',
      '@SUM(A1:A2)',
      '\t=1+1',
      '\r=1+1',
      '-',
      '+',
    ]) {
      expect(neutraliseCsvCell(cell)).toBe(`'${cell}`)
    }
  })

  it('keeps plain numbers, negative ones included, and ordinary text as they are', () => {
    for (const cell of ['-12.5', '+3', '-0.75', '-1e3', '42', 'Cessna 172S', 'P/N 123-45', 'Öl = 5 l', '']) {
      expect(neutraliseCsvCell(cell)).toBe(cell)
    }
  })

  it('quotes a field with separators, quotes or line breaks after neutralising it', () => {
    expect(csvField('=A1,B1')).toBe(`"'=A1,B1"`)
    expect(csvField('say "hi"')).toBe('"say ""hi"""')
    expect(csvField('\r\n=1')).toBe(`"'\r\n=1"`)
    expect(csvField(null)).toBe('')
    expect(csvField(-4.25)).toBe('-4.25')
  })

  it('separates a German reader’s line with semicolons, quoting what holds one, and an English one with commas', () => {
    expect(csvLine(['Nr.', 'Schulflug; Platzrunde', '1,5', '=1'], READER_CSV_SEPARATOR.de)).toBe(
      `Nr.;"Schulflug; Platzrunde";1,5;'=1\r\n`,
    )
    expect(csvLine(['No.', 'Training, circuits'], READER_CSV_SEPARATOR.en)).toBe('No.,"Training, circuits"\r\n')
  })

  it('writes a whole file with a byte-order mark and CRLF line ends', () => {
    expect(
      toCsv([
        ['Item', 'Weight'],
        ['=cmd', -1.5],
      ]),
    ).toBe(`\uFEFFItem,Weight\r\n'=cmd,-1.5\r\n`)
  })
})
