import {
  counterBaselineOf,
  countersAt,
  meterReading,
  type CounterBaseline,
  type DailyUse,
  type InstalledComponentRef,
  type InstalledComponentTimes,
  type Interval,
  type Meter,
  utilisationDates,
} from '@flugakte/domain'
import { NotFound, type PayloadRequest } from 'payload'

import type { Component, CustomerAircraft, EasaType } from '../payload-types'
import { journeyLogDaysOf } from './journey-log-days'
import { readAs } from './read-as'

export type Installation = {
  ref: InstalledComponentRef
  componentId: number
  category: string | null
  meter: Meter
  serialized: boolean
  times: InstalledComponentTimes
}

type AircraftRecord = Pick<
  CustomerAircraft,
  'id' | 'registration' | 'serial_number' | 'aircraft' | 'counters_baseline' | 'comp_serialized' | 'comp_unserialized'
>

export type LoadedAircraft = {
  doc: AircraftRecord
  easaType: EasaType | null
  baseline: CounterBaseline
  days: DailyUse[]
  installations: Installation[]
}

const day = (value: string | null | undefined) => (value ? value.slice(0, 10) : null)

/** An interval counts when any dimension is set; the installation's own limit overrides the type's. */
function limitOf(own: Interval | null | undefined, type: Interval | null | undefined): Interval | null {
  const set = (interval: Interval | null | undefined) =>
    interval &&
    [interval.hours, interval.cycles, interval.months].some((value) => typeof value === 'number' && value > 0)
  if (set(own)) return own!
  return set(type) ? type! : null
}

export function meterOf(category: string | null | undefined): Meter {
  return category === 'engine' || category === 'propeller' ? 'engine' : 'airframe'
}

function baselineOf(aircraft: AircraftRecord): CounterBaseline {
  return counterBaselineOf(aircraft.counters_baseline)
}

type InstallationRow =
  NonNullable<CustomerAircraft['comp_serialized']>[number] | NonNullable<CustomerAircraft['comp_unserialized']>[number]

function installationOf(
  row: InstallationRow,
  serialized: boolean,
  baseline: CounterBaseline,
  days: DailyUse[],
  today: string,
): Installation | null {
  const component = row.component
  if (typeof component !== 'object' || !row.id) return null
  const meter = meterOf(component.category)
  const installedDate = day(row.installed_date) ?? baseline.date ?? today
  const logged = meterReading(countersAt(baseline, days, installedDate), meter)
  const typed = component as Component
  return {
    ref: {
      id: row.id,
      name: component.name,
      part_number: component.part_number ?? null,
      serial_number: 'serial_number' in row ? row.serial_number : null,
      position: row.position ?? null,
    },
    componentId: component.id,
    category: component.category ?? null,
    meter,
    serialized,
    times: {
      installed_date: installedDate,
      installed_reading: {
        minutes:
          typeof row.installed_meter_hours === 'number' ? Math.round(row.installed_meter_hours * 60) : logged.minutes,
        cycles: row.installed_meter_cycles ?? logged.cycles,
      },
      tsn_minutes_at_install: typeof row.tsn_hours === 'number' ? Math.round(row.tsn_hours * 60) : null,
      csn_at_install: row.csn ?? null,
      tso_minutes_at_install: typeof row.tso_hours === 'number' ? Math.round(row.tso_hours * 60) : null,
      cso_at_install: row.cso ?? null,
      manufactured_date: day(row.manufactured_date),
      overhauled_date: day(row.overhauled_date),
      life_limit: limitOf(row.life_limit, typed.life_limit),
      overhaul_interval: limitOf(row.overhaul_interval, typed.overhaul_interval),
    },
  }
}

/** An aircraft as read, before its journey-log days: what the records it needs are chosen by. */
export type ReadAircraft = {
  doc: AircraftRecord
  easaType: EasaType | null
  baseline: CounterBaseline
  componentIds: number[]
  rows: { row: InstallationRow; serialized: boolean }[]
  /** The days its readings need: today, 90 days ago, month ends, the parts' installation days. */
  dates: string[]
}

