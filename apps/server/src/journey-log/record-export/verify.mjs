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
// - the aircraft's event log (event-log.json, packages/domain/src/aircraft-log.ts): every leaf recomputed
//   from the record it names, the Merkle tree (RFC 9162, merkle-verify.mjs beside this file) and every
//   signed head's root and its link to the head before (checkpoints.json), and that the leaves hold the
//   entries (with the totals they carry), sign-offs, releases and records of the export and no others;
// - manifest.json and its signature manifest.sig: the SHA-256 of every file of the export;
// - with `--witness <size>:<root>` (a head from a checkpoint notice) or `--witness <older export>`: that
//   this log extends the one the witness saw (the same root at that size).
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
  // The Hobbs readings' unit is hashed when they are decimal hours; hours:minutes (every entry stored
  // before units were recorded) leaves it out.
  if (
    (entry.hobbs_unit === 'decimal_1' || entry.hobbs_unit === 'decimal_2') &&
    (content.hobbs_eng1_start !== null || content.hobbs_eng1_end !== null)
  ) {
    content.hobbs_unit = entry.hobbs_unit
  }
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

// 2 hashes every field in full and keeps only a day of the date fields; signatures made before (1)
// kept the first ten characters of any text that began like a timestamp.
const RELEASE_VERSION = 2
const DAY_FIELDS = new Set(['date', 'review_date', 'valid_until'])

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

/** A stored value as the release content holds it: relations as ids, days of date fields, nothing as null. */
function plain(value, version, day = false) {
  if (value === undefined || value === '') return null
  if (value !== null && typeof value === 'object' && !Array.isArray(value) && 'id' in value)
    return plain(value.id, version)
  if (Array.isArray(value))
    return value.map((item) =>
      item && typeof item === 'object'
        ? Object.fromEntries(
            Object.entries(item)
              .filter(([key]) => key !== 'id')
              .map(([key, field]) => [key, plain(field, version, DAY_FIELDS.has(key))]),
          )
        : plain(item, version),
    )
  if (typeof value !== 'string') return value
  if (version === 1) return /^\d{4}-\d{2}-\d{2}T/.test(value) ? value.slice(0, 10) : value
  if (!day) return value
  return /^\d{4}-\d{2}-\d{2}/.test(value) && !Number.isNaN(new Date(value).getTime()) ? value.slice(0, 10) : value
}

/** A record and its release in the one form that is hashed. */
export function releaseContent(collection, record, version = RELEASE_VERSION) {
  const release = record.release ?? {}
  const form = (fields, source) =>
    Object.fromEntries(fields.map((field) => [field, plain(source[field], version, DAY_FIELDS.has(field))]))
  return {
    v: version,
    kind: 'flugakte-release-to-service',
    collection,
    id: plain(record.id, version),
    record: form(SIGNED_FIELDS[collection], record),
    release: form(RELEASE_FIELDS, release),
  }
}

export const releaseContentHash = (collection, record, version = RELEASE_VERSION) =>
  sha256Hex(canonicalJson(releaseContent(collection, record, version)))

/** Whether a signature's content hash is the record's, in the form of today or of version 1. */
const signsRelease = (collection, record, contentHash) =>
  releaseContentHash(collection, record) === contentHash || releaseContentHash(collection, record, 1) === contentHash

export const releaseSignatureText = (statement) =>
  canonicalJson({ v: 1, kind: 'flugakte-release-signature', ...statement })

// ---------------------------------------------------------------------------------------------------
// The Merkle tree of the aircraft's event log, RFC 9162 (Certificate Transparency 2.0) §2.1, on lower-case
// hex strings: packages/domain/src/merkle/merkle.ts of Flugakte (change both together; verify-mjs-merkle.test.ts
// compares the two). A leaf hashes as H(0x00 || data), an inner node as H(0x01 || left || right); a tree of
// n leaves splits at the largest power of two smaller than n. Sizes are halved with arithmetic, not bit
// operators, which would wrap beyond 2^31.

