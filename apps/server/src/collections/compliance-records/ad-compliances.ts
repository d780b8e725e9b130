import { AD_STATUSES, adComplianceInputSchema } from '@flugakte/domain'
import type { CollectionConfig } from 'payload'

import { byAircraft, mayAct, nobody, versionsByAircraft } from '../../access/rules'
import { scheduleDueNoticesAfterCreate } from '../../airworthiness/schedule-notices'
import { withAudit } from '../../audit/with-audit'
import { checkAdCompliance, validateRecord } from './hooks'
import { requireContractor } from './require-contractor'
import { certifyingPersonFromProfile } from '../../releases/certifying-person'
import { recordFields } from './record-fields'
import { COMPLIANCE_RECORD_WRITERS } from '../../access/writers'
import { appendAfterCreate } from '../../journey-log/event-log/append'

/**
 * Per-aircraft AD status records (EASA Part-ML ML.A.305): append-only like the journey log; a mistake
 * is fixed by a new record that amends the wrong one.
 */
export const AdCompliances: CollectionConfig = withAudit({
  slug: 'ad_compliances',
  admin: {
    useAsTitle: 'date',
    group: 'Airworthiness',
    defaultColumns: ['date', 'customer_aircraft', 'airworthiness_directive', 'status', 'performed_by'],
  },
  defaultSort: '-date',
  access: {
    read: byAircraft('customer_aircraft'),
    readVersions: versionsByAircraft('customer_aircraft'),
    create: ({ req }) => mayAct(req, ...COMPLIANCE_RECORD_WRITERS),
    update: nobody,
    delete: nobody,
  },
  hooks: {
    afterChange: [appendAfterCreate('ad_compliances'), scheduleDueNoticesAfterCreate],
    // A stated release names its certifying person from their profile (before the form's rules).
    beforeValidate: [certifyingPersonFromProfile('ad_compliances'), validateRecord('ad_compliances', adComplianceInputSchema)],
    beforeChange: [requireContractor('ad_compliances'), checkAdCompliance],
  },
  fields: [
    {
      name: 'airworthiness_directive',
      type: 'relationship',
      relationTo: 'airworthiness_directives',
      required: true,
      index: true,
    },
    {
      name: 'installed_component',
      type: 'text',
    },
    { name: 'status', type: 'select', required: true, options: [...AD_STATUSES] },
    {
      name: 'reason',
      type: 'textarea',
    },
    { name: 'method_of_compliance', type: 'text' },
    ...recordFields('ad_compliances'),
  ],
})
