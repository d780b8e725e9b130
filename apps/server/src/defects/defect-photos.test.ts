import { randomUUID } from 'node:crypto'
import { crc32, deflateSync } from 'node:zlib'

import { texts } from '@flugakte/texts'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { setHeavyWorkLimiter } from '../lib/heavy-work/heavy-work'
import { HeavyWorkLimiter } from '../lib/heavy-work/heavy-work-limiter'
import type { CustomerAircraft } from '../payload-types'
import { demoWorld } from '../testing/demo-world'
import { actingAs } from '../testing/get-test-payload'
import { MAX_DEFECT_PHOTO_PIXELS } from './defect-photos'
import { cameraPhoto, clubAircraftWithMaintenance, removeDefects, submitDefect } from './testing'

const { payload, token } = await demoWorld({ member: 'member@flugakte.test' })
const memberKey = `users:${(await actingAs(payload, 'member@flugakte.test')).id}`

let plane: CustomerAircraft

beforeAll(async () => {
  plane = await clubAircraftWithMaintenance(payload, 'D-EPIX')
})

afterAll(async () => {
  await removeDefects(payload, plane.id)
})

afterEach(() => setHeavyWorkLimiter(null))

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/**
 * A small PNG whose header declares `width` × `height` grey pixels; its image data holds at most 64 KiB
 * of the first rows (a decoder would first have to set aside the whole bitmap).
 */
function declaredPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 0, 0, 0, 0], 8)
  const rows = deflateSync(Buffer.alloc(Math.min((width + 1) * 4, 65_536)))
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', rows),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

const report = () => ({
  client_id: randomUUID(),
  customer_aircraft: plane.id,
  description: 'Riss in der Verkleidung',
  unsafe: false,
})

const storedReports = async () =>
  (await payload.count({ collection: 'defects', where: { customer_aircraft: { equals: plane.id } } })).totalDocs

describe('defect photos', () => {
  it('refuses a photo above the pixel limit from its header, before decoding (400, de and en), storing nothing', async () => {
    const huge = { name: 'riss.png', type: 'image/png', data: declaredPng(16_383, 16_383) }
    expect(huge.data.length).toBeLessThan(100_000)
    const german = await submitDefect(token.member, report(), { photos: [huge] })
    expect(german.status).toBe(400)
    expect(german.fields.photos).toBe(
      texts.de.server.defects.photoPixels.replace('{{megapixels}}', String(MAX_DEFECT_PHOTO_PIXELS / 1_000_000)),
    )
    const english = await submitDefect(token.member, report(), { photos: [huge], language: 'en' })
    expect(english.fields.photos).toBe('A photo has more than 40 megapixels; please scale it down or send a detail')
    // One pixel more than the limit, in one long row, is refused as well.
    const wide = await submitDefect(token.member, report(), {
      photos: [{ name: 'a.png', type: 'image/png', data: declaredPng(MAX_DEFECT_PHOTO_PIXELS + 1, 1) }],
    })
    expect(wide.status).toBe(400)
    expect(await storedReports()).toBe(0)
  })

  it('decodes photos as heavy work: 429 with Retry-After while the reporter has enough under way', async () => {
    const limiter = new HeavyWorkLimiter({ running: 1, queued: 4, perCaller: 1 })
    setHeavyWorkLimiter(limiter)
    const entered = limiter.enter(memberKey)
    if (!(entered instanceof Promise)) throw new Error('refused')
    const release = await entered
    const photo = { name: 'a.jpg', type: 'image/jpeg', data: await cameraPhoto(800, 600) }
    const busy = await submitDefect(token.member, report(), { photos: [photo], language: 'en' })
    expect(busy.status).toBe(429)
    expect(busy.errors?.[0]?.message).toMatch(/^1 downloads, photos or checks of yours are already being prepared/)
    expect(await storedReports()).toBe(0)
    // A report without photos decodes nothing and waits for nobody.
    expect((await submitDefect(token.member, report())).status).toBe(201)
    release()
    const stored = await submitDefect(token.member, report(), { photos: [photo] })
    expect(stored.status).toBe(201)
    expect(stored.doc!.photos).toHaveLength(1)
    expect(await storedReports()).toBe(2)
  })
})
