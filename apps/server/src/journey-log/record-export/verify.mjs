#!/usr/bin/env node
// Checks a Flugakte record export without Flugakte: `node verify.mjs <unzipped folder | export .zip>`
// (no argument: the folder this file lies in). Node.js 18 or later, its built-in modules only.
//
// It recomputes what the server computed when each entry was recorded (packages/domain/src/
// journey-log-chain.ts of Flugakte: change both together) and checks:
// - every entry's content hash (SHA-256 over the RFC 8785 canonical JSON of its legal items) and chain
//   hash (over aircraft, number, content hash, recording time and the hash of the entry before);
// - numbers 1..n without gaps, in order, ending at the head of the export's checkpoint;
// - every checkpoint's Ed25519 signature (public-key.pem) and that its chain head is in the log;
// - every sign-off: the server's Ed25519 signature of its statement, the entry's content it names,
//   and for a passkey the WebAuthn assertion with the passkey's public key (passkeys.json);
// - every release to service (release-signatures.json): the record it certifies is in the export
//   (defect-actions.json, task-completions.json, ad-compliances.json) and still hashes to the content
//   hash that was signed (releaseContent of packages/domain/src/defects/defect-state.ts: change both
//   together), the server's Ed25519 signature of the statement, and a passkey's WebAuthn assertion.
// Prints "OK: …" and exits 0, or prints the first problem and exits 1 (2: the export cannot be read).
import { createHash, createPublicKey, verify } from 'node:crypto'
import { existsSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { inflateRawSync } from 'node:zlib'

const CHAIN_VERSION = 1

/** The legal items of an entry, as the server hashes them. */
export const LEGAL_FIELDS = [
  'customer_aircraft',
  'registration',
  'type',
  'amends',
  'date',
  'nature_of_flight',
  'pilot',
  'pilot_duty',
  'copilot',
  'copilot_duty',
  'cnt_guests',
  'location_to',
  'location_ldg',
  'is_batch',
  'off_block_utc',
  'to_utc',
  'ldg_utc',
  'on_block_utc',
  'flight_time',
  'cnt_ldg',
  'hobbs_eng1_start',
  'hobbs_eng1_end',
  'cnt_cycle_eng1_start',
  'cnt_cycle_eng1_end',
  'notes',
  'incidents',
]
const RELATIONS = new Set(['customer_aircraft', 'amends', 'pilot', 'copilot', 'location_to', 'location_ldg'])

// ---------------------------------------------------------------------------------------------------
// RFC 8785 (JSON Canonicalization Scheme) for JSON data: keys sorted by UTF-16 code units, numbers and
// strings as ECMAScript serialises them (which JSON.stringify does).

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/** The canonical JSON text of a value; undefined for what JSON leaves out (undefined, functions). */
export function canonicalJson(value) {
  if (value === null) return 'null'
  switch (typeof value) {
    case 'number':
      if (!Number.isFinite(value)) throw new Error(`${value} is not allowed`)
      return JSON.stringify(value)
    case 'string':
      if (LONE_SURROGATE.test(value)) throw new Error('Lone surrogate is not allowed')
      return JSON.stringify(value)
    case 'boolean':
      return value ? 'true' : 'false'
    case 'object':
      break
    default:
      return undefined
  }
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item) ?? 'null').join(',')}]`
  const members = []
  for (const key of Object.keys(value).sort()) {
    const text = canonicalJson(value[key])
    if (text !== undefined) members.push(`${canonicalJson(key)}:${text}`)
  }
  return `{${members.join(',')}}`
}

const sha256Hex = (text) => createHash('sha256').update(text, 'utf8').digest('hex')

// ---------------------------------------------------------------------------------------------------
// The chain rules.

const ISO_DATE =
  /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?(?:Z|([+-])(\d{2}):(\d{2})))?$/

/** The instant an ISO day or timestamp stands for (a day is 00:00 UTC), or null. */
function parseIsoDate(value) {
  if (typeof value !== 'string') return null
  const match = ISO_DATE.exec(value)
  if (!match) return null
  const [, y, mo, d, h = '0', mi = '0', s = '0', , sign, offsetHours = '0', offsetMinutes = '0'] = match
  const [year, month, day, hour, minute, second] = [y, mo, d, h, mi, s].map(Number)
  if (year < 1900 || year > 9999 || month < 1 || month > 12 || day < 1) return null
  if (day > new Date(Date.UTC(year, month, 0)).getUTCDate()) return null
  if (hour > 23 || minute > 59 || second > 59) return null
  if (Number(offsetHours) > 14 || Number(offsetMinutes) > 59) return null
  const time = Date.parse(sign === undefined && match[4] === undefined ? `${value}T00:00:00.000Z` : value)
  return Number.isNaN(time) ? null : new Date(time)
}

function relationValue(value) {
  if (value === null || value === undefined || value === '') return null
  if (typeof value === 'object') return relationValue(value.id)
  if (typeof value === 'number') return value
  const number = Number(value)
  return Number.isInteger(number) && String(number) === value ? number : value
}

/** An entry's legal items in the one form that is hashed. */
export function legalContent(entry) {
  const content = { v: CHAIN_VERSION }
  for (const field of LEGAL_FIELDS) {
    const value = entry[field]
    if (RELATIONS.has(field)) content[field] = relationValue(value)
    else if (field === 'date') {
      const day = parseIsoDate(value)
      content[field] = day ? day.toISOString().slice(0, 10) : null
    } else content[field] = value === undefined || value === null || value === '' ? null : value
  }
  content.type ??= 'origin'
  content.cnt_guests ??= 0
  content.is_batch ??= false
  return content
}

export const contentHash = (entry) => sha256Hex(canonicalJson(legalContent(entry)))

export const chainHash = (link) =>
  sha256Hex(
    canonicalJson({
      v: CHAIN_VERSION,
      aircraft: relationValue(link.aircraft),
      number: link.number,
      content_hash: link.content_hash,
      recorded_at: new Date(link.recorded_at).toISOString(),
      previous_hash: link.previous_hash,
    }),
  )

export const checkpointText = (statement) =>
  canonicalJson({ v: CHAIN_VERSION, kind: 'flugakte-journey-log-checkpoint', ...statement })

export const signatureText = (statement) =>
  canonicalJson({ v: CHAIN_VERSION, kind: 'flugakte-journey-log-signature', ...statement })

// ---------------------------------------------------------------------------------------------------
// Releases to service (ML.A.801): what the certifying person signs and what the server signs about it.
// The same as releaseContent, releaseContentHash and releaseSignatureText in Flugakte's
// packages/domain/src/defects/defect-state.ts: change both together (verify-mjs.test.ts compares them).

const RELEASE_VERSION = 1

/** The files of the export that hold the records a release certifies. */
export const RELEASE_FILES = {
  defect_actions: 'defect-actions.json',
  task_completions: 'task-completions.json',
  ad_compliances: 'ad-compliances.json',
  modifications_repairs: 'modifications-repairs.json',
  airworthiness_reviews: 'airworthiness-reviews.json',
}

/** What a certifying person signs, per record kind: the work and the certificate. */
export const SIGNED_FIELDS = {
  defect_actions: [
    'customer_aircraft',
    'defect',
    'kind',
    'amends',
    'notes',
    'work_performed',
    'maintenance_data',
    'parts',
  ],
  task_completions: [
    'customer_aircraft',
    'maintenance_task',
    'date',
    'airframe_minutes',
    'performed_by',
    'notes',
    'amends',
  ],
  ad_compliances: [
    'customer_aircraft',
    'airworthiness_directive',
    'installed_component',
    'status',
    'reason',
    'method_of_compliance',
    'date',
    'airframe_minutes',
    'performed_by',
    'notes',
    'amends',
  ],
  modifications_repairs: [
    'customer_aircraft',
    'kind',
    'classification',
    'approval_type',
    'approval_reference',
    'date',
    'description',
    'ata_chapter',
    'affects_mass_balance',
    'documents',
    'amends',
    'amend_reason',
  ],
  airworthiness_reviews: [
    'customer_aircraft',
    'review_date',
    'outcome',
    'arc_reference',
    'valid_until',
    'findings',
    'pack_hash',
    'amends',
    'amend_reason',
  ],
}
const RELEASE_FIELDS = ['certifying_person', 'licence', 'approval_reference', 'date', 'place', 'statement']

/** A stored value as the release content holds it: relations as ids, timestamps as days, nothing as null. */
function plain(value) {
  if (value === undefined || value === '') return null
  if (value !== null && typeof value === 'object' && !Array.isArray(value) && 'id' in value) return plain(value.id)
  if (Array.isArray(value))
    return value.map((item) =>
      item && typeof item === 'object'
        ? Object.fromEntries(
            Object.entries(item)
              .filter(([key]) => key !== 'id')
              .map(([key, field]) => [key, plain(field)]),
          )
        : plain(item),
    )
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value)) return value.slice(0, 10)
  return value
}

/** A record and its release in the one form that is hashed. */
export function releaseContent(collection, record) {
  const release = record.release ?? {}
  return {
    v: RELEASE_VERSION,
    kind: 'flugakte-release-to-service',
    collection,
    id: plain(record.id),
    record: Object.fromEntries(SIGNED_FIELDS[collection].map((field) => [field, plain(record[field])])),
    release: Object.fromEntries(RELEASE_FIELDS.map((field) => [field, plain(release[field])])),
  }
}

export const releaseContentHash = (collection, record) => sha256Hex(canonicalJson(releaseContent(collection, record)))

export const releaseSignatureText = (statement) =>
  canonicalJson({ v: RELEASE_VERSION, kind: 'flugakte-release-signature', ...statement })

// ---------------------------------------------------------------------------------------------------
// Passkey (WebAuthn) signatures: the COSE public key, the client data, the assertion's signature.

/** The part of CBOR (RFC 8949) a COSE key uses: integers, byte and text strings, arrays and maps. */
function decodeCbor(bytes, offset = 0) {
  const initial = bytes[offset]
  if (initial === undefined) throw new Error('CBOR ends early')
  const major = initial >> 5
  const info = initial & 0x1f
  let length
  let next = offset + 1
  if (info < 24) length = info
  else if (info === 24) [length, next] = [bytes.readUInt8(next), next + 1]
  else if (info === 25) [length, next] = [bytes.readUInt16BE(next), next + 2]
  else if (info === 26) [length, next] = [bytes.readUInt32BE(next), next + 4]
  else throw new Error('CBOR value too large or indefinite')
  switch (major) {
    case 0:
      return [length, next]
    case 1:
      return [-1 - length, next]
    case 2:
      return [bytes.subarray(next, next + length), next + length]
    case 3:
      return [bytes.subarray(next, next + length).toString('utf8'), next + length]
    case 4: {
      const items = []
      for (let index = 0; index < length; index++) {
        const [item, after] = decodeCbor(bytes, next)
        items.push(item)
        next = after
      }
      return [items, next]
    }
    case 5: {
      const map = new Map()
      for (let index = 0; index < length; index++) {
        const [key, afterKey] = decodeCbor(bytes, next)
        const [value, afterValue] = decodeCbor(bytes, afterKey)
        map.set(key, value)
        next = afterValue
      }
      return [map, next]
    }
    default:
      throw new Error(`CBOR major type ${major} is not part of a COSE key`)
  }
}

/** A COSE public key (RFC 9053): ES256, EdDSA or RS256. */
function coseToPublicKey(cose) {
  const [decoded] = decodeCbor(cose)
  if (!(decoded instanceof Map)) throw new Error('A COSE key is a CBOR map')
  const part = (label) => {
    const value = decoded.get(label)
    if (!Buffer.isBuffer(value)) throw new Error(`COSE key parameter ${label} is missing`)
    return value.toString('base64url')
  }
  const [kty, alg, crv] = [decoded.get(1), decoded.get(3), decoded.get(-1)]
  let jwk
  let hash = 'sha256'
  if (kty === 2 && alg === -7 && crv === 1) jwk = { kty: 'EC', crv: 'P-256', x: part(-2), y: part(-3) }
  else if (kty === 1 && alg === -8 && crv === 6) [jwk, hash] = [{ kty: 'OKP', crv: 'Ed25519', x: part(-2) }, null]
  else if (kty === 3 && alg === -257) jwk = { kty: 'RSA', n: part(-1), e: part(-2) }
  else throw new Error(`Unsupported COSE key (kty ${kty}, alg ${alg})`)
  return { key: createPublicKey({ key: jwk, format: 'jwk' }), hash }
}

/** Whether the row is the passkey's signature of its content hash (the challenge is the hash's bytes). */
export function verifyPasskeySignature(row, publicKeyBase64url) {
  const { content_hash, authenticator_data, client_data_json, signature } = row
  if (!authenticator_data || !client_data_json || !signature || !/^[0-9a-f]{64}$/.test(content_hash)) return false
  try {
    const clientDataJson = Buffer.from(client_data_json, 'base64url')
    const clientData = JSON.parse(clientDataJson.toString('utf8'))
    const challenge = Buffer.from(content_hash, 'hex').toString('base64url')
    if (clientData.type !== 'webauthn.get' || clientData.challenge !== challenge) return false
    const { key, hash } = coseToPublicKey(Buffer.from(publicKeyBase64url, 'base64url'))
    const signed = Buffer.concat([
      Buffer.from(authenticator_data, 'base64url'),
      createHash('sha256').update(clientDataJson).digest(),
    ])
    return verify(hash, signed, key, Buffer.from(signature, 'base64url'))
  } catch {
    return false
  }
}

// ---------------------------------------------------------------------------------------------------
// Reading the export: a folder, or the ZIP itself (stored or deflated entries, ZIP64 sizes).

function zipEntries(zip) {
  let end = zip.length - 22
  while (end >= 0 && zip.readUInt32LE(end) !== 0x06054b50) end -= 1
  if (end < 0) throw new Error('not a ZIP file (no end of central directory)')
  let count = zip.readUInt16LE(end + 10)
  let offset = zip.readUInt32LE(end + 16)
  if (end >= 20 && zip.readUInt32LE(end - 20) === 0x07064b50) {
    const zip64End = Number(zip.readBigUInt64LE(end - 12))
    count = Number(zip.readBigUInt64LE(zip64End + 32))
    offset = Number(zip.readBigUInt64LE(zip64End + 48))
  }
  const files = new Map()
  for (let index = 0; index < count; index++) {
    if (zip.readUInt32LE(offset) !== 0x02014b50) throw new Error('broken ZIP central directory')
    const method = zip.readUInt16LE(offset + 10)
    let compressedSize = zip.readUInt32LE(offset + 20)
    let size = zip.readUInt32LE(offset + 24)
    const nameLength = zip.readUInt16LE(offset + 28)
    const extraLength = zip.readUInt16LE(offset + 30)
    const commentLength = zip.readUInt16LE(offset + 32)
    let local = zip.readUInt32LE(offset + 42)
    const name = zip.toString('utf8', offset + 46, offset + 46 + nameLength)
    // ZIP64: the sizes and offset that did not fit, in this order, in extra field 0x0001.
    for (let extra = offset + 46 + nameLength; extra < offset + 46 + nameLength + extraLength;) {
      const [id, length] = [zip.readUInt16LE(extra), zip.readUInt16LE(extra + 2)]
      if (id === 0x0001) {
        let at = extra + 4
        if (size === 0xffffffff) [size, at] = [Number(zip.readBigUInt64LE(at)), at + 8]
        if (compressedSize === 0xffffffff) [compressedSize, at] = [Number(zip.readBigUInt64LE(at)), at + 8]
        if (local === 0xffffffff) local = Number(zip.readBigUInt64LE(at))
      }
      extra += 4 + length
    }
    files.set(name, { method, compressedSize, size, local })
    offset += 46 + nameLength + extraLength + commentLength
  }
  return (name) => {
    const file = files.get(name)
    if (!file) return null
    const start = file.local + 30 + zip.readUInt16LE(file.local + 26) + zip.readUInt16LE(file.local + 28)
    const data = zip.subarray(start, start + file.compressedSize)
    if (file.method === 0) return data
    if (file.method === 8) return inflateRawSync(data)
    throw new Error(`${name}: unsupported ZIP compression method ${file.method}`)
  }
}

function openExport(target) {
  if (statSync(target).isDirectory()) {
    return (name) => (existsSync(path.join(target, name)) ? readFileSync(path.join(target, name)) : null)
  }
  return zipEntries(readFileSync(target))
}

/** journey-log.json, an entry a line as the export writes it; any other valid layout is read whole. */
function journeyLog(text) {
  const lines = text.split('\n')
  const last = lines
    .map((line) => line.trim())
    .filter(Boolean)
    .at(-1)
  if (lines[0].endsWith('"entries":[') && last === ']}') {
    const head = JSON.parse(`${lines[0]}]}`)
    const entries = lines
      .slice(1)
      .map((line) => line.trim().replace(/,$/, ''))
      .filter((line) => line && line !== ']}')
    return { head, lines: entries }
  }
  const parsed = JSON.parse(text)
  return { head: parsed, lines: parsed.entries.map((entry) => JSON.stringify(entry)) }
}

// ---------------------------------------------------------------------------------------------------
// The checks. Each answers the first problem it finds, or null.

class Problem extends Error {}
const problem = (message) => {
  throw new Problem(message)
}

function checkEntries(head, lines) {
  const numbers = new Set(lines.map((line) => JSON.parse(line).number))
  const byNumber = new Map()
  const byId = new Map()
  let expected = 1
  let previousHash = null
  for (const line of lines) {
    const entry = JSON.parse(line)
    const { number } = entry
    if (number !== expected) {
      if (!numbers.has(expected)) problem(`entry ${expected} missing (gap after ${expected - 1})`)
      problem(`entry ${number} out of order (expected entry ${expected} here)`)
    }
    if (relationValue(entry.customer_aircraft) !== head.aircraft.id) {
      problem(`entry ${number}: belongs to another aircraft (${entry.customer_aircraft})`)
    }
    if (entry.content_hash !== contentHash(entry)) problem(`entry ${number}: content does not match its hash`)
    const link = chainHash({
      aircraft: head.aircraft.id,
      number,
      content_hash: entry.content_hash,
      recorded_at: entry.recorded_at,
      previous_hash: previousHash,
    })
    if (entry.hash !== link)
      problem(`entry ${number}: chain hash does not match (the entry or the one before it was changed)`)
    byNumber.set(number, entry.hash)
    byId.set(entry.id, { number, content_hash: entry.content_hash })
    previousHash = entry.hash
    expected += 1
  }
  return { byNumber, byId, count: expected - 1, headHash: previousHash }
}

function checkCheckpoints(head, checkpoints, publicKey, keyId, log) {
  for (const checkpoint of checkpoints) {
    const { aircraft, registration, entries, head_number, head_hash, signed_at, reason } = checkpoint
    const name = `checkpoint of ${signed_at} (${reason})`
    if (checkpoint.key_id !== keyId)
      problem(`${name}: signed with key ${checkpoint.key_id}, public-key.pem is ${keyId}`)
    const text = checkpointText({ aircraft, registration, entries, head_number, head_hash, signed_at, reason })
    if (!verify(null, Buffer.from(text, 'utf8'), publicKey, Buffer.from(checkpoint.signature, 'base64'))) {
      problem(`${name}: signature does not match`)
    }
    if (relationValue(aircraft) !== head.aircraft.id) problem(`${name}: of another aircraft (${aircraft})`)
    if (head_number === null) continue
    if (!log.byNumber.has(head_number)) problem(`entry ${head_number} missing (${name} names it as head)`)
    if (log.byNumber.get(head_number) !== head_hash) problem(`entry ${head_number}: not the entry ${name} signed`)
  }
  const cut = checkpoints.find((checkpoint) => checkpoint.id === head.checkpoint.id)
  if (!cut) problem(`the export's checkpoint ${head.checkpoint.id} is not in checkpoints.json`)
  if ((cut.head_number ?? 0) !== log.count) {
    problem(`the log ends at entry ${log.count}, the export's checkpoint at entry ${cut.head_number ?? 0}`)
  }
  return cut
}

