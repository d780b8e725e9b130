import type { FlightLogEntry } from '@flugakte/domain'

import type { OutboxLabels, OutboxRecord } from '../../../lib/outbox/types'
import { emptyEntry, ENTRY_FIELDS, type EntryFormValues } from '../utils/entry-form'

type Option = { value: number; label: string }
type Picked = Record<keyof OutboxLabels, Option | null>

/** The names the lookups showed for the entry's ids, kept with it so the device shows them offline. */
export function labelsOf(picked: Picked): OutboxLabels {
  const labels: OutboxLabels = {}
  for (const field of Object.keys(picked) as (keyof OutboxLabels)[]) {
    const option = picked[field]
    if (option) labels[field] = option.label
  }
  return labels
}

/** The lookups' chosen options again, from the entry's ids and the labels kept beside them. */
export function pickedOf(record: OutboxRecord): Picked {
  const option = (field: keyof OutboxLabels): Option | null => {
    const id = (record.entry as Partial<Record<keyof OutboxLabels, unknown>>)[field]
    return typeof id === 'number' ? { value: id, label: record.labels[field] ?? String(id) } : null
  }
  return {
    amends: option('amends'),
    pilot: option('pilot'),
    copilot: option('copilot'),
    location_to: option('location_to'),
    location_ldg: option('location_ldg'),
  }
}

/** The form's values for an entry kept on the device (what the schema left out shows empty). */
export function formValuesOf(record: OutboxRecord): EntryFormValues {
  const values: Record<string, unknown> = {
    ...emptyEntry({ id: record.aircraft_id, registration: record.registration }, null, null),
  }
  const entry = record.entry as Partial<Record<keyof EntryFormValues, unknown>>
  for (const field of ENTRY_FIELDS) {
    const value = entry[field]
    if (value === undefined || value === null) continue
    values[field] = field === 'date' && typeof value === 'string' ? value.slice(0, 10) : value
  }
  return values as EntryFormValues
}

/** The record with an entry its author changed: it waits again, and a sign-off of the old content goes. */
export function editedRecord(
  entry: FlightLogEntry,
  labels: OutboxLabels,
  confirmEarlier: boolean,
  confirmGrounded = false,
): Partial<OutboxRecord> {
  return {
    entry,
    labels,
    status: 'waiting',
    confirm_earlier: confirmEarlier || undefined,
    confirm_grounded: confirmGrounded || undefined,
    problem: undefined,
    signature: undefined,
  }
}