const HASH_HEX = /^[0-9a-f]{64}$/i

/** @param {unknown} value @returns {value is string} a SHA-256 hash as 64 hex digits */
const isHashHex = (value) => typeof value === 'string' && HASH_HEX.test(value)

/** @param {unknown} value @returns {value is number} a tree size or leaf index */
const isSize = (value) => typeof value === 'number' && Number.isSafeInteger(value) && value >= 0

/** @param {string} a @param {string} b */
const sameHash = (a, b) => a.toLowerCase() === b.toLowerCase()

/** SHA-256 of the empty string: the root of the empty tree. */
export const EMPTY_ROOT_HEX = createHash('sha256').digest('hex')

/**
 * The hash of a leaf, SHA-256(0x00 || the UTF-8 bytes of the text).
 * @param {string} dataUtf8String
 * @returns {string}
 */
export function leafHashHex(dataUtf8String) {
  return createHash('sha256').update(Buffer.of(0)).update(dataUtf8String, 'utf8').digest('hex')
}

/**
 * The hash of an inner node, SHA-256(0x01 || left || right). Throws unless both are 32-byte hashes.
 * @param {string} leftHex
 * @param {string} rightHex
 * @returns {string}
 */
export function nodeHashHex(leftHex, rightHex) {
  // Buffer.from(…, 'hex') stops quietly at the first bad digit: check first.
  if (!isHashHex(leftHex) || !isHashHex(rightHex)) throw new TypeError('Not a SHA-256 hash in hex')
  return createHash('sha256')
    .update(Buffer.of(1))
    .update(Buffer.from(leftHex, 'hex'))
    .update(Buffer.from(rightHex, 'hex'))
    .digest('hex')
}

/** @param {number} n ≥ 2 @returns {number} the largest power of two smaller than n */
function splitPoint(n) {
  let k = 1
  while (k * 2 < n) k *= 2
  return k
}

/** @param {readonly string[]} leaves @param {number} start @param {number} end @returns {string} */
function subtreeHashHex(leaves, start, end) {
  if (end - start === 1) return leaves[start]
  const k = splitPoint(end - start)
  return nodeHashHex(subtreeHashHex(leaves, start, start + k), subtreeHashHex(leaves, start + k, end))
}

/**
 * The root (Merkle tree hash) over already hashed leaves, in order. Throws on a leaf that is no hash.
 * @param {readonly string[]} leafHexes
 * @returns {string}
 */
export function merkleRootHex(leafHexes) {
  if (!leafHexes.every(isHashHex)) throw new TypeError('Not a SHA-256 hash in hex')
  const leaves = leafHexes.map((hex) => hex.toLowerCase())
  return leaves.length === 0 ? EMPTY_ROOT_HEX : subtreeHashHex(leaves, 0, leaves.length)
}

/**
 * RFC 9162 §2.1.3.2: whether the proof shows that leaf `index` of the tree of `size` leaves with the
 * root rootHex is leafHex. Never throws: anything malformed answers false.
 * @param {string} leafHex
 * @param {number} index
 * @param {number} size
 * @param {readonly string[]} proofHexes
 * @param {string} rootHex
 * @returns {boolean}
 */
export function verifyInclusionHex(leafHex, index, size, proofHexes, rootHex) {
  try {
    if (!isSize(index) || !isSize(size) || !isHashHex(leafHex) || !isHashHex(rootHex)) return false
    if (!Array.isArray(proofHexes) || !proofHexes.every(isHashHex)) return false
    if (index >= size) return false
    let fn = index
    let sn = size - 1
    let r = leafHex
    for (const p of proofHexes) {
      if (sn === 0) return false
      if (fn % 2 === 1 || fn === sn) {
        r = nodeHashHex(p, r)
        // The right edge of the tree, where a node has no sibling: climb until it is a right child again.
        while (fn % 2 === 0 && fn !== 0) {
          fn = Math.floor(fn / 2)
          sn = Math.floor(sn / 2)
        }
      } else {
        r = nodeHashHex(r, p)
      }
      fn = Math.floor(fn / 2)
      sn = Math.floor(sn / 2)
    }
    return sn === 0 && sameHash(r, rootHex)
  } catch {
    return false
  }
}