/**
 * The aircraft as the caller may see them (others are left out), with their installed parts: one
 * read for any number of aircraft.
 */
export async function readAircrafts(
  req: PayloadRequest,
  aircraftIds: readonly number[],
  today: string,
  { months = 0 }: { months?: number } = {},
): Promise<ReadAircraft[]> {
  if (aircraftIds.length === 0) return []
  const found = await req.payload.find({
    collection: 'customer_aircrafts',
    where: { id: { in: [...aircraftIds] } },
    // Two levels for the EASA type (through the model) and the installed parts' component types.
    depth: 2,
    pagination: false,
    sort: 'registration',
    select: {
      registration: true,
      serial_number: true,
      aircraft: true,
      counters_baseline: true,
      comp_serialized: true,
      comp_unserialized: true,
    },
    populate: { aircrafts: { easa_types: true, model: true } },
    ...readAs(req),
    req,
  })
  return found.docs.map((doc) => {
    const baseline = baselineOf(doc)
    const rows = [
      ...(doc.comp_serialized ?? []).map((row) => ({ row, serialized: true })),
      ...(doc.comp_unserialized ?? []).map((row) => ({ row, serialized: false })),
    ]
    const installedDates = rows.map(({ row }) => day(row.installed_date) ?? baseline.date ?? today)
    const model = typeof doc.aircraft === 'object' ? doc.aircraft : null
    const easaType = model && typeof model.easa_types === 'object' ? model.easa_types : null
    const componentIds = rows.flatMap(({ row }) => (typeof row.component === 'object' ? [row.component.id] : []))
    return {
      doc,
      easaType,
      baseline,
      rows,
      componentIds,
      dates: [...installedDates, ...utilisationDates(today, 90, months)],
    }
  })
}

/**
 * The read aircraft with the journey-log days their readings need, and those on `moreDates` of each
 * (records' and directives' days): one statement for all of them.
 */
export async function withJourneyLog(
  req: PayloadRequest,
  fleet: readonly ReadAircraft[],
  today: string,
  moreDates: (aircraft: ReadAircraft) => readonly string[] = () => [],
): Promise<LoadedAircraft[]> {
  const days = await journeyLogDaysOf(
    req,
    fleet.map((aircraft) => ({ aircraftId: aircraft.doc.id, dates: [...aircraft.dates, ...moreDates(aircraft)] })),
  )
  return fleet.map(({ doc, baseline, rows, easaType }) => {
    const logged = days.get(doc.id) ?? []
    const installations = rows
      .map(({ row, serialized }) => installationOf(row, serialized, baseline, logged, today))
      .filter((installation): installation is Installation => installation !== null)
    return { doc, easaType, baseline, days: logged, installations }
  })
}

/** The aircraft as the caller may see them, with their parts and the journey-log days of their readings. */
export async function loadAircrafts(
  req: PayloadRequest,
  aircraftIds: readonly number[],
  today: string,
  options: { months?: number } = {},
): Promise<LoadedAircraft[]> {
  return withJourneyLog(req, await readAircrafts(req, aircraftIds, today, options), today)
}

/**
 * One aircraft as the caller may see it (404 otherwise, so another company's aircraft is not even
 * confirmed to exist).
 */
export async function loadAircraft(
  req: PayloadRequest,
  aircraftId: number,
  today: string,
  options: { months?: number } = {},
): Promise<LoadedAircraft> {
  const [aircraft] = await loadAircrafts(req, [aircraftId], today, options)
  if (!aircraft) throw new NotFound(req.t)
  return aircraft
}

/** The moment the counters stand at: the newest counted landing, else the carried-over readings' day. */
export function countersAsOf(aircraft: Pick<LoadedAircraft, 'baseline' | 'days'>): string | null {
  const newest = aircraft.days.at(-1)
  return newest?.last_landing ?? newest?.date ?? aircraft.baseline.date
}
