import { textIn } from '../../lib/texts'
import { beforeAll, describe, expect, it } from 'vitest'

import type { CustomerAircraft } from '../../payload-types'
import { demoWorld } from '../../testing/demo-world'
import { bearer, rest, tokenOf } from '../../testing/rest'

let aircraft: CustomerAircraft

const { payload } = await demoWorld({})

beforeAll(async () => {
  aircraft = (
    await payload.find({ collection: 'customer_aircrafts', where: { registration: { equals: 'D-EFAK' } }, depth: 0 })
  ).docs[0]
})

const rowsWith = (change: Record<string, unknown>) =>
  (aircraft.comp_serialized ?? []).map((row, index) => (index === 0 ? { ...row, ...change } : row))

async function patchAs(language: 'de' | 'en', body: Record<string, unknown>) {
  const token = await tokenOf('operator@flugakte.test')
  return rest(`/api/customer_aircrafts/${aircraft.id}`, {
    method: 'PATCH',
    headers: { ...bearer(token), 'Content-Type': 'application/json', 'Accept-Language': language },
    body: JSON.stringify(body),
  })
}

describe('installed parts: time since overhaul never exceeds time since new', () => {
  it.each(['de', 'en'] as const)('[%s] TSO above TSN answers 400 at the field and stores nothing', async (language) => {
    const response = await patchAs(language, { comp_serialized: rowsWith({ tsn_hours: 300, tso_hours: 400 }) })
    expect(response.status).toBe(400)
    const body = (await response.json()) as { errors: { data?: { errors: { path: string; message: string }[] } }[] }
    expect(body.errors[0].data?.errors).toContainEqual({
      path: 'comp_serialized.0.tso_hours',
      message: textIn(language, 'messages:tsoAboveTsn'),
    })
    const stored = await payload.findByID({ collection: 'customer_aircrafts', id: aircraft.id, depth: 0 })
    expect(stored.comp_serialized?.[0].tso_hours).toBe(aircraft.comp_serialized?.[0].tso_hours)
  })

  it('a TSO without a TSN, and CSO above CSN, are refused too', async () => {
    const response = await patchAs('en', {
      comp_serialized: rowsWith({ tsn_hours: null, tso_hours: 10, csn: 5, cso: 6 }),
    })
    expect(response.status).toBe(400)
    const body = (await response.json()) as { errors: { data?: { errors: { path: string }[] } }[] }
    expect(body.errors[0].data?.errors.map((error) => error.path).sort()).toEqual([
      'comp_serialized.0.cso',
      'comp_serialized.0.tsn_hours',
    ])
  })

  it('a possible history is stored', async () => {
    const first = aircraft.comp_serialized![0]
    const response = await patchAs('de', {
      comp_serialized: rowsWith({ tsn_hours: first.tsn_hours, tso_hours: first.tsn_hours }),
    })
    expect(response.status).toBe(200)
    const restore = await patchAs('de', { comp_serialized: aircraft.comp_serialized })
    expect(restore.status).toBe(200)
  })

  it('the demo fleet shows no part whose time since overhaul exceeds its time since new', async () => {
    const fleet = await payload.find({
      collection: 'customer_aircrafts',
      where: { registration: { in: ['D-EFAK', 'D-EXAB', 'D-EKLU', 'D-EDRS'] } },
      depth: 0,
      pagination: false,
    })
    expect(fleet.docs).toHaveLength(4)
    const token = await tokenOf('admin@flugakte.test')
    for (const plane of fleet.docs) {
      const response = await rest(`/api/customer_aircrafts/${plane.id}/airworthiness`, { headers: bearer(token) })
      const report = (await response.json()) as {
        components: { tsn_minutes: number | null; tso_minutes: number | null; csn: number | null; cso: number | null }[]
      }
      expect(report.components.length).toBeGreaterThan(0)
      for (const part of report.components) {
        if (part.tso_minutes !== null) expect(part.tso_minutes).toBeLessThanOrEqual(part.tsn_minutes ?? 0)
        if (part.cso !== null) expect(part.cso).toBeLessThanOrEqual(part.csn ?? 0)
      }
    }
  })
})