/** @param {number} n @returns {boolean} */
function isPowerOfTwo(n) {
  let rest = n
  while (rest > 1 && rest % 2 === 0) rest /= 2
  return rest === 1
}

/**
 * RFC 9162 §2.1.4.2: whether the proof shows that the tree of size n with root rootNHex extends the tree
 * of size m with root rootMHex. For m = n the proof must be empty and the roots equal; for m = 0 the
 * proof must be empty and rootM the empty tree's root. Never throws: anything malformed answers false.
 * @param {number} m
 * @param {number} n
 * @param {string} rootMHex
 * @param {string} rootNHex
 * @param {readonly string[]} proofHexes
 * @returns {boolean}
 */
export function verifyConsistencyHex(m, n, rootMHex, rootNHex, proofHexes) {
  try {
    if (!isSize(m) || !isSize(n) || !isHashHex(rootMHex) || !isHashHex(rootNHex)) return false
    if (!Array.isArray(proofHexes) || !proofHexes.every(isHashHex)) return false
    if (m > n) return false
    if (m === n) return proofHexes.length === 0 && sameHash(rootMHex, rootNHex)
    if (m === 0) return proofHexes.length === 0 && sameHash(rootMHex, EMPTY_ROOT_HEX)
    if (proofHexes.length === 0) return false
    const path = isPowerOfTwo(m) ? [rootMHex, ...proofHexes] : proofHexes
    let fn = m - 1
    let sn = n - 1
    while (fn % 2 === 1) {
      fn = Math.floor(fn / 2)
      sn = Math.floor(sn / 2)
    }
    let fr = path[0]
    let sr = path[0]
    for (const c of path.slice(1)) {
      if (sn === 0) return false
      if (fn % 2 === 1 || fn === sn) {
        fr = nodeHashHex(c, fr)
        sr = nodeHashHex(c, sr)
        while (fn % 2 === 0 && fn !== 0) {
          fn = Math.floor(fn / 2)
          sn = Math.floor(sn / 2)
        }
      } else {
        sr = nodeHashHex(sr, c)
      }
      fn = Math.floor(fn / 2)
      sn = Math.floor(sn / 2)
    }
    return sn === 0 && sameHash(fr, rootMHex) && sameHash(sr, rootNHex)
  } catch {
    return false
  }
}

// ---------------------------------------------------------------------------------------------------
// The aircraft's event log (packages/domain/src/aircraft-log.ts of Flugakte: change both together).

const LOG_VERSION = 1
export const logLeafText = (leaf) => canonicalJson({ v: LOG_VERSION, kind: 'flugakte-aircraft-log-leaf', ...leaf })
export const logHeadText = (statement) =>
  canonicalJson({ v: LOG_VERSION, kind: 'flugakte-aircraft-log-head', ...statement })
const HEAD_FIELDS = ['aircraft', 'registration', 'tree_size', 'root_hash', 'previous', 'signed_at', 'reason']
const headStatement = (row) => Object.fromEntries(HEAD_FIELDS.map((field) => [field, row[field] ?? null]))

/** The roots of the perfect subtrees of a growing tree (RFC 9162), largest first: root at any size in O(log n). */
function frontier() {
  const stack = [] // [size, hash]
  return {
    append(leaf) {
      let node = [1, leaf]
      while (stack.length > 0 && stack.at(-1)[0] === node[0]) {
        const [size, left] = stack.pop()
        node = [size * 2, nodeHashHex(left, node[1])]
      }
      stack.push(node)
    },
    root() {
      if (stack.length === 0) return EMPTY_ROOT_HEX
      let root = stack.at(-1)[1]
      for (let index = stack.length - 2; index >= 0; index--) root = nodeHashHex(stack[index][1], root)
      return root
    },
  }
}

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

