import type { ReleaseSubject } from '@flugakte/domain'
import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { selectRows } from '../lib/raw-sql'
import { checkPasskeyAssertion } from '../journey-log/signatures/passkey-assertion'
import { inRequestTransaction } from '../journey-log/signatures/request'
import { checkSignOffMethod, type SignOffProof } from '../journey-log/signatures/sign-off-proof'
import { refuseRelease } from './messages'
import { readableRelease } from './release-record'
import { storeReleaseSignature } from './release-signature-record'

/** What the sign-off sends: the proof, and the content hash the dialog showed (checked when sent). */
export type ReleaseProof = SignOffProof & { content_hash?: unknown }

async function isSigned(req: PayloadRequest, subject: ReleaseSubject, id: number) {
  const found = await req.payload.count({
    collection: 'release_signatures',
    where: { and: [{ subject: { equals: subject } }, { record_id: { equals: id } }] },
    // Whether it is signed at all, whoever may read the signature.
    overrideAccess: true,
    req,
  })
  return found.totalDocs > 0
}

/**
 * The record the caller may release now: readable (else 404), created by the caller (403), a
 * rectification when it is a defect action (400), with a complete certificate (400), unsigned (409).
 */
async function signableRelease(req: PayloadRequest, subject: ReleaseSubject, id: number, signer: number) {
  const release = await readableRelease(req, subject, id)
  if (release.certifier !== signer) refuseRelease(req, 403, 'notCertifyingPerson')
  if (!release.releasable) refuseRelease(req, 400, 'notRectification')
  if (!release.complete) refuseRelease(req, 400, 'releaseMissing')
  if (await isSigned(req, subject, id)) refuseRelease(req, 409, 'alreadyReleased')
  return release
}

/** Sign-offs of one record take turns (PostgreSQL; SQLite has one writer anyway). */
async function lockRecord(req: PayloadRequest, subject: ReleaseSubject, id: number) {
  if (req.payload.db.name !== 'postgres') return
  await selectRows(req.payload, sql`select "id" from ${sql.identifier(subject)} where "id" = ${id} for update`, req)
}

/**
 * The certifying person signs the release to service of a record they made (ML.A.801): a rectification
 * of a defect, a task completion or an AD compliance record, through POST
 * /api/releases/:subject/:id/sign. What is signed is releaseContentHash of the record as stored; the
 * checks run again in the transaction that stores the signature, with the record locked: the record
 * still hashes to what the dialog showed, nobody signed in between, and a passkey's answer is fresh.
 * The unique (subject, record_id) index keeps a release signed once whatever happens in between.
 */
export async function signRelease(
  req: PayloadRequest,
  subject: ReleaseSubject,
  id: number,
  signer: number,
  proof: ReleaseProof,
) {
  await signableRelease(req, subject, id, signer)
  const method = await checkSignOffMethod(req, signer, proof, 'release_signatures')
  return inRequestTransaction(req, async () => {
    await lockRecord(req, subject, id)
    const release = await signableRelease(req, subject, id, signer)
    if (typeof proof.content_hash === 'string' && proof.content_hash !== release.content_hash) {
      refuseRelease(req, 409, 'hashMismatch')
    }
    const assertion =
      method === 'passkey' ? await checkPasskeyAssertion(req, release.content_hash, proof.response) : null
    return storeReleaseSignature(req, {
      release: {
        subject,
        id,
        customer_aircraft: release.customer_aircraft,
        content_hash: release.content_hash,
      },
      signer,
      method,
      assertion,
      signedAt: new Date(),
    })
  })
}
