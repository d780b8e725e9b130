import type { Payload } from 'payload'

import { relationNumber } from '../../access/relation-id'
import { inTransaction } from '../../lib/in-transaction'
import { noticeToSign } from '../../journey-log/signatures/sign-notice'
import { storeSignature } from '../../journey-log/signatures/signature-record'
import { DEMO_USERS, type Fleet } from './fleet'

/** The demo club member whose newest flights wait for her signature, entered by the club office. */
const AWAITING_PILOT = 'member@flugakte.test'
const CLUB_OFFICE = 'operator-b@flugakte.test'
const AWAITING_ENTRIES = 2
/**
 * The aircraft whose entries await her: the club's own (no CAO); D-EDRS's records stay signed so that
 * what its CAO sees does not depend on the day the seed runs (ML.A.903(a)(1), seed/demo/records.ts).
 */
const AWAITING_AIRCRAFT = 'D-EKLU'

/**
 * The demo's journey logs signed off as their pilots would have done it, by password, through the
 * same code that stores a real sign-off; the club member's newest entries on D-EKLU stay unsigned,
 * with the notice the club office's entry would have sent her, so the demo shows both states.
 */
export async function seedSignatures(payload: Payload, fleet: Fleet) {
  const awaitingPilot = fleet.users.get(AWAITING_PILOT)
  const awaitingAircraft = fleet.aircraft.get(AWAITING_AIRCRAFT)
  const office = DEMO_USERS.find((user) => user.email === CLUB_OFFICE)!
  await inTransaction(payload, async (req) => {
    const entries = await payload.find({
      collection: 'flight_logs',
      where: { pic: { exists: true } },
      sort: ['-time_landing_utc', '-number'],
      pagination: false,
      depth: 0,
      select: { customer_aircraft: true, registration: true, number: true, date: true, pic: true, content_hash: true },
      overrideAccess: true,
      req,
    })
    let awaiting = 0
    const signedAt = new Date()
    for (const entry of entries.docs) {
      const pic = relationNumber(entry.pic)
      if (pic === null || !entry.content_hash) continue
      const aircraft = relationNumber(entry.customer_aircraft)
      if (pic === awaitingPilot && aircraft === awaitingAircraft && awaiting < AWAITING_ENTRIES) {
        awaiting += 1
        await noticeToSign(req, entry, pic, `${office.first_name} ${office.last_name}`)
        continue
      }
      await storeSignature(req, {
        entry: {
          id: entry.id,
          customer_aircraft: relationNumber(entry.customer_aircraft)!,
          content_hash: entry.content_hash,
        },
        signer: pic,
        method: 'password',
        assertion: null,
        signedAt,
      })
    }
  })
}
