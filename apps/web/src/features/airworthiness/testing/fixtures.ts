import type {
  AirworthinessReport,
  DirectiveRow,
  Due,
  DueItem,
  MonthlyUse,
  OperatingHoursReport,
} from '@flugakte/domain'

export const due = (status: Due['status'], overrides: Partial<Due> = {}): Due => ({
  limit: { hours: 100 },
  due_at: { minutes: 1500 * 60 },
  remaining: { minutes: status === 'overdue' ? -120 : status === 'due_soon' ? 360 : 3000 },
  consumed: status === 'overdue' ? 1.02 : status === 'due_soon' ? 0.94 : 0.5,
  governing: 'hours',
  status,
  projected_date: '2026-12-20',
  ...overrides,
})

export const directive = (number: string, overrides: Partial<DirectiveRow> = {}): DirectiveRow => ({
  key: `ad:${number}`,
  directive_id: number.length,
  number,
  revision: null,
  authority: 'FAA',
  title: `Title of ${number}`,
  effective_date: '2020-01-01',
  recurrence: 'recurring',
  applies_to: 'aircraft',
  applicability: ['DA 40 NG'],
  component: null,
  status: 'recurring',
  reason: null,
  last_record: null,
  due: due('ok'),
  ...overrides,
})

const item = (key: string, title: string, status: Due['status'], kind: DueItem['kind'] = 'task'): DueItem => ({
  key,
  kind,
  title,
  reference: null,
  due: due(status),
})

export function report(
  id: number,
  registration: string,
  status: AirworthinessReport['status'],
  overrides: Partial<AirworthinessReport> = {},
): AirworthinessReport {
  return {
    aircraft: { id, registration, serial_number: '40.N312', variant: 'DA 40 NG', easa_type: 'Diamond DA 40' },
    today: '2026-11-22',
    counters: { airframe_minutes: 1450 * 60, landings: 1600, engine_minutes: 1500 * 60, engine_cycles: 1550 },
    counters_as_of: '2026-11-21T16:42:00.000Z',
    utilisation: {
      days: 90,
      minutes_per_day: 40,
      landings_per_day: 0.5,
      engine_minutes_per_day: 45,
      engine_cycles_per_day: 0.5,
    },
    status,
    defects: { open: 0, deferred: 0, grounding: [], limitations: [] },
    directives: [
      directive('2016-23-03', { due: due('due_soon') }),
      directive('2009-10-04', { status: 'not_applicable', reason: 'Gilt nur für DA 40 und DA 40 F', due: null }),
      directive('DEMO-2026-001', {
        status: 'open',
        applies_to: 'component',
        component: {
          id: 'row-1',
          name: 'Transponder GTX 335',
          part_number: '011-03300-00',
          serial_number: 'T-1',
          position: null,
        },
      }),
    ],
    tasks: [
      {
        key: 'task:1',
        task_id: 1,
        name: '100-Stunden-Kontrolle',
        description: null,
        interval: { hours: 100, months: 12 },
        last_record: null,
        due: due('due_soon'),
      },
    ],
    components: [],
    next_due: [
      item('a', '100-Stunden-Kontrolle', 'due_soon'),
      item('b', 'V-clamps', 'due_soon', 'airworthiness_directive'),
      item('c', 'Jahresnachprüfung', 'ok'),
      item('d', 'ARC', 'ok'),
    ],
    expiring_documents: [
      { id: 9, title: 'LTZ D-EXAB', tag: 'certificate-of-airworthiness', expires_at: '2026-11-20', days_left: -2 },
    ],
    arc: {
      valid_until: '2027-08-12',
      days_left: 263,
      state: 'current',
      source: 'document',
      review_id: null,
      document_id: 10,
    },
    recent_flights: [
      {
        id: 5,
        number: 812,
        date: '2026-11-21',
        from: 'EDFE',
        to: 'EDFZ',
        flight_minutes: 75,
        landings: 2,
        pilot: 'Lena Hoffmann',
      },
    ],
    ...overrides,
  }
}

export function operatingHours(): OperatingHoursReport {
  const months: MonthlyUse[] = Array.from({ length: 24 }, (_, index) => {
    const date = new Date(Date.UTC(2024, 11 + index, 1))
    const month = date.toISOString().slice(0, 7)
    return {
      month,
      flights: index,
      flight_minutes: index * 60,
      landings: index * 2,
      engine_minutes: index * 66,
      engine_cycles: index,
      end: {
        airframe_minutes: 1000 * 60 + index * 60,
        landings: 500 + index * 2,
        engine_minutes: 1100 * 60,
        engine_cycles: 400 + index,
      },
    }
  })
  return {
    aircraft: { id: 7, registration: 'D-EXAB' },
    today: '2026-11-22',
    counters_as_of: '2026-11-21T16:42:00.000Z',
    baseline: {
      date: '2024-11-20',
      airframe_minutes: 1000 * 60,
      landings: 500,
      engine_minutes: 1100 * 60,
      engine_cycles: 400,
    },
    counters: months.at(-1)!.end,
    engines: [
      {
        id: 'e1',
        name: 'Austro Engine E4',
        serial_number: 'E4-1',
        tsn_minutes: 1200 * 60,
        tso_minutes: null,
        csn: 900,
      },
    ],
    months,
  }
}
