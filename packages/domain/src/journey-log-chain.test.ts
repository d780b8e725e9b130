import { describe, expect, it } from 'vitest'

import { flightLogInputSchema } from './flight-log'
import { canonicalJson, chainHash, contentHash, hashChallenge, legalContent, sha256Hex } from './journey-log-chain'

const entry = {
  customer_aircraft: 7,
  registration: 'D-EABC',
  date: '2026-11-20',
  pilot: 3,
  location_to: 11,
  location_ldg: 12,
  to_utc: '10:00',
  ldg_utc: '11:05',
  cnt_ldg: 1,
  notes: 'Łódź – Åre',
}

describe('legal content', () => {
  it('is the same for the entry as sent, as stored and as read back populated', async () => {
    const sent = flightLogInputSchema.parse(entry)
    const stored = { ...sent, date: '2026-11-20T00:00:00.000Z', notes: 'Łódź – Åre', cnt_guests: 0, copilot: null }
    const read = { ...stored, pilot: { id: 3, first_name: 'A' }, location_to: { id: 11 }, customer_aircraft: { id: 7 } }
    expect(legalContent(stored)).toEqual(legalContent(sent))
    expect(legalContent(read)).toEqual(legalContent(sent))
    expect(await contentHash(read)).toBe(await contentHash(sent))
  })

  it('changes with every legal item', async () => {
    const base = await contentHash(entry)
    for (const [field, value] of Object.entries({ ldg_utc: '11:06', notes: 'other', pilot: 4, date: '2026-11-21' })) {
      expect(await contentHash({ ...entry, [field]: value })).not.toBe(base)
    }
  })
})

describe('canonical JSON (RFC 8785)', () => {
  it('sorts keys and writes numbers and strings the ECMAScript way', () => {
    expect(canonicalJson({ b: 1, a: [true, null, 'ä'], c: 1e21 })).toBe('{"a":[true,null,"ä"],"b":1,"c":1e+21}')
  })

  it('hashes UTF-8 bytes', async () => {
    expect(await sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad')
  })
})

describe('chain hash', () => {
  const link = { aircraft: 7, number: 2, content_hash: 'a'.repeat(64), recorded_at: '2026-11-20T11:10:00Z', previous_hash: 'b'.repeat(64) }

  it('binds number, predecessor and recording time', async () => {
    const hash = await chainHash(link)
    expect(await chainHash({ ...link, recorded_at: '2026-11-20T11:10:00.000Z' })).toBe(hash)
    expect(await chainHash({ ...link, number: 3 })).not.toBe(hash)
    expect(await chainHash({ ...link, previous_hash: 'c'.repeat(64) })).not.toBe(hash)
    expect(await chainHash({ ...link, recorded_at: '2026-11-20T11:10:01Z' })).not.toBe(hash)
  })

  it('gives the content hash as a WebAuthn challenge (base64url of its 32 bytes)', () => {
    expect(hashChallenge('ff'.repeat(32))).toBe('_'.repeat(42) + '8')
  })
})
