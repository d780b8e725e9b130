import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { derivedFlightLogFields, flightLogContextIssues, flightLogInputSchema, type FlightLogInput } from './flight-log'
import { contentHash, legalContent } from './journey-log-chain'
import {
  convertMeterReading,
  formatMeterReading,
  HOBBS_UNITS,
  hobbsUnitOf,
  parseMeterReading,
  readingMinutes,
  readingSeconds,
  type HobbsUnit,
} from './meter-reading'

describe('meter readings in the meter’s unit', () => {
  it.each([
    // Tenths: one decimal place, 6 minutes a step.
    ['4727.3', 'decimal_1', '4727.3', 4727 * 3600 + 3 * 360],
    ['4727,3', 'decimal_1', '4727.3', 4727 * 3600 + 3 * 360],
    [' 0.0 ', 'decimal_1', '0.0', 0],
    ['04727.9', 'decimal_1', '4727.9', 4727 * 3600 + 54 * 60],
    ['99999.9', 'decimal_1', '99999.9', 99_999 * 3600 + 54 * 60],
    // Hundredths: two decimal places, 36 seconds a step (4726.50 is 4726 h 30 min, not 4726:50).
    ['4726.50', 'decimal_2', '4726.50', 4726 * 3600 + 30 * 60],
    ['4726,05', 'decimal_2', '4726.05', 4726 * 3600 + 3 * 60],
    ['4726.01', 'decimal_2', '4726.01', 4726 * 3600 + 36],
    ['99999.99', 'decimal_2', '99999.99', 99_999 * 3600 + 99 * 36],
    // Hours and minutes with a colon, as before.
    ['4726:30', 'hh_mm', '4726:30', 4726 * 3600 + 30 * 60],
    ['5:07', 'hh_mm', '05:07', 5 * 3600 + 7 * 60],
    ['000123:59', 'hh_mm', '123:59', 123 * 3600 + 59 * 60],
  ] as const)('%j on a %s meter is %s (%i s)', (input, unit, reading, seconds) => {
    expect(parseMeterReading(input, unit)).toEqual({ ok: true, reading, seconds })
  })

  it.each([
    // Ambiguous or not the meter's form: refused with the message naming the form and an example.
    ['4726.5', 'decimal_2', 'meterFormatDecimal2'],
    ['4726', 'decimal_2', 'meterFormatDecimal2'],
    ['4726.500', 'decimal_2', 'meterFormatDecimal2'],
    ['4727.30', 'decimal_1', 'meterFormatDecimal1'],
    ['4727', 'decimal_1', 'meterFormatDecimal1'],
    ['4727:18', 'decimal_1', 'meterFormatDecimal1'],
    ['4.727,3', 'decimal_1', 'meterFormatDecimal1'],
    ['4,726.50', 'decimal_2', 'meterFormatDecimal2'],
    ['1.234,50', 'decimal_2', 'meterFormatDecimal2'],
    ['4726.50', 'hh_mm', 'meterFormatHoursMinutes'],
    ['4726,30', 'hh_mm', 'meterFormatHoursMinutes'],
    ['472630', 'hh_mm', 'meterFormatHoursMinutes'],
    ['4726:60', 'hh_mm', 'meterFormatHoursMinutes'],
    ['-1.0', 'decimal_1', 'meterFormatDecimal1'],
    ['', 'decimal_2', 'meterFormatDecimal2'],
    // A meter shows five digits of hours.
    ['100000.0', 'decimal_1', 'wrongValue'],
    ['100000:00', 'hh_mm', 'wrongValue'],
  ] as const)('%j on a %s meter is refused (%s)', (input, unit, message) => {
    expect(parseMeterReading(input, unit)).toEqual({ ok: false, message })
  })

  it('prints back what it parsed, for every unit (format ∘ parse)', () => {
    const typed = fc.oneof(
      fc
        .record({
          unit: fc.constant('decimal_1' as const),
          text: fc.tuple(
            fc.integer({ min: 0, max: 99_999 }),
            fc.integer({ min: 0, max: 9 }),
            fc.constantFrom('.', ','),
          ),
        })
        .map(({ unit, text: [h, d, sep] }) => ({ unit, text: `${h}${sep}${d}` })),
      fc
        .record({
          unit: fc.constant('decimal_2' as const),
          text: fc.tuple(
            fc.integer({ min: 0, max: 99_999 }),
            fc.integer({ min: 0, max: 99 }),
            fc.constantFrom('.', ','),
          ),
        })
        .map(({ unit, text: [h, c, sep] }) => ({ unit, text: `${h}${sep}${String(c).padStart(2, '0')}` })),
      fc
        .record({
          unit: fc.constant('hh_mm' as const),
          text: fc.tuple(fc.integer({ min: 0, max: 99_999 }), fc.integer({ min: 0, max: 59 })),
        })
        .map(({ unit, text: [h, m] }) => ({ unit, text: `${h}:${String(m).padStart(2, '0')}` })),
    )
    fc.assert(
      fc.property(typed, ({ unit, text }) => {
        const parsed = parseMeterReading(text, unit)
        expect(parsed.ok).toBe(true)
        if (!parsed.ok) return
        // The canonical form reads as the same figure, and is what formatting the figure prints.
        expect(formatMeterReading(parsed.seconds, unit)).toBe(parsed.reading)
        expect(parseMeterReading(parsed.reading, unit)).toEqual(parsed)
        expect(parsed.reading.replace(',', '.')).toBe(parsed.reading)
      }),
    )
  })

  it('reads every whole step back as itself (parse ∘ format)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...HOBBS_UNITS), fc.integer({ min: 0, max: 99_999 * 3600 }), (unit, raw) => {
        const step = { hh_mm: 60, decimal_1: 360, decimal_2: 36 }[unit]
        const seconds = raw - (raw % step)
        const text = formatMeterReading(seconds, unit)!
        expect(parseMeterReading(text, unit)).toEqual({ ok: true, reading: text, seconds })
      }),
    )
  })

  it('formats only what the meter can show', () => {
    expect(formatMeterReading(4726 * 3600 + 30 * 60, 'decimal_1')).toBe('4726.5')
    expect(formatMeterReading(4726 * 3600 + 20 * 60, 'decimal_1')).toBeNull()
    expect(formatMeterReading(4726 * 3600 + 36, 'hh_mm')).toBeNull()
    expect(convertMeterReading('4726:30', null, 'decimal_2')).toBe('4726.50')
    expect(convertMeterReading('4726.50', 'decimal_2', 'hh_mm')).toBe('4726:30')
    expect(convertMeterReading('4726.51', 'decimal_2', 'hh_mm')).toBeNull()
  })

  it('reads a stored reading in its own unit; none is hours:minutes', () => {
    expect(hobbsUnitOf(undefined)).toBe('hh_mm')
    expect(hobbsUnitOf('decimal_9')).toBe('hh_mm')
    expect(readingSeconds('4726:50', null)).toBe(4726 * 3600 + 50 * 60)
    expect(readingSeconds('4726.50', 'decimal_2')).toBe(4726 * 3600 + 30 * 60)
    expect(readingSeconds('4726.50', null)).toBeNull()
  })
})

