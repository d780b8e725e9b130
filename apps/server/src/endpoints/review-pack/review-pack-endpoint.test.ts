import { addDays, canonicalJson, sha256Hex, todayUtc } from '@flugakte/domain'
import { texts } from '@flugakte/texts'
import { createLocalReq } from 'payload'
import { describe, expect, it } from 'vitest'

import { loadReviewPack } from '../../records-health/load-records-health'
import { demoWorld } from '../../testing/demo-world'
import { actingAs } from '../../testing/get-test-payload'
import { pdfText } from '../../testing/pdf-text'
import { bearer, rest } from '../../testing/rest'

const { payload, aircraft, token } = await demoWorld({
  cao: 'cao@flugakte.test',
  operator: 'operator@flugakte.test',
  club: 'operator-b@flugakte.test',
})

const SECTIONS = [
  'sectionHealth',
  'listMlA903',
  'listMlA305',
  'sectionDocuments',
  'sectionDirectives',
  'sectionDue',
  'sectionDefects',
  'sectionModifications',
  'sectionParts',
  'sectionReviews',
  'packHash',
] as const

const packOf = (who: string, registration: string, query = '', language = 'de') =>
  rest(`/api/customer_aircrafts/${aircraft[registration]}/review-pack.pdf${query}`, {
    headers: { ...bearer(who), 'Accept-Language': language },
  })

async function textOf(response: Response) {
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toBe('application/pdf')
  return (await pdfText(new Uint8Array(await response.arrayBuffer()))).join('\n').replace(/\s+/g, ' ')
}

/** The pack as the loader gives it to the same caller, and its hash recomputed. */
async function packAs(email: string, registration: string, date: string) {
  const req = await createLocalReq({ user: await actingAs(payload, email) }, payload)
  const pack = await loadReviewPack(req, aircraft[registration], date)
  const { pack_hash, ...rest } = pack
  return { pack, recomputed: await sha256Hex(canonicalJson(rest)), pack_hash }
}

describe('GET /api/customer_aircrafts/:id/review-pack.pdf', () => {
  it('prints every section in German, in order, and ends with the pack hash the loader computes', async () => {
    const response = await packOf(token.operator, 'D-EFAK')
    const today = todayUtc()
    expect(response.headers.get('content-disposition')).toMatch(
      new RegExp(`^attachment; filename="D-EFAK-review-pack-${today}\\.pdf"`),
    )
    const text = await textOf(response)
    const words = texts.de.server.reviewPack
    expect(text).toContain(`${words.title} D-EFAK`)
    let at = 0
    for (const key of SECTIONS) {
      const found = text.indexOf(words[key], at)
      expect(found, key).toBeGreaterThan(at)
      at = found
    }
    for (const item of [
      'item_hours_cycles',
      'item_type_design',
      'item_deferred_maintenance',
      'doc_radio_licence',
    ] as const)
      expect(text).toContain(words[item])
    // D-EFAK's deferred fuel gauge and its AD.
    expect(text).toContain('Kraftstoffmengenanzeige links zeigt zu wenig')
    expect(text).toContain('87-20-03')
    const { pack, recomputed, pack_hash } = await packAs('operator@flugakte.test', 'D-EFAK', today)
    expect(pack_hash).toMatch(/^[0-9a-f]{64}$/)
    expect(recomputed).toBe(pack_hash)
    expect(pack.date).toBe(today)
    expect(text.slice(at)).toContain(pack_hash)
  })

  it('speaks English to the CAO, for a later review date', async () => {
    const date = addDays(todayUtc(), 30)
    const response = await packOf(token.cao, 'D-EDRS', `?date=${date}`, 'en')
    expect(response.headers.get('content-disposition')).toContain(`D-EDRS-review-pack-${date}.pdf`)
    const text = await textOf(response)
    const words = texts.en.server.reviewPack
    expect(text).toContain(`${words.title} D-EDRS`)
    expect(text).toContain(words.reviewDate.replace('{{date}}', date))
    let at = 0
    for (const key of SECTIONS) {
      const found = text.indexOf(words[key], at)
      expect(found, key).toBeGreaterThan(at)
      at = found
    }
    expect(text).toContain(words.item_hours_cycles)
    expect(text).toContain(words.doc_radio_licence)
    const { pack_hash } = await packAs('cao@flugakte.test', 'D-EDRS', date)
    expect(text.slice(at)).toContain(pack_hash)
  })

  it('refuses a day in the past or too far ahead (400), another company’s aircraft (404) and no session (403)', async () => {
    for (const date of [addDays(todayUtc(), -1), addDays(todayUtc(), 181), '2026-02-30', 'soon']) {
      const response = await packOf(token.operator, 'D-EFAK', `?date=${date}`)
      expect(response.status, date).toBe(400)
    }
    expect((await packOf(token.club, 'D-EFAK')).status).toBe(404)
    expect((await packOf(token.operator, 'D-EDRS')).status).toBe(404)
    expect((await rest(`/api/customer_aircrafts/${aircraft['D-EFAK']}/review-pack.pdf`)).status).toBe(403)
  })
})
