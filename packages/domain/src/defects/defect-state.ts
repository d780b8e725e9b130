import { canonicalJson, sha256Hex } from '../journey-log-chain'
import { nextDue } from '../airworthiness/due'
import type { Basis, Due, MeterReading, Rate } from '../airworthiness/types'
import type { DefectActionKind, DefectState, DeferralDeadline } from './types'

/** What the state of a defect is computed from: each action as stored, and whether its release is signed. */
export type ActionFacts = {
  id: number
  kind: DefectActionKind
  created_at: string
  amends: number | null
  airworthiness_affecting?: boolean | null
  deadline?: DeferralDeadline | null
  basis?: Basis | null
  /** A rectification whose release to service is signed. */
  released?: boolean
}

export type DefectStatus = {
  state: DefectState
  grounding: boolean
  /** The deferral in force (state `deferred`), with its deadline counted from its basis. */
  deferral: ActionFacts | null
  due: Due | null
  release_pending: boolean
}

/** Oldest first; actions a later one corrects drop out. */
export function currentActions<T extends { id: number; created_at: string; amends: number | null }>(
  actions: readonly T[],
): T[] {
  const amended = new Set(actions.flatMap((action) => (action.amends === null ? [] : [action.amends])))
  return actions
    .filter((action) => !amended.has(action.id))
    .sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id)
}

/**
 * Where a defect stands (ML.A.403):
 * - **closed** once a rectification's release to service is signed;
 * - **deferred** while the newest deferral after the newest assessment stands (a rectification not yet
 *   released leaves it deferred); its deadline counts from the deferral's reading, and when the deadline
 *   has passed the defect grounds the aircraft again;
 * - otherwise **open**, and it grounds the aircraft when maintenance assessed it as airworthiness-affecting
 *   or, before any assessment, when the reporter considered the aircraft unsafe to fly. An assessment by
 *   maintenance outweighs the reporter's view, in either direction.
 */
export function defectStatus(
  defect: { unsafe: boolean },
  actions: readonly ActionFacts[],
  now: { date: string; reading: MeterReading },
  rate: Rate,
): DefectStatus {
  const current = currentActions(actions)
  const pending = current.some((action) => action.kind === 'rectification' && !action.released)
  if (current.some((action) => action.kind === 'rectification' && action.released))
    return { state: 'closed', grounding: false, deferral: null, due: null, release_pending: false }
  const lastAssessment = current.filter((action) => action.kind === 'assessment').at(-1) ?? null
  const lastDeferral = current.filter((action) => action.kind === 'deferral').at(-1) ?? null
  const deferralStands =
    lastDeferral !== null &&
    (lastAssessment === null || current.indexOf(lastDeferral) > current.indexOf(lastAssessment))
  if (deferralStands && lastDeferral.basis) {
    const due = nextDue(lastDeferral.deadline ?? {}, lastDeferral.basis, now, rate)
    return {
      state: 'deferred',
      grounding: due?.status === 'overdue',
      deferral: lastDeferral,
      due,
      release_pending: pending,
    }
  }
  const grounding = lastAssessment !== null ? lastAssessment.airworthiness_affecting === true : defect.unsafe === true
  return { state: 'open', grounding, deferral: null, due: null, release_pending: pending }
}

/**
 * 2: every field hashed in full, days normalised by the field's type; 1 (before 2026-11-28) cut any text
 * that began like an ISO timestamp to its first ten characters, so signatures made then are checked
 * against that form too (releaseContentHashes), and the aircraft's event log covers their full content.
 */
export const RELEASE_VERSION = 2
export type ReleaseVersion = 1 | 2

/** The records a release to service certifies. */
export const RELEASE_SUBJECTS = [
  'defect_actions',
  'task_completions',
  'ad_compliances',
  'modifications_repairs',
  'airworthiness_reviews',
] as const
export type ReleaseSubject = (typeof RELEASE_SUBJECTS)[number]

/** What a certifying person signs, per record kind: the work and the certificate, never who stores it. */
const SIGNED_FIELDS: Record<ReleaseSubject, readonly string[]> = {
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
const RELEASE_FIELDS = ['certifying_person', 'licence', 'approval_reference', 'date', 'place', 'statement'] as const

/** The fields of a record or its release that hold a day (date fields): hashed as YYYY-MM-DD. */
const DAY_FIELDS = new Set(['date', 'review_date', 'valid_until'])

function plain(value: unknown, version: ReleaseVersion, day = false): unknown {
  if (value === undefined || value === '') return null
  if (value !== null && typeof value === 'object' && !Array.isArray(value) && 'id' in value)
    return plain((value as { id: unknown }).id, version)
  if (Array.isArray(value))
    return value.map((item) =>
      item && typeof item === 'object'
        ? Object.fromEntries(
            Object.entries(item as Record<string, unknown>)
              .filter(([key]) => key !== 'id')
              .map(([key, field]) => [key, plain(field, version, DAY_FIELDS.has(key))]),
          )
        : plain(item, version),
    )
  if (typeof value !== 'string') return value
  if (version === 1) return /^\d{4}-\d{2}-\d{2}T/.test(value) ? value.slice(0, 10) : value
  if (!day) return value
  const instant = new Date(value)
  return /^\d{4}-\d{2}-\d{2}/.test(value) && !Number.isNaN(instant.getTime()) ? value.slice(0, 10) : value
}

/**
 * A record and its release in the one form that is hashed (as sent, stored or read back). The record
 * export's verify.mjs (apps/server/src/journey-log/record-export) repeats SIGNED_FIELDS, plain,
 * releaseContent and releaseSignatureText with Node built-ins: change both together.
 */
export function releaseContent(
  collection: ReleaseSubject,
  record: Record<string, unknown>,
  version: ReleaseVersion = RELEASE_VERSION,
) {
  const release = (record.release ?? {}) as Record<string, unknown>
  const form = (fields: readonly string[], source: Record<string, unknown>) =>
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

/** What the certifying person signs: SHA-256 over the canonical record and release. */
export function releaseContentHash(
  collection: ReleaseSubject,
  record: Record<string, unknown>,
  version: ReleaseVersion = RELEASE_VERSION,
): Promise<string> {
  return sha256Hex(canonicalJson(releaseContent(collection, record, version)))
}

/** Whether a stored signature's content hash is the record's, in the form of today or of version 1. */
export async function signsReleaseContent(
  collection: ReleaseSubject,
  record: Record<string, unknown>,
  contentHash: string,
): Promise<boolean> {
  if ((await releaseContentHash(collection, record)) === contentHash) return true
  return (await releaseContentHash(collection, record, 1)) === contentHash
}

/** What a release signature states; the server signs it (Ed25519) so a password sign-off is evidence too. */
export type ReleaseSignatureStatement = {
  collection: ReleaseSubject
  record: number | string
  content_hash: string
  signer: number | string
  method: 'passkey' | 'password'
  credential_id: string | null
  signed_at: string
}

export function releaseSignatureText(statement: ReleaseSignatureStatement): string {
  // The statement's form did not change with the content's version 2.
  return canonicalJson({ v: 1, kind: 'flugakte-release-signature', ...statement })
}
