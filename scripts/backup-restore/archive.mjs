// The backup archive: one .tar.gz (npm package `tar`, BlueOak-1.0.0) holding
//   manifest.json            format, database kind, time, last migration, and size + sha256 of every member
//   database/flugakte.db     SQLite snapshot, or database/flugakte.dump (pg_dump custom format)
//   media/<file name>        the uploads the snapshot references
//   secrets/database.secret  the PAYLOAD_SECRET generated beside a SQLite database, when there is one
//   secrets/database.signing-key  the journey log's signing key generated beside it, when there is one
// A restore unpacks it into a scratch folder and checks every member against the manifest before it
// touches the target.
import { createHash } from 'node:crypto'
import { createReadStream, existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import * as tar from 'tar'

import { SECRET_FILES, UsageError } from './config.mjs'

export const FORMAT = 'flugakte-backup'
export const FORMAT_VERSION = 1
export const MANIFEST = 'manifest.json'
export const DATABASE_MEMBER = { sqlite: 'database/flugakte.db', postgres: 'database/flugakte.dump' }

export function sha256(file) {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256')
    createReadStream(file)
      .on('data', (chunk) => hash.update(chunk))
      .on('error', reject)
      .on('end', () => resolve(hash.digest('hex')))
  })
}

/** Every regular file under `folder`, as archive paths with forward slashes. */
function filesUnder(folder, prefix = '') {
  const found = []
  for (const entry of readdirSync(path.join(folder, prefix), { withFileTypes: true })) {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name
    if (entry.isDirectory()) found.push(...filesUnder(folder, relative))
    else found.push(relative)
  }
  return found
}

/** Writes manifest.json (members hashed from the staging folder) and packs the folder into `file`. */
export async function packArchive(staging, file, manifest) {
  const members = []
  for (const member of filesUnder(staging).sort()) {
    members.push({
      path: member,
      size: statSync(path.join(staging, member)).size,
      sha256: await sha256(path.join(staging, member)),
    })
  }
  const complete = { format: FORMAT, formatVersion: FORMAT_VERSION, ...manifest, members }
  writeFileSync(path.join(staging, MANIFEST), `${JSON.stringify(complete, null, 2)}\n`)
  const top = readdirSync(staging).sort((a, b) => (a === MANIFEST ? -1 : b === MANIFEST ? 1 : a.localeCompare(b)))
  await tar.create({ gzip: true, file, cwd: staging, portable: true }, top)
  return complete
}

/** database/…, media/… or secrets/…: one plain name below one of the archive's folders. */
function isMemberPath(member) {
  if (typeof member !== 'string') return false
  const match = /^(database|media|secrets)\/([^/\\]+)$/.exec(member)
  return match !== null && match[2] !== '.' && match[2] !== '..'
}

function damaged(reason) {
  return new UsageError(`The archive is damaged or not a Flugakte backup: ${reason}. Nothing was changed.`)
}

/**
 * Unpacks `file` into the empty folder `into` (regular files and folders only, never outside it) and
 * checks the manifest: known format, every listed member present with its size and sha256, nothing
 * unlisted. Answers the manifest.
 */
export async function unpackArchive(file, into) {
  if (!existsSync(file) || !statSync(file).isFile()) throw new UsageError(`No archive at ${file}`)
  const refused = []
  try {
    await tar.extract({
      file,
      cwd: into,
      strict: true,
      preservePaths: false,
      filter: (member, entry) => {
        const ok = 'type' in entry ? entry.type === 'File' || entry.type === 'Directory' : true
        if (!ok) refused.push(member)
        return ok
      },
    })
  } catch (error) {
    throw damaged(error.message)
  }
  if (refused.length > 0) throw damaged(`it holds entries that are not plain files (${refused.slice(0, 3).join(', ')})`)
  const manifestFile = path.join(into, MANIFEST)
  if (!existsSync(manifestFile)) throw damaged(`${MANIFEST} is missing`)
  let manifest
  try {
    manifest = JSON.parse(readFileSync(manifestFile, 'utf8'))
  } catch {
    throw damaged(`${MANIFEST} is not JSON`)
  }
  if (manifest.format !== FORMAT) throw damaged(`${MANIFEST} does not name the format ${FORMAT}`)
  if (manifest.formatVersion !== FORMAT_VERSION) {
    throw new UsageError(
      `The archive has format version ${manifest.formatVersion}; this Flugakte reads version ${FORMAT_VERSION}. Nothing was changed.`,
    )
  }
  const kind = manifest.database?.kind
  if (!(kind in DATABASE_MEMBER)) throw damaged(`unknown database kind ${kind}`)
  if (!Array.isArray(manifest.members)) throw damaged('the manifest lists no members')
  const listed = new Set()
  for (const member of manifest.members) {
    if (!isMemberPath(member?.path)) throw damaged(`the manifest lists a member outside the archive's folders`)
    const where = path.join(into, member.path)
    if (!existsSync(where)) throw damaged(`${member.path} is missing`)
    const size = statSync(where).size
    if (size !== member.size) throw damaged(`${member.path} has ${size} bytes, the manifest says ${member.size}`)
    if ((await sha256(where)) !== member.sha256)
      throw damaged(`${member.path} does not match its sha256 in the manifest`)
    listed.add(member.path)
  }
  const unlisted = filesUnder(into).filter((member) => member !== MANIFEST && !listed.has(member))
  if (unlisted.length > 0) throw damaged(`${unlisted[0]} is not in the manifest`)
  if (!listed.has(DATABASE_MEMBER[kind])) throw damaged(`${DATABASE_MEMBER[kind]} is missing`)
  for (const member of listed) {
    const known = SECRET_FILES.some((secret) => member === `secrets/${secret.member}`)
    if (member.startsWith('secrets/') && (kind !== 'sqlite' || !known)) throw damaged(`unknown member ${member}`)
  }
  return manifest
}
