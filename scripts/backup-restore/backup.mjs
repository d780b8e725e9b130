// One consistent backup of a running Flugakte: the database first (one snapshot), then the uploads that
// snapshot references. The order matters: Payload writes an upload's file before its row commits and
// never changes a stored file, so every file a snapshot row names is already complete on disk. Only an
// administrator deleting or replacing a file between the snapshot and the copy can take one away; the
// backup then starts over with a new snapshot.
import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs'
import path from 'node:path'

import { root } from '../lib.mjs'
import { DATABASE_MEMBER, packArchive } from './archive.mjs'
import { callerPath, formatBytes, SECRET_FILES, UsageError } from './config.mjs'
import { snapshotPostgres } from './postgres.mjs'
import { snapshotSqlite } from './sqlite.mjs'
import { referencedFiles, stageFiles } from './uploads.mjs'

const ATTEMPTS = 3

export function defaultArchivePath(kind, now = new Date()) {
  const stamp = now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-')
  return path.join(root, 'backups', `flugakte-${kind}-${stamp}.tar.gz`)
}

/** Snapshot + referenced uploads into `staging`; answers what went in, or the uploads that were missing. */
async function capture(place, staging) {
  const databaseFile = path.join(staging, DATABASE_MEMBER[place.kind])
  mkdirSync(path.dirname(databaseFile), { recursive: true })
  const stage = async ({ columns, query }) => {
    const { required, optional } = await referencedFiles(columns, query)
    const names = new Set([...required, ...optional])
    return {
      ...stageFiles(place.mediaDir, names, path.join(staging, 'media'), { requiredNames: required }),
      required: required.size,
    }
  }
  if (place.kind === 'sqlite') {
    const snapshot = await snapshotSqlite(place.file, databaseFile)
    try {
      return { tables: snapshot.tables, migration: snapshot.migration, ...(await stage(snapshot)) }
    } finally {
      snapshot.close()
    }
  }
  const { tables, migration, result } = await snapshotPostgres(place.uri, databaseFile, stage)
  return { tables, migration, ...result }
}

function stageSecrets(place, staging) {
  if (place.kind !== 'sqlite') return []
  const staged = []
  for (const { member, fileOf } of SECRET_FILES) {
    if (!existsSync(fileOf(place.file))) continue
    mkdirSync(path.join(staging, 'secrets'), { recursive: true })
    const target = path.join(staging, 'secrets', member)
    copyFileSync(fileOf(place.file), target)
    chmodSync(target, 0o600)
    staged.push(member)
  }
  return staged
}

function filesIn(folder) {
  if (!existsSync(folder)) return []
  return readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name)
}

/**
 * Writes the archive (mode 600: it holds password hashes and secrets) under a temporary name and renames
 * it when complete, so a half-written archive never looks like a backup.
 */
export async function backup(place, archivePath, { allowMissingFiles = false, log = console.log } = {}) {
  const archive = archivePath ? callerPath(archivePath) : defaultArchivePath(place.kind)
  if (existsSync(archive)) throw new UsageError(`${archive} exists already; name another archive`)
  mkdirSync(path.dirname(archive), { recursive: true })
  for (let attempt = 1; ; attempt++) {
    const staging = mkdtempSync(path.join(path.dirname(archive), '.flugakte-backup-'))
    try {
      const captured = await capture(place, staging)
      if (captured.missing.length > 0 && attempt < ATTEMPTS) {
        log(`${captured.missing.length} uploads named by the snapshot vanished before they were copied; starting over`)
        continue
      }
      if (captured.missing.length > 0 && !allowMissingFiles) {
        throw new UsageError(
          `The database names ${captured.missing.length} uploads that are not in ${place.mediaDir}: ` +
            `${captured.missing.slice(0, 5).join(', ')}${captured.missing.length > 5 ? ', …' : ''}. ` +
            'No archive was written. Restore those files, or run the backup with --allow-missing-files to record them as missing.',
        )
      }
      const secrets = stageSecrets(place, staging)
      const copied = new Set(captured.copied)
      const leftOut = filesIn(place.mediaDir).filter((name) => !copied.has(name)).length
      const bytes = captured.copied.reduce((sum, name) => sum + statSync(path.join(staging, 'media', name)).size, 0)
      const version = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).version
      const manifest = await packArchive(staging, `${archive}.partial`, {
        createdAt: new Date().toISOString(),
        flugakte: version,
        database: {
          kind: place.kind,
          member: DATABASE_MEMBER[place.kind],
          method: place.kind === 'sqlite' ? 'VACUUM INTO' : 'pg_dump --format=custom --snapshot',
          tables: captured.tables,
          migration: captured.migration,
        },
        media: { files: captured.copied.length, bytes, missing: captured.missing, unreferencedLeftOut: leftOut },
        secrets,
      })
      chmodSync(`${archive}.partial`, 0o600)
      renameSync(`${archive}.partial`, archive)
      const where = place.kind === 'sqlite' ? place.file : 'PostgreSQL'
      log(
        `Backup written: ${archive} (${formatBytes(statSync(archive).size)}, ${manifest.members.length} members with sha256)`,
      )
      log(
        `  database: ${place.kind} snapshot of ${where} (${captured.tables} tables, last migration ${captured.migration ?? 'none'})`,
      )
      log(
        `  uploads:  ${captured.copied.length} files (${formatBytes(bytes)}) from ${place.mediaDir}, every one the snapshot references`,
      )
      if (leftOut > 0)
        log(`  left out: ${leftOut} files in the upload folder that no record of the snapshot references`)
      if (captured.missing.length > 0)
        log(`  MISSING:  ${captured.missing.length} referenced uploads were not in the upload folder`)
      for (const { member, fileOf, what } of SECRET_FILES) {
        if (secrets.includes(member)) log(`  secret:   ${fileOf(place.file)} (${what})`)
      }
      return { archive, manifest }
    } finally {
      rmSync(staging, { recursive: true, force: true })
      rmSync(`${archive}.partial`, { force: true })
    }
  }
}
