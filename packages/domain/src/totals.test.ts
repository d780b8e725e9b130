import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { fromMinutes } from './hh-mm'
import { sumTotals } from './totals'

describe('sumTotals', () => {
  it('adds flight times and landings', () => {
    expect(
      sumTotals([{ flight_time: '00:45', cnt_ldg: 1 }, { flight_time: '01:30', cnt_ldg: 5 }, { cnt_ldg: 0 }]),
    ).toEqual({
      flights: 3,
      minutes: 135,
      hours: '02:15',
      landings: 6,
    })
  })

  it('is zero for no entries', () => {
    expect(sumTotals([])).toEqual({ flights: 0, minutes: 0, hours: '00:00', landings: 0 })
  })

  it('ignores malformed durations', () => {
    expect(sumTotals([{ flight_time: '1:5', cnt_ldg: 1 }]).minutes).toBe(0)
  })

  it('equals the sum of the parts for any entries', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ minutes: fc.nat(600), landings: fc.nat(100) })), (rows) => {
        const totals = sumTotals(rows.map((row) => ({ flight_time: fromMinutes(row.minutes), cnt_ldg: row.landings })))
        expect(totals.minutes).toBe(rows.reduce((sum, row) => sum + row.minutes, 0))
        expect(totals.landings).toBe(rows.reduce((sum, row) => sum + row.landings, 0))
      }),
    )
  })
})
