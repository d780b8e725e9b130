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
