import type { FlightLogEntry } from '@flugakte/domain'
import { afterEach, describe, expect, it } from 'vitest'

import { LocalDb } from '../local-db'
import { addToOutbox, outboxOf, outboxRecord, removeFromOutbox, updateOutbox } from './outbox-store'

let db: LocalDb | null = null
const open = () => (db = new LocalDb(`outbox-test-${crypto.randomUUID()}`))
afterEach(async () => {
  await db?.delete()
  db = null
})

const entry = { customer_aircraft: 1, registration: 'D-EABC' } as unknown as FlightLogEntry
const record = (client_id: string, user_id: number, created_at: number) => ({
  client_id,
  user_id,
  aircraft_id: 1,
  registration: 'D-EABC',
  entry,
  labels: {},
  created_at,
})

describe('outbox store', () => {
  it('keeps entries per author in the order they were entered, across a new connection', async () => {
    const first = open()
    await addToOutbox(record('b', 7, 2000), first)
    await addToOutbox(record('a', 7, 1000), first)
    await addToOutbox(record('c', 8, 500), first)
    first.close()
    // A reload opens the database afresh: what was put there is still there.
    const again = new LocalDb(first.name)
    expect((await outboxOf(7, again)).map((item) => item.client_id)).toEqual(['a', 'b'])
    expect((await outboxOf(8, again)).map((item) => item.client_id)).toEqual(['c'])
    expect((await outboxRecord('a', again))?.status).toBe('waiting')
    again.close()
  })

  it('updates and removes one entry', async () => {
    const local = open()
    await addToOutbox(record('a', 7, 1000), local)
    await updateOutbox('a', { status: 'attention', problem: { status: 409, messages: ['x'], fieldErrors: [] } }, local)
    expect(await outboxRecord('a', local)).toMatchObject({ status: 'attention', problem: { messages: ['x'] } })
    await removeFromOutbox('a', local)
    expect(await outboxOf(7, local)).toEqual([])
  })
})
