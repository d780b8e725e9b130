import type { BoardbookTotals } from '../flight-log'
import type { DefectSummary, ReleaseSignatureView, ReleaseToService } from '../defects/types'
import type { ArcValidity } from '../records-health/types'

/**
 * The airworthiness engine's vocabulary and the shapes the server's airworthiness endpoints answer
 * with, so the web and the server read one definition.
 *
 * Units: durations and counter readings are whole minutes (as the journey log keeps them); limits and
 * intervals are written as maintenance writes them, in hours, cycles and calendar months. Dates are
 * UTC calendar days, `YYYY-MM-DD`.
 */

/** A life limit or inspection interval; every dimension set counts, whichever comes first. */
export type Interval = {
  hours?: number | null
  cycles?: number | null
  months?: number | null
  /** Calendar days (a deferral's deadline); counted like months, from the basis day. */
  days?: number | null
}

/** The aircraft's counters from the journey log (plus the readings carried in before it started). */
export type Counters = {
  airframe_minutes: number
  landings: number
  engine_minutes: number
  engine_cycles: number
}

/** Counter readings carried over from before the journey log in Flugakte started. */
export type CounterBaseline = Counters & { date: string | null }

/** One UTC day's sums from the journey log (entries replaced by a correction left out). */
export type DaySums = {
  date: string
  /** The day's latest landing (ISO timestamp), where the reader knows it. */
  last_landing?: string
  flights: number
  flight_minutes: number
  landings: number
  engine_minutes: number
  engine_cycles: number
}

/**
 * A day of the journey log with the log's totals at its end, carried forward day by day, so a reading
 * at any day is one look-up. A list of days given to the readers below must hold, for every day asked
 * about, the last logged day on or before it (a complete list always does; the server loads just those).
 */
export type DailyUse = DaySums & { running: BoardbookTotals }

/**
 * Which counters an item consumes: the airframe (flight time and landings) or the engine (Hobbs time
 * and engine cycles). Engines and propellers run on the engine meter, everything else on the airframe.
 */
export type Meter = 'airframe' | 'engine'

/** A reading on one meter: minutes and cycles. */
export type MeterReading = { minutes: number; cycles: number }

/** Where an interval starts counting: a day and the meter reading on that day. */
export type Basis = { date: string; minutes: number; cycles: number }

/** Average use per calendar day on one meter. */
export type Rate = { minutesPerDay: number; cyclesPerDay: number }

export type DueStatus = 'ok' | 'due_soon' | 'overdue'

export type Dimension = 'hours' | 'cycles' | 'calendar'

/** When an item falls due and how much margin is left, per dimension that the interval sets. */
export type Due = {
  limit: Interval
  /** The meter reading or day at which it falls due. */
  due_at: { minutes?: number; cycles?: number; date?: string }
  /** Negative when exceeded. */
  remaining: { minutes?: number; cycles?: number; days?: number }
  /** Share of the interval used, of the dimension that is used most (1 = due, above 1 = overdue). */
  consumed: number
  /** The dimension that falls due first (by projection where it has to compare hours with days). */
  governing: Dimension | null
  status: DueStatus
  /**
   * The day it falls due: the calendar limit, or the day the 90-day average use reaches the hours or
   * cycles limit, whichever comes first. Null when nothing can be projected (no calendar limit and no
   * use in the last 90 days).
   */
  projected_date: string | null
}

/**
 * `grounded`: an open defect forbids further flight (ML.A.403): reported unsafe and not yet assessed
 * otherwise, assessed as airworthiness-affecting and not deferred, or its deferral ran out.
 */
export type AircraftStatus = 'airworthy' | 'due_soon' | 'overdue' | 'grounded'

export const AD_STATUSES = ['open', 'complied', 'recurring', 'not_applicable'] as const
export type AdStatus = (typeof AD_STATUSES)[number]

export type ComplianceRecord = {
  id: number
  date: string
  airframe_minutes: number | null
  method_of_compliance: string | null
  performed_by: string | null
  certifying_document: { id: number; title: string } | null
  notes: string | null
  author_company: string | null
  /** The certificate of release to service the record carries (ML.A.801), if any. */
  release: ReleaseToService | null
  /** The certifying person's signature of that release, once given. */
  signature: ReleaseSignatureView | null
}

export type AdComplianceRecord = ComplianceRecord & {
  status: AdStatus
  reason: string | null
}

export type InstalledComponentRef = {
  /** The row id of the installation on the aircraft. */
  id: string
  name: string
  part_number: string | null
  serial_number: string | null
  position: string | null
}

/** One AD as it stands for one aircraft (and, for a component AD, one installed component). */
export type DirectiveRow = {
  /** `ad:<directive id>` or `ad:<directive id>:<installation id>`. */
  key: string
  directive_id: number
  number: string
  revision: string | null
  authority: string | null
  title: string
  effective_date: string
  recurrence: 'one_time' | 'recurring'
  applies_to: 'aircraft' | 'component'
  /** The EASA type or component names the AD applies to, for the list. */
  applicability: string[]
  component: InstalledComponentRef | null
  status: AdStatus
  /** Required for not_applicable. */
  reason: string | null
  last_record: AdComplianceRecord | null
  due: Due | null
}

