import { describe, expect, it } from 'vitest'

import { componentDue, componentTimes, installationIssues, type InstalledComponentTimes } from './components'

const HOUR = 60
const engine: InstalledComponentTimes = {
  installed_date: '2024-06-01',
  installed_reading: { minutes: 3000 * HOUR, cycles: 4000 },
  tsn_minutes_at_install: 2500 * HOUR,
  csn_at_install: 3100,
  tso_minutes_at_install: 300 * HOUR,
  cso_at_install: 350,
  overhauled_date: '2023-01-15',
  life_limit: { hours: 6000 },
  overhaul_interval: { hours: 2000, months: 144 },
}
const now = { date: '2026-11-22', reading: { minutes: 3400 * HOUR, cycles: 4500 } }
const idle = { minutesPerDay: 0, cyclesPerDay: 0 }

describe('installed components', () => {
  it('adds the use since installation to TSN/CSN/TSO/CSO at installation', () => {
    expect(componentTimes(engine, now.reading)).toEqual({
      tsn_minutes: 2900 * HOUR,
      csn: 3600,
      tso_minutes: 700 * HOUR,
      cso: 850,
    })
  })

  it('TSO after overhaul: the overhaul interval counts from TSO, the life limit from TSN', () => {
    // At installation: TSN 2500 h, TSO 300 h, TBO 2000 h → 1700 h to overhaul; 400 h flown since.
    const { life, overhaul } = componentDue(engine, now, idle)
    expect(overhaul!.remaining.minutes).toBe(1300 * HOUR)
    expect(overhaul!.due_at.minutes).toBe(4700 * HOUR)
    expect(overhaul!.due_at.date).toBe('2035-01-15')
    expect(life!.remaining.minutes).toBe(3100 * HOUR)
  })

  it('without a recorded overhaul the interval counts from new', () => {
    const { overhaul } = componentDue(
      {
        ...engine,
        tso_minutes_at_install: null,
        cso_at_install: null,
        overhauled_date: null,
        manufactured_date: '2015-03-01',
      },
      now,
      idle,
    )
    expect(overhaul!.remaining.minutes).toBe((2000 - 2900) * HOUR)
    expect(overhaul!.status).toBe('overdue')
    expect(overhaul!.due_at.date).toBe('2027-03-01')
  })

  it('a calendar life from manufacture: a battery past six years is overdue whatever its hours', () => {
    const battery: InstalledComponentTimes = {
      installed_date: '2024-01-01',
      installed_reading: { minutes: 0, cycles: 0 },
      manufactured_date: '2020-10-01',
      life_limit: { months: 72 },
    }
    const { life, overhaul } = componentDue(battery, now, idle)
    expect(overhaul).toBeNull()
    expect(life).toMatchObject({
      status: 'overdue',
      governing: 'calendar',
      due_at: { date: '2026-10-01' },
      remaining: { days: -52 },
    })
  })

  it('an unknown history counts the part as new at installation', () => {
    const part: InstalledComponentTimes = {
      installed_date: '2025-01-01',
      installed_reading: { minutes: 100 * HOUR, cycles: 10 },
      life_limit: { hours: 500, cycles: 1000 },
    }
    expect(componentTimes(part, { minutes: 150 * HOUR, cycles: 30 })).toEqual({
      tsn_minutes: 50 * HOUR,
      csn: 20,
      tso_minutes: null,
      cso: null,
    })
    const { life } = componentDue(
      part,
      { date: '2026-01-01', reading: { minutes: 150 * HOUR, cycles: 30 } },
      { minutesPerDay: 60, cyclesPerDay: 0 },
    )
    expect(life!.remaining).toEqual({ minutes: 450 * HOUR, cycles: 980 })
    expect(life!.projected_date).toBe('2027-03-27')
  })
})

describe('installationIssues', () => {
  it.each([
    [{}, []],
    [{ tsn_hours: 3100, tso_hours: 850 }, []],
    [{ tsn_hours: 850, tso_hours: 850 }, []],
    [{ tso_hours: 400 }, [{ path: 'tsn_hours', key: 'tsnRequiredWithTso' }]],
    [{ tsn_hours: 300, tso_hours: 400 }, [{ path: 'tso_hours', key: 'tsoAboveTsn' }]],
    [{ cso: 10 }, [{ path: 'csn', key: 'csnRequiredWithCso' }]],
    [{ csn: 9, cso: 10 }, [{ path: 'cso', key: 'csoAboveCsn' }]],
    [{ csn: 10, cso: 10, tsn_hours: 0, tso_hours: 0 }, []],
    [
      { manufactured_date: '2020-05-01', overhauled_date: '2020-04-30', installed_date: '2020-05-01T00:00:00.000Z' },
      [{ path: 'overhauled_date', key: 'beforeManufacture' }],
    ],
    [
      { manufactured_date: '2020-05-01T00:00:00.000Z', installed_date: '2019-01-01' },
      [{ path: 'installed_date', key: 'beforeManufacture' }],
    ],
  ] as const)('%j → %j', (record, expected) => {
    expect(installationIssues(record)).toEqual(expected)
  })
})
