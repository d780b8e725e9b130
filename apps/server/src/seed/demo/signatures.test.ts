import { contentHash, signatureText } from '@flugakte/domain'
import { describe, expect, it } from 'vitest'

import { relationNumber } from '../../access/relation-id'
import { serverKey } from '../../journey-log/server-key'
import { demoWorld } from '../../testing/demo-world'
import { actingAs } from '../../testing/get-test-payload'

const { payload, aircraft } = await demoWorld({})

describe('the demo’s sign-offs', () => {
  it('sign every seeded entry by its pilot-in-command, but the club member’s newest on D-EKLU, which await her with a notice', async () => {
    const signatures = await payload.find({
      collection: 'flight_log_signatures',
      pagination: false,
      depth: 0,
      sort: 'signed_at',
    })
    expect(signatures.docs.length).toBeGreaterThan(0)
    // The seed signs all at one moment, before any test signs anything.
    const seededAt = signatures.docs[0].signed_at
    const entries = await payload.find({
      collection: 'flight_logs',
      where: { createdAt: { less_than_equal: seededAt } },
      sort: ['-time_landing_utc', '-number'],
      pagination: false,
      depth: 0,
      select: { pic: true, content_hash: true, customer_aircraft: true },
    })
    const byEntry = new Map(signatures.docs.map((row) => [relationNumber(row.flight_log), row]))
    const key = serverKey(payload.secret)
    const member = await actingAs(payload, 'member@flugakte.test')
    const awaiting: number[] = []
    for (const entry of entries.docs) {
      const pic = relationNumber(entry.pic)
      expect(pic).not.toBeNull()
      const row = byEntry.get(entry.id)
      if (!row) {
        awaiting.push(entry.id)
        expect(pic).toBe(member.id)
        continue
      }
      expect(row).toMatchObject({
        signer: pic,
        method: 'password',
        content_hash: entry.content_hash,
        key_id: key.keyId,
      })
      const statement = {
        flight_log: entry.id,
        content_hash: row.content_hash,
        signer: pic!,
        method: 'password' as const,
        credential_id: null,
        signed_at: row.signed_at,
      }
      expect(key.verify(signatureText(statement), row.server_signature)).toBe(true)
    }
    const members = entries.docs
      .filter(
        (entry) =>
          relationNumber(entry.pic) === member.id && relationNumber(entry.customer_aircraft) === aircraft['D-EKLU'],
      )
      .map((entry) => entry.id)
    expect(awaiting).toEqual(members.slice(0, 2))
    const notices = await payload.find({
      collection: 'notifications',
      where: { key: { in: awaiting.map((id) => `sign:${id}`) } },
      pagination: false,
      depth: 0,
      locale: 'de',
    })
    expect(notices.docs.map((notice) => relationNumber(notice.recipient))).toEqual(awaiting.map(() => member.id))
    expect(notices.docs.every((notice) => notice.subject.startsWith('Bitte unterschreiben: D-E'))).toBe(true)
    // She can sign them: each still matches its hash as read back.
    for (const id of awaiting) {
      const entry = await payload.findByID({ collection: 'flight_logs', id, depth: 0 })
      expect(await contentHash(entry)).toBe(entry.content_hash)
    }
  })
})