/**
 * Whether a WebAuthn challenge is one for this content hash: the hash's 32 bytes alone (a sign-off made on
 * a phone, possibly offline), or followed by the server's expiry, nonce and MAC (72 bytes in all), whose
 * freshness the server checked when it stored the signature. Either way the content hash leads.
 */
function challengeSigns(challenge, contentHash) {
  if (typeof challenge !== 'string') return false
  const bytes = Buffer.from(challenge, 'base64url')
  if (bytes.toString('base64url') !== challenge || (bytes.length !== 32 && bytes.length !== 72)) return false
  return bytes.subarray(0, 32).equals(Buffer.from(contentHash, 'hex'))
}

/** Whether the row is the passkey's signature of its content hash (the challenge begins with it). */
export function verifyPasskeySignature(row, publicKeyBase64url) {
  const { content_hash, authenticator_data, client_data_json, signature } = row
  if (!authenticator_data || !client_data_json || !signature || !/^[0-9a-f]{64}$/.test(content_hash)) return false
  try {
    const clientDataJson = Buffer.from(client_data_json, 'base64url')
    const clientData = JSON.parse(clientDataJson.toString('utf8'))
    if (clientData.type !== 'webauthn.get' || !challengeSigns(clientData.challenge, content_hash)) return false
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
    byId.set(entry.id, entry)
    previousHash = entry.hash
    expected += 1
  }
  return { byNumber, byId, count: expected - 1, headHash: previousHash }
}

function checkCheckpoints(head, checkpoints, keys, log) {
  let previous = null
  let previousSize = 0
  const heads = []
  for (const checkpoint of checkpoints) {
    const { aircraft, signed_at, reason } = checkpoint
    const name = `checkpoint of ${signed_at} (${reason})`
    const key = keys.get(checkpoint.key_id)
    if (!key) problem(`${name}: signed with key ${checkpoint.key_id}, which public-key.pem does not hold`)
    if (relationValue(aircraft) !== head.aircraft.id) problem(`${name}: of another aircraft (${aircraft})`)
    if (checkpoint.v === 2) {
      // A head of the event log: signed over its statement, naming the head before it.
      const statement = headStatement(checkpoint)
      if (
        !verify(null, Buffer.from(logHeadText(statement), 'utf8'), key, Buffer.from(checkpoint.signature, 'base64'))
      ) {
        problem(`${name}: signature does not match`)
      }
      if (statement.previous !== previous)
        problem(`${name}: does not follow the head before it (a head is missing or moved)`)
      if (statement.tree_size < previousSize) problem(`${name}: its log is shorter than the head before`)
      previous = sha256Hex(logHeadText(statement))
      previousSize = statement.tree_size
      heads.push(checkpoint)
      continue
    }
    const { registration, entries, head_number, head_hash } = checkpoint
    const text = checkpointText({ aircraft, registration, entries, head_number, head_hash, signed_at, reason })
    if (!verify(null, Buffer.from(text, 'utf8'), key, Buffer.from(checkpoint.signature, 'base64'))) {
      problem(`${name}: signature does not match`)
    }
    if (head_number === null) continue
    if (!log.byNumber.has(head_number)) problem(`entry ${head_number} missing (${name} names it as head)`)
    if (log.byNumber.get(head_number) !== head_hash) problem(`entry ${head_number}: not the entry ${name} signed`)
  }
  const cut = checkpoints.find((checkpoint) => checkpoint.id === head.checkpoint.id)
  if (!cut) problem(`the export's checkpoint ${head.checkpoint.id} is not in checkpoints.json`)
  if (cut.v !== 2 && (cut.head_number ?? 0) !== log.count) {
    problem(`the log ends at entry ${log.count}, the export's checkpoint at entry ${cut.head_number ?? 0}`)
  }
  return { cut, heads }
}

