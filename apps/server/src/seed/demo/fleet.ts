import type { Payload } from 'payload'

import type { RoleIds } from '../reference/roles'
import { upsert } from '../upsert'

export const DEMO_PASSWORD = 'Flugakte-Demo-1'

/** Aerodromes the demo flights use; tests seed only these instead of all of Europe. */
export const DEMO_AIRPORTS = [
  'EDFE', 'EDKB', 'EDFZ', 'EDRK', 'EDKV', 'EDLN', 'EDFM', 'EDGS', 'EDRY', 'EDKA', 'EDTF', 'EDFY', 'EDRZ', 'EDKZ',
] as const

const COMPANIES = {
  operator: { name: 'Aero Rhein-Main GmbH', kind: 'operator', address: 'Flugplatz Egelsbach\n63329 Egelsbach' },
  club: { name: 'Luftsportverein Hangelar e.V.', kind: 'club', address: 'Flugplatz Bonn/Hangelar\n53757 Sankt Augustin' },
  maintenance: { name: 'Flugwerft Mittelrhein GmbH', kind: 'maintenance_company', address: 'Flugplatz Koblenz-Winningen\n56333 Winningen', approval_reference: 'DE.145.0815' },
  cao: { name: 'Lufttüchtigkeit West CAO GmbH', kind: 'cao', address: 'Flughafen Mönchengladbach\n41066 Mönchengladbach', approval_reference: 'DE.CAO.0042' },
} as const

export type CompanyKey = keyof typeof COMPANIES

type DemoUser = {
  email: string
  first_name: string
  last_name: string
  abbreviation: string
  company: CompanyKey | null
  role: keyof RoleIds
  roles?: (keyof RoleIds)[]
  is_company_admin?: boolean
  language?: 'de-DE' | 'en-US'
  /** A certifying person's licence as their profile keeps it: every release they certify names it. */
  licence?: { number: string; valid_until: string }
}

export const DEMO_USERS: DemoUser[] = [
  { email: 'admin@flugakte.test', first_name: 'Anna', last_name: 'Admin', abbreviation: 'AAD', company: null, role: 'administrator', licence: { number: 'DE.66.B1.1001', valid_until: '2029-12-31' } },
  { email: 'operator@flugakte.test', first_name: 'Oliver', last_name: 'Weber', abbreviation: 'OWE', company: 'operator', role: 'operator', is_company_admin: true },
  { email: 'member@flugakte.test', first_name: 'Marie', last_name: 'Schneider', abbreviation: 'MSC', company: 'club', role: 'clubMember', roles: ['clubMember', 'operator'] },
  { email: 'maintenance@flugakte.test', first_name: 'Martin', last_name: 'Fischer', abbreviation: 'MFI', company: 'maintenance', role: 'maintenanceCompany', is_company_admin: true, licence: { number: 'DE.66.B1.4711', valid_until: '2028-12-31' } },
  { email: 'cao@flugakte.test', first_name: 'Claudia', last_name: 'Wagner', abbreviation: 'CWA', company: 'cao', role: 'cao', is_company_admin: true, language: 'en-US', licence: { number: 'DE.66.B1.3344', valid_until: '2029-06-30' } },
  { email: 'operator-b@flugakte.test', first_name: 'Benedikt', last_name: 'Braun', abbreviation: 'BBR', company: 'club', role: 'operator', is_company_admin: true },
  { email: 'lena.hoffmann@flugakte.test', first_name: 'Lena', last_name: 'Hoffmann', abbreviation: 'LHO', company: 'operator', role: 'operator' },
  { email: 'jonas.becker@flugakte.test', first_name: 'Jonas', last_name: 'Becker', abbreviation: 'JBE', company: 'club', role: 'clubMember' },
  { email: 'sophie.koch@flugakte.test', first_name: 'Sophie', last_name: 'Koch', abbreviation: 'SKO', company: 'club', role: 'clubMember' },
]

