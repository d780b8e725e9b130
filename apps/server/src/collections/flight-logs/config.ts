import {
  CREW_DUTIES,
  HOBBS_UNITS,
  HOURS_MINUTES,
  NATURES_OF_FLIGHT,
  readingSeconds,
  TIME_OF_DAY,
} from '@flugakte/domain'
import type { CollectionConfig, FieldAccess } from 'payload'

import { byAircraft, mayAct, nobody, versionsByAircraft } from '../../access/rules'
import { scheduleDueNoticesAfterCreate } from '../../airworthiness/schedule-notices'
import { withAudit } from '../../audit/with-audit'
import { formatRule } from '../../lib/format-rule'
import { assignNumber } from './assign-number'
import { boardbookEndpoint } from './boardbook-endpoint'
import { carryDaysAfterCreate } from './carry-totals'
import { checkReferences } from './check-references'
import { recordPreflightAcknowledgement } from './record-preflight'
import { refuseGroundedFlight } from './refuse-grounded'
import { crewField } from './crew-names'
import { validateEntry } from './validate-entry'
import { awaitingSignatureEndpoint } from '../../journey-log/signatures/awaiting-signature-endpoint'
import { noticeToSignAfterCreate } from '../../journey-log/signatures/sign-notice'
import { signEndpoint } from '../../journey-log/signatures/sign-endpoint'
import { signingEndpoint } from '../../journey-log/signatures/signing-endpoint'
import { submitEndpoint } from './submit-endpoint'
import { FLIGHT_LOG_WRITERS } from '../../access/writers'
import { appendAfterCreate } from '../../journey-log/event-log/append'

const timeOfDay = (name: string) =>
  ({ name, type: 'text', validate: formatRule((value) => TIME_OF_DAY.test(value), 'timeOfDay') }) as const
const hoursMinutes = (name: string) =>
  ({ name, type: 'text', validate: formatRule((value) => HOURS_MINUTES.test(value), 'timeOfDay') }) as const

/** A meter reading in one of the units (validateEntry has checked it in the entry's own unit). */
const meterReading = (name: string) =>
  ({
    name,
    type: 'text',
    validate: formatRule((value) => HOBBS_UNITS.some((unit) => readingSeconds(value, unit) !== null), 'timeOfDay'),
  }) as const

/** Set by the server only: a value sent with a create is dropped. */
const serverSet: { create: FieldAccess } = { create: () => false }
const derived = (name: string) => ({ name, type: 'number', admin: { readOnly: true }, access: serverSet }) as const

/**
 * The journey log (Bordbuch). Entries are legal records: append-only; a mistake is fixed by a new
 * entry of type correction (restating the amended entry, which the totals then replace) or addendum.
 */
