import { PDFDocument, StandardFonts, rgb } from 'pdf-lib'

/** A real, small PDF standing in for a scanned certificate, report or manual. */
export async function demoPdf(title: string, lines: string[]): Promise<Buffer> {
  const pdf = await PDFDocument.create()
  pdf.setTitle(title)
  pdf.setProducer('Flugakte demo data')
  pdf.setCreationDate(new Date('2026-01-01T00:00:00Z'))
  pdf.setModificationDate(new Date('2026-01-01T00:00:00Z'))
  const page = pdf.addPage([595.28, 841.89])
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold)
  const regular = await pdf.embedFont(StandardFonts.Helvetica)
  page.drawText('Flugakte', { x: 50, y: 790, size: 10, font: regular, color: rgb(0.4, 0.4, 0.4) })
  page.drawText(title, { x: 50, y: 750, size: 18, font: bold })
  let y = 710
  for (const line of [...lines, '', 'Demonstrationsdokument / demonstration document']) {
    page.drawText(line, { x: 50, y, size: 11, font: regular })
    y -= 18
  }
  return Buffer.from(await pdf.save())
}