/** The leaves as event-log.json lists them, one a line; any other valid layout is read whole. */
function eventLog(text) {
  const lines = text.split('\n')
  if (lines[0].endsWith('"leaves":[')) {
    const head = JSON.parse(`${lines[0]}]}`)
    const leaves = lines
      .slice(1)
      .map((line) => line.trim().replace(/,$/, ''))
      .filter((line) => line && line !== ']}')
      .map((line) => JSON.parse(line))
    return { head, leaves }
  }
  const parsed = JSON.parse(text)
  return { head: parsed, leaves: parsed.leaves }
}

const ENTRY_FIELDS = [
  'number',
  'content_hash',
  'hash',
  'recorded_at',
  'pic',
  'total_flights',
  'total_minutes',
  'total_landings',
  'total_engine_minutes',
  'total_cycles',
]
const instant = (value) => (value ? new Date(value).toISOString() : null)
const same = (a, b, fields) =>
  fields.every((field) => canonicalJson(a[field] ?? null) === canonicalJson(b[field] ?? null))

/**
 * The event log: every leaf from the record it holds, the tree's root at every signed head, and that
 * its leaves are the export's entries, sign-offs, releases and records, no more and no fewer. Answers
 * the leaf hashes in order, for a witness.
 */
function checkEventLog(head, { head: logHead, leaves }, heads, cut, log, signatures, releaseSignatures, records) {
  if (logHead.aircraft?.id !== head.aircraft.id) problem('event-log.json is of another aircraft')
  if (leaves.length !== cut.tree_size) {
    problem(`the event log holds ${leaves.length} records, the export's head signed ${cut.tree_size}`)
  }
  const roots = new Map(heads.map((row) => [row.tree_size, row.root_hash]))
  const tree = frontier()
  const hashes = []
  const seen = { flight_logs: new Set(), flight_log_signatures: new Set(), release_signatures: new Set() }
  const signatureById = new Map(signatures.map((row) => [row.id, row]))
  const releaseById = new Map(releaseSignatures.map((row) => [row.id, row]))
  for (const [index, leaf] of leaves.entries()) {
    const name = `record ${index} of the event log (${leaf.collection} ${leaf.id})`
    if (leaf.seq !== index) problem(`${name}: out of order`)
    if (!leaf.content) problem(`${name}: its record is missing`)
    const digest = sha256Hex(canonicalJson(leaf.content))
    if (digest !== leaf.digest) problem(`${name}: the record was changed after it was logged`)
    const leafHash = leafHashHex(
      logLeafText({ aircraft: head.aircraft.id, seq: index, collection: leaf.collection, id: leaf.id, digest }),
    )
    if (leafHash !== leaf.leaf_hash) problem(`${name}: its leaf hash does not follow from it`)
    tree.append(leafHash)
    hashes.push(leafHash)
    const signedRoot = roots.get(index + 1)
    if (signedRoot !== undefined && signedRoot !== tree.root()) {
      problem(`${name}: the log no longer leads to the root the server signed at ${index + 1} records`)
    }
    if (leaf.collection === 'flight_logs') {
      const entry = log.byId.get(leaf.id)
      if (!entry) problem(`${name}: the entry is not in journey-log.json`)
      if (
        !same(
          { ...entry, recorded_at: instant(entry.recorded_at) },
          { ...leaf.content, recorded_at: instant(leaf.content.recorded_at) },
          ENTRY_FIELDS,
        )
      ) {
        problem(
          `entry ${entry.number}: not the entry that was logged (number, hashes, pilot-in-command or totals changed)`,
        )
      }
      seen.flight_logs.add(leaf.id)
    } else if (leaf.collection === 'flight_log_signatures') {
      const row = signatureById.get(leaf.id)
      if (!row) problem(`${name}: the sign-off is not in signatures.json`)
      if (
        !same(row, leaf.content, ['flight_log', 'content_hash', 'signer', 'method', 'server_signature']) ||
        instant(row.signed_at) !== instant(leaf.content.signed_at)
      ) {
        problem(`${name}: the sign-off in signatures.json is not the one that was logged`)
      }
      seen.flight_log_signatures.add(leaf.id)
    } else if (leaf.collection === 'release_signatures') {
      const row = releaseById.get(leaf.id)
      if (!row) problem(`${name}: the release signature is not in release-signatures.json`)
      if (!same(row, leaf.content, ['subject', 'record_id', 'content_hash', 'signer', 'method', 'server_signature'])) {
        problem(`${name}: the release signature in release-signatures.json is not the one that was logged`)
      }
      seen.release_signatures.add(leaf.id)
    } else if (leaf.collection in RELEASE_FILES) {
      const record = records[leaf.collection].get(leaf.id)
      if (!record) problem(`${name}: the record is not in ${RELEASE_FILES[leaf.collection]}`)
      if (releaseContentHash(leaf.collection, record) !== releaseContentHash(leaf.collection, leaf.content)) {
        problem(`${name}: the record in ${RELEASE_FILES[leaf.collection]} is not the one that was logged`)
      }
      seen[leaf.collection] ??= new Set()
      seen[leaf.collection].add(leaf.id)
    }
  }
  if (cut.root_hash !== tree.root()) problem("the event log does not lead to the root of the export's head")
  for (const id of log.byId.keys())
    if (!seen.flight_logs.has(id)) problem(`entry ${log.byId.get(id).number} is not in the event log`)
  for (const row of signatures)
    if (!seen.flight_log_signatures.has(row.id)) problem(`sign-off ${row.id} is not in the event log`)
  for (const row of releaseSignatures)
    if (!seen.release_signatures.has(row.id)) problem(`release signature ${row.id} is not in the event log`)
  for (const [collection, byId] of Object.entries(records)) {
    for (const id of byId.keys()) if (!seen[collection]?.has(id)) problem(`${collection} ${id} is not in the event log`)
  }
  return hashes
}

