import { afterEach, beforeAll, describe, expect, it } from 'vitest'

import { emptyAircraftOfTheClub, flightLogFixture } from '../collections/flight-logs/testing'
import { newAccount } from '../collections/users/testing'
import { demoWorld } from '../testing/demo-world'
import { executeRaw } from '../testing/execute-raw'
import { bearer, rest } from '../testing/rest'

let fixture: Awaited<ReturnType<typeof flightLogFixture>>
let postgres: boolean
const cleanups: string[] = []

const {
  payload,
  token: { token },
} = await demoWorld({ token: 'member@flugakte.test' })

beforeAll(async () => {
  fixture = await flightLogFixture(payload)
  postgres = payload.db.name === 'postgres'
})

afterEach(async () => {
  for (const statement of cleanups.splice(0).reverse()) await executeRaw(payload, statement)
})

/** Makes every insert into `table` of a journey-log row fail, as a full disk would in the middle of a write. */
async function failInsertsInto(table: string, when: string) {
  if (postgres) {
    await executeRaw(
      payload,
      `create function flugakte_fail() returns trigger language plpgsql as $$ begin raise exception 'simulated write failure'; end $$`,
    )
    cleanups.push('drop function flugakte_fail')
    await executeRaw(
      payload,
      `create trigger flugakte_fail before insert on "${table}" for each row when (${when}) execute function flugakte_fail()`,
    )
    cleanups.push(`drop trigger flugakte_fail on "${table}"`)
  } else {
    await executeRaw(
      payload,
      `create trigger flugakte_fail before insert on "${table}" when ${when} begin select raise(abort, 'simulated write failure'); end`,
    )
    cleanups.push('drop trigger flugakte_fail')
  }
}

/**
 * Lets every statement of a journey-log write succeed and makes its COMMIT fail: a deferred foreign key
 * that the activity row breaks is checked only then.
 */
async function failCommits() {
  await executeRaw(
    payload,
    'create table flugakte_commit_probe (ref integer references flight_logs(id) deferrable initially deferred)',
  )
  cleanups.push('drop table flugakte_commit_probe')
  if (postgres) {
    await executeRaw(
      payload,
      `create function flugakte_probe() returns trigger language plpgsql as $$ begin insert into flugakte_commit_probe values (-1); return new; end $$`,
    )
    cleanups.push('drop function flugakte_probe')
    await executeRaw(
      payload,
      `create trigger flugakte_probe after insert on activity for each row when (new.collection = 'flight_logs') execute function flugakte_probe()`,
    )
    cleanups.push('drop trigger flugakte_probe on activity')
  } else {
    await executeRaw(
      payload,
      `create trigger flugakte_probe after insert on activity when new.collection = 'flight_logs' begin insert into flugakte_commit_probe values (-1); end`,
    )
    cleanups.push('drop trigger flugakte_probe')
  }
}

async function stored(aircraftId: number) {
  const entries = await payload.count({
    collection: 'flight_logs',
    where: { customer_aircraft: { equals: aircraftId } },
  })
  const versions = await payload.countVersions({
    collection: 'flight_logs',
    where: { 'version.customer_aircraft': { equals: aircraftId } },
  })
  const activity = await payload.count({ collection: 'activity', where: { collection: { equals: 'flight_logs' } } })
  return { entries: entries.totalDocs, versions: versions.totalDocs, activity: activity.totalDocs }
}

function post(aircraft: { id: number; registration: string }, toUtc: string) {
  return rest('/api/flight_logs', {
    method: 'POST',
    headers: { ...bearer(token), 'Content-Type': 'application/json' },
    body: JSON.stringify(
      fixture.entry({
        customer_aircraft: aircraft.id,
        registration: aircraft.registration,
        to_utc: toUtc,
        ldg_utc: '23:00',
      }),
    ),
  })
}

describe('a journey-log entry, its version and its activity row', () => {
  const failures: [string, () => Promise<void>][] = [
    ['the activity row cannot be written', () => failInsertsInto('activity', "new.collection = 'flight_logs'")],
    ['the version row cannot be written', () => failInsertsInto('_flight_logs_v', 'new.version_number is not null')],
    ['the commit fails after every row was written', failCommits],
  ]

  it.each(failures)('are stored not at all when %s, and the request answers an error', async (_, breakWrites) => {
    const aircraft = await emptyAircraftOfTheClub(payload, `D-EAT${failures.findIndex(([name]) => name === _)}`)
    const before = await stored(aircraft.id)
    await breakWrites()
    const refused = await post(aircraft, '08:00')
    expect(refused.status).toBeGreaterThanOrEqual(400)
    expect(await stored(aircraft.id)).toEqual(before)

    for (const statement of cleanups.splice(0).reverse()) await executeRaw(payload, statement)
    const accepted = await post(aircraft, '09:00')
    expect(accepted.status).toBe(201)
    const { doc } = (await accepted.json()) as { doc: { id: number; number: number } }
    // The refused write took no number: the log stays gapless.
    expect(doc.number).toBe(1)
    expect(await stored(aircraft.id)).toEqual({ entries: 1, versions: 1, activity: before.activity + 1 })
  })
})

describe('writes outside a transaction', () => {
  it('wait for another request\'s open transaction instead of failing with "database is locked"', async () => {
    // Payload counts failed logins so, on purpose, while other requests may hold a transaction open.
    const [inside, outside] = await Promise.all([newAccount(payload, 'inside'), newAccount(payload, 'outside')])
    const transactionID = (await payload.db.beginTransaction())!
    try {
      await payload.db.updateOne({
        collection: 'users',
        id: inside.id,
        data: { first_name: 'Inside' },
        req: { transactionID },
      })
      const write = payload.db.updateOne({ collection: 'users', id: outside.id, data: { first_name: 'Outside' } })
      const settled = write.then(
        () => 'written',
        (error: Error) => error.message,
      )
      await new Promise((resolve) => setTimeout(resolve, 300))
      await payload.db.commitTransaction(transactionID)
      expect(await settled).toBe('written')
    } finally {
      await payload.db.rollbackTransaction(transactionID)
    }
    const stored = await payload.find({ collection: 'users', where: { id: { in: [inside.id, outside.id] } }, depth: 0 })
    expect(stored.docs.map((user) => user.first_name).sort()).toEqual(['Inside', 'Outside'])
  })
})
