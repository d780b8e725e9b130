import type { CollectionConfig, Field } from 'payload'

import { administratorsOnly, authenticated } from '../access/rules'
import { formatRule } from './format-rule'

/**
 * Lookup lists every signed-in user reads and only administrators edit. `name` is localized (de, en)
 * where the list is shown to users in both languages.
 */
export function referenceCollection(
  slug: CollectionConfig['slug'],
  fields: Field[],
  options: { useAsTitle?: string } = {},
): CollectionConfig {
  return {
    slug,
    admin: { useAsTitle: options.useAsTitle ?? 'name', group: 'Reference data' },
    access: {
      read: authenticated,
      create: administratorsOnly,
      update: administratorsOnly,
      delete: administratorsOnly,
    },
    fields,
  }
}

export const localizedName: Field = { name: 'name', type: 'text', required: true, localized: true }

/** A stable, language-independent key the app filters on (menu tags, doc types). */
export const slugKey: Field = {
  name: 'key',
  type: 'text',
  required: true,
  unique: true,
  validate: formatRule((value) => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(value), 'slugKey'),
}
