import { readFileSync } from 'node:fs'
import { deflateSync } from 'node:zlib'

import fontkit from '@pdf-lib/fontkit'
import {
  PDFDict,
  PDFDocument,
  PDFName,
  PDFNumber,
  PDFRawStream,
  type PDFFont,
  type PDFObject,
  type PDFRef,
} from 'pdf-lib'

import { pauseForRequests } from '../../lib/heavy-work/pause-for-requests'
import { runtimeFile } from '../../lib/runtime-file'
import { wrapWords } from '../../lib/wrap-words'

export type FontStyle = 'regular' | 'bold'

const FONT_FILES: Record<FontStyle, string> = {
  regular: 'node_modules/dejavu-fonts-ttf/ttf/DejaVuSans.ttf',
  bold: 'node_modules/dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf',
}
const RESOURCE: Record<FontStyle, string> = { regular: 'F1', bold: 'F2' }

const fontBytes = new Map<FontStyle, Uint8Array>()

/** DejaVu Sans: Latin with every diacritic, Greek and Cyrillic, so "Łódź" and "Åre" print as written. */
export function fontFile(style: FontStyle): Uint8Array {
  let bytes = fontBytes.get(style)
  if (!bytes) {
    bytes = readFileSync(runtimeFile(FONT_FILES[style]))
    fontBytes.set(style, bytes)
  }
  return bytes
}

type Glyph = { hex: string; width: number }

const encoder = new TextEncoder()
// eslint-disable-next-line no-control-regex -- control characters have no glyph; line breaks are laid out before
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g

const number = (value: number) => String(Math.round(value * 100) / 100)

/**
 * A PDF written front to back as it is laid out, so a journey log of 100 000 entries never sits in
 * memory: pdf-lib embeds the fonts (subset, with a ToUnicode map so the text can be searched and
 * copied) and serialises each object, but every page's content stream leaves as soon as it is drawn.
 * Only the page count and one byte offset per object stay until the end, where the page dictionaries
 * follow with a last content stream each (page numbers need the page count).
 *
 * Text is encoded one character at a time (glyph and width cached): no shaping, which Latin, Greek and
 * Cyrillic do not need, and the widths used to wrap are the widths the font dictionary declares.
 */
export class StreamingPdf {
  readonly width: number
  readonly height: number
  private readonly document: PDFDocument
  private readonly fonts: Record<FontStyle, PDFFont>
  private readonly glyphs: Record<FontStyle, Map<string, Glyph>> = { regular: new Map(), bold: new Map() }
  private readonly resources: PDFRef
  private readonly offsets: number[] = []
  private readonly pageContents: PDFRef[] = []
  private written = 0

  private constructor(document: PDFDocument, fonts: Record<FontStyle, PDFFont>, size: [number, number]) {
    this.document = document
    this.fonts = fonts
    ;[this.width, this.height] = size
    const { context } = document
    this.resources = context.register(
      context.obj({ Font: { [RESOURCE.regular]: fonts.regular.ref, [RESOURCE.bold]: fonts.bold.ref } }),
    )
  }

  static async create(meta: { title: string; createdAt: Date; size: [number, number] }): Promise<StreamingPdf> {
    const document = await PDFDocument.create()
    document.registerFontkit(fontkit)
    document.setTitle(meta.title)
    document.setProducer('Flugakte')
    document.setCreator('Flugakte')
    document.setCreationDate(meta.createdAt)
    document.setModificationDate(meta.createdAt)
    const [regular, bold] = await Promise.all([
      document.embedFont(fontFile('regular'), { subset: true }),
      document.embedFont(fontFile('bold'), { subset: true }),
    ])
    return new StreamingPdf(document, { regular, bold }, meta.size)
  }

  /** The file's first bytes. */
  start(): Uint8Array {
    // The comment of four bytes above 127 tells transfer programs that the file is binary.
    return this.counted(new Uint8Array([...encoder.encode('%PDF-1.7\n%'), 0xe2, 0xe3, 0xcf, 0xd3, 0x0a]))
  }

  /** Text as the fonts can draw it: one line, no control characters, composed accents. */
  static clean(text: string): string {
    return text
      .normalize('NFC')
      .replace(/[\r\n\t]+/g, ' ')
      .replace(CONTROL, '')
  }

  private glyph(style: FontStyle, char: string): Glyph {
    const cache = this.glyphs[style]
    let glyph = cache.get(char)
    if (!glyph) {
      const font = this.fonts[style]
      glyph = { hex: font.encodeText(char).toString().slice(1, -1), width: font.widthOfTextAtSize(char, 1) }
      cache.set(char, glyph)
    }
    return glyph
  }

