/**
 * Engine-hour (Hobbs) meter readings in the form the meter shows them. A meter counts either hours and
 * minutes (`4726:30`), or decimal hours in tenths (`4727.3`, 6-minute steps) or hundredths (`4726.50`,
 * German Betriebsstundenzähler, 36-second steps). Each aircraft declares its meter's unit; each entry
 * records the unit its readings were taken in, so a stored reading is never read in another unit.
 *
 * A reading is stored as entered, in its unit's one canonical form (a decimal point, no leading zeros),
 * and stands for a whole number of seconds: every unit's step is one. Engine time is the end reading's
 * minute minus the start reading's minute (each reading rounded to the nearest minute once, so tenths
 * and hours:minutes are exact): the sums of consecutive entries telescope to last minus first reading,
 * so no rounding error accumulates over a long log.
 */

export const HOBBS_UNITS = ['hh_mm', 'decimal_1', 'decimal_2'] as const
export type HobbsUnit = (typeof HOBBS_UNITS)[number]

/** What an aircraft's meter shows unless its setup says otherwise, and what entries without a unit are in. */
export const DEFAULT_HOBBS_UNIT: HobbsUnit = 'hh_mm'

export const isHobbsUnit = (value: unknown): value is HobbsUnit => (HOBBS_UNITS as readonly unknown[]).includes(value)

/** The unit of an entry's or an aircraft's readings: entries stored before units were recorded are hours:minutes. */
export const hobbsUnitOf = (value: unknown): HobbsUnit => (isHobbsUnit(value) ? value : DEFAULT_HOBBS_UNIT)

/** Seconds per step of the meter's last digit. */
const STEP_SECONDS: Record<HobbsUnit, number> = { hh_mm: 60, decimal_1: 360, decimal_2: 36 }

/** A meter shows five digits of hours. */
export const MAX_HOBBS_HOURS = 99_999

/**
 * The message for a reading that is not in the meter's form: its text names the expected form with an
 * example (packages/texts, `messages`).
 */
export const METER_FORMAT_MESSAGE = {
  hh_mm: 'meterFormatHoursMinutes',
  decimal_1: 'meterFormatDecimal1',
  decimal_2: 'meterFormatDecimal2',
} as const satisfies Record<HobbsUnit, string>
export type MeterFormatMessage = (typeof METER_FORMAT_MESSAGE)[HobbsUnit]

/** A reading in each unit's form, as the messages and the form's placeholders show it. */
export const METER_EXAMPLE: Record<HobbsUnit, string> = { hh_mm: '4726:30', decimal_1: '4727.3', decimal_2: '4726.50' }

export type ParsedReading =
  { ok: true; reading: string; seconds: number } | { ok: false; message: MeterFormatMessage | 'wrongValue' }

const FORMS: Record<HobbsUnit, RegExp> = {
  // Only the colon: `4726.50` on an hours:minutes meter may be hundredths misread, so it is refused.
  hh_mm: /^(\d{1,6}):([0-5]\d)$/,
  // Exactly the meter's decimal places, after a point or a comma (never both, never grouped thousands):
  // `4726.5` on a hundredths meter or `4727.30` on a tenths meter is refused, not guessed.
  decimal_1: /^(\d{1,6})[.,](\d)$/,
  decimal_2: /^(\d{1,6})[.,](\d{2})$/,
}

/** A reading typed or sent in the meter's unit: its canonical form and the exact seconds it stands for. */
export function parseMeterReading(input: string, unit: HobbsUnit): ParsedReading {
  const match = FORMS[unit].exec(input.trim())
  if (!match) return { ok: false, message: METER_FORMAT_MESSAGE[unit] }
  const hours = Number(match[1])
  const fraction = Number(match[2])
  if (hours > MAX_HOBBS_HOURS) return { ok: false, message: 'wrongValue' }
  const seconds = hours * 3600 + fraction * STEP_SECONDS[unit]
  return { ok: true, reading: formatMeterReading(seconds, unit)!, seconds }
}

/** Seconds as the meter shows them (canonical form), or null when they are no whole step of the unit. */
export function formatMeterReading(seconds: number, unit: HobbsUnit): string | null {
  if (!Number.isInteger(seconds) || seconds < 0 || seconds % STEP_SECONDS[unit] !== 0) return null
  const hours = Math.floor(seconds / 3600)
  const steps = (seconds % 3600) / STEP_SECONDS[unit]
  if (unit === 'hh_mm') return `${String(hours).padStart(2, '0')}:${String(steps).padStart(2, '0')}`
  return `${hours}.${String(steps).padStart(unit === 'decimal_1' ? 1 : 2, '0')}`
}

/** The seconds of a stored or entered reading in its unit, or null when it is none. */
export function readingSeconds(value: unknown, unit: unknown): number | null {
  if (typeof value !== 'string') return null
  const parsed = parseMeterReading(value, hobbsUnitOf(unit))
  return parsed.ok ? parsed.seconds : null
}

/** A reading's minute on the meter: rounded once, to the nearest (hundredths never fall on a half). */
export const readingMinutes = (seconds: number) => Math.round(seconds / 60)

/**
 * A reading in another unit, when the meter could show it exactly (`4726:30` is `4726.5` in tenths, but
 * `4726:20` has no tenths form): the prefill of a start reading after the aircraft's unit changed.
 */
export function convertMeterReading(value: unknown, from: unknown, to: HobbsUnit): string | null {
  const seconds = readingSeconds(value, from)
  return seconds === null ? null : formatMeterReading(seconds, to)
}
