import type { CollectionConfig, Config, Field, GlobalConfig } from 'payload'

import { COLLECTION_LABELS, GLOBAL_LABELS, GROUP_LABELS } from './collections'
import { FIELD_HELP, FIELD_LABELS, ROW_LABELS } from './fields'
import { OPTION_LABELS } from './options'
import type { Text } from './text'

function lookup<T>(table: Record<string, T>, owner: string, path: string, name: string): T | undefined {
  return table[`${owner}.${path}`] ?? table[path] ?? table[name]
}

function labelOptions(options: unknown[], labels: Record<string, Text> | undefined) {
  if (!labels) return options
  return options.map((option) => {
    const value = typeof option === 'string' ? option : (option as { value: string }).value
    return { label: labels[value] ?? value, value }
  })
}

function labelFields(fields: Field[], owner: string, prefix: string): Field[] {
  return fields.map((field) => {
    const named = 'name' in field && typeof field.name === 'string' ? field.name : undefined
    const path = named ? `${prefix}${named}` : prefix
    const childPrefix = named ? `${path}.` : prefix
    const labelled = { ...field } as Record<string, unknown>
    if (named) {
      const label = lookup(FIELD_LABELS, owner, path, named)
      if (label) labelled.label = label
      const row = field.type === 'array' ? lookup(ROW_LABELS, owner, path, named) : undefined
      if (row && label) labelled.labels = { singular: row, plural: label }
      const help = lookup(FIELD_HELP, owner, path, named)
      if (help) labelled.admin = { ...(field.admin ?? {}), description: help }
      if ('options' in field && Array.isArray(field.options)) {
        labelled.options = labelOptions(field.options, lookup(OPTION_LABELS, owner, path, named))
      }
    }
    if (field.type === 'date' && field.admin?.date?.pickerAppearance === 'dayOnly' && !field.admin.date.displayFormat) {
      // A calendar day shows as one ("12. März 2025"), not as midnight in the viewer's time zone.
      const admin = (labelled.admin ?? field.admin) as typeof field.admin
      labelled.admin = { ...admin, date: { ...admin?.date, displayFormat: 'PP' } }
    }
    if ('fields' in field && Array.isArray(field.fields)) {
      labelled.fields = labelFields(field.fields, owner, childPrefix)
    }
    if (field.type === 'tabs') {
      labelled.tabs = field.tabs.map((tab) => ({
        ...tab,
        fields: labelFields(tab.fields, owner, 'name' in tab && tab.name ? `${prefix}${tab.name}.` : prefix),
      }))
    }
    return labelled as Field
  })
}

function labelCollection(collection: CollectionConfig): CollectionConfig {
  const labels = COLLECTION_LABELS[collection.slug]
  const group = collection.admin?.group
  return {
    ...collection,
    labels: labels ? { singular: labels.singular, plural: labels.plural } : collection.labels,
    admin: {
      ...collection.admin,
      ...(typeof group === 'string' && GROUP_LABELS[group] ? { group: GROUP_LABELS[group] } : {}),
      ...(labels?.description ? { description: labels.description } : {}),
    },
    fields: labelFields(collection.fields, collection.slug, ''),
  }
}

function labelGlobal(global: GlobalConfig): GlobalConfig {
  const group = global.admin?.group
  return {
    ...global,
    label: GLOBAL_LABELS[global.slug] ?? global.label,
    admin: {
      ...global.admin,
      ...(typeof group === 'string' && GROUP_LABELS[group] ? { group: GROUP_LABELS[group] } : {}),
    },
    fields: labelFields(global.fields, global.slug, ''),
  }
}

/**
 * The admin panel speaks the product's words in German and English: collection, field, option and
 * menu-group labels and help texts come from this folder's catalogue, so the configs carry names only;
 * calendar days are shown as days in the panel's language.
 */
export function applyAdminLabels(config: Config): Config {
  return {
    ...config,
    collections: config.collections?.map(labelCollection),
    globals: config.globals?.map(labelGlobal),
  }
}