const flight: FlightLogInput = {
  customer_aircraft: 3,
  registration: 'D-EKLU',
  date: '2026-11-20',
  pilot: 7,
  location_to: 11,
  location_ldg: 12,
  to_utc: '10:00',
  ldg_utc: '10:45',
}

const issuesOf = (input: Record<string, unknown>) => {
  const result = flightLogInputSchema.safeParse(input)
  return result.success ? [] : result.error.issues.map((issue) => `${String(issue.path[0])}: ${issue.message}`)
}

describe('an entry’s readings in its unit', () => {
  it('stores tenths and hundredths as the meter shows them, with exact engine time', () => {
    const tenths = flightLogInputSchema.parse({
      ...flight,
      hobbs_unit: 'decimal_1',
      hobbs_eng1_start: '4727,3',
      hobbs_eng1_end: '4728.1',
    })
    expect([tenths.hobbs_eng1_start, tenths.hobbs_eng1_end]).toEqual(['4727.3', '4728.1'])
    expect(derivedFlightLogFields(tenths).engine_minutes).toBe(48)
    const hundredths = flightLogInputSchema.parse({
      ...flight,
      hobbs_unit: 'decimal_2',
      hobbs_eng1_start: '4726.50',
      hobbs_eng1_end: '4727.25',
    })
    expect([hundredths.hobbs_eng1_start, hundredths.hobbs_eng1_end]).toEqual(['4726.50', '4727.25'])
    expect(derivedFlightLogFields(hundredths).engine_minutes).toBe(45)
  })

  it('keeps hours and minutes as sent, as before units were recorded', () => {
    const entry = flightLogInputSchema.parse({ ...flight, hobbs_eng1_start: '0102:20', hobbs_eng1_end: '102:50' })
    expect([entry.hobbs_eng1_start, entry.hobbs_eng1_end]).toEqual(['0102:20', '102:50'])
    expect(derivedFlightLogFields(entry).engine_minutes).toBe(30)
  })

  it('refuses an ambiguous reading at its field, in the entry’s unit', () => {
    expect(issuesOf({ ...flight, hobbs_unit: 'decimal_2', hobbs_eng1_start: '4726.5' })).toEqual([
      'hobbs_eng1_start: meterFormatDecimal2',
    ])
    expect(issuesOf({ ...flight, hobbs_eng1_end: '4726.50' })).toEqual(['hobbs_eng1_end: meterFormatHoursMinutes'])
    expect(issuesOf({ ...flight, hobbs_unit: 'decimal_1', hobbs_eng1_start: '4727.30' })).toEqual([
      'hobbs_eng1_start: meterFormatDecimal1',
    ])
    expect(issuesOf({ ...flight, hobbs_unit: 'tenths' })).toEqual(['hobbs_unit: wrongValue'])
    expect(
      issuesOf({ ...flight, hobbs_unit: 'decimal_2', hobbs_eng1_start: '4727.00', hobbs_eng1_end: '4726.99' }),
    ).toEqual(['hobbs_eng1_end: endBelowStart'])
    expect(issuesOf({ ...flight, hobbs_unit: 'decimal_1', hobbs_eng1_start: '10.0', hobbs_eng1_end: '34.1' })).toEqual([
      'hobbs_eng1_end: engineTimeTooLong',
    ])
  })

  it('adds engine minutes of consecutive hundredths entries up to last minus first reading: no drift', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.array(fc.integer({ min: 0, max: 400 }), { minLength: 1, maxLength: 300 }),
        (first, steps) => {
          let start = first
          let sum = 0
          for (const step of steps) {
            const entry = flightLogInputSchema.parse({
              ...flight,
              hobbs_unit: 'decimal_2',
              hobbs_eng1_start: formatMeterReading(start * 36, 'decimal_2'),
              hobbs_eng1_end: formatMeterReading((start + step) * 36, 'decimal_2'),
            })
            sum += derivedFlightLogFields(entry).engine_minutes!
            start += step
          }
          const exact = ((start - first) * 36) / 60
          expect(Math.abs(sum - exact)).toBeLessThanOrEqual(1)
          expect(sum).toBe(readingMinutes(start * 36) - readingMinutes(first * 36))
        },
      ),
    )
  })

  it('compares readings with the neighbours’ whatever unit each was taken in', () => {
    const entry = { hobbs_unit: 'decimal_2', hobbs_eng1_start: '4726.50', hobbs_eng1_end: '4727.00' }
    expect(flightLogContextIssues(entry, { previous: { hobbs_eng1_end: '4726:30' } })).toEqual([])
    expect(flightLogContextIssues(entry, { previous: { hobbs_eng1_end: '4726:31' } })).toEqual([
      { path: 'hobbs_eng1_start', key: 'belowPrevious' },
    ])
    expect(flightLogContextIssues(entry, { next: { hobbs_eng1_start: '4726.9', hobbs_unit: 'decimal_1' } })).toEqual([
      { path: 'hobbs_eng1_end', key: 'aboveNext' },
    ])
  })
})

describe('the unit in the content hash', () => {
  const hhmm = { ...flight, hobbs_eng1_start: '100:00', hobbs_eng1_end: '101:00' }

  it('leaves hours:minutes entries hashed as before units were recorded', async () => {
    const before = await contentHash(hhmm)
    expect(await contentHash({ ...hhmm, hobbs_unit: 'hh_mm' })).toBe(before)
    expect(legalContent({ ...hhmm, hobbs_unit: 'hh_mm' })).not.toHaveProperty('hobbs_unit')
    // Without readings the unit says nothing.
    expect(await contentHash({ ...flight, hobbs_unit: 'decimal_1' })).toBe(await contentHash(flight))
  })

  it('binds decimal readings to their unit', async () => {
    const units: HobbsUnit[] = ['decimal_1', 'decimal_2']
    const hashes = await Promise.all(
      units.map((unit) => contentHash({ ...flight, hobbs_unit: unit, hobbs_eng1_start: '100.5' })),
    )
    expect(new Set(hashes).size).toBe(2)
    expect(legalContent({ ...flight, hobbs_unit: 'decimal_2', hobbs_eng1_end: '4726.50' }).hobbs_unit).toBe('decimal_2')
  })
})
