import type { CollectionConfig } from 'payload'

import { isAdministrator } from '../../access/roles'
import { administratorsOnly, byAircraft, rolesOnAircraft } from '../../access/rules'
import { ROLES } from '../../access/roles'
import { withAudit } from '../../audit/with-audit'
import { recordStatus } from '../../lib/shared-fields'
import { assignOwningCompany, mayCreateAircraft } from './hooks'

const documentRelation = (name: string) =>
  ({ name, type: 'relationship', relationTo: 'documents', admin: { position: 'sidebar' } }) as const

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
  hooks: { beforeChange: [assignOwningCompany] },
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
    { name: 'maintenance_company', type: 'relationship', relationTo: 'companies', index: true },
    { name: 'cao', type: 'relationship', relationTo: 'companies', index: true },
    documentRelation('aircraft_maintenance_program'),
    documentRelation('certificate_of_airworthiness'),
    documentRelation('insurance_certificate'),
    documentRelation('airworthiness_review_certificate'),
    documentRelation('registration_form'),
    {
      name: 'comp_serialized',
      type: 'array',
      fields: [
        { name: 'component', type: 'relationship', relationTo: 'components', required: true },
        { name: 'serial_number', type: 'text', required: true },
      ],
    },
    {
      name: 'comp_unserialized',
      type: 'array',
      fields: [
        { name: 'component', type: 'relationship', relationTo: 'components', required: true },
        { name: 'quantity', type: 'number', min: 1, defaultValue: 1 },
      ],
    },
  ],
})
