import { contentHash } from '@flugakte/domain'
import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { selectRows } from '../../lib/raw-sql'
import { refuseSignature } from './messages'
import { checkPasskeyAssertion } from './passkey-assertion'
import { inRequestTransaction } from './request'
import { checkSignOffMethod, type SignOffProof } from './sign-off-proof'
import { markSignNoticeRead } from './sign-notice'
import { readableEntry } from './signable-entry'
import { storeSignature } from './signature-record'
import { signatureStates } from './signature-states'

/** The entry the caller may sign now: readable (else 404), theirs as pilot-in-command (403), unsigned (409). */
async function signableEntry(req: PayloadRequest, id: number, signer: number) {
  const entry = await readableEntry(req, id)
  if (entry.pic !== signer) refuseSignature(req, 403, 'notPilotInCommand')
  const states = await signatureStates(req, [id])
  if (states.get(id)?.some((state) => state.signer.id === signer)) refuseSignature(req, 409, 'alreadySigned')
  return entry
}

/** Sign-offs of one entry take turns (PostgreSQL; SQLite has one writer anyway). */
async function lockEntry(req: PayloadRequest, id: number) {
  if (req.payload.db.name !== 'postgres') return
  await selectRows(req.payload, sql`select "id" from "flight_logs" where "id" = ${id} for update`, req)
}

/**
 * The pilot-in-command signs the entry's content hash (AMC1 NCO.GEN.150(a)(12), § 30(4) LuftBO), online
 * through POST /api/flight_logs/:id/sign or with an entry kept on a phone (POST /api/flight_logs/submit).
 * The checks run again in the transaction that stores the signature, with the entry locked: the entry
 * still matches its hash, nobody signed in between, and a passkey's answer is fresh. A password is
 * checked before, under the throttle of current-password checks, whose count outlives the request.
 * Refusals are APIErrors with a message in the caller's language.
 */
export async function signEntry(req: PayloadRequest, id: number, signer: number, proof: SignOffProof) {
  await signableEntry(req, id, signer)
  const method = await checkSignOffMethod(req, signer, proof, 'flight_log_signatures')
  return inRequestTransaction(req, async () => {
    await lockEntry(req, id)
    const entry = await signableEntry(req, id, signer)
    if (!entry.content_hash || entry.content_hash !== (await contentHash(entry))) {
      refuseSignature(req, 409, 'hashMismatch')
    }
    const assertion = method === 'passkey' ? await checkPasskeyAssertion(req, entry.content_hash, proof.response) : null
    const stored = await storeSignature(req, {
      entry: { id, customer_aircraft: Number(entry.customer_aircraft), content_hash: entry.content_hash },
      signer,
      method,
      assertion,
      signedAt: new Date(),
    })
    await markSignNoticeRead(req, id)
    return stored
  })
}
