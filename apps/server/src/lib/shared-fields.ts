import type { Field } from 'payload'

/** Records are archived through their status instead of being deleted. */
export const recordStatus: Field = {
  name: 'status',
  type: 'select',
  required: true,
  defaultValue: 'published',
  options: ['published', 'draft', 'archived'],
  index: true,
}

export const languageOptions = ['de-DE', 'en-US']

/** A limit or interval in hours, cycles and calendar months; whichever comes first counts. */
export function intervalField(name: string): Field {
  const dimension = (dimension: string) =>
    ({ name: dimension, type: 'number', min: 0, admin: { width: '33%' } }) as Field
  return {
    name,
    type: 'group',
    fields: [{ type: 'row', fields: [dimension('hours'), dimension('cycles'), dimension('months')] }],
  }
}
