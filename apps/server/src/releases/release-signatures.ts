import type { ReleaseSignatureView, ReleaseSubject } from '@flugakte/domain'
import type { PayloadRequest, Where } from 'payload'

import { relationNumber } from '../access/relation-id'
import { readAs } from '../airworthiness/read-as'
import { lookUpPeople } from '../journey-log/bordbuch-pdf/journey-log-batches'
import type { ReleaseSignature } from '../payload-types'

/** A stored release signature as the answers show it: the signer by name. */
export function releaseSignatureView(signature: ReleaseSignature, signerName: string | null): ReleaseSignatureView {
  return {
    id: signature.id,
    signer: signerName,
    method: signature.method,
    signed_at: new Date(signature.signed_at).toISOString(),
    content_hash: signature.content_hash,
  }
}

export type ReleaseSignatureLookup = (subject: ReleaseSubject, recordId: number) => ReleaseSignatureView | null

/**
 * The release signatures of the given records, of any subjects, in one read (with the caller's access,
 * or the system's on a request made by asSystem), and their signers' names in a second: a record's
 * certifying person is named on the record anyway.
 */
export async function releaseSignaturesOf(
  req: PayloadRequest,
  records: Partial<Record<ReleaseSubject, readonly number[]>>,
): Promise<ReleaseSignatureLookup> {
  const clauses: Where[] = Object.entries(records)
    .filter(([, ids]) => ids && ids.length > 0)
    .map(([subject, ids]): Where => ({
      and: [{ subject: { equals: subject } }, { record_id: { in: [...ids!] } }],
    }))
  if (clauses.length === 0) return () => null
  const found = await req.payload.find({
    collection: 'release_signatures',
    where: clauses.length === 1 ? clauses[0]! : { or: clauses },
    depth: 0,
    pagination: false,
    ...readAs(req),
    req,
  })
  const names = new Map<number, string>()
  await lookUpPeople(req, [...new Set(found.docs.map((doc) => relationNumber(doc.signer)!))], names)
  const views = new Map(
    found.docs.map((doc) => [
      `${doc.subject}:${doc.record_id}`,
      releaseSignatureView(doc, names.get(relationNumber(doc.signer)!) ?? null),
    ]),
  )
  return (subject, recordId) => views.get(`${subject}:${recordId}`) ?? null
}
