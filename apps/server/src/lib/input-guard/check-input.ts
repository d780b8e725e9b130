import { parseIsoDate } from '@flugakte/domain'
import type { Block, Field } from 'payload'

import type { InputMessage } from './messages'

export type InputIssue = { path: string; key: InputMessage }

/** Deeper than any form of this product nests (groups in arrays in tabs); beyond it Payload's recursion is at risk. */
export const MAX_DEPTH = 16
/** Values in one body: far beyond any record, far below what slows a request down. */
export const MAX_VALUES = 50_000
/** Ids are 32-bit integers on both databases; a larger number would reach the database and fail there. */
const MAX_ID = 2_147_483_647

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * The shape of any JSON body before Payload reads it: nesting depth, number of values and NUL
 * characters in keys and strings (PostgreSQL refuses them, and they cut text in many readers).
 * Iterative, so a hostile depth cannot exhaust the stack here.
 */
export function checkShape(body: unknown): InputIssue[] {
  const issues: InputIssue[] = []
  const stack: { value: unknown; path: string; depth: number }[] = [{ value: body, path: '', depth: 0 }]
  let values = 0
  while (stack.length > 0) {
    const { value, path, depth } = stack.pop()!
    values += 1
    if (values > MAX_VALUES) return [{ path: '', key: 'tooLarge' }]
    if (typeof value === 'string') {
      if (value.includes('\u0000')) issues.push({ path, key: 'nulCharacter' })
      continue
    }
    if (typeof value !== 'object' || value === null) continue
    if (depth >= MAX_DEPTH) {
      // Reported at the field the nesting starts from.
      issues.push({ path: path.split('.')[0]!, key: 'tooDeep' })
      continue
    }
    const entries = Array.isArray(value)
      ? value.map((item, index) => [String(index), item] as const)
      : Object.entries(value)
    for (const [key, item] of entries) {
      const itemPath = path ? `${path}.${key}` : key
      if (key.includes('\u0000')) issues.push({ path: itemPath.replaceAll('\u0000', ''), key: 'nulCharacter' })
      else stack.push({ value: item, path: itemPath, depth: depth + 1 })
    }
  }
  return issues
}

const isId = (value: unknown) => typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= MAX_ID

function relationIssue(
  field: Extract<Field, { type: 'relationship' | 'upload' }>,
  value: unknown,
): InputMessage | null {
  const single = (item: unknown): InputMessage | null => {
    if (Array.isArray(field.relationTo)) {
      if (
        !isObject(item) ||
        typeof item.relationTo !== 'string' ||
        !(field.relationTo as readonly string[]).includes(item.relationTo)
      ) {
        return 'wrongType'
      }
      return isId(item.value) ? null : typeof item.value === 'number' ? 'wrongValue' : 'wrongType'
    }
    if (isId(item)) return null
    return typeof item === 'number' ? 'wrongValue' : 'wrongType'
  }
  if (field.hasMany) {
    if (!Array.isArray(value)) return 'wrongType'
    for (const item of value) {
      const issue = single(item)
      if (issue) return issue
    }
    return null
  }
  return single(value)
}

const every = (value: unknown, test: (item: unknown) => boolean) => Array.isArray(value) && value.every(test)
const isString = (value: unknown) => typeof value === 'string'
const isNumber = (value: unknown) => typeof value === 'number' && Number.isFinite(value)

/** The JSON type a field's value must have; null clears a value and is left to the field's own rules. */
function leafIssue(field: Field, value: unknown): InputMessage | null {
  switch (field.type) {
    case 'text':
    case 'textarea':
    case 'email':
    case 'code':
      return (field.type === 'text' && field.hasMany ? every(value, isString) : isString(value)) ? null : 'wrongType'
    case 'select':
      return (field.hasMany ? every(value, isString) : isString(value)) ? null : 'wrongType'
    case 'radio':
      return isString(value) ? null : 'wrongType'
    case 'number':
      return (field.hasMany ? every(value, isNumber) : isNumber(value)) ? null : 'wrongType'
    case 'checkbox':
      return typeof value === 'boolean' ? null : 'wrongType'
    case 'date':
      return parseIsoDate(value) ? null : 'invalidDate'
    case 'point':
      return Array.isArray(value) && value.length === 2 && value.every(isNumber) ? null : 'wrongType'
    case 'relationship':
    case 'upload':
      return relationIssue(field, value)
    case 'richText':
      return isObject(value) ? null : 'wrongType'
    default:
      // json takes any JSON (its shape was checked); join and ui hold no input.
      return null
  }
}

/**
 * What a create or update body sends for each field of the collection must have the field's JSON type:
 * Payload would otherwise turn "12abc" into 12, an array into "a,b" for a text, or an object into the
 * id it contains, and store a date string as sent. Unknown keys are left to Payload, which drops them.
 */
export function checkFields(fields: Field[], data: Record<string, unknown>, prefix = ''): InputIssue[] {
  const issues: InputIssue[] = []
  for (const field of fields) {
    if (field.type === 'row' || field.type === 'collapsible') {
      issues.push(...checkFields(field.fields, data, prefix))
      continue
    }
    if (field.type === 'tabs') {
      for (const tab of field.tabs) {
        if ('name' in tab && tab.name) issues.push(...checkNested(tab.fields, data[tab.name], `${prefix}${tab.name}`))
        else issues.push(...checkFields(tab.fields, data, prefix))
      }
      continue
    }
    if (!('name' in field) || !field.name) {
      if (field.type === 'group') issues.push(...checkFields(field.fields, data, prefix))
      continue
    }
    const value = data[field.name]
    const path = `${prefix}${field.name}`
    if (value === undefined) continue
    if (field.type === 'group') {
      issues.push(...checkNested(field.fields, value, path))
    } else if (field.type === 'array') {
      if (value === null) continue
      if (!Array.isArray(value)) issues.push({ path, key: 'wrongType' })
      else value.forEach((row, index) => issues.push(...checkNested(field.fields, row, `${path}.${index}`)))
    } else if (field.type === 'blocks') {
      if (value === null) continue
      if (!Array.isArray(value)) {
        issues.push({ path, key: 'wrongType' })
        continue
      }
      const blocks = (field.blocks ?? []) as Block[]
      value.forEach((row, index) => {
        const block = isObject(row) ? blocks.find((candidate) => candidate.slug === row.blockType) : undefined
        if (!block) issues.push({ path: `${path}.${index}`, key: 'wrongType' })
        else issues.push(...checkNested(block.fields, row, `${path}.${index}`))
      })
    } else if (value !== null) {
      const key = leafIssue(field, value)
      if (key) issues.push({ path, key })
    }
  }
  return issues
}

function checkNested(fields: Field[], value: unknown, path: string): InputIssue[] {
  if (value === undefined) return []
  if (!isObject(value)) return [{ path, key: 'wrongType' }]
  return checkFields(fields, value, `${path}.`)
}
