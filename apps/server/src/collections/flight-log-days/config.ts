import type { CollectionConfig } from 'payload'

import { administratorsOnly, nobody } from '../../access/rules'

const count = (name: string) => ({ name, type: 'number', required: true, defaultValue: 0 }) as const

/**
 * The journey log carried forward per aircraft and UTC landing day: the day's sums over the entries
 * that count and the log's totals at the day's end (`total_*`). Written only by the server, in the
 * same transaction as the entry that changes it (flight-logs/carry-totals.ts), so the airworthiness
 * readers look up a reading at any day instead of summing the whole log. `npm run verify-totals`
 * recomputes them from the entries.
 */
export const FlightLogDays: CollectionConfig = {
  slug: 'flight_log_days',
  admin: {
    useAsTitle: 'date',
    group: 'Administration',
    hidden: true,
    defaultColumns: ['customer_aircraft', 'date', 'flights', 'flight_minutes', 'landings'],
  },
  access: { read: administratorsOnly, create: nobody, update: nobody, delete: nobody },
  timestamps: false,
  indexes: [{ fields: ['customer_aircraft', 'date'], unique: true }],
  fields: [
    { name: 'customer_aircraft', type: 'relationship', relationTo: 'customer_aircrafts', required: true },
    { name: 'date', type: 'text', required: true },
    { name: 'last_landing', type: 'date' },
    count('flights'),
    count('flight_minutes'),
    count('landings'),
    count('engine_minutes'),
    count('engine_cycles'),
    count('total_flights'),
    count('total_minutes'),
    count('total_landings'),
    count('total_engine_minutes'),
    count('total_cycles'),
  ],
}
