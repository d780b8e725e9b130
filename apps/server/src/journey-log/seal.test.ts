import { sql } from '@payloadcms/db-postgres'
import { createLocalReq } from 'payload'
import { describe, expect, it } from 'vitest'

import { flightLogFixture } from '../collections/flight-logs/testing'
import { selectRows } from '../lib/raw-sql'
import { demoWorld } from '../testing/demo-world'
import { executeRaw } from '../testing/execute-raw'
import { actingAs } from '../testing/get-test-payload'
import { sealJourneyLogs } from './seal'
import { aircraftWithEntries } from './testing'
import { verifyJourneyLog } from './verify-chain'

const { payload } = await demoWorld({})

/**
 * An aircraft as a database from before the event log holds it: sealing the journey-log chain is what
 * the event log's migration does first (seal-event-log.ts); these tests check the chain alone.
 */
async function detachFromEventLog(aircraftId: number) {
  await executeRaw(payload, `delete from aircraft_log_events where customer_aircraft_id = ${aircraftId}`)
  await executeRaw(payload, `delete from journey_log_checkpoints where customer_aircraft_id = ${aircraftId}`)
}

const unseal = (aircraftId: number, numbers: string) =>
  executeRaw(
    payload,
    `update flight_logs set content_hash = null, hash = null, recorded_at = null, pic_id = null
     where customer_aircraft_id = ${aircraftId} and ${numbers}`,
  )

async function addEntries(aircraftId: number, registration: string, days: string[]) {
  const fixture = await flightLogFixture(payload)
  const created = []
  for (const date of days) {
    created.push(
      await payload.create({
        collection: 'flight_logs',
        data: fixture.entry({ customer_aircraft: aircraftId, registration, date }),
        user: fixture.member,
        overrideAccess: false,
      }),
    )
  }
  return created
}

async function verify(aircraftId: number) {
  const req = await createLocalReq({ user: await actingAs(payload, 'admin@flugakte.test') }, payload)
  return verifyJourneyLog(req, aircraftId)
}

async function stored(aircraftId: number) {
  const rows = await selectRows<Record<string, unknown>>(
    payload,
    sql`select number, pic_id, pilot_id, recorded_at, created_at, content_hash, hash from flight_logs
        where customer_aircraft_id = ${aircraftId} order by number`,
  )
  return rows.map((row) => ({
    number: Number(row.number),
    pic: row.pic_id === null ? null : Number(row.pic_id),
    pilot: Number(row.pilot_id),
    recorded_at: row.recorded_at === null ? null : String(row.recorded_at),
    created_at: String(row.created_at),
    content_hash: row.content_hash as string | null,
    hash: row.hash as string | null,
  }))
}

describe('sealing journey logs stored before the chain (the event log migration’s first step)', () => {
  it('finds nothing to do on a freshly seeded database: the seed creates entries through Payload', async () => {
    const [unsealed] = await selectRows<{ count: unknown }>(
      payload,
      sql`select count(*) as count from flight_logs where hash is null or content_hash is null or recorded_at is null`,
    )
    expect(Number(unsealed.count)).toBe(0)
    expect(await payload.count({ collection: 'flight_logs' })).toMatchObject({ totalDocs: expect.any(Number) })
    expect(await sealJourneyLogs(payload)).toBe(0)
  })

  it('seals entries without hashes, continuing the chain of the hashed ones before them', async () => {
    const { aircraft } = await aircraftWithEntries(payload, 'D-ESEA', 6)
    await detachFromEventLog(aircraft.id)
    const before = await stored(aircraft.id)
    await unseal(aircraft.id, 'number >= 3')
    expect((await verify(aircraft.id)).firstBroken).toEqual({ number: 3, reason: 'content' })
    expect(await sealJourneyLogs(payload)).toBe(4)
    const after = await stored(aircraft.id)
    expect(after.slice(0, 2)).toEqual(before.slice(0, 2))
    for (const [index, entry] of after.entries()) {
      // What the pilot-in-command signs does not change; the time recorded is when the entry was created.
      expect(entry.content_hash).toBe(before[index].content_hash)
      expect(entry.pic).toBe(index < 2 ? entry.pilot : null)
      expect(new Date(entry.recorded_at!).getTime()).toBe(
        new Date(index < 2 ? before[index].recorded_at! : entry.created_at).getTime(),
      )
    }
    expect(await verify(aircraft.id)).toMatchObject({ firstBroken: null, entries: 6, head: { number: 6 } })
    expect(await sealJourneyLogs(payload)).toBe(0)
  })

  it('links again the entries created on top of unsealed ones', async () => {
    const { aircraft } = await aircraftWithEntries(payload, 'D-ESEB', 3)
    await unseal(aircraft.id, 'number <= 3')
    await addEntries(aircraft.id, 'D-ESEB', ['2026-04-01', '2026-04-02'])
    await detachFromEventLog(aircraft.id)
    // Entry 4 was linked to nothing (its predecessor had no hash), entry 5 to entry 4.
    expect((await verify(aircraft.id)).firstBroken).not.toBeNull()
    expect(await sealJourneyLogs(payload)).toBe(5)
    expect(await verify(aircraft.id)).toMatchObject({ firstBroken: null, entries: 5 })
  })

  it('leaves a stored hash that follows from nothing as it is: sealing does not hide a change', async () => {
    const { aircraft } = await aircraftWithEntries(payload, 'D-ESEC', 2)
    await unseal(aircraft.id, 'number <= 2')
    const added = await addEntries(aircraft.id, 'D-ESEC', ['2026-04-01', '2026-04-02', '2026-04-03', '2026-04-04'])
    await executeRaw(payload, `update flight_logs set hash = '${'f'.repeat(64)}' where id = ${added[1].id}`)
    await executeRaw(payload, `update flight_logs set hash = '${'e'.repeat(64)}' where id = ${added[2].id}`)
    await detachFromEventLog(aircraft.id)
    // Entries 1 and 2 sealed, 3 linked again; the changed 4 and 5 stay, and so does 6 after them.
    expect(await sealJourneyLogs(payload)).toBe(3)
    expect((await verify(aircraft.id)).firstBroken).toEqual({ number: 4, reason: 'chain' })
    // Put right for the other tests: entries 4 to 6 sealed again.
    await unseal(aircraft.id, 'number >= 4')
    expect(await sealJourneyLogs(payload)).toBe(3)
    expect((await verify(aircraft.id)).firstBroken).toBeNull()
  })

  it('seals each entry once when two runs seal at the same time, batch by batch', async () => {
    const { aircraft } = await aircraftWithEntries(payload, 'D-ESED', 7)
    await detachFromEventLog(aircraft.id)
    await unseal(aircraft.id, 'number >= 1')
    const written = await Promise.all([
      sealJourneyLogs(payload, { batchSize: 2 }),
      sealJourneyLogs(payload, { batchSize: 2 }),
    ])
    expect(written[0] + written[1]).toBe(7)
    expect(await verify(aircraft.id)).toMatchObject({ firstBroken: null, entries: 7 })
  })
})
