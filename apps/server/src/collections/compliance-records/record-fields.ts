import type { Field, FieldAccess } from 'payload'

import { releaseField } from '../release-signatures/release-field'

/** Set by the server only: a value sent with a create is dropped. */
const serverSet: { create: FieldAccess } = { create: () => false }

/** What every compliance record carries: who did what, when, at which airframe time, on which evidence. */
export function recordFields(collection: 'ad_compliances' | 'task_completions'): Field[] {
  return [
    { name: 'customer_aircraft', type: 'relationship', relationTo: 'customer_aircrafts', required: true, index: true },
    { name: 'date', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayOnly' } } },
    {
      name: 'airframe_minutes',
      type: 'number',
      min: 0,
    },
    { name: 'performed_by', type: 'text' },
    { name: 'certifying_document', type: 'relationship', relationTo: 'documents' },
    { name: 'notes', type: 'textarea' },
    releaseField,
    {
      name: 'amends',
      type: 'relationship',
      relationTo: collection,
      index: true,
    },
    {
      name: 'author_company',
      type: 'relationship',
      relationTo: 'companies',
      admin: { readOnly: true },
      access: serverSet,
    },
  ]
}
