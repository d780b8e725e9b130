import type { Field } from 'payload'

/**
 * The certificate of release to service (ML.A.801) as a record states it: who certifies, under which
 * licence or authorisation and organisation approval, when and where, with the statement signed. It is
 * signed afterwards by the certifying person (release_signatures).
 */
export const releaseField: Field = {
  name: 'release',
  type: 'group',
  fields: [
    { name: 'certifying_person', type: 'text' },
    { name: 'licence', type: 'text' },
    { name: 'approval_reference', type: 'text' },
    { name: 'date', type: 'date', admin: { date: { pickerAppearance: 'dayOnly' } } },
    { name: 'place', type: 'text' },
    { name: 'statement', type: 'textarea', admin: { readOnly: true } },
  ],
}