export type TaskRow = {
  key: string
  task_id: number
  name: string
  description: string | null
  interval: Interval
  last_record: ComplianceRecord | null
  due: Due | null
}

export type ComponentRow = {
  key: string
  component: InstalledComponentRef
  category: string | null
  meter: Meter
  serialized: boolean
  installed_date: string | null
  /** Time and cycles since new and since overhaul, today. */
  tsn_minutes: number | null
  csn: number | null
  tso_minutes: number | null
  cso: number | null
  life: Due | null
  overhaul: Due | null
}

export type DueItemKind =
  | 'airworthiness_directive'
  | 'task'
  | 'component_life'
  | 'component_overhaul'
  | 'deferred_defect'
  /** The ARC's validity (ML.A.901): the next airworthiness review. */
  | 'airworthiness_review'

export type DueItem = {
  key: string
  kind: DueItemKind
  title: string
  /** AD number, or P/N and S/N. */
  reference: string | null
  due: Due
}

/** The ARC is not among them: its validity is a due item of its own (kind `airworthiness_review`). */
export const EXPIRING_DOCUMENT_TAGS = [
  'certificate-of-airworthiness',
  'insurance-certificate',
  'aeronautical-radio-certificate',
] as const

export type ExpiringDocument = {
  id: number
  title: string
  tag: (typeof EXPIRING_DOCUMENT_TAGS)[number]
  expires_at: string
  days_left: number
}

export type RecentFlight = {
  id: number
  number: number | null
  date: string
  from: string | null
  to: string | null
  flight_minutes: number
  landings: number
  pilot: string | null
}

/** `GET /api/customer_aircrafts/:id/airworthiness`. */
export type AirworthinessReport = {
  aircraft: {
    id: number
    registration: string
    serial_number: string
    variant: string | null
    easa_type: string | null
  }
  today: string
  counters: Counters
  /**
   * The moment the counters stand at: the newest counted entry's landing (ISO timestamp), else the
   * carried-over readings' day; the same on every screen of the aircraft.
   */
  counters_as_of: string | null
  utilisation: {
    days: number
    minutes_per_day: number
    landings_per_day: number
    engine_minutes_per_day: number
    engine_cycles_per_day: number
  }
  status: AircraftStatus
  /** Open and deferred defects, the ones that ground the aircraft, and the limitations in force. */
  defects: DefectSummary
  directives: DirectiveRow[]
  tasks: TaskRow[]
  components: ComponentRow[]
  /** Everything with a due date, most urgent first. */
  next_due: DueItem[]
  expiring_documents: ExpiringDocument[]
  /** How long the ARC is valid: the latest signed review that issued or extended it, else the ARC document. */
  arc: ArcValidity
  recent_flights: RecentFlight[]
}

/** How many due items the fleet status lists per aircraft. */
export const FLEET_NEXT_DUE = 3

/** One aircraft at a glance: its report without the lists behind the due items, at most FLEET_NEXT_DUE of them. */
export type AircraftSummary = Pick<
  AirworthinessReport,
  'aircraft' | 'status' | 'defects' | 'counters' | 'counters_as_of' | 'next_due' | 'expiring_documents' | 'arc'
>

/** GET /api/fleet/status: every visible aircraft at a glance, in one answer. */
export type FleetStatus = { today: string; aircraft: AircraftSummary[] }

export type MonthlyUse = {
  /** `YYYY-MM`. */
  month: string
  flights: number
  flight_minutes: number
  landings: number
  engine_minutes: number
  engine_cycles: number
  /** Counter readings at the end of the month. */
  end: Counters
}

/** `GET /api/customer_aircrafts/:id/operating-hours`. */
export type OperatingHoursReport = {
  aircraft: { id: number; registration: string }
  today: string
  baseline: CounterBaseline
  counters: Counters
  /** As in the airworthiness report. */
  counters_as_of: string | null
  engines: {
    id: string
    name: string
    serial_number: string | null
    tsn_minutes: number | null
    tso_minutes: number | null
    csn: number | null
  }[]
  /** The last 24 months, oldest first, months without flights included. */
  months: MonthlyUse[]
}

export type EquipmentItem = {
  id: number
  item: string
  manufacturer: string | null
  part_number: string | null
  serial_number: string | null
  quantity: number
  location: string | null
  weight_kg: number | null
  arm_m: number | null
  installed_date: string | null
  remarks: string | null
}

/** `GET /api/customer_aircrafts/:id/equipmentlist` without `download`. */
export type EquipmentList = {
  aircraft: { id: number; registration: string; variant: string | null; serial_number: string }
  data: EquipmentItem[]
}

/** `GET /api/app-files/ad` without `download`. */
export type AdStatusList = {
  data: (DirectiveRow & { registration: string })[]
}
