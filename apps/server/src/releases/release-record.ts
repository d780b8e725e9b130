import { RELEASE_SUBJECTS, releaseContentHash, type ReleaseSubject, type ReleaseToService } from '@flugakte/domain'
import { NotFound, type PayloadRequest } from 'payload'

import { relationNumber } from '../access/relation-id'

/** The fields of a certificate of release to service that must all be there before it is signed. */
const REQUIRED_RELEASE_FIELDS = ['certifying_person', 'licence', 'date', 'place', 'statement'] as const

/** The kind of record named in the path (`/releases/:subject/...`); anything else is a page that does not exist. */
export function subjectFromPath(req: PayloadRequest): ReleaseSubject {
  const value = String(req.routeParams?.subject ?? '')
  if (!(RELEASE_SUBJECTS as readonly string[]).includes(value)) throw new NotFound(req.t)
  return value as ReleaseSubject
}

export function hasCompleteRelease(record: Record<string, unknown>): boolean {
  const release = record.release as Record<string, unknown> | null | undefined
  return REQUIRED_RELEASE_FIELDS.every((field) => {
    const value = release?.[field]
    return typeof value === 'string' && value.trim() !== ''
  })
}

/** The subjects whose records name their author (set by the server). */
const AUTHORED: readonly ReleaseSubject[] = ['defect_actions', 'modifications_repairs', 'airworthiness_reviews']

/**
 * Who certifies a record's release: the user who created it. Defect actions, the register of
 * modifications and repairs and airworthiness reviews (the reviewer signs the review like a release)
 * name their author (set by the server); task completions and AD compliance records keep the creating
 * user in `user_created` (withAudit).
 */
export function certifyingUser(subject: ReleaseSubject, record: Record<string, unknown>): number | null {
  if (AUTHORED.includes(subject)) return relationNumber(record.author) ?? relationNumber(record.user_created)
  return relationNumber(record.user_created)
}

export type ReleaseRecord = {
  subject: ReleaseSubject
  id: number
  record: Record<string, unknown>
  customer_aircraft: number
  certifier: number | null
  complete: boolean
  /**
   * Only a rectification among the defect actions carries a release; the other subjects (modifications
   * and repairs, airworthiness reviews included) always may.
   */
  releasable: boolean
  /** releaseContentHash of the record as stored now. */
  content_hash: string
}

/**
 * A record with a release to service as the caller may read it (404 otherwise, the same answer as for
 * one that does not exist), with who certifies it and the hash of what is signed.
 */
export async function readableRelease(
  req: PayloadRequest,
  subject: ReleaseSubject,
  id: number,
): Promise<ReleaseRecord> {
  const record = (await req.payload.findByID({
    collection: subject,
    id,
    depth: 0,
    overrideAccess: false,
    user: req.user,
    req,
  })) as unknown as Record<string, unknown>
  return {
    subject,
    id: Number(record.id),
    record,
    customer_aircraft: relationNumber(record.customer_aircraft)!,
    certifier: certifyingUser(subject, record),
    complete: hasCompleteRelease(record),
    releasable: subject !== 'defect_actions' || record.kind === 'rectification',
    content_hash: await releaseContentHash(subject, record),
  }
}

const day = (value: unknown) => (typeof value === 'string' && value ? value.slice(0, 10) : '')
const textOf = (value: unknown) => (typeof value === 'string' ? value : '')

/** The certificate of release to service a record carries as the answers show it; null when it has none. */
export function releaseView(value: unknown): ReleaseToService | null {
  const release = value as Record<string, unknown> | null | undefined
  if (!release || !textOf(release.certifying_person)) return null
  return {
    certifying_person: textOf(release.certifying_person),
    licence: textOf(release.licence),
    approval_reference: textOf(release.approval_reference) || null,
    date: day(release.date),
    place: textOf(release.place),
    statement: textOf(release.statement),
  }
}
