import type { FlightLogEntry, PreflightAcknowledgement } from '@flugakte/domain'

import { addToOutbox, outboxRecord, requestPersistentStorage, updateOutbox } from '../../../lib/outbox/outbox-store'
import type { OutboxRecord } from '../../../lib/outbox/types'
import type { Person, SelectedAircraft } from '../api/types'
import { editedRecord, labelsOf } from './outbox-entry'
import { requestOutboxSend } from './outbox-signals'

type Keep = {
  entry: FlightLogEntry
  clientId: string
  picked: Parameters<typeof labelsOf>[0]
  confirmEarlier: boolean
  /** The pilot confirmed entering the flight although an open defect grounds the aircraft. */
  confirmGrounded?: boolean
  /** What the pilot acknowledged about the aircraft before the flight. */
  acknowledgePreflight?: PreflightAcknowledgement[]
  /** The entry of the outbox being edited, if any: it keeps its place and its client id. */
  stored: OutboxRecord | null | undefined
  aircraft: SelectedAircraft
  currentUser: Person | null | undefined
}

/**
 * Puts the entry into the outbox (or writes an edited one back) and asks the sender to try at once: the
 * entry exists nowhere else until the server has stored it.
 */
export async function keepOnDevice({
  entry,
  clientId,
  picked,
  confirmEarlier,
  confirmGrounded = false,
  acknowledgePreflight = [],
  stored,
  aircraft,
  currentUser,
}: Keep) {
  const labels = labelsOf(picked)
  let record: OutboxRecord | undefined
  if (stored) {
    await updateOutbox(stored.client_id, {
      ...editedRecord(entry, labels, confirmEarlier, confirmGrounded),
      // Acknowledged when it was entered; an edit acknowledges again only what it shows.
      ...(acknowledgePreflight.length > 0 ? { acknowledge_preflight: acknowledgePreflight } : {}),
    })
    record = await outboxRecord(stored.client_id)
  }
  if (!record) {
    if (currentUser == null) throw new Error('An entry kept on the device needs its author')
    record = await addToOutbox({
      // Sent while it was being edited: the edit is a new entry (the server names a duplicate flight).
      client_id: stored ? crypto.randomUUID() : clientId,
      user_id: currentUser.id,
      aircraft_id: aircraft.id,
      registration: aircraft.registration,
      entry,
      labels,
      ...(confirmEarlier ? { confirm_earlier: true } : {}),
      ...(confirmGrounded ? { confirm_grounded: true } : {}),
      ...(acknowledgePreflight.length > 0 ? { acknowledge_preflight: acknowledgePreflight } : {}),
      ...(stored ? { created_at: stored.created_at } : {}),
    })
  }
  void requestPersistentStorage()
  requestOutboxSend()
  return record
}
