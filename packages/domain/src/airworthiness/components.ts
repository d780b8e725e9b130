import { nextDue } from './due'
import type { Due, Interval, MeterReading, Rate } from './types'

/** An installed part as recorded at installation, with its limits. */
export type InstalledComponentTimes = {
  installed_date: string
  /** The aircraft's reading, on the meter the part runs on, when it went in. */
  installed_reading: MeterReading
  tsn_minutes_at_install?: number | null
  csn_at_install?: number | null
  tso_minutes_at_install?: number | null
  cso_at_install?: number | null
  manufactured_date?: string | null
  overhauled_date?: string | null
  life_limit?: Interval | null
  overhaul_interval?: Interval | null
}

const known = (value: number | null | undefined): value is number => typeof value === 'number'

// A part installed without a recorded history is counted as new at installation: the only reading
// the records support, and the one that errs toward an earlier due date.
const tsnAtInstall = (c: InstalledComponentTimes) => c.tsn_minutes_at_install ?? 0
const csnAtInstall = (c: InstalledComponentTimes) => c.csn_at_install ?? 0

/** Time and cycles since new and since overhaul today: at installation plus the use since. */
export function componentTimes(c: InstalledComponentTimes, reading: MeterReading) {
  const minutes = reading.minutes - c.installed_reading.minutes
  const cycles = reading.cycles - c.installed_reading.cycles
  return {
    tsn_minutes: tsnAtInstall(c) + minutes,
    csn: csnAtInstall(c) + cycles,
    tso_minutes: known(c.tso_minutes_at_install) ? c.tso_minutes_at_install + minutes : null,
    cso: known(c.cso_at_install) ? c.cso_at_install + cycles : null,
  }
}

/**
 * The part's life limit counts from new (manufacture), its overhaul interval from the last overhaul
 * (from new when it never had one); both expressed as the meter readings where they started.
 */
export function componentDue(
  c: InstalledComponentTimes,
  now: { date: string; reading: MeterReading },
  rate: Rate,
): { life: Due | null; overhaul: Due | null } {
  const atInstall = c.installed_reading
  const life = nextDue(
    c.life_limit,
    {
      date: c.manufactured_date ?? c.installed_date,
      minutes: atInstall.minutes - tsnAtInstall(c),
      cycles: atInstall.cycles - csnAtInstall(c),
    },
    now,
    rate,
  )
  const overhaul = nextDue(
    c.overhaul_interval,
    {
      date: c.overhauled_date ?? c.manufactured_date ?? c.installed_date,
      minutes: atInstall.minutes - (c.tso_minutes_at_install ?? tsnAtInstall(c)),
      cycles: atInstall.cycles - (c.cso_at_install ?? csnAtInstall(c)),
    },
    now,
    rate,
  )
  return { life, overhaul }
}

/** What was recorded for a part at installation, as entered (hours, not minutes). */
export type InstallationRecord = {
  tsn_hours?: number | null
  tso_hours?: number | null
  csn?: number | null
  cso?: number | null
  manufactured_date?: string | null
  overhauled_date?: string | null
  installed_date?: string | null
}

/** Keys of packages/texts' `messages`, where both languages' texts live. */
export type InstallationMessage =
  'tsnRequiredWithTso' | 'tsoAboveTsn' | 'csnRequiredWithCso' | 'csoAboveCsn' | 'beforeManufacture'

/**
 * A part's history cannot run backwards: what happened since its last overhaul happened since it was
 * new, so time and cycles since overhaul never exceed those since new (a part counted from installation
 * because its TSN is unknown would otherwise show TSO > TSN), and it was overhauled and installed only
 * after it was made.
 */
export function installationIssues(
  record: InstallationRecord,
): { path: keyof InstallationRecord; key: InstallationMessage }[] {
  const issues: { path: keyof InstallationRecord; key: InstallationMessage }[] = []
  if (known(record.tso_hours)) {
    if (!known(record.tsn_hours)) issues.push({ path: 'tsn_hours', key: 'tsnRequiredWithTso' })
    else if (record.tso_hours > record.tsn_hours) issues.push({ path: 'tso_hours', key: 'tsoAboveTsn' })
  }
  if (known(record.cso)) {
    if (!known(record.csn)) issues.push({ path: 'csn', key: 'csnRequiredWithCso' })
    else if (record.cso > record.csn) issues.push({ path: 'cso', key: 'csoAboveCsn' })
  }
  const made = record.manufactured_date?.slice(0, 10)
  if (made) {
    for (const path of ['overhauled_date', 'installed_date'] as const) {
      const value = record[path]?.slice(0, 10)
      if (value && value < made) issues.push({ path, key: 'beforeManufacture' })
    }
  }
  return issues
}
