import { describe, expect, it } from 'vitest'

import { contentDisposition, sanitiseFilename } from './content-disposition'

describe('Content-Disposition', () => {
  it('removes control characters and bidi controls from the name', () => {
    expect(sanitiseFilename('invoice\u202Efdp.exe')).toBe('invoicefdp.exe')
    for (const mark of [
      '\u202A',
      '\u202B',
      '\u202C',
      '\u202D',
      '\u2066',
      '\u2067',
      '\u2068',
      '\u2069',
      '\u200E',
      '\u200F',
    ]) {
      expect(sanitiseFilename(`a${mark}b.pdf`)).toBe('ab.pdf')
    }
    expect(sanitiseFilename('a\r\nSet-Cookie: x=1.pdf')).toBe('aSet-Cookie: x=1.pdf')
    expect(sanitiseFilename('nul\u0000.pdf\u007f\u0085')).toBe('nul.pdf')
    expect(sanitiseFilename('\u202E\u0001 ')).toBe('download')
  })

  it('sends the UTF-8 name in filename* and an escaped ASCII name in filename', () => {
    expect(contentDisposition('attachment', 'Ausrüstung D-EFAK.pdf')).toBe(
      `attachment; filename="Ausr_stung D-EFAK.pdf"; filename*=UTF-8''Ausr%C3%BCstung%20D-EFAK.pdf`,
    )
    expect(contentDisposition('inline', 'a "quoted" \\ name\u202E.pdf')).toBe(
      `inline; filename="a \\"quoted\\" \\\\ name.pdf"; filename*=UTF-8''a%20%22quoted%22%20%5C%20name.pdf`,
    )
    expect(contentDisposition('inline', "it's (1)*.pdf")).toBe(
      `inline; filename="it's (1)*.pdf"; filename*=UTF-8''it%27s%20%281%29%2A.pdf`,
    )
  })

  it('never lets a header line break or a control character through', () => {
    for (let code = 0; code < 0x20; code += 1) {
      const header = contentDisposition('attachment', `x${String.fromCharCode(code)}y.csv`)
      // eslint-disable-next-line no-control-regex -- what the header must not contain
      expect(header).not.toMatch(/[\u0000-\u001f\u007f]/)
      expect(() => new Headers({ 'Content-Disposition': header })).not.toThrow()
    }
  })
})
