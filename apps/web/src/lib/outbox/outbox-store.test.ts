import type { FlightLogEntry } from '@flugakte/domain'
import { afterEach, describe, expect, it } from 'vitest'

import { LocalDb } from '../local-db'
import {
  addDefectToOutbox,
  addToOutbox,
  outboxItemsOf,
  outboxOf,
  outboxRecord,
  removeFromOutbox,
  updateOutbox,
} from './outbox-store'

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

  it('keeps defect reports beside the entries: all kinds in order, the entries alone for the journey log', async () => {
    const local = open()
    await addToOutbox(record('a', 7, 1000), local)
    await addDefectToOutbox(
      {
        client_id: 'd',
        user_id: 7,
        aircraft_id: 1,
        registration: 'D-EABC',
        report: { client_id: 'd', customer_aircraft: 1, description: 'Reifen abgefahren', unsafe: false },
        photos: [{ name: 'reifen.jpg', type: 'image/jpeg', bytes: new Uint8Array([1, 2, 3]).buffer }],
        created_at: 500,
      },
      local,
    )
    expect((await outboxItemsOf(7, local)).map((item) => [item.client_id, item.kind])).toEqual([
      ['d', 'defect'],
      ['a', 'flight_log'],
    ])
    expect((await outboxOf(7, local)).map((item) => item.client_id)).toEqual(['a'])
    expect(await outboxRecord('d', local)).toBeUndefined()
    const [defect] = await outboxItemsOf(7, local)
    expect(defect).toMatchObject({ status: 'waiting', attempts: 0 })
    expect(defect?.kind === 'defect' && [...new Uint8Array(defect.photos[0]!.bytes)]).toEqual([1, 2, 3])
  })
})
