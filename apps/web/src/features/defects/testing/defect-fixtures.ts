import type { AircraftDefects, DefectActionView, DefectView, Due } from '@flugakte/domain'

export const AIRCRAFT_ID = 7
export const REGISTRATION = 'D-EKLU'

/** A deferral's deadline in force: 5 h and 12 days left, due soon. */
export const DEFERRAL_DUE: Due = {
  limit: { hours: 10, days: 30 },
  due_at: { minutes: 1_240 * 60, date: '2026-12-03' },
  remaining: { minutes: 300, days: 12 },
  consumed: 0.6,
  governing: 'hours',
  status: 'due_soon',
  projected_date: '2026-11-30',
} as Due

export function action(overrides: Partial<DefectActionView> & Pick<DefectActionView, 'id' | 'kind'>): DefectActionView {
  return {
    created_at: '2026-11-20T09:00:00.000Z',
    author: 'Maria Fischer',
    author_company: 'Werft Süd',
    amends: null,
    amended: false,
    airworthiness_affecting: null,
    notes: null,
    reason: null,
    limitation: null,
    deadline: null,
    basis: null,
    work_performed: null,
    maintenance_data: null,
    parts: [],
    release: null,
    signature: null,
    ...overrides,
  }
}

export function defect(overrides: Partial<DefectView> & Pick<DefectView, 'id' | 'description'>): DefectView {
  return {
    // The fixtures' ids count from 11: their numbers on the aircraft from 1.
    number: overrides.id - 10,
    customer_aircraft: AIRCRAFT_ID,
    flight_log: null,
    ata_chapter: null,
    unsafe: false,
    reported_at: '2026-11-19T15:30:00.000Z',
    reported_by: 'Jonas Becker',
    author_company: null,
    photos: [],
    actions: [],
    state: 'open',
    grounding: false,
    limitation: null,
    due: null,
    release_pending: false,
    ...overrides,
  }
}

/** Reported unsafe from flight no. 123 with two photos; first assessed as harmless, corrected to affecting. */
export const BRAKE = defect({
  id: 11,
  description: 'Bremse links schleift',
  ata_chapter: '32',
  unsafe: true,
  grounding: true,
  flight_log: { id: 55, number: 123 },
  author_company: 'Fliegergruppe Nord',
  photos: [
    { id: 1, filename: 'brake-1.jpg', url: 'https://flugakte.example/api/defect_photos/file/brake-1.jpg' },
    { id: 2, filename: 'brake-2.jpg', url: '/api/defect_photos/file/brake-2.jpg' },
  ],
  actions: [
    action({
      id: 102,
      kind: 'assessment',
      created_at: '2026-11-20T10:00:00.000Z',
      amends: 101,
      airworthiness_affecting: true,
      notes: 'Bremsscheibe gerissen',
    }),
    action({ id: 101, kind: 'assessment', amended: true, airworthiness_affecting: false }),
  ],
})

export const LIGHT = defect({
  id: 12,
  description: 'Landescheinwerfer ausgefallen',
  ata_chapter: '33',
  state: 'deferred',
  limitation: 'Nur Tag-VFR',
  due: DEFERRAL_DUE,
  actions: [
    action({
      id: 103,
      kind: 'deferral',
      reason: 'Ersatzlampe bestellt',
      limitation: 'Nur Tag-VFR',
      deadline: { hours: 10, cycles: null, days: 30 },
      basis: { date: '2026-11-20', minutes: 1_230 * 60, cycles: 800 },
    }),
  ],
})

export const RADIO = defect({
  id: 13,
  description: 'Funkgerät rauscht',
  ata_chapter: '23',
  state: 'closed',
  actions: [
    action({
      id: 104,
      kind: 'rectification',
      work_performed: 'Antennenkabel ersetzt',
      maintenance_data: 'AMM 23-10-00 Rev. 4',
      parts: [{ description: 'Antennenkabel', part_number: 'AK-1', serial_number: null, installation: null }],
      release: {
        certifying_person: 'Maria Fischer',
        licence: 'DE.66.1234',
        approval_reference: 'DE.CAO.0042',
        date: '2026-11-21',
        place: 'Bonn-Hangelar',
        statement: 'Es wird bescheinigt, dass die oben angegebenen Arbeiten …',
      },
      signature: {
        id: 9,
        signer: 'Maria Fischer',
        method: 'passkey',
        signed_at: '2026-11-21T14:00:00.000Z',
        content_hash: 'ab'.repeat(32),
      },
    }),
  ],
})

/** Rectified, its release not yet signed: still open. */
export const SEAT = defect({
  id: 14,
  description: 'Sitzverstellung klemmt',
  release_pending: true,
  actions: [
    action({
      id: 105,
      kind: 'rectification',
      work_performed: 'Schiene gereinigt',
      maintenance_data: 'AMM 25-10-00',
      release: {
        certifying_person: 'Maria Fischer',
        licence: 'DE.66.1234',
        approval_reference: null,
        date: '2026-11-21',
        place: 'Bonn-Hangelar',
        statement: 'Es wird bescheinigt …',
      },
    }),
  ],
})

export function aircraftDefects(overrides: Partial<AircraftDefects> = {}): AircraftDefects {
  return {
    aircraft: { id: AIRCRAFT_ID, registration: REGISTRATION },
    today: '2026-11-21',
    summary: {
      open: 2,
      deferred: 1,
      grounding: [BRAKE.id],
      limitations: [{ defect: LIGHT.id, description: LIGHT.description, limitation: 'Nur Tag-VFR', due: DEFERRAL_DUE }],
    },
    defects: [SEAT, RADIO, LIGHT, BRAKE],
    may_report: true,
    may_handle: false,
    ...overrides,
  }
}