const TYPES = [
  {
    easa: { name: 'Cessna 172', variant: 'C172S' },
    model: { manufacturer: 'Textron Aviation (Cessna)', model: '172S Skyhawk SP', seats: 4, mtow_kg: 1157 },
    engine: { name: 'Lycoming IO-360-L2A', manufacturer: 'Lycoming', part_number: 'IO-360-L2A', overhaul_interval: { hours: 2000, months: 144 } },
    propeller: { name: 'McCauley 1A170E/JHA7660', manufacturer: 'McCauley', part_number: '1A170E/JHA7660', overhaul_interval: { hours: 2000, months: 72 } },
  },
  {
    easa: { name: 'Piper PA-28', variant: 'PA-28-181' },
    model: { manufacturer: 'Piper Aircraft', model: 'PA-28-181 Archer III', seats: 4, mtow_kg: 1157 },
    engine: { name: 'Lycoming O-360-A4M', manufacturer: 'Lycoming', part_number: 'O-360-A4M', overhaul_interval: { hours: 2000, months: 144 } },
    propeller: { name: 'Sensenich 76EM8S14-0-62', manufacturer: 'Sensenich', part_number: '76EM8S14-0-62', overhaul_interval: { hours: 2000, months: 72 } },
  },
  {
    easa: { name: 'Diamond DA 40', variant: 'DA 40 NG' },
    model: { manufacturer: 'Diamond Aircraft Industries', model: 'DA 40 NG', seats: 4, mtow_kg: 1310 },
    engine: { name: 'Austro Engine E4 (AE300)', manufacturer: 'Austro Engine', part_number: 'E4-B', overhaul_interval: { hours: 1800, months: 144 } },
    propeller: { name: 'MT-Propeller MTV-6-R-C-F/CF 187-129', manufacturer: 'MT-Propeller', part_number: 'MTV-6-R-C-F/CF187-129', overhaul_interval: { hours: 2000, months: 72 } },
  },
  {
    easa: { name: 'Robin DR 400', variant: 'DR 400/180' },
    model: { manufacturer: 'Robin Aircraft', model: 'DR 400/180 Régent', seats: 4, mtow_kg: 1100 },
    engine: { name: 'Lycoming O-360-A3A', manufacturer: 'Lycoming', part_number: 'O-360-A3A', overhaul_interval: { hours: 2000, months: 144 } },
    propeller: { name: 'Sensenich 76EM8S5-0-64', manufacturer: 'Sensenich', part_number: '76EM8S5-0-64', overhaul_interval: { hours: 2000, months: 72 } },
  },
] as const

const SHARED_EQUIPMENT = [
  { name: 'ELT Kannad 406 AF-Compact', manufacturer: 'Kannad', part_number: 'S1821502-01', category: 'avionics' },
  { name: 'Transponder Garmin GTX 335', manufacturer: 'Garmin', part_number: '011-03300-00', category: 'avionics' },
  // Demo part number: the battery pack's life (six years from manufacture) is what the lifecycle shows.
  { name: { de: 'ELT-Batteriesatz', en: 'ELT battery pack' }, manufacturer: 'Kannad', part_number: 'ELT-BAT-406', category: 'equipment', life_limit: { months: 72 } },
] as const

/** Where the parts sit, in the order the seed installs them (serialised, then unserialised). */
const POSITIONS = {
  engine: { de: 'Triebwerk', en: 'Engine' },
  propeller: { de: 'Propeller', en: 'Propeller' },
  elt: { de: 'Heckkonus', en: 'Tail cone' },
  transponder: { de: 'Instrumentenbrett', en: 'Instrument panel' },
  eltBattery: { de: 'ELT', en: 'ELT' },
}
const SERIALIZED_POSITIONS = [POSITIONS.engine, POSITIONS.propeller, POSITIONS.elt]
const UNSERIALIZED_POSITIONS = [POSITIONS.transponder, POSITIONS.eltBattery]

/** The German positions are stored first; the English ones go to the same rows. */
async function positionsInEnglish(payload: Payload, id: number) {
  const doc = await payload.findByID({ collection: 'customer_aircrafts', id, depth: 0, locale: 'de' })
  const inEnglish = <T extends { position?: string | null }>(rows: T[] | null | undefined, positions: { en: string }[]) =>
    (rows ?? []).map((row, index) => ({ ...row, position: positions[index]?.en ?? row.position }))
  await payload.update({
    collection: 'customer_aircrafts',
    id,
    locale: 'en',
    depth: 0,
    data: {
      comp_serialized: inEnglish(doc.comp_serialized, SERIALIZED_POSITIONS),
      comp_unserialized: inEnglish(doc.comp_unserialized, UNSERIALIZED_POSITIONS),
    },
  })
}

