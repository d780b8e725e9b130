// Brings a backup back into the configured database and upload folder. Nothing is touched until the
// whole archive has been checked against its manifest and the targets are known to be empty (or the
// caller said --force to replace them).
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
} from 'node:fs'
import path from 'node:path'

import { DATABASE_MEMBER, unpackArchive } from './archive.mjs'
import { callerPath, formatBytes, SECRET_FILES, UsageError } from './config.mjs'
import { postgresTargetContents, restorePostgres } from './postgres.mjs'
import { restoreSqlite, sqliteTargetContents } from './sqlite.mjs'

function entriesOf(folder) {
  return existsSync(folder) ? readdirSync(folder) : []
}

/** What the restore would overwrite, in words; empty when the targets are new or empty. */
async function occupied(place, manifest, scratch) {
  const found = []
  const database =
    place.kind === 'sqlite' ? await sqliteTargetContents(place.file) : await postgresTargetContents(place.uri)
  if (database) found.push(database)
  const media = entriesOf(place.mediaDir)
  if (media.length > 0) found.push(`the upload folder ${place.mediaDir} (${media.length} entries)`)
  for (const { member, fileOf } of SECRET_FILES) {
    if (!manifest.secrets?.includes(member)) continue
    const existing = fileOf(place.file)
    if (existsSync(existing) && !readFileSync(existing).equals(readFileSync(path.join(scratch, 'secrets', member)))) {
      found.push(`the different secret file ${existing}`)
    }
  }
  return found
}

function moveInto(from, to) {
  try {
    renameSync(from, to)
  } catch {
    copyFileSync(from, to)
  }
}

export async function restore(place, archivePath, { force = false, log = console.log } = {}) {
  const archive = callerPath(archivePath)
  // Unpacked beside the upload folder, so the files move into it without a second copy.
  const madeFolder = mkdirSync(path.dirname(place.mediaDir), { recursive: true })
  const scratch = mkdtempSync(path.join(path.dirname(place.mediaDir), '.flugakte-restore-'))
  let done = false
  try {
    const manifest = await unpackArchive(archive, scratch)
    const kind = manifest.database.kind
    if (kind !== place.kind) {
      throw new UsageError(
        `The archive holds a ${kind} database, but DATABASE_URI names ${place.kind === 'sqlite' ? 'a SQLite file' : 'PostgreSQL'}. ` +
          `Restore it into a ${kind === 'sqlite' ? 'SQLite file (DATABASE_URI=file:…)' : 'PostgreSQL database (DATABASE_URI=postgres://…)'}. Nothing was changed.`,
      )
    }
    const replaced = await occupied(place, manifest, scratch)
    if (replaced.length > 0 && !force) {
      throw new UsageError(
        `Refusing to overwrite ${replaced.join('; ')}. Nothing was changed. ` +
          `To replace them with the backup, stop the server and run: npm run restore -- ${archivePath} --force`,
      )
    }
    log(
      `Archive ${archive} checked: ${manifest.members.length} members match the manifest (backup of ${manifest.createdAt})`,
    )

    const databaseFile = path.join(scratch, DATABASE_MEMBER[kind])
    const where = place.kind === 'sqlite' ? place.file : new URL(place.uri).pathname.slice(1)
    let restored
    if (place.kind === 'sqlite') {
      mkdirSync(path.dirname(place.file), { recursive: true })
      restored = await restoreSqlite(databaseFile, place.file)
    } else {
      restored = await restorePostgres(databaseFile, place.uri, { replace: replaced.length > 0 })
    }
    const action = replaced.length > 0 ? 'replaced' : restored.created ? 'created and restored' : 'restored'
    log(
      `  database: ${kind} ${where} ${action} (${restored.tables} tables, last migration ${restored.migration ?? 'none'})`,
    )

    mkdirSync(place.mediaDir, { recursive: true })
    const old = entriesOf(place.mediaDir)
    for (const name of old) rmSync(path.join(place.mediaDir, name), { recursive: true, force: true })
    const files = entriesOf(path.join(scratch, 'media'))
    for (const name of files) moveInto(path.join(scratch, 'media', name), path.join(place.mediaDir, name))
    log(
      `  uploads:  ${files.length} files (${formatBytes(manifest.media.bytes)}) into ${place.mediaDir}` +
        (old.length > 0 ? `, replacing its ${old.length} earlier entries` : ''),
    )
    if (manifest.media.missing?.length > 0) {
      log(
        `  MISSING:  ${manifest.media.missing.length} uploads the database names were already missing when the backup was taken`,
      )
    }

    for (const { member, fileOf, what } of SECRET_FILES) {
      if (!manifest.secrets?.includes(member)) continue
      // Named after the target database, where the server looks for it.
      const target = fileOf(place.file)
      moveInto(path.join(scratch, 'secrets', member), target)
      chmodSync(target, 0o600)
      log(`  secret:   ${target} (${what}, mode 600)`)
    }
    log('Restore complete. Start the server with the same DATABASE_URI and MEDIA_DIR (npm start).')
    done = true
    return { manifest, replaced }
  } finally {
    rmSync(scratch, { recursive: true, force: true })
    // A refused restore leaves no folder behind that it made (just now, for its scratch space only).
    if (!done && madeFolder) rmSync(madeFolder, { recursive: true, force: true })
  }
}
