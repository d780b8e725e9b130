// Which uploaded files a database snapshot points at. Payload writes an upload's file before it inserts
// the row and never rewrites a stored file in place, so every file a committed row names is complete on
// disk; the backup copies exactly those (files of uploads that were not committed, or whose create
// failed, are not records and are left out).
import { copyFileSync, existsSync, linkSync, mkdirSync, statSync } from 'node:fs'
import path from 'node:path'

/**
 * @param {{ table: string, column: string }[]} columns every column of every table in the snapshot
 * @param {(sql: string) => Promise<Record<string, unknown>[]>} query runs a read on the same snapshot
 * @returns {Promise<{ required: Set<string>, optional: Set<string> }>} file names the upload collections'
 *   rows name (required), and those only their versions name (kept when still on disk: replacing a
 *   file deletes the old one)
 */
export async function referencedFiles(columns, query) {
  const byTable = new Map()
  for (const { table, column } of columns) {
    if (!byTable.has(table)) byTable.set(table, new Set())
    byTable.get(table).add(column)
  }
  const required = new Set()
  const optional = new Set()
  for (const [table, names] of byTable) {
    for (const [prefix, into] of [
      ['', required],
      ['version_', optional],
    ]) {
      if (!names.has(`${prefix}filename`) || !names.has(`${prefix}mime_type`)) continue
      const rows = await query(
        `select "${prefix}filename" as filename from "${table}" where "${prefix}filename" is not null`,
      )
      for (const row of rows) into.add(checkedName(String(row.filename), table))
    }
  }
  for (const name of required) optional.delete(name)
  return { required, optional }
}

/** Payload stores bare names; anything else must not steer the copy outside the upload folder. */
function checkedName(name, table) {
  if (!name || name === '.' || name === '..' || name !== path.basename(name) || name.includes('\\')) {
    throw new Error(`${table} names an upload "${name}" that is not a plain file name`)
  }
  return name
}

/**
 * Puts the referenced files into the staging folder: a hard link where the folder is on the same file
 * system (uploads are never changed in place, so a link is as good as a copy), a copy otherwise.
 * @returns {{ copied: string[], missing: string[] }}
 */
export function stageFiles(mediaDir, names, into, { requiredNames }) {
  mkdirSync(into, { recursive: true })
  const copied = []
  const missing = []
  for (const name of [...names].sort()) {
    const source = path.join(mediaDir, name)
    if (!existsSync(source) || !statSync(source).isFile()) {
      if (requiredNames.has(name)) missing.push(name)
      continue
    }
    const target = path.join(into, name)
    try {
      linkSync(source, target)
    } catch {
      copyFileSync(source, target)
    }
    copied.push(name)
  }
  return { copied, missing }
}
