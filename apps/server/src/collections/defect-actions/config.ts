import { DEFECT_ACTION_KINDS } from '@flugakte/domain'
import type { CollectionConfig, FieldAccess } from 'payload'

import { byAircraft, mayAct, nobody, versionsByAircraft } from '../../access/rules'
import { COMPLIANCE_RECORD_WRITERS } from '../../access/writers'
import { withAudit } from '../../audit/with-audit'
import { releaseField } from '../release-signatures/release-field'
import { scheduleDueNoticesAfterCreate } from '../../airworthiness/schedule-notices'
import { requireContractor } from '../compliance-records/require-contractor'
import { checkAction, validateAction } from './hooks'
import { certifyingPersonFromProfile } from '../../releases/certifying-person'
import { appendAfterCreate } from '../../journey-log/event-log/append'

/** Set by the server only: a value sent with a create is dropped. */
const serverSet: { create: FieldAccess; update: FieldAccess } = { create: () => false, update: () => false }

/**
 * What maintenance does about a defect (ML.A.403, ML.A.801), append-only: an assessment, a deferral
 * with its limitation and deadline, or a rectification with its certificate of release to service.
 * A correction is a new action that `amends` the wrong one. Only users of a company with an accepted
 * maintenance-company or CAO contract for the aircraft write them, never the owner.
 */
export const DefectActions: CollectionConfig = withAudit({
  slug: 'defect_actions',
  admin: {
    useAsTitle: 'kind',
    group: 'Airworthiness',
    defaultColumns: ['createdAt', 'customer_aircraft', 'defect', 'kind'],
  },
  defaultSort: '-createdAt',
  access: {
    read: byAircraft('customer_aircraft'),
    readVersions: versionsByAircraft('customer_aircraft'),
    // Which aircraft: the contract check in the create hooks.
    create: ({ req }) => mayAct(req, ...COMPLIANCE_RECORD_WRITERS),
    update: nobody,
    delete: nobody,
  },
  hooks: {
    // A rectification names its certifying person from their profile (before the form's rules).
    beforeValidate: [
      certifyingPersonFromProfile('defect_actions', (data) => data.kind === 'rectification'),
      validateAction,
    ],
    // The contract check needs the aircraft, which validateAction takes from the defect.
    beforeChange: [requireContractor('defect_actions'), checkAction],
    // A deferral's deadline enters the due items: the aircraft's notices are checked again.
    afterChange: [appendAfterCreate('defect_actions'), scheduleDueNoticesAfterCreate],
  },
  fields: [
    { name: 'defect', type: 'relationship', relationTo: 'defects', required: true, index: true },
    { name: 'customer_aircraft', type: 'relationship', relationTo: 'customer_aircrafts', required: true, index: true },
    { name: 'kind', type: 'select', required: true, options: [...DEFECT_ACTION_KINDS] },
    { name: 'amends', type: 'relationship', relationTo: 'defect_actions', index: true },
    { name: 'notes', type: 'textarea' },
    // assessment
    { name: 'airworthiness_affecting', type: 'checkbox' },
    // deferral
    { name: 'reason', type: 'textarea' },
    { name: 'limitation', type: 'textarea' },
    { name: 'deadline_hours', type: 'number', min: 0 },
    { name: 'deadline_cycles', type: 'number', min: 0 },
    { name: 'deadline_days', type: 'number', min: 0 },
    // The airframe reading the deadline counts from, taken from the journey log when the deferral is made.
    { name: 'basis_date', type: 'date', access: serverSet, admin: { readOnly: true } },
    { name: 'basis_minutes', type: 'number', access: serverSet, admin: { readOnly: true } },
    { name: 'basis_cycles', type: 'number', access: serverSet, admin: { readOnly: true } },
    // rectification
    { name: 'work_performed', type: 'textarea' },
    { name: 'maintenance_data', type: 'textarea' },
    {
      name: 'parts',
      type: 'array',
      fields: [
        { name: 'description', type: 'text', required: true },
        { name: 'part_number', type: 'text' },
        { name: 'serial_number', type: 'text' },
        { name: 'installation', type: 'text' },
      ],
    },
    releaseField,
    { name: 'author', type: 'relationship', relationTo: 'users', access: serverSet, admin: { readOnly: true } },
    {
      name: 'author_company',
      type: 'relationship',
      relationTo: 'companies',
      access: serverSet,
      admin: { readOnly: true },
    },
  ],
})
