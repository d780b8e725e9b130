import { contentHash, legalContent } from '@flugakte/domain'
import { describe, expect, it } from 'vitest'

import { demoWorld } from '../testing/demo-world'
import { chainEntries, type ChainEntry } from './chain-entries'

const { payload, aircraft } = await demoWorld({})

async function collect(...args: Parameters<typeof chainEntries>) {
  const batches: ChainEntry[][] = []
  for await (const batch of chainEntries(...args)) batches.push(batch)
  return batches
}

describe('chainEntries', () => {
  it('reads an aircraft’s entries in number order, one batch at a time, within the range asked for', async () => {
    const id = aircraft['D-EKLU']
    const { totalDocs } = await payload.count({
      collection: 'flight_logs',
      where: { customer_aircraft: { equals: id } },
    })
    const batches = await collect(payload, id, { batchSize: 4 })
    expect(batches.slice(0, -1).every((batch) => batch.length === 4)).toBe(true)
    expect(batches.flat().map((entry) => entry.number)).toEqual(
      Array.from({ length: totalDocs }, (_, index) => index + 1),
    )
    expect(batches.flat().every((entry) => entry.customer_aircraft === id)).toBe(true)
    const range = (await collect(payload, id, { fromNumber: 3, toNumber: 9, batchSize: 5 })).map((batch) =>
      batch.map((entry) => entry.number),
    )
    expect(range).toEqual([
      [3, 4, 5, 6, 7],
      [8, 9],
    ])
    expect(await collect(payload, 999999)).toEqual([])
  })

  it('reads every column the same way on both databases, as Payload reads the entry', async () => {
    const [[entry]] = await collect(payload, aircraft['D-EFAK'], { toNumber: 1 })
    const doc = await payload.findByID({ collection: 'flight_logs', id: entry.id, depth: 0 })
    expect(legalContent(entry)).toEqual(legalContent(doc as never))
    expect(entry).toMatchObject({
      number: 1,
      pic: doc.pic,
      recorded_at: doc.recorded_at,
      content_hash: doc.content_hash,
      hash: doc.hash,
      time_takeoff_utc: doc.time_takeoff_utc,
      time_landing_utc: doc.time_landing_utc,
      flight_minutes: doc.flight_minutes,
      total_minutes: doc.total_minutes,
      is_batch: false,
    })
    expect(entry.recorded_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/)
    expect(typeof entry.cnt_ldg).toBe('number')
    expect(await contentHash(entry)).toBe(entry.content_hash)
  })
})
