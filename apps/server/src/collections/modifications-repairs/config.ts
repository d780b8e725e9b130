import { APPROVAL_TYPES, MODIFICATION_CLASSES, MODIFICATION_KINDS } from '@flugakte/domain'
import type { CollectionConfig, FieldAccess } from 'payload'

import { byAircraft, mayAct, nobody, versionsByAircraft } from '../../access/rules'
import { COMPLIANCE_RECORD_WRITERS } from '../../access/writers'
import { withAudit } from '../../audit/with-audit'
import { releaseField } from '../release-signatures/release-field'
import { modificationHooks } from './hooks'

/** Set by the server only: a value sent with a create is dropped. */
const serverSet: { create: FieldAccess; update: FieldAccess } = { create: () => false, update: () => false }

/**
 * The register of modifications and repairs (ML.A.305, ML.A.903(a)(6)), append-only: what was changed
 * or repaired, when, under which approved design (EASA Form 1, minor or major change, STC, repair
 * design), with its documents and, where it was maintenance, its release to service. A correction is a
 * new entry that `amends` the wrong one, with its reason. Written by the aircraft's contracted
 * maintenance company or CAO.
 */
export const ModificationsRepairs: CollectionConfig = withAudit({
  slug: 'modifications_repairs',
  admin: {
    useAsTitle: 'description',
    group: 'Airworthiness',
    defaultColumns: ['date', 'customer_aircraft', 'kind', 'approval_reference'],
  },
  defaultSort: '-date',
  access: {
    read: byAircraft('customer_aircraft'),
    readVersions: versionsByAircraft('customer_aircraft'),
    // Which aircraft: the contract check in the create hooks.
    create: ({ req }) => mayAct(req, ...COMPLIANCE_RECORD_WRITERS),
    update: nobody,
    delete: nobody,
  },
  hooks: modificationHooks,
  fields: [
    { name: 'customer_aircraft', type: 'relationship', relationTo: 'customer_aircrafts', required: true, index: true },
    { name: 'kind', type: 'select', required: true, options: [...MODIFICATION_KINDS] },
    { name: 'classification', type: 'select', required: true, options: [...MODIFICATION_CLASSES] },
    { name: 'approval_type', type: 'select', required: true, options: [...APPROVAL_TYPES] },
    { name: 'approval_reference', type: 'text', required: true },
    { name: 'date', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayOnly' } } },
    { name: 'description', type: 'textarea', required: true },
    { name: 'ata_chapter', type: 'text' },
    { name: 'affects_mass_balance', type: 'checkbox', defaultValue: false },
    { name: 'documents', type: 'relationship', relationTo: 'documents', hasMany: true },
    releaseField,
    { name: 'amends', type: 'relationship', relationTo: 'modifications_repairs', index: true },
    { name: 'amend_reason', type: 'textarea' },
    { name: 'author', type: 'relationship', relationTo: 'users', access: serverSet, admin: { readOnly: true } },
    { name: 'author_company', type: 'relationship', relationTo: 'companies', access: serverSet, admin: { readOnly: true } },
  ],
})
