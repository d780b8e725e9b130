import { extractText, getDocumentProxy } from 'unpdf'

/** The text of each page of a PDF, as a reader's text layer sees it. */
export async function pdfText(bytes: Uint8Array): Promise<string[]> {
  const document = await getDocumentProxy(new Uint8Array(bytes))
  const { text } = await extractText(document, { mergePages: false })
  return text
}