export const FlightLogs: CollectionConfig = withAudit({
  slug: 'flight_logs',
  admin: {
    useAsTitle: 'number',
    group: 'Aircraft',
    defaultColumns: ['number', 'customer_aircraft', 'date', 'pilot', 'location_to', 'location_ldg', 'type'],
    listSearchableFields: ['registration', 'notes', 'incidents'],
  },
  defaultSort: '-time_landing_utc',
  access: {
    read: byAircraft('customer_aircraft'),
    readVersions: versionsByAircraft('customer_aircraft'),
    create: ({ req }) => mayAct(req, ...FLIGHT_LOG_WRITERS),
    update: nobody,
    delete: nobody,
  },
  hooks: {
    beforeValidate: [validateEntry],
    // The grounded question after the entry's own checks (its aircraft is the caller's), before its number.
    beforeChange: [checkReferences, refuseGroundedFlight, recordPreflightAcknowledgement, assignNumber],
    afterChange: [
      appendAfterCreate('flight_logs'),
      carryDaysAfterCreate,
      scheduleDueNoticesAfterCreate,
      noticeToSignAfterCreate,
    ],
  },
  // Fixed paths before the ones with an id, which would take `awaiting-signature` for an id.
  endpoints: [boardbookEndpoint, awaitingSignatureEndpoint, submitEndpoint, signingEndpoint, signEndpoint],
  indexes: [
    { fields: ['customer_aircraft', 'number'], unique: true },
    { fields: ['customer_aircraft', 'time_landing_utc'] },
    // The create's neighbour checks (entries just before and after the new takeoff): without it the
    // database sorts the aircraft's whole log to find five entries.
    { fields: ['customer_aircraft', 'time_takeoff_utc'] },
    // The id a phone gives an entry it keeps in its outbox: a repeated submission finds the entry it
    // already created instead of creating a second one.
    { fields: ['customer_aircraft', 'client_id'], unique: true },
  ],
  fields: [
    { name: 'customer_aircraft', type: 'relationship', relationTo: 'customer_aircrafts', required: true, index: true },
    { name: 'number', type: 'number', admin: { readOnly: true }, access: serverSet },
    { name: 'registration', type: 'text', required: true },
    {
      name: 'type',
      type: 'select',
      required: true,
      defaultValue: 'origin',
      options: ['origin', 'correction', 'addendum'],
    },
    {
      name: 'amends',
      type: 'relationship',
      relationTo: 'flight_logs',
      index: true,
    },
    { name: 'amended_by', type: 'join', collection: 'flight_logs', on: 'amends', defaultLimit: 20 },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'published',
      options: ['published'],
      access: serverSet,
    },
    { name: 'date', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayOnly' } } },
    // Nature of flight and crew duties: optional in the database, where entries stored before they were
    // recorded have none (unknown); every new entry gets the domain's defaults (validateEntry).
    { name: 'nature_of_flight', type: 'select', options: [...NATURES_OF_FLIGHT] },
    { name: 'pilot', type: 'relationship', relationTo: 'users', required: true },
    { name: 'pilot_duty', type: 'select', options: [...CREW_DUTIES] },
    { name: 'copilot', type: 'relationship', relationTo: 'users' },
    { name: 'copilot_duty', type: 'select', options: [...CREW_DUTIES] },
    crewField,
    { name: 'cnt_guests', type: 'number', min: 0, max: 3, defaultValue: 0 },
    derived('persons_on_board'),
    { name: 'location_to', type: 'relationship', relationTo: 'airports', required: true },
    { name: 'location_ldg', type: 'relationship', relationTo: 'airports', required: true },
    timeOfDay('off_block_utc'),
    timeOfDay('to_utc'),
    timeOfDay('ldg_utc'),
    timeOfDay('on_block_utc'),
    { name: 'is_batch', type: 'checkbox', defaultValue: false },
    hoursMinutes('flight_time'),
    { name: 'cnt_ldg', type: 'number', required: true, min: 0, max: 100, defaultValue: 1 },
    // The unit the Hobbs readings are in (the aircraft's meter when the entry was made); empty for entries
    // stored before units were recorded, which are hours:minutes. Readings are stored as the meter shows them.
    { name: 'hobbs_unit', type: 'select', options: [...HOBBS_UNITS] },
    meterReading('hobbs_eng1_start'),
    meterReading('hobbs_eng1_end'),
    { name: 'cnt_cycle_eng1_start', type: 'number', min: 0 },
    { name: 'cnt_cycle_eng1_end', type: 'number', min: 0 },
    { name: 'notes', type: 'textarea' },
    { name: 'incidents', type: 'textarea' },
    { name: 'time_takeoff_utc', type: 'date', index: true, admin: { readOnly: true }, access: serverSet },
    { name: 'time_landing_utc', type: 'date', index: true, admin: { readOnly: true }, access: serverSet },
    derived('flight_minutes'),
    derived('engine_minutes'),
    derived('engine_cycles'),
    // The aircraft's totals after this entry, carried forward (carry-totals.ts).
    derived('total_flights'),
    derived('total_minutes'),
    derived('total_landings'),
    derived('total_engine_minutes'),
    derived('total_cycles'),
    // Who signs the entry: its pilot-in-command (pilotInCommand of the domain package; the pilot for an
    // entry stored before duties were recorded).
    {
      name: 'pic',
      type: 'relationship',
      relationTo: 'users',
      index: true,
      admin: { readOnly: true },
      access: serverSet,
    },
    // The chain (journey-log-chain.ts of the domain package): set in the numbering transaction.
    { name: 'recorded_at', type: 'date', admin: { readOnly: true }, access: serverSet },
    { name: 'content_hash', type: 'text', admin: { readOnly: true }, access: serverSet },
    { name: 'hash', type: 'text', admin: { readOnly: true }, access: serverSet },
    // Set by the device that entered the entry (a UUID), unique per aircraft; empty for entries from
    // the admin panel and from before the outbox.
    { name: 'client_id', type: 'text', admin: { readOnly: true } },
    // The pilot confirmed entering a flight while an open defect grounded the aircraft (set by the
    // server when the create carried `confirm_grounded` and the aircraft was grounded at that moment).
    { name: 'grounded_confirmed', type: 'checkbox', admin: { readOnly: true }, access: serverSet },
    // What the pilot acknowledged before the flight, as shown to them (record-preflight.ts).
    { name: 'preflight_acknowledged', type: 'json', admin: { readOnly: true }, access: serverSet },
  ],
})
