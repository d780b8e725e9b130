import { AMP_TAG, DOCUMENT_TAGS as DOCUMENT_KEYS, MANUAL_TAGS } from '@flugakte/domain'
import type { Where } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { Manual } from '../../endpoints/app-files/find-manuals'
import { demoWorld } from '../../testing/demo-world'
import { bearer, rest, tokenOf } from '../../testing/rest'
import { seed } from '../seed'
import { DOC_TYPES } from '../reference/taxonomy'
import { DEMO_AIRCRAFT } from './fleet'

// The side menu's filters; the AMP has a menu entry of its own.
const DOCUMENT_TAGS = [...DOCUMENT_KEYS, AMP_TAG]
const REPORT_TYPES = DOC_TYPES.map((type) => type.key).filter((key) => !['certificate', 'manual'].includes(key))

let tags: Record<string, number>
let docTypes: Record<string, number>

const { payload, aircraft } = await demoWorld({})

beforeAll(async () => {
  const byKey = async (collection: 'tags' | 'doc_types') =>
    Object.fromEntries(
      (await payload.find({ collection, pagination: false, depth: 0 })).docs.map((row) => [row.key, row.id]),
    )
  tags = await byKey('tags')
  docTypes = await byKey('doc_types')
})

/** Documents of the aircraft itself or of its EASA type, as the documents screen lists them. */
async function countFor(registration: string, where: Where) {
  const plane = await payload.findByID({ collection: 'customer_aircrafts', id: aircraft[registration], depth: 1 })
  const easaType = typeof plane.aircraft === 'object' ? plane.aircraft.easa_types : null
  const result = await payload.count({
    collection: 'documents',
    where: {
      and: [
        where,
        { status: { equals: 'published' } },
        { or: [{ customer_aircrafts: { in: [plane.id] } }, { easa_types: { in: [easaType as number] } }] },
      ],
    },
  })
  return result.totalDocs
}

describe.each(DEMO_AIRCRAFT.map((plane) => plane.registration))('demo documents of %s', (registration) => {
  it.each(DOCUMENT_TAGS)('has a document tagged %s', async (tag) => {
    // D-EDRS lacks its radio licence on purpose: its records show a register document missing.
    const count = await countFor(registration, { tags: { in: [tags[tag]] } })
    if (registration === 'D-EDRS' && tag === 'aeronautical-radio-certificate') expect(count).toBe(0)
    else expect(count).toBeGreaterThan(0)
  })

  it.each(REPORT_TYPES)('has a report of type %s', async (type) => {
    expect(await countFor(registration, { doc_type: { equals: docTypes[type] } })).toBeGreaterThan(0)
  })

  it('links its maintenance programme', async () => {
    const plane = await payload.findByID({ collection: 'customer_aircrafts', id: aircraft[registration], depth: 0 })
    expect(plane.aircraft_maintenance_program).toBeTruthy()
  })

  it('has manuals for every manuals menu entry, and manuals with children', async () => {
    const token = await tokenOf('admin@flugakte.test')
    let withChildren = 0
    for (const tag of MANUAL_TAGS) {
      const query = new URLSearchParams({
        customerAircraftId: String(aircraft[registration]),
        tags: JSON.stringify(['manual', tag]),
      })
      const response = await rest(`/api/app-files/manuals?${query}`, { headers: bearer(token) })
      const { data } = (await response.json()) as { data: Manual[] }
      expect(data.length, tag).toBeGreaterThan(0)
      withChildren += data.filter((manual) => manual.children.length > 0).length
    }
    expect(withChildren).toBeGreaterThan(0)
  })
})

describe('the demo seed', () => {
  it('adds nothing when it runs again', async () => {
    const before = await Promise.all([
      payload.count({ collection: 'documents' }),
      payload.count({ collection: 'files' }),
    ])
    await seed(payload, { airports: 'demo', flightDays: 30, log: () => {} })
    const after = await Promise.all([
      payload.count({ collection: 'documents' }),
      payload.count({ collection: 'files' }),
    ])
    expect(after.map((count) => count.totalDocs)).toEqual(before.map((count) => count.totalDocs))
  })
})
