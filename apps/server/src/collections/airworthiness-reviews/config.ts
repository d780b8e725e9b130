import { REVIEW_OUTCOMES } from '@flugakte/domain'
import type { CollectionConfig, FieldAccess } from 'payload'

import { byAircraft, mayAct, nobody, versionsByAircraft } from '../../access/rules'
import { ROLES } from '../../access/roles'
import { withAudit } from '../../audit/with-audit'
import { releaseField } from '../release-signatures/release-field'
import { reviewHooks } from './hooks'

/** Set by the server only: a value sent with a create is dropped. */
const serverSet: { create: FieldAccess; update: FieldAccess } = { create: () => false, update: () => false }

/**
 * Airworthiness reviews (ML.A.903) as the CAO records them, append-only: the day, the outcome (ARC
 * issued, extended or not issued), the ARC's reference and validity, the findings, and the review
 * pack's hash the reviewer worked from. The reviewer signs it like a release (the `release` group
 * names the airworthiness review staff and the CAO's approval); a signed review that issued or extended
 * the ARC sets the aircraft's ARC validity. Written only by users of the aircraft's contracted CAO.
 */
export const AirworthinessReviews: CollectionConfig = withAudit({
  slug: 'airworthiness_reviews',
  admin: {
    useAsTitle: 'review_date',
    group: 'Airworthiness',
    defaultColumns: ['review_date', 'customer_aircraft', 'outcome', 'arc_reference', 'valid_until'],
  },
  defaultSort: '-review_date',
  access: {
    read: byAircraft('customer_aircraft'),
    readVersions: versionsByAircraft('customer_aircraft'),
    // Which aircraft: the CAO contract check in the create hooks.
    create: ({ req }) => mayAct(req, ROLES.cao),
    update: nobody,
    delete: nobody,
  },
  hooks: reviewHooks,
  fields: [
    { name: 'customer_aircraft', type: 'relationship', relationTo: 'customer_aircrafts', required: true, index: true },
    { name: 'review_date', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayOnly' } } },
    { name: 'outcome', type: 'select', required: true, options: [...REVIEW_OUTCOMES] },
    { name: 'arc_reference', type: 'text' },
    { name: 'valid_until', type: 'date', admin: { date: { pickerAppearance: 'dayOnly' } } },
    { name: 'findings', type: 'textarea' },
    { name: 'pack_hash', type: 'text' },
    releaseField,
    { name: 'amends', type: 'relationship', relationTo: 'airworthiness_reviews', index: true },
    { name: 'amend_reason', type: 'textarea' },
    { name: 'author', type: 'relationship', relationTo: 'users', access: serverSet, admin: { readOnly: true } },
    { name: 'author_company', type: 'relationship', relationTo: 'companies', access: serverSet, admin: { readOnly: true } },
  ],
})
