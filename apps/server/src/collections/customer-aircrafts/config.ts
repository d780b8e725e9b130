import type { CollectionConfig, Field } from 'payload'

import { isAdministrator } from '../../access/roles'
import { administratorsOnly, byAircraft, rolesOnAircraft } from '../../access/rules'
import { ROLES } from '../../access/roles'
import { withAudit } from '../../audit/with-audit'
import { intervalField, recordStatus } from '../../lib/shared-fields'
import { airworthinessEndpoint } from '../../endpoints/airworthiness/airworthiness-endpoint'
import { equipmentListEndpoint } from '../../endpoints/airworthiness/equipment-list-endpoint'
import { operatingHoursEndpoint } from '../../endpoints/airworthiness/operating-hours-endpoint'
import { capabilitiesEndpoint } from './capabilities-endpoint'
import { contractorFieldsAfterChange, contractorFieldsMakeRequests } from './contractor-fields'
import { assignOwningCompany, mayCreateAircraft } from './hooks'
import { checkInstallationHistory } from './installation-history'

const documentRelation = (name: string) =>
  ({ name, type: 'relationship', relationTo: 'documents', admin: { position: 'sidebar' } }) as const

const hours = (name: string, description: string): Field => ({ name, type: 'number', min: 0, admin: { width: '25%', description } })
const day = (name: string): Field => ({ name, type: 'date', admin: { width: '33%', date: { pickerAppearance: 'dayOnly' } } })

/**
 * Where an installed part stands: when it went in, the reading of the meter it runs on (engine hours
 * for engines and propellers, airframe hours otherwise) and its own times then. Empty readings are
 * taken from the journey log of the installation day.
 */
const installationFields: Field[] = [
  { name: 'position', type: 'text' },
  { type: 'row', fields: [day('installed_date'), day('manufactured_date'), day('overhauled_date')] },
  {
    type: 'row',
    fields: [
      hours('installed_meter_hours', 'Meter hours at installation'),
      { name: 'installed_meter_cycles', type: 'number', min: 0, admin: { width: '25%', description: 'Meter cycles at installation' } },
    ],
  },
  {
    type: 'row',
    fields: [
      hours('tsn_hours', 'Time since new at installation'),
      { name: 'csn', type: 'number', min: 0, admin: { width: '25%', description: 'Cycles since new at installation' } },
      hours('tso_hours', 'Time since overhaul at installation'),
      { name: 'cso', type: 'number', min: 0, admin: { width: '25%', description: 'Cycles since overhaul at installation' } },
    ],
  },
  intervalField('life_limit', "Overrides the component type's life limit"),
  intervalField('overhaul_interval', "Overrides the component type's overhaul interval"),
]

export const CustomerAircrafts: CollectionConfig = withAudit({
  slug: 'customer_aircrafts',
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
  endpoints: [capabilitiesEndpoint, airworthinessEndpoint, operatingHoursEndpoint, equipmentListEndpoint],
  fields: [
    recordStatus,
    {
      name: 'registration',
      type: 'text',
      required: true,
      unique: true,
      validate: (value: unknown) =>
        typeof value === 'string' && /^[A-Z0-9]{1,2}-[A-Z0-9]{1,5}$/.test(value)
          ? true
          : 'Registration must look like D-EABC',
    },
    { name: 'serial_number', type: 'text', required: true },
    { name: 'aircraft', type: 'relationship', relationTo: 'aircrafts', required: true },
    {
      name: 'company',
      type: 'relationship',
      relationTo: 'companies',
      required: true,
      index: true,
      admin: { description: 'The owning or operating company' },
      access: { update: ({ req }) => isAdministrator(req) },
    },
    // The accepted contractors; naming another company makes a contract request (see contractor-fields.ts).
    {
      name: 'maintenance_company',
      type: 'relationship',
      relationTo: 'companies',
      index: true,
      admin: { description: 'The accepted maintenance company; naming another one sends it a contract request' },
    },
    {
      name: 'cao',
      type: 'relationship',
      relationTo: 'companies',
      index: true,
      admin: { description: 'The accepted CAO; naming another one sends it a contract request' },
    },
    documentRelation('aircraft_maintenance_program'),
    documentRelation('certificate_of_airworthiness'),
    documentRelation('insurance_certificate'),
    documentRelation('airworthiness_review_certificate'),
    documentRelation('registration_form'),
    {
      name: 'counters_baseline',
      type: 'group',
      admin: { description: 'Counter readings carried over from the paper journey log, before the first entry here' },
      fields: [
        { name: 'date', type: 'date', admin: { date: { pickerAppearance: 'dayOnly' } } },
        { name: 'airframe_minutes', type: 'number', min: 0, defaultValue: 0, admin: { description: 'Airframe total time in minutes' } },
        { name: 'landings', type: 'number', min: 0, defaultValue: 0 },
        { name: 'engine_minutes', type: 'number', min: 0, defaultValue: 0, admin: { description: 'Engine total time (Hobbs) in minutes' } },
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
