import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { describe, expect, it } from 'vitest'

import { en, texts, type Namespace } from './index'

function keys(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix]
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key))
}

const NAMESPACES = Object.keys(en) as Namespace[]

describe('the catalogue', () => {
  it.each(NAMESPACES)('has the same keys in German and English in %s', (namespace) => {
    expect(keys(texts.de[namespace]).sort()).toEqual(keys(texts.en[namespace]).sort())
  })
})

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')
const CODE = ['apps/web/src', 'apps/server/src', 'packages/domain/src']

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name)
    if (entry.isDirectory()) return ['testing', 'migrations', 'locales'].includes(entry.name) ? [] : sourceFiles(file)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : []
  })
}

// The product's code (web app, server, domain), as text: a key no code names is dead text to translate
// and keep in step.
const SOURCES = CODE.flatMap((folder) => sourceFiles(path.join(ROOT, folder)))
  .map((file) => readFileSync(file, 'utf8'))
  .join('\n')

const quoted = (text: string) => [`'${text}'`, `"${text}"`, `\`${text}\``]

/**
 * A key counts as used when the code names it, or builds it from a static prefix (`kind.${value}`).
 * The server's keys are read as Payload's `group:key` (`say(req, 'accounts:required')`).
 */
function isUsed(namespace: string, key: string): boolean {
  const base = key.replace(/_(zero|one|two|few|many|other)$/, '')
  const [group, ...rest] = base.split('.')
  const names =
    namespace === 'server'
      ? [...quoted(rest.join('.')), `${group}:${rest.join('.')}`, `\`${group}:\${`]
      : [...quoted(base), `${namespace}:${base}`]
  if (names.some((text) => SOURCES.includes(text))) return true
  const segments = base.split('.')
  for (let end = segments.length - 1; end >= 1; end--) {
    const prefix = `${segments.slice(0, end).join('.')}.`
    if (SOURCES.includes(`\`${prefix}\${`) || SOURCES.includes(`\`${namespace}:${prefix}\${`)) return true
  }
  return false
}

describe('translation keys', () => {
  it.each(NAMESPACES)('of %s are all used by the code', (namespace) => {
    expect(SOURCES.length).toBeGreaterThan(300_000)
    expect(keys(en[namespace]).filter((key) => !isUsed(namespace, key))).toEqual([])
  })
})
