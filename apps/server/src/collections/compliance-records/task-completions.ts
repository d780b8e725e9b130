import { taskCompletionInputSchema } from '@flugakte/domain'
import type { CollectionConfig } from 'payload'

import { byAircraft, mayAct, nobody, versionsByAircraft } from '../../access/rules'
import { scheduleDueNoticesAfterCreate } from '../../airworthiness/schedule-notices'
import { withAudit } from '../../audit/with-audit'
import { checkTaskCompletion, validateRecord } from './hooks'
import { requireContractor } from './require-contractor'
import { certifyingPersonFromProfile } from '../../releases/certifying-person'
import { recordFields } from './record-fields'
import { COMPLIANCE_RECORD_WRITERS } from '../../access/writers'
import { appendAfterCreate } from '../../journey-log/event-log/append'

/** Completions of maintenance-programme tasks; append-only, corrected by a new record. */
export const TaskCompletions: CollectionConfig = withAudit({
  slug: 'task_completions',
  admin: {
    useAsTitle: 'date',
    group: 'Airworthiness',
    defaultColumns: ['date', 'customer_aircraft', 'maintenance_task', 'performed_by'],
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
    afterChange: [appendAfterCreate('task_completions'), scheduleDueNoticesAfterCreate],
    // A stated release names its certifying person from their profile (before the form's rules).
    beforeValidate: [certifyingPersonFromProfile('task_completions'), validateRecord('task_completions', taskCompletionInputSchema)],
    beforeChange: [requireContractor('task_completions'), checkTaskCompletion],
  },
  fields: [
    { name: 'maintenance_task', type: 'relationship', relationTo: 'maintenance_tasks', required: true, index: true },
    ...recordFields('task_completions'),
  ],
})