function checkSignatures(signatures, passkeys, publicKey, log) {
  const keys = new Map(passkeys.map((passkey) => [passkey.credential_id, passkey.public_key]))
  for (const signature of signatures) {
    const entry = log.byId.get(signature.flight_log)
    if (!entry) problem(`signature ${signature.id}: its entry (id ${signature.flight_log}) is not in the log`)
    const name = `entry ${entry.number}: signature of ${signature.signer_name ?? signature.signer}`
    if (signature.content_hash !== entry.content_hash) problem(`${name} signs other content than the entry holds`)
    const { flight_log, content_hash, signer, method, credential_id, signed_at } = signature
    const text = signatureText({ flight_log, content_hash, signer, method, credential_id, signed_at })
    if (!verify(null, Buffer.from(text, 'utf8'), publicKey, Buffer.from(signature.server_signature, 'base64'))) {
      problem(`${name}: the server's signature does not match`)
    }
    if (method === 'passkey') {
      const key = keys.get(credential_id)
      if (!key) problem(`${name}: passkey ${credential_id} is not in passkeys.json`)
      if (!verifyPasskeySignature(signature, key)) problem(`${name}: the passkey signature does not check out`)
    }
  }
}

function checkReleases(head, releaseSignatures, records, passkeys, publicKey) {
  const keys = new Map(passkeys.map((passkey) => [passkey.credential_id, passkey.public_key]))
  for (const signature of releaseSignatures) {
    const { subject, record_id, content_hash, signer, method, credential_id, signed_at } = signature
    if (!(subject in RELEASE_FILES)) problem(`release signature ${signature.id}: unknown kind of record ${subject}`)
    const name = `release of ${subject} ${record_id} signed by ${signature.signer_name ?? signer}`
    if (relationValue(signature.customer_aircraft) !== head.aircraft.id) problem(`${name}: of another aircraft`)
    const record = records[subject].get(record_id)
    if (!record) problem(`${name}: the record is not in ${RELEASE_FILES[subject]}`)
    if (relationValue(record.customer_aircraft) !== head.aircraft.id)
      problem(`${name}: the record is of another aircraft`)
    if (releaseContentHash(subject, record) !== content_hash) {
      problem(`${name}: the record does not match the content that was signed`)
    }
    const text = releaseSignatureText({
      collection: subject,
      record: record_id,
      content_hash,
      signer,
      method,
      credential_id,
      signed_at,
    })
    if (!verify(null, Buffer.from(text, 'utf8'), publicKey, Buffer.from(signature.server_signature, 'base64'))) {
      problem(`${name}: the server's signature does not match`)
    }
    if (method === 'passkey') {
      const key = keys.get(credential_id)
      if (!key) problem(`${name}: passkey ${credential_id} is not in passkeys.json`)
      if (!verifyPasskeySignature(signature, key)) problem(`${name}: the passkey signature does not check out`)
    }
  }
}

