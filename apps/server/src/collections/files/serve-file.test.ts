import { beforeAll, describe, expect, it } from 'vitest'

import { demoPdf } from '../../seed/demo/pdf'
import { demoWorld } from '../../testing/demo-world'
import { bearer, rest } from '../../testing/rest'

let pdf: Buffer

const {
  payload,
  token: { token },
} = await demoWorld({ token: 'operator@flugakte.test' })

beforeAll(async () => {
  pdf = await demoPdf('Dateiname', ['Kopfzeilen'])
})

/**
 * A multipart upload written by hand, so the file name reaches the server byte for byte (FormData
 * would escape some characters itself).
 */
async function upload(filename: string, language = 'de') {
  const boundary = '----flugakte-test-boundary'
  const head = [
    `--${boundary}`,
    'Content-Disposition: form-data; name="_payload"',
    '',
    JSON.stringify({ title: 'Dateiname' }),
    `--${boundary}`,
    `Content-Disposition: form-data; name="file"; filename="${filename}"`,
    'Content-Type: application/pdf',
    '',
    '',
  ].join('\r\n')
  const body = Buffer.concat([Buffer.from(head, 'utf8'), pdf, Buffer.from(`\r\n--${boundary}--\r\n`)])
  return rest('/api/files', {
    method: 'POST',
    headers: {
      ...bearer(token),
      'Accept-Language': language,
      'Content-Type': `multipart/form-data; boundary=${boundary}`,
    },
    body,
  })
}

const fileCount = async () => (await payload.count({ collection: 'files' })).totalDocs

describe('files served by the server', () => {
  it('carry nosniff and a Content-Disposition whose name has no control or bidi characters', async () => {
    const created = await upload('Bericht\u202Efdp.exe\u2066 Nr. 1 (Grün).pdf')
    expect(created.status).toBe(201)
    const { doc } = (await created.json()) as { doc: { id: number; filename: string } }
    const response = await rest(`/api/files/file/${encodeURIComponent(doc.filename)}`, { headers: bearer(token) })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    const disposition = response.headers.get('content-disposition')!
    expect(disposition).toMatch(
      /^inline; filename="[^"\\]*(\\.[^"\\]*)*"; filename\*=UTF-8''[A-Za-z0-9%!#$&+\-.^_`|~]+$/,
    )
    // eslint-disable-next-line no-control-regex -- what the header must not contain
    expect(disposition).not.toMatch(/[\u0000-\u001f\u202a-\u202e\u2066-\u2069\u200e\u200f]/)
    const encoded = disposition.split("filename*=UTF-8''")[1]
    expect(decodeURIComponent(encoded)).not.toMatch(/[\u202a-\u202e\u2066-\u2069\u200e\u200f]/)
    expect(decodeURIComponent(encoded)).toContain('Bericht')
    expect(decodeURIComponent(encoded)).toContain('Grün')
    expect(Buffer.from(await response.arrayBuffer()).equals(pdf)).toBe(true)
  })

  it('never name a file they did not serve', async () => {
    const first = (await payload.find({ collection: 'files', limit: 1, depth: 0 })).docs[0]
    const response = await rest(`/api/files/file/${encodeURIComponent(first.filename!)}`)
    expect(response.status).toBe(403)
    expect(response.headers.get('content-disposition')).toBeNull()
  })

  it('refuses a NUL in the uploaded name, raw or percent-encoded, with 400 in the caller’s language', async () => {
    const before = await fileCount()
    for (const [name, language, message] of [
      // The multipart parser itself refuses a raw NUL in a part header.
      ['zeugnis\u0000.pdf', 'de', 'Der Upload ist fehlerhaft und konnte nicht gelesen werden'],
      ['zeugnis\u0000.pdf', 'en', 'The upload is malformed and could not be read'],
      ['zeugnis%00.pdf.exe.pdf', 'de', 'Der Dateiname enthält ein Nullzeichen'],
      ['zeugnis%00.pdf', 'en', 'The file name contains a NUL character'],
    ] as const) {
      const response = await upload(name, language)
      expect(response.status).toBe(400)
      const body = (await response.json()) as { errors: { message: string }[] }
      expect(body.errors[0].message).toContain(message)
    }
    expect(await fileCount()).toBe(before)
  })
})
