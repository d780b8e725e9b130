import type { Field, SanitizedConfig } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { FIELD_HELP, FIELD_LABELS, ROW_LABELS } from './fields'
import { OPTION_LABELS } from './options'

/** Fields Payload adds and labels itself (timestamps everywhere, auth on users, upload on files). */
const PAYLOAD_OWN = new Set(['id', 'createdAt', 'updatedAt'])
const PAYLOAD_AUTH = new Set([
  'email',
  'hash',
  'salt',
  'resetPasswordToken',
  'resetPasswordExpiration',
  'resetPasswordRequestedAt',
  'sessions',
  'loginAttempts',
  'lockUntil',
])
const PAYLOAD_UPLOAD = new Set(['url', 'thumbnailURL', 'filename', 'mimeType', 'filesize', 'width', 'height', 'focalX', 'focalY'])
/** The upload collections: documents' files and defect photos. */
const UPLOADS = new Set(['files', 'defect_photos'])
const payloadOwn = (owner: string, name: string) =>
  PAYLOAD_OWN.has(name) || (owner === 'users' && PAYLOAD_AUTH.has(name)) || (UPLOADS.has(owner) && PAYLOAD_UPLOAD.has(name))

type Walked = { owner: string; path: string; name: string; field: Field }

function walk(owner: string, fields: Field[], prefix = ''): Walked[] {
  return fields.flatMap((field) => {
    const name = 'name' in field && typeof field.name === 'string' ? field.name : undefined
    if (name && payloadOwn(owner, name)) return []
    const path = name ? `${prefix}${name}` : prefix
    const own: Walked[] = name ? [{ owner, path, name, field }] : []
    const children =
      'fields' in field && Array.isArray(field.fields) ? walk(owner, field.fields, name ? `${path}.` : prefix) : []
    const tabs = field.type === 'tabs' ? field.tabs.flatMap((tab) => walk(owner, tab.fields, prefix)) : []
    return [...own, ...children, ...tabs]
  })
}

function expectBothLanguages(text: unknown, where: string) {
  expect(text, where).toEqual({ de: expect.any(String), en: expect.any(String) })
  const { de, en } = text as { de: string; en: string }
  expect(de.trim(), where).not.toBe('')
  expect(en.trim(), where).not.toBe('')
  // Payload's fallback label is the name with its first letter raised: "Is_company_admin".
  expect(de, where).not.toMatch(/_/)
  expect(en, where).not.toMatch(/_/)
}

let config: SanitizedConfig
let ours: { slug: string; fields: Field[] }[]
let walked: Walked[]

beforeAll(async () => {
  process.env.PAYLOAD_SECRET ??= 'test-secret'
  config = await (await import('../../payload.config')).default
  const collections = config.collections.filter((collection) => !collection.slug.startsWith('payload-'))
  ours = [...collections, ...config.globals.filter((global) => !global.slug.startsWith('payload-'))]
  walked = ours.flatMap(({ slug, fields }) => walk(slug, fields))
})

describe('admin panel labels', () => {
  it('name every collection and global in German and English, with a readable title field', () => {
    for (const collection of config.collections.filter((c) => !c.slug.startsWith('payload-'))) {
      expectBothLanguages(collection.labels.singular, `${collection.slug} singular`)
      expectBothLanguages(collection.labels.plural, `${collection.slug} plural`)
      expectBothLanguages(collection.admin.group, `${collection.slug} group`)
      if (collection.admin.description)
        expectBothLanguages(collection.admin.description, `${collection.slug} description`)
      // A document titled by its id reads "Ohne Titel - ID: 3" in the panel.
      expect(collection.admin.useAsTitle, collection.slug).not.toBe('id')
    }
    for (const global of config.globals.filter((each) => !each.slug.startsWith('payload-'))) {
      expectBothLanguages(global.label, global.slug)
      expectBothLanguages(global.admin.group, `${global.slug} group`)
    }
  })

  it('label every field, help text and select option the panel shows in both languages', () => {
    expect(walked.length).toBeGreaterThan(150)
    for (const { owner, path, field } of walked) {
      const where = `${owner}.${path}`
      if ((field.admin as { hidden?: boolean } | undefined)?.hidden) continue
      expectBothLanguages((field as { label?: unknown }).label, where)
      const description = (field.admin as { description?: unknown } | undefined)?.description
      if (description !== undefined) expectBothLanguages(description, `${where} help`)
      if (field.type === 'array') expectBothLanguages(field.labels?.singular, `${where} row`)
      if ('options' in field && Array.isArray(field.options)) {
        for (const option of field.options) {
          expect(typeof option, `${where} option`).toBe('object')
          const { label, value } = option as { label: unknown; value: string }
          expect(label, `${where} option ${value}`).toEqual({ de: expect.any(String), en: expect.any(String) })
        }
      }
    }
  })

  it('keep no catalogue entry that no field uses', () => {
    const usedKey = (table: Record<string, unknown>, { owner, path, name }: Walked) =>
      [`${owner}.${path}`, path, name].find((key) => key in table)
    for (const table of [FIELD_LABELS, FIELD_HELP, OPTION_LABELS, ROW_LABELS] as Record<string, unknown>[]) {
      const used = new Set(walked.map((entry) => usedKey(table, entry)).filter(Boolean))
      expect(Object.keys(table).filter((key) => !used.has(key))).toEqual([])
    }
  })
})
