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

export const languageOptions = [
  { label: 'Deutsch', value: 'de-DE' },
  { label: 'English', value: 'en-US' },
]

/** A limit or interval in hours, cycles and calendar months; whichever comes first counts. */
export function intervalField(name: string, description: string): Field {
  const dimension = (dimension: string, label: string) =>
    ({ name: dimension, type: 'number', min: 0, admin: { width: '33%', description: label } }) as Field
  return {
    name,
    type: 'group',
    admin: { description },
    fields: [
      {
        type: 'row',
        fields: [
          dimension('hours', 'Flight/operating hours'),
          dimension('cycles', 'Cycles or landings'),
          dimension('months', 'Calendar months'),
        ],
      },
    ],
  }
}
