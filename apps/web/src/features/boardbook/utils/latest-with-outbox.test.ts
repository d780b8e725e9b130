import type { FlightLogEntry, LatestReadings } from '@flugakte/domain'
import { describe, expect, it } from 'vitest'

import type { OutboxRecord } from '../../../lib/outbox/types'
import { latestWithOutbox } from './latest-with-outbox'

const AIRCRAFT = 4

const LOGGED: LatestReadings = {
  number: 13,
  time_takeoff_utc: '2026-05-02T10:00:00.000Z',
  time_landing_utc: '2026-05-02T11:15:00.000Z',
  hobbs_eng1_end: '1234:30',
  cnt_cycle_eng1_end: 812,
}

let entered = 0
const waiting = (entry: Partial<FlightLogEntry>, fields: Partial<OutboxRecord> = {}): OutboxRecord => ({
  client_id: crypto.randomUUID(),
  kind: 'flight_log',
  user_id: 7,
  aircraft_id: AIRCRAFT,
  registration: 'D-EKLU',
  entry: { date: '2026-05-03', is_batch: false, to_utc: '09:00', ldg_utc: '10:00', ...entry } as FlightLogEntry,
  labels: {},
  created_at: ++entered,
  updated_at: entered,
  status: 'waiting',
  attempts: 0,
  ...fields,
})

describe('latestWithOutbox', () => {
  it('keeps the journey log’s newest entry when the outbox holds nothing of the aircraft', () => {
    expect(latestWithOutbox(LOGGED, [], AIRCRAFT)).toBe(LOGGED)
    const elsewhere = waiting({ hobbs_eng1_end: '2000:00' }, { aircraft_id: 5 })
    expect(latestWithOutbox(LOGGED, [elsewhere], AIRCRAFT)).toBe(LOGGED)
    expect(latestWithOutbox(null, [elsewhere], AIRCRAFT)).toBeNull()
  })

  it('takes the readings of the outbox entry that lands last, whatever the order they were entered in', () => {
    const later = waiting(
      { to_utc: '14:00', ldg_utc: '15:10', hobbs_eng1_end: '1237:00', cnt_cycle_eng1_end: 815, location_ldg: 32 },
      { labels: { location_ldg: 'EDDK – Köln/Bonn' } },
    )
    const earlier = waiting({ to_utc: '09:00', ldg_utc: '10:00', hobbs_eng1_end: '1235:40', cnt_cycle_eng1_end: 813 })
    expect(latestWithOutbox(LOGGED, [later, earlier], AIRCRAFT)).toEqual({
      number: null,
      time_takeoff_utc: '2026-05-03T14:00:00.000Z',
      time_landing_utc: '2026-05-03T15:10:00.000Z',
      hobbs_eng1_end: '1237:00',
      // An entry kept before readings had units: hours:minutes.
      hobbs_unit: null,
      cnt_cycle_eng1_end: 815,
      // The next flight departs where this one lands.
      arrival: { id: 32, icao: 'EDDK', apt_name: 'Köln/Bonn' },
    })
    // One kept with its meter's unit carries it, so the next entry's start is read in it.
    const decimal = waiting({ to_utc: '16:00', ldg_utc: '16:30', hobbs_unit: 'decimal_2', hobbs_eng1_end: '1237.50' })
    expect(latestWithOutbox(LOGGED, [later, decimal], AIRCRAFT)).toMatchObject({
      hobbs_eng1_end: '1237.50',
      hobbs_unit: 'decimal_2',
    })
  })

  it('counts a landing after midnight on the next day and a batch entry by its flight time', () => {
    const overMidnight = waiting({ date: '2026-05-03', to_utc: '23:30', ldg_utc: '00:20', hobbs_eng1_end: '1236:00' })
    const batch = waiting({
      date: '2026-05-04',
      is_batch: true,
      to_utc: undefined,
      ldg_utc: undefined,
      flight_time: '00:10',
      hobbs_eng1_end: '1236:20',
    })
    // 00:20 on the 4th lands later than the batch (00:00 + 10 minutes on the 4th).
    expect(latestWithOutbox(LOGGED, [overMidnight, batch], AIRCRAFT)).toMatchObject({
      time_landing_utc: '2026-05-04T00:20:00.000Z',
      hobbs_eng1_end: '1236:00',
    })
    const longerBatch = waiting({
      date: '2026-05-04',
      is_batch: true,
      to_utc: undefined,
      ldg_utc: undefined,
      flight_time: '01:00',
      hobbs_eng1_end: '1237:00',
    })
    expect(latestWithOutbox(LOGGED, [overMidnight, longerBatch], AIRCRAFT)).toMatchObject({
      time_takeoff_utc: '2026-05-04T00:00:00.000Z',
      time_landing_utc: '2026-05-04T01:00:00.000Z',
      hobbs_eng1_end: '1237:00',
    })
  })

  it('ignores an outbox entry landing before the journey log’s newest (a late entry of an earlier flight)', () => {
    const lateEntry = waiting({ date: '2026-05-01', hobbs_eng1_end: '1200:00' })
    expect(latestWithOutbox(LOGGED, [lateEntry], AIRCRAFT)).toBe(LOGGED)
  })

  it('lets an outbox entry landing at the same time win, as its number will be the higher one', () => {
    const same = waiting({
      date: '2026-05-02',
      to_utc: '10:00',
      ldg_utc: '11:15',
      hobbs_eng1_end: '1234:30',
      cnt_cycle_eng1_end: 812,
    })
    const again = waiting({ date: '2026-05-02', to_utc: '10:30', ldg_utc: '11:15', hobbs_eng1_end: '1234:50' })
    expect(latestWithOutbox(LOGGED, [same, again], AIRCRAFT)).toMatchObject({ number: null, hobbs_eng1_end: '1234:50' })
  })

  it('starts from the outbox when the journey log has no entry yet, and carries missing readings as none', () => {
    expect(latestWithOutbox(null, [waiting({})], AIRCRAFT)).toEqual({
      number: null,
      time_takeoff_utc: '2026-05-03T09:00:00.000Z',
      time_landing_utc: '2026-05-03T10:00:00.000Z',
      hobbs_eng1_end: null,
      hobbs_unit: null,
      cnt_cycle_eng1_end: null,
      arrival: null,
    })
  })

  it('skips a record whose times cannot be read', () => {
    const broken = waiting({ date: 'junk', hobbs_eng1_end: '9999:00' })
    expect(latestWithOutbox(LOGGED, [broken], AIRCRAFT)).toBe(LOGGED)
  })
})
