import { describe, expect, it } from 'vitest'

import { relationId } from '../../access/relation-id'
import { demoPdf } from '../../seed/demo/pdf'
import { demoWorld } from '../../testing/demo-world'
import { actingAs } from '../../testing/get-test-payload'
import { bearer, rest, tokenOf } from '../../testing/rest'
import { statusOf } from '../../testing/status-of'
import { MAX_UPLOAD_BYTES } from './config'

const { payload } = await demoWorld({})

async function fileOf(title: string) {
  const doc = (await payload.find({ collection: 'documents', where: { title: { equals: title } }, limit: 1, depth: 0 }))
    .docs[0]
  return relationId(doc.file)!
}

/** The download route Payload serves a stored file under, behind the collection's read access. */
async function urlOf(title: string) {
  const file = await payload.findByID({ collection: 'files', id: await fileOf(title), depth: 0 })
  return `/api/files/file/${encodeURIComponent(file.filename!)}`
}

async function upload(token: string, bytes: Uint8Array, name: string, type: string, language = 'de') {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name)
  form.append('_payload', JSON.stringify({ title: name }))
  const response = await rest('/api/files', {
    method: 'POST',
    headers: { ...bearer(token), 'Accept-Language': language },
    body: form,
  })
  return {
    status: response.status,
    body: (await response.json()) as {
      doc?: { id: number }
      errors?: { message: string; data?: { errors?: { message: string }[] } }[]
    },
  }
}

describe('files', () => {
  it('are readable through the documents that point at them only', async () => {
    const club = await actingAs(payload, 'operator-b@flugakte.test')
    const ownFile = await fileOf('Lufttüchtigkeitszeugnis D-EKLU')
    const otherFile = await fileOf('Lufttüchtigkeitszeugnis D-EFAK')
    expect(
      await statusOf(payload.findByID({ collection: 'files', id: ownFile, user: club, overrideAccess: false })),
    ).toBe('ok')
    expect(
      await statusOf(payload.findByID({ collection: 'files', id: otherFile, user: club, overrideAccess: false })),
    ).toBe(404)
    const list = await payload.find({
      collection: 'files',
      user: club,
      overrideAccess: false,
      pagination: false,
      depth: 0,
    })
    expect(list.docs.map((file) => file.id)).not.toContain(otherFile)
  })

  it('close once their document is withdrawn, for the reader and the uploader alike', async () => {
    const operator = await actingAs(payload, 'operator@flugakte.test')
    const aircraft = (
      await payload.find({ collection: 'customer_aircrafts', where: { registration: { equals: 'D-EFAK' } }, limit: 1 })
    ).docs[0]
    const pdf = await demoPdf('Widerrufen', ['Widerrufenes Zeugnis'])
    const file = await payload.create({
      collection: 'files',
      data: { title: 'Widerrufenes Zeugnis' },
      file: { data: Buffer.from(pdf), mimetype: 'application/pdf', name: 'widerrufen.pdf', size: pdf.length },
      user: operator,
      overrideAccess: false,
    })
    const read = async (email: string) =>
      statusOf(
        payload.findByID({
          collection: 'files',
          id: file.id,
          user: await actingAs(payload, email),
          overrideAccess: false,
        }),
      )
    expect(await read('operator@flugakte.test')).toBe('ok')
    const document = await payload.create({
      collection: 'documents',
      data: {
        title: 'Widerrufenes Zeugnis D-EFAK',
        customer_aircrafts: [aircraft.id],
        file: file.id,
        status: 'published',
      },
      user: operator,
      overrideAccess: false,
    })
    expect(await read('maintenance@flugakte.test')).toBe('ok')
    await payload.update({
      collection: 'documents',
      id: document.id,
      data: { status: 'archived' },
      user: operator,
      overrideAccess: false,
    })
    expect(await read('maintenance@flugakte.test')).toBe(404)
    expect(await read('operator@flugakte.test')).toBe(404)
    expect(await read('admin@flugakte.test')).toBe('ok')
  })

  it('refuse uploads whose content is not an allowed type', async () => {
    const operator = await actingAs(payload, 'operator@flugakte.test')
    const fake = Buffer.from('MZ this is not a pdf at all')
    const result = payload.create({
      collection: 'files',
      data: { title: 'fake' },
      file: { data: fake, mimetype: 'application/pdf', name: 'fake.pdf', size: fake.length },
      user: operator,
      overrideAccess: false,
    })
    expect(await statusOf(result)).toBe(400)
  })
})

