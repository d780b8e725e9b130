import canonicalize from 'canonicalize'

import { parseIsoDate } from './iso-date'
import { DEFAULT_HOBBS_UNIT, isHobbsUnit, type HobbsUnit } from './meter-reading'

/**
 * The tamper evidence of the journey log (AMC M.A.305: proof that data was not changed after creation).
 *
 * - An entry's **content** is every legal item as entered (AMC1 NCO.GEN.150, § 30 LuftBO), in one
 *   normalised form. Its SHA-256 over the RFC 8785 canonical JSON is the **content hash**: what the
 *   pilot-in-command signs. It needs neither the number nor the log, so a phone signs it offline.
 * - The **chain hash** of entry n binds its content hash to the aircraft, its number, the time the
 *   server recorded it and the chain hash of entry n − 1. Changing, removing or re-ordering any stored
 *   entry breaks every hash after it; corrections and addenda are links of the same chain.
 *
 * The export's `verify.mjs` repeats exactly this with Node built-ins only: change both together.
 */
export const CHAIN_VERSION = 1

/** The legal items of an entry, in the order the Bordbuch prints them. */
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
] as const

export type LegalField = (typeof LEGAL_FIELDS)[number]
/**
 * The unit of the Hobbs readings (meter-reading.ts) is a legal item only where it changes their meaning:
 * it is hashed when the readings are decimal hours, and left out for hours:minutes, so every entry
 * stored before units were recorded keeps its hash.
 */
export type LegalContent = { v: number } & Record<LegalField, string | number | boolean | null> & {
    hobbs_unit?: HobbsUnit
  }

const RELATIONS = new Set<LegalField>([
  'customer_aircraft',
  'amends',
  'pilot',
  'copilot',
  'location_to',
  'location_ldg',
])

/** A relation as stored or sent: its id, or the populated document. */
function relationValue(value: unknown): number | string | null {
  if (value === null || value === undefined || value === '') return null
  if (typeof value === 'object') return relationValue((value as { id?: unknown }).id)
  if (typeof value === 'number') return value
  const number = Number(value)
  return Number.isInteger(number) && String(number) === value ? number : (value as string)
}

/**
 * An entry's legal items in the one form that is hashed: as the form sends them, as the server stores
 * them, or as read back (relations populated or not, a day or a timestamp, absent or null or empty).
 * Defaults the server fills in are filled in here too, so the phone and the server hash the same.
 */
export function legalContent(entry: Partial<Record<LegalField | 'hobbs_unit', unknown>>): LegalContent {
  const content = { v: CHAIN_VERSION } as LegalContent
  for (const field of LEGAL_FIELDS) {
    const value = entry[field]
    if (RELATIONS.has(field)) {
      content[field] = relationValue(value)
    } else if (field === 'date') {
      const day = parseIsoDate(value)
      content[field] = day ? day.toISOString().slice(0, 10) : null
    } else if (value === undefined || value === null || value === '') {
      content[field] = null
    } else {
      content[field] = value as string | number | boolean
    }
  }
  content.type ??= 'origin'
  content.cnt_guests ??= 0
  content.is_batch ??= false
  const unit = entry.hobbs_unit
  if (
    isHobbsUnit(unit) &&
    unit !== DEFAULT_HOBBS_UNIT &&
    (content.hobbs_eng1_start !== null || content.hobbs_eng1_end !== null)
  ) {
    content.hobbs_unit = unit
  }
  return content
}

/** RFC 8785 (JSON Canonicalization Scheme). */
export function canonicalJson(value: unknown): string {
  const text = canonicalize(value)
  if (text === undefined) throw new TypeError('Nothing to canonicalise')
  return text
}

const HEX = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'))

/** SHA-256 of a text's UTF-8 bytes, as 64 lower-case hex digits (Web Crypto: browser and Node alike). */
export async function sha256Hex(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)))
  let hex = ''
  for (const byte of digest) hex += HEX[byte]
  return hex
}

/** What the pilot-in-command signs: SHA-256 over the canonical legal content. */
export function contentHash(entry: Partial<Record<LegalField | 'hobbs_unit', unknown>>): Promise<string> {
  return sha256Hex(canonicalJson(legalContent(entry)))
}

/** One link of an aircraft's chain. */
export type ChainLink = {
  aircraft: number | string
  number: number
  content_hash: string
  /** When the server recorded the entry (ISO 8601, UTC, milliseconds). */
  recorded_at: string
  /** The chain hash of the entry before (number − 1); null for the first entry. */
  previous_hash: string | null
}

export function chainDocument(link: ChainLink) {
  return {
    v: CHAIN_VERSION,
    aircraft: relationValue(link.aircraft),
    number: link.number,
    content_hash: link.content_hash,
    recorded_at: new Date(link.recorded_at).toISOString(),
    previous_hash: link.previous_hash,
  }
}

/** The stored `hash` of an entry. */
export function chainHash(link: ChainLink): Promise<string> {
  return sha256Hex(canonicalJson(chainDocument(link)))
}

/** A checkpoint: an aircraft's chain head at a moment, signed by the server's Ed25519 key. */
export type CheckpointStatement = {
  aircraft: number | string
  registration: string
  entries: number
  head_number: number | null
  head_hash: string | null
  signed_at: string
  reason: 'daily' | 'export'
}

/** The bytes the server signs for a checkpoint (UTF-8 of this text). */
export function checkpointText(statement: CheckpointStatement): string {
  return canonicalJson({ v: CHAIN_VERSION, kind: 'flugakte-journey-log-checkpoint', ...statement })
}

/** What a signature record states; the server signs it (Ed25519) so a password sign-off is evidence too. */
export type SignatureStatement = {
  flight_log: number | string
  content_hash: string
  signer: number | string
  method: 'passkey' | 'password'
  credential_id: string | null
  signed_at: string
}

export function signatureText(statement: SignatureStatement): string {
  return canonicalJson({ v: CHAIN_VERSION, kind: 'flugakte-journey-log-signature', ...statement })
}

/** A hex SHA-256 as base64url bytes: the WebAuthn challenge a passkey signs for an entry. */
export function hashChallenge(hex: string): string {
  const bytes = new Uint8Array(hex.match(/../g)!.map((pair) => parseInt(pair, 16)))
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}