export type DemoAircraft = {
  registration: string
  serial_number: string
  variant: (typeof TYPES)[number]['easa']['variant']
  company: CompanyKey
  maintenance_company: CompanyKey | null
  cao: CompanyKey | null
  home: (typeof DEMO_AIRPORTS)[number]
  hobbsStart: number
  cyclesStart: number
  utilisation: number
  /** Parts' history at installation (before the journey log starts); see seed/demo/airworthiness.ts. */
  parts: { engineTsnHours: number; engineTsoHours: number | null; engineOverhauledYearsAgo: number | null; propellerTsnHours: number; propellerTsoHours: number; propellerOverhauledYearsAgo: number; eltBatteryAgeDays: number }
}

export const DEMO_AIRCRAFT: DemoAircraft[] = [
  { registration: 'D-EFAK', serial_number: '172S11234', variant: 'C172S', company: 'operator', maintenance_company: 'maintenance', cao: 'cao', home: 'EDFE', hobbsStart: 2345 * 60 + 18, cyclesStart: 3120, utilisation: 1, parts: { engineTsnHours: 3100, engineTsoHours: 850, engineOverhauledYearsAgo: 5, propellerTsnHours: 2345, propellerTsoHours: 400, propellerOverhauledYearsAgo: 3, eltBatteryAgeDays: 730 } },
  { registration: 'D-EXAB', serial_number: '40.N312', variant: 'DA 40 NG', company: 'operator', maintenance_company: 'maintenance', cao: null, home: 'EDFE', hobbsStart: 1187 * 60 + 42, cyclesStart: 1534, utilisation: 0.8, parts: { engineTsnHours: 1187, engineTsoHours: null, engineOverhauledYearsAgo: null, propellerTsnHours: 1187, propellerTsoHours: 200, propellerOverhauledYearsAgo: 2, eltBatteryAgeDays: 1100 } },
  { registration: 'D-EKLU', serial_number: '2843512', variant: 'PA-28-181', company: 'club', maintenance_company: 'maintenance', cao: null, home: 'EDKB', hobbsStart: 4410 * 60 + 6, cyclesStart: 6021, utilisation: 1.2, parts: { engineTsnHours: 4410, engineTsoHours: 1200, engineOverhauledYearsAgo: 6, propellerTsnHours: 3980, propellerTsoHours: 900, propellerOverhauledYearsAgo: 4, eltBatteryAgeDays: 6 * 365 + 40 } },
  { registration: 'D-EDRS', serial_number: '2614', variant: 'DR 400/180', company: 'club', maintenance_company: null, cao: 'cao', home: 'EDKB', hobbsStart: 5872 * 60 + 30, cyclesStart: 8876, utilisation: 0.7, parts: { engineTsnHours: 5872, engineTsoHours: 1700, engineOverhauledYearsAgo: 9, propellerTsnHours: 2650, propellerTsoHours: 1100, propellerOverhauledYearsAgo: 5, eltBatteryAgeDays: 1500 } },
]

/** The journey log starts after this (the demo flies up to a year); parts went in before it. */
const BASELINE_DAYS_AGO = 366
const INSTALLED_DAYS_AGO = 400
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10)

export type Fleet = {
  companies: Record<CompanyKey, number>
  users: Map<string, number>
  aircraft: Map<string, number>
  easaTypes: Map<string, number>
  components: Map<string, number>
  engineOf: Map<string, number>
  propellerOf: Map<string, number>
}

