import type { FlightLogEntry } from '@flugakte/domain'
import { beforeEach, describe, expect, it } from 'vitest'

import { localDb } from '../../../lib/local-db'
import { outboxRecord } from '../../../lib/outbox/outbox-store'
import type { OutboxRecord } from '../../../lib/outbox/types'
import { keepOnDevice } from './keep-on-device'

const entry = { customer_aircraft: 4, registration: 'D-EKLU', type: 'origin' } as unknown as FlightLogEntry
const keep = (clientId: string, confirmGrounded: boolean, stored?: OutboxRecord) =>
  keepOnDevice({
    entry,
    clientId,
    picked: { amends: null, pilot: null, copilot: null, location_to: null, location_ldg: null },
    confirmEarlier: false,
    confirmGrounded,
    stored,
    aircraft: { id: 4, registration: 'D-EKLU' } as Parameters<typeof keepOnDevice>[0]['aircraft'],
    currentUser: { id: 7 } as Parameters<typeof keepOnDevice>[0]['currentUser'],
  })

beforeEach(() => localDb.outbox.clear())

describe('keepOnDevice', () => {
  it('keeps the pilot’s confirmation of a flight on a grounded aircraft with the entry, and an edit’s answer', async () => {
    await keep('a', true)
    expect(await outboxRecord('a')).toMatchObject({ kind: 'flight_log', confirm_grounded: true, status: 'waiting' })
    await keep('b', false)
    expect(await outboxRecord('b')).not.toHaveProperty('confirm_grounded')

    await keep('a', false, await outboxRecord('a'))
    expect((await outboxRecord('a'))?.confirm_grounded).toBeUndefined()
  })
})
