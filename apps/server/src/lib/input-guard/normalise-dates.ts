import { parseIsoDate } from '@flugakte/domain'
import type { Config, Field, FieldHook } from 'payload'

/** A valid date string is stored as the UTC instant it names, whatever ISO form it was sent in. */
const toInstant: FieldHook = ({ value }) => {
  if (typeof value !== 'string') return value
  return parseIsoDate(value)?.toISOString() ?? value
}

function withInstants(fields: Field[]): Field[] {
  return fields.map((field) => {
    if (field.type === 'date') {
      return { ...field, hooks: { ...field.hooks, beforeChange: [...(field.hooks?.beforeChange ?? []), toInstant] } }
    }
    if (field.type === 'tabs') {
      return { ...field, tabs: field.tabs.map((tab) => ({ ...tab, fields: withInstants(tab.fields) })) }
    }
    if (field.type === 'blocks') {
      return {
        ...field,
        blocks: (field.blocks ?? []).map((block) => ({ ...block, fields: withInstants(block.fields) })),
      }
    }
    if ('fields' in field && Array.isArray(field.fields))
      return { ...field, fields: withInstants(field.fields) } as Field
    return field
  })
}

/**
 * Every date field stores one form, `2024-02-29T00:00:00.000Z`: SQLite keeps a date string as sent, so
 * `2024-02-29` and `2024-02-29T00:00:00.000Z` would sit side by side and compare as text, and PostgreSQL
 * would read a bare day in the session's time zone. Applied to all collections and globals.
 */
export function normaliseDates(config: Config): Config {
  return {
    ...config,
    collections: config.collections?.map((collection) => ({ ...collection, fields: withInstants(collection.fields) })),
    globals: config.globals?.map((global) => ({ ...global, fields: withInstants(global.fields) })),
  }
}