export async function seedFleet(payload: Payload, roles: RoleIds, countryIds: Map<string, number>): Promise<Fleet> {
  const germany = countryIds.get('DE')
  const companies = {} as Record<CompanyKey, number>
  for (const [key, company] of Object.entries(COMPANIES) as [CompanyKey, (typeof COMPANIES)[CompanyKey]][]) {
    companies[key] = await upsert(payload, 'companies', { name: { equals: company.name } }, { ...company, country: germany })
  }

  const users = new Map<string, number>()
  for (const user of DEMO_USERS) {
    const id = await upsert(payload, 'users', { email: { equals: user.email } }, {
      email: user.email,
      password: DEMO_PASSWORD,
      first_name: user.first_name,
      last_name: user.last_name,
      abbreviation: user.abbreviation,
      status: 'active',
      company: user.company ? companies[user.company] : null,
      role: roles[user.role],
      roles: (user.roles ?? [user.role]).map((role) => roles[role]),
      is_company_admin: Boolean(user.is_company_admin),
      accept_privacy_policy: true,
      language: user.language ?? 'de-DE',
      licence_number: user.licence?.number ?? null,
      licence_valid_until: user.licence?.valid_until ?? null,
    })
    users.set(user.email, id)
  }

  const easaTypes = new Map<string, number>()
  const components = new Map<string, number>()
  const engineOf = new Map<string, number>()
  const propellerOf = new Map<string, number>()
  const models = new Map<string, number>()
  for (const type of TYPES) {
    const easaId = await upsert(payload, 'easa_types', { variant: { equals: type.easa.variant } }, { ...type.easa })
    easaTypes.set(type.easa.variant, easaId)
    const engine = await upsert(payload, 'components', { part_number: { equals: type.engine.part_number } }, { ...type.engine, category: 'engine' })
    const propeller = await upsert(payload, 'components', { part_number: { equals: type.propeller.part_number } }, { ...type.propeller, category: 'propeller' })
    components.set(type.engine.part_number, engine)
    components.set(type.propeller.part_number, propeller)
    engineOf.set(type.easa.variant, engine)
    propellerOf.set(type.easa.variant, propeller)
    models.set(
      type.easa.variant,
      await upsert(payload, 'aircrafts', { model: { equals: type.model.model } }, {
        ...type.model,
        easa_types: easaId,
        engine: type.engine.name,
        propeller: type.propeller.name,
      }),
    )
  }
  for (const { name, ...item } of SHARED_EQUIPMENT) {
    const names = typeof name === 'string' ? undefined : { de: { name: name.de }, en: { name: name.en } }
    components.set(item.part_number, await upsert(payload, 'components', { part_number: { equals: item.part_number } }, names ? item : { ...item, name }, names))
  }

  const aircraft = new Map<string, number>()
  for (const plane of DEMO_AIRCRAFT) {
    const serial = plane.serial_number
    const id = await upsert(payload, 'customer_aircrafts', { registration: { equals: plane.registration } }, {
        registration: plane.registration,
        serial_number: serial,
        status: 'published',
        aircraft: models.get(plane.variant),
        company: companies[plane.company],
        maintenance_company: plane.maintenance_company ? companies[plane.maintenance_company] : null,
        cao: plane.cao ? companies[plane.cao] : null,
        counters_baseline: {
          date: daysAgo(BASELINE_DAYS_AGO),
          airframe_minutes: Math.round(plane.hobbsStart * 0.88),
          landings: plane.cyclesStart,
          engine_minutes: plane.hobbsStart,
          engine_cycles: plane.cyclesStart,
        },
        comp_serialized: [
          {
            component: engineOf.get(plane.variant),
            serial_number: `L-${serial}-E`,
            position: POSITIONS.engine.de,
            installed_date: daysAgo(INSTALLED_DAYS_AGO),
            tsn_hours: plane.parts.engineTsnHours,
            tso_hours: plane.parts.engineTsoHours,
            overhauled_date: plane.parts.engineOverhauledYearsAgo === null ? null : daysAgo(plane.parts.engineOverhauledYearsAgo * 365),
          },
          {
            component: propellerOf.get(plane.variant),
            serial_number: `P-${serial}`,
            position: POSITIONS.propeller.de,
            installed_date: daysAgo(INSTALLED_DAYS_AGO),
            tsn_hours: plane.parts.propellerTsnHours,
            tso_hours: plane.parts.propellerTsoHours,
            overhauled_date: daysAgo(plane.parts.propellerOverhauledYearsAgo * 365),
          },
          { component: components.get('S1821502-01'), serial_number: `ELT-${serial}`, position: POSITIONS.elt.de, installed_date: daysAgo(INSTALLED_DAYS_AGO) },
        ],
        comp_unserialized: [
          { component: components.get('011-03300-00'), quantity: 1, position: POSITIONS.transponder.de, installed_date: daysAgo(INSTALLED_DAYS_AGO) },
          {
            component: components.get('ELT-BAT-406'),
            quantity: 1,
            position: POSITIONS.eltBattery.de,
            installed_date: daysAgo(INSTALLED_DAYS_AGO),
            manufactured_date: daysAgo(plane.parts.eltBatteryAgeDays),
          },
        ],
      })
    aircraft.set(plane.registration, id)
    await positionsInEnglish(payload, id)
  }
  return { companies, users, aircraft, easaTypes, components, engineOf, propellerOf }
}