/** manifest.json names every other file with its SHA-256; manifest.sig is the server's signature of it. */
function checkManifest(read, keys) {
  const manifest = read('manifest.json')
  const signed = read('manifest.sig')
  if (manifest === null || signed === null) problem('manifest.json or manifest.sig is missing')
  const [keyId, signature] = signed.toString('utf8').trim().split(' ')
  const key = keys.get(keyId)
  if (!key || !verify(null, manifest, key, Buffer.from(signature ?? '', 'base64'))) {
    problem("manifest.json: the server's signature does not match")
  }
  const { files } = JSON.parse(manifest.toString('utf8'))
  for (const file of files) {
    const bytes = read(file.name)
    if (bytes === null) problem(`${file.name} is missing`)
    if (createHash('sha256').update(bytes).digest('hex') !== file.sha256)
      problem(`${file.name} was changed or replaced`)
  }
  return files.length
}

/**
 * A witness: `<size>:<root>` from a checkpoint notice, or an older export, whose newest head (its own
 * signature checked) must be a head of this log: the same root at its size.
 */
function checkWitness(witness, hashes, keys) {
  let size
  let root
  const match = /^(\d+):([0-9a-f]{64})$/i.exec(witness)
  if (match) {
    size = Number(match[1])
    root = match[2].toLowerCase()
  } else {
    const older = openExport(witness)
    const checkpoints = JSON.parse(older('checkpoints.json').toString('utf8'))
    const newest = checkpoints.filter((row) => row.v === 2).at(-1)
    if (!newest) problem(`the witness ${witness} holds no head of the event log`)
    const key = keys.get(newest.key_id)
    if (
      !key ||
      !verify(
        null,
        Buffer.from(logHeadText(headStatement(newest)), 'utf8'),
        key,
        Buffer.from(newest.signature, 'base64'),
      )
    ) {
      problem(`the witness's head is not signed by this installation's key`)
    }
    size = newest.tree_size
    root = newest.root_hash
  }
  if (size > hashes.length)
    problem(`the witness saw ${size} records, this log holds ${hashes.length}: records were removed`)
  const tree = frontier()
  for (const hash of hashes.slice(0, size)) tree.append(hash)
  if (tree.root() !== root)
    problem(`this log does not extend the one the witness saw at ${size} records: it was rewritten`)
  return `extends the witness's head at ${size} records`
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
    if (!signsRelease(subject, record, content_hash)) {
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

/** The keys the export names: public-key.pem and, after a rotation, previous-public-keys.pem. */
function exportKeys(read) {
  const pems = [read('public-key.pem'), read('previous-public-keys.pem')]
    .filter((bytes) => bytes !== null)
    .flatMap(
      (bytes) => bytes.toString('utf8').match(/-----BEGIN PUBLIC KEY-----[\s\S]+?-----END PUBLIC KEY-----/g) ?? [],
    )
  if (pems.length === 0) problem('public-key.pem is missing')
  const keys = new Map()
  for (const pem of pems) {
    const key = createPublicKey(pem)
    keys.set(
      createHash('sha256')
        .update(key.export({ type: 'spki', format: 'der' }))
        .digest('hex')
        .slice(0, 16),
      key,
    )
  }
  return { keys, keyId: [...keys.keys()][0], publicKey: [...keys.values()][0] }
}

export function verifyExport(target, { witness } = {}) {
  const read = openExport(target)
  const text = (name) => {
    const bytes = read(name)
    if (bytes === null) problem(`${name} is missing`)
    return bytes.toString('utf8')
  }
  const { keys, keyId, publicKey } = exportKeys(read)
  const { head, lines } = journeyLog(text('journey-log.json'))
  const log = checkEntries(head, lines)
  const checkpoints = JSON.parse(text('checkpoints.json'))
  const { cut, heads } = checkCheckpoints(head, checkpoints, keys, log)
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
  const hashes = checkEventLog(
    head,
    eventLog(text('event-log.json')),
    heads,
    cut,
    log,
    signatures,
    releaseSignatures,
    records,
  )
  const witnessed = witness ? `, ${checkWitness(witness, hashes, keys)}` : ''
  // Last, so a changed record is named by the check that knows it; a replaced document only here.
  const files = checkManifest(read, keys)
  const byPasskey = (rows) => rows.filter((signature) => signature.method === 'passkey').length
  return (
    `OK: ${log.count} entries of ${head.aircraft.registration}, head ${log.count === 0 ? '—' : `${log.count} ${log.headHash}`}, ` +
    `checkpoint ${cut.signed_at} (${cut.reason}, ${checkpoints.length} checkpoints, key ${keyId}), ` +
    `${signatures.length} signatures (${byPasskey(signatures)} by passkey), ` +
    `${releaseSignatures.length} release signatures (${byPasskey(releaseSignatures)} by passkey), ` +
    `event log ${hashes.length} records, root ${cut.root_hash}, ${files} files as signed${witnessed}`
  )
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2)
  const at = args.indexOf('--witness')
  const witness = at >= 0 ? args.splice(at, 2)[1] : undefined
  const target = args[0] ?? path.dirname(fileURLToPath(import.meta.url))
  try {
    console.log(verifyExport(target, { witness }))
  } catch (error) {
    if (error instanceof Problem) {
      console.log(`FAILED: ${error.message}`)
      process.exit(1)
    }
    console.error(`Cannot read the export at ${target}: ${error.message}`)
    process.exit(2)
  }
}
