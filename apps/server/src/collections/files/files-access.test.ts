import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { relationId } from '../../access/relation-id'
import { actingAs, getTestPayload } from '../../testing/get-test-payload'
import { statusOf } from '../../testing/status-of'

let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})

async function fileOf(title: string) {
  const doc = (await payload.find({ collection: 'documents', where: { title: { equals: title } }, limit: 1, depth: 0 })).docs[0]
  return relationId(doc.file)!
}

describe('files', () => {
  it('are readable through the documents that point at them only', async () => {
    const club = await actingAs(payload, 'operator-b@flugakte.test')
    const ownFile = await fileOf('Lufttüchtigkeitszeugnis D-EKLU')
    const otherFile = await fileOf('Lufttüchtigkeitszeugnis D-EFAK')
    expect(await statusOf(payload.findByID({ collection: 'files', id: ownFile, user: club, overrideAccess: false }))).toBe('ok')
    expect(await statusOf(payload.findByID({ collection: 'files', id: otherFile, user: club, overrideAccess: false }))).toBe(404)
    const list = await payload.find({ collection: 'files', user: club, overrideAccess: false, pagination: false, depth: 0 })
    expect(list.docs.map((file) => file.id)).not.toContain(otherFile)
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