export function verifyExport(target) {
  const read = openExport(target)
  const text = (name) => {
    const bytes = read(name)
    if (bytes === null) problem(`${name} is missing`)
    return bytes.toString('utf8')
  }
  const { head, lines } = journeyLog(text('journey-log.json'))
  const pem = text('public-key.pem')
  const publicKey = createPublicKey(pem)
  const keyId = createHash('sha256')
    .update(publicKey.export({ type: 'spki', format: 'der' }))
    .digest('hex')
    .slice(0, 16)
  const log = checkEntries(head, lines)
  const checkpoints = JSON.parse(text('checkpoints.json'))
  const cut = checkCheckpoints(head, checkpoints, publicKey, keyId, log)
  const signatures = JSON.parse(text('signatures.json'))
  const passkeys = read('passkeys.json') ? JSON.parse(text('passkeys.json')) : []
  checkSignatures(signatures, passkeys, publicKey, log)
  const releaseSignatures = JSON.parse(text('release-signatures.json'))
  const records = Object.fromEntries(
    Object.entries(RELEASE_FILES).map(([subject, file]) => [
      subject,
      new Map(JSON.parse(text(file)).map((record) => [record.id, record])),
    ]),
  )
  checkReleases(head, releaseSignatures, records, passkeys, publicKey)
  const byPasskey = (rows) => rows.filter((signature) => signature.method === 'passkey').length
  return (
    `OK: ${log.count} entries of ${head.aircraft.registration}, head ${log.count === 0 ? '—' : `${log.count} ${log.headHash}`}, ` +
    `checkpoint ${cut.signed_at} (${cut.reason}, ${checkpoints.length} checkpoints, key ${keyId}), ` +
    `${signatures.length} signatures (${byPasskey(signatures)} by passkey), ` +
    `${releaseSignatures.length} release signatures (${byPasskey(releaseSignatures)} by passkey)`
  )
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const target = process.argv[2] ?? path.dirname(fileURLToPath(import.meta.url))
  try {
    console.log(verifyExport(target))
  } catch (error) {
    if (error instanceof Problem) {
      console.log(`FAILED: ${error.message}`)
      process.exit(1)
    }
    console.error(`Cannot read the export at ${target}: ${error.message}`)
    process.exit(2)
  }
}