  widthOf(text: string, style: FontStyle, size: number): number {
    let width = 0
    for (const char of text) width += this.glyph(style, char).width
    return width * size
  }

  /** The operators that draw one line of text with its baseline starting at (x, y). */
  text(text: string, x: number, y: number, style: FontStyle, size: number): string {
    let hex = ''
    for (const char of StreamingPdf.clean(text)) hex += this.glyph(style, char).hex
    return `BT /${RESOURCE[style]} ${number(size)} Tf ${number(x)} ${number(y)} Td <${hex}> Tj ET\n`
  }

  /** One finished page's drawing; returns the bytes to send. */
  page(operators: string): Uint8Array {
    const { ref, bytes } = this.stream(operators)
    this.pageContents.push(ref)
    return bytes
  }

  get pageCount(): number {
    return this.pageContents.length
  }

  /**
   * The rest of the file: for each page its last operators (`lastOperators(pageNumber)`, 1-based) and
   * its dictionary, then the fonts, the page tree, the catalogue, the cross-reference table.
   */
  async *finish(lastOperators: (page: number) => string): AsyncGenerator<Uint8Array> {
    const { context } = this.document
    const pagesRef = this.document.catalog.get(PDFName.of('Pages')) as PDFRef
    const kids: PDFRef[] = []
    const pause = pauseForRequests()
    for (const [index, body] of this.pageContents.entries()) {
      await pause()
      const last = this.stream(lastOperators(index + 1))
      const ref = context.nextRef()
      const page = context.obj({
        Type: 'Page',
        Parent: pagesRef,
        MediaBox: [0, 0, this.width, this.height],
        Resources: this.resources,
        Contents: [body, last.ref],
      })
      kids.push(ref)
      yield concat(last.bytes, this.object(ref, page))
    }
    const tree = context.lookup(pagesRef, PDFDict)
    tree.set(PDFName.of('Kids'), context.obj(kids))
    tree.set(PDFName.of('Count'), PDFNumber.of(kids.length))
    await this.document.flush()
    for (const [ref, object] of context.enumerateIndirectObjects()) yield this.object(ref, object)
    yield this.trailer()
  }

  private stream(operators: string): { ref: PDFRef; bytes: Uint8Array } {
    const { context } = this.document
    const stream = PDFRawStream.of(context.obj({ Filter: 'FlateDecode' }), deflateSync(encoder.encode(operators)))
    const ref = context.nextRef()
    return { ref, bytes: this.object(ref, stream) }
  }

  private object(ref: PDFRef, object: PDFObject): Uint8Array {
    const head = encoder.encode(`${ref.objectNumber} ${ref.generationNumber} obj\n`)
    const tail = encoder.encode('\nendobj\n\n')
    const buffer = new Uint8Array(head.length + object.sizeInBytes() + tail.length)
    buffer.set(head, 0)
    const end = head.length + object.copyBytesInto(buffer, head.length)
    buffer.set(tail, end)
    this.offsets[ref.objectNumber] = this.written
    return this.counted(buffer)
  }

  private counted(buffer: Uint8Array): Uint8Array {
    this.written += buffer.length
    return buffer
  }

  private trailer(): Uint8Array {
    const { context } = this.document
    const size = context.largestObjectNumber + 1
    const lines = ['xref', `0 ${size}`, '0000000000 65535 f ']
    for (let object = 1; object < size; object++) {
      const offset = this.offsets[object]
      lines.push(offset === undefined ? '0000000000 65535 f ' : `${String(offset).padStart(10, '0')} 00000 n `)
    }
    const info = context.trailerInfo.Info as PDFRef
    const root = context.trailerInfo.Root as PDFRef
    const xref = this.written
    const text = `${lines.join('\n')}\ntrailer\n<< /Size ${size} /Root ${root.toString()} /Info ${info.toString()} >>\nstartxref\n${xref}\n%%EOF\n`
    return this.counted(encoder.encode(text))
  }
}

function concat(...parts: Uint8Array[]): Uint8Array {
  const buffer = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0))
  let offset = 0
  for (const part of parts) {
    buffer.set(part, offset)
    offset += part.length
  }
  return buffer
}

/**
 * Splits text into lines of an embedded font that fit `width`: at line breaks and spaces, a word still
 * too long is cut (the defects PDF and the review pack lay out their text with it).
 */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const fits = (candidate: string) => font.widthOfTextAtSize(candidate, size) <= width
  return text.split('\n').flatMap((paragraph) => wrapWords(StreamingPdf.clean(paragraph), fits))
}
