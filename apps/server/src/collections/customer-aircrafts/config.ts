import type { CollectionConfig, Field } from 'payload'
import { DEFAULT_HOBBS_UNIT, HOBBS_UNITS } from '@flugakte/domain'

import { isAdministrator } from '../../access/roles'
import { administratorsOnly, byAircraft, rolesOnAircraft } from '../../access/rules'
import { ROLES } from '../../access/roles'
import { withAudit } from '../../audit/with-audit'
import { formatRule } from '../../lib/format-rule'
import { intervalField, recordStatus } from '../../lib/shared-fields'
import { airworthinessEndpoint } from '../../endpoints/airworthiness/airworthiness-endpoint'
import { equipmentListEndpoint } from '../../endpoints/airworthiness/equipment-list-endpoint'
import { operatingHoursEndpoint } from '../../endpoints/airworthiness/operating-hours-endpoint'
import { journeyLogVerifyEndpoint } from '../../journey-log/verify-endpoint'
import {
  logConsistencyEndpoint,
  logHeadEndpoint,
  logInclusionEndpoint,
} from '../../journey-log/event-log/proof-endpoints'
import { witnessReportEndpoint } from '../../journey-log/event-log/witness-report-endpoint'
import { bordbuchEndpoint } from '../../journey-log/bordbuch-pdf/bordbuch-endpoint'
import { recordExportEndpoint } from '../../journey-log/record-export/record-export-endpoint'
import { capabilitiesEndpoint } from './capabilities-endpoint'
import { aircraftDefectsEndpoint } from '../../defects/defects-endpoint'
import { defectsPdfEndpoint } from '../../endpoints/defects/defects-pdf-endpoint'
import { recordsHealthEndpoint } from '../../endpoints/records-health/records-health-endpoint'
import { reviewPackEndpoint } from '../../endpoints/review-pack/review-pack-endpoint'
import { contractorFieldsAfterChange, contractorFieldsMakeRequests } from './contractor-fields'
import { assignOwningCompany, mayCreateAircraft } from './hooks'
import { checkInstallationHistory } from './installation-history'

const documentRelation = (name: string) =>
  ({ name, type: 'relationship', relationTo: 'documents', admin: { position: 'sidebar' } }) as const

const quarter = (name: string): Field => ({ name, type: 'number', min: 0, admin: { width: '25%' } })
const day = (name: string): Field => ({ name, type: 'date', admin: { width: '33%', date: { pickerAppearance: 'dayOnly' } } })

/**
 * Where an installed part stands: when it went in, the reading of the meter it runs on (engine hours
 * for engines and propellers, airframe hours otherwise) and its own times then. Empty readings are
 * taken from the journey log of the installation day.
 */
const installationFields: Field[] = [
  { name: 'position', type: 'text', localized: true },
  { type: 'row', fields: [day('installed_date'), day('manufactured_date'), day('overhauled_date')] },
  {
    type: 'row',
    fields: [
      quarter('installed_meter_hours'),
      quarter('installed_meter_cycles'),
    ],
  },
  {
    type: 'row',
    fields: [
      quarter('tsn_hours'),
      quarter('csn'),
      quarter('tso_hours'),
      quarter('cso'),
    ],
  },
  intervalField('life_limit'),
  intervalField('overhaul_interval'),
]

export const CustomerAircrafts: CollectionConfig = withAudit({
  slug: 'customer_aircrafts',
  // Documents and entries name their aircraft; its installed parts and counters stay out of their answers.
  defaultPopulate: { registration: true },
  admin: {
    useAsTitle: 'registration',
    group: 'Aircraft',
    defaultColumns: ['registration', 'aircraft', 'company', 'maintenance_company', 'cao', 'status'],
  },
  defaultSort: 'registration',
  access: {
    read: byAircraft('id'),
    readVersions: byAircraft('parent'),
    create: mayCreateAircraft,
    update: rolesOnAircraft('id', 'owned', ROLES.operator),
    // Airframes carry legal records; they are archived through their status, not deleted.
    delete: administratorsOnly,
  },
  hooks: {
    beforeValidate: [checkInstallationHistory],
    beforeChange: [assignOwningCompany, contractorFieldsMakeRequests],
    afterChange: [contractorFieldsAfterChange],
  },
  endpoints: [
    capabilitiesEndpoint,
    airworthinessEndpoint,
    operatingHoursEndpoint,
    equipmentListEndpoint,
    bordbuchEndpoint,
    recordExportEndpoint,
    journeyLogVerifyEndpoint,
    logHeadEndpoint,
    logConsistencyEndpoint,
    logInclusionEndpoint,
    witnessReportEndpoint,
    aircraftDefectsEndpoint,
    defectsPdfEndpoint,
    recordsHealthEndpoint,
    reviewPackEndpoint,
  ],
  fields: [
    recordStatus,
    {
      name: 'registration',
      type: 'text',
      required: true,
      unique: true,
      validate: formatRule((value) => /^[A-Z0-9]{1,2}-[A-Z0-9]{1,5}$/.test(value), 'registration'),
    },
    { name: 'serial_number', type: 'text', required: true },
    { name: 'aircraft', type: 'relationship', relationTo: 'aircrafts', required: true },
    {
      name: 'company',
      type: 'relationship',
      relationTo: 'companies',
      required: true,
      index: true,
      access: { update: ({ req }) => isAdministrator(req) },
    },
    // The accepted contractors; naming another company makes a contract request (see contractor-fields.ts).
    { name: 'maintenance_company', type: 'relationship', relationTo: 'companies', index: true },
    { name: 'cao', type: 'relationship', relationTo: 'companies', index: true },
    documentRelation('aircraft_maintenance_program'),
    documentRelation('certificate_of_airworthiness'),
    documentRelation('insurance_certificate'),
    documentRelation('airworthiness_review_certificate'),
    documentRelation('registration_form'),
    // What the aircraft's engine-hour (Hobbs) meter shows: hours:minutes, or decimal hours in tenths or
    // hundredths. Journey-log entries take and print their readings in it and record it with them.
    {
      name: 'hobbs_unit',
      type: 'select',
      required: true,
      defaultValue: DEFAULT_HOBBS_UNIT,
      options: [...HOBBS_UNITS],
    },
    {
      name: 'counters_baseline',
      type: 'group',
      fields: [
        { name: 'date', type: 'date', admin: { date: { pickerAppearance: 'dayOnly' } } },
        { name: 'airframe_minutes', type: 'number', min: 0, defaultValue: 0 },
        { name: 'landings', type: 'number', min: 0, defaultValue: 0 },
        { name: 'engine_minutes', type: 'number', min: 0, defaultValue: 0 },
        { name: 'engine_cycles', type: 'number', min: 0, defaultValue: 0 },
      ],
    },
    {
      name: 'comp_serialized',
      type: 'array',
      fields: [
        { name: 'component', type: 'relationship', relationTo: 'components', required: true },
        { name: 'serial_number', type: 'text', required: true },
        ...installationFields,
      ],
    },
    {
      name: 'comp_unserialized',
      type: 'array',
      fields: [
        { name: 'component', type: 'relationship', relationTo: 'components', required: true },
        { name: 'quantity', type: 'number', min: 1, defaultValue: 1 },
        ...installationFields,
      ],
    },
  ],
})