describe('file URLs', () => {
  it('open with the token header or the login cookie for a reader of the document, never without a login', async () => {
    const token = await tokenOf('operator-b@flugakte.test')
    const url = await urlOf('Lufttüchtigkeitszeugnis D-EKLU')
    const response = await rest(url, { headers: bearer(token) })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(
      Buffer.from(await response.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-')
    // A browser opening the link sends its cookie with Sec-Fetch-Site; Payload's CSRF rule refuses a
    // cookie from another site.
    const cookie = (site: string) => ({ Cookie: `payload-token=${token}`, 'Sec-Fetch-Site': site })
    expect((await rest(url, { headers: cookie('same-origin') })).status).toBe(200)
    expect((await rest(url, { headers: cookie('cross-site') })).status).toBe(403)
    expect((await rest(url)).status).toBe(403)
    expect((await rest(url, { headers: { Authorization: 'JWT not-a-token' } })).status).toBe(403)
  })

  it('refuse another company’s file, logged out and logged in', async () => {
    const url = await urlOf('Lufttüchtigkeitszeugnis D-EFAK')
    expect((await rest(url)).status).toBe(403)
    for (const email of ['operator-b@flugakte.test', 'member@flugakte.test']) {
      const token = await tokenOf(email)
      expect([403, 404]).toContain((await rest(url, { headers: bearer(token) })).status)
      const cookie = { Cookie: `payload-token=${token}`, 'Sec-Fetch-Site': 'same-origin' }
      expect([403, 404]).toContain((await rest(url, { headers: cookie })).status)
    }
    const contracted = await tokenOf('maintenance@flugakte.test')
    expect((await rest(url, { headers: bearer(contracted) })).status).toBe(200)
  })
})

describe('uploads', () => {
  it('take a PDF from a company that may add documents', async () => {
    const token = await tokenOf('maintenance@flugakte.test')
    const pdf = await demoPdf('Upload-Test', ['ok'])
    const { status, body } = await upload(token, pdf, 'upload-test.pdf', 'application/pdf')
    expect(status).toBe(201)
    const stored = await payload.findByID({ collection: 'files', id: body.doc!.id, depth: 0 })
    expect(stored.mimeType).toBe('application/pdf')
  })

  it('refuse other types with a message, in the interface language', async () => {
    const token = await tokenOf('maintenance@flugakte.test')
    const text = new TextEncoder().encode('plain text')
    const german = await upload(token, text, 'notes.txt', 'text/plain')
    expect(german.status).toBe(400)
    expect(german.body.errors?.[0].message).toBe('Nur PDF-, PNG- oder JPEG-Dateien können hochgeladen werden')
    const english = await upload(token, text, 'notes.txt', 'text/plain', 'en')
    expect(english.body.errors?.[0].message).toBe('Only PDF, PNG or JPEG files can be uploaded')
    // Declared as PDF, but the content is not one.
    const fake = await upload(token, new TextEncoder().encode('MZ not a pdf'), 'fake.pdf', 'application/pdf')
    expect(fake.status).toBe(400)
    expect(JSON.stringify(fake.body.errors)).toMatch(/PDF|MIME/)
  })

  it('refuse files over the size limit with a 400 and a message, over REST and the Local API', async () => {
    const token = await tokenOf('maintenance@flugakte.test')
    const big = Buffer.alloc(MAX_UPLOAD_BYTES + 1024)
    Buffer.from('%PDF-1.7\n').copy(big)
    const { status, body } = await upload(token, big, 'big.pdf', 'application/pdf', 'en')
    expect(status).toBe(400)
    expect(body.errors?.[0].message).toBe('The file is larger than 25 MB')
    const operator = await actingAs(payload, 'operator@flugakte.test')
    const local = payload.create({
      collection: 'files',
      data: { title: 'big' },
      file: { data: big, mimetype: 'application/pdf', name: 'big.pdf', size: big.length },
      user: operator,
      overrideAccess: false,
    })
    expect(await statusOf(local)).toBe(400)
    expect((await payload.count({ collection: 'files', where: { title: { in: ['big', 'big.pdf'] } } })).totalDocs).toBe(
      0,
    )
  })

  it('are refused to club members', async () => {
    const token = await tokenOf('member@flugakte.test')
    const pdf = await demoPdf('Member', ['no'])
    expect((await upload(token, pdf, 'member.pdf', 'application/pdf')).status).toBe(403)
  })
})
