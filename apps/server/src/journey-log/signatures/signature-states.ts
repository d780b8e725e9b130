import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { relationNumber } from '../../access/relation-id'
import { selectRows } from '../../lib/raw-sql'

/** How an entry was signed, as the boardbook and the sign-off dialog show it. */
export type SignatureState = {
  signer: { id: number; first_name: string | null; last_name: string | null }
  method: 'passkey' | 'password'
  signed_at: string
}

type Row = {
  flight_log_id: unknown
  signer_id: unknown
  method: 'passkey' | 'password'
  signed_at: string | Date
  first_name: string | null
  last_name: string | null
}

/**
 * The signatures of the given entries with their signers' names, in one statement for a whole page.
 * The caller has read the entries through their access rules; the signer's name is the pilot-in-
 * command's, which every reader of the entry sees in its crew anyway.
 */
export async function signatureStates(req: PayloadRequest, entryIds: number[]): Promise<Map<number, SignatureState[]>> {
  const states = new Map<number, SignatureState[]>()
  if (entryIds.length === 0) return states
  const rows = await selectRows<Row>(
    req.payload,
    sql`select s."flight_log_id", s."signer_id", s."method", s."signed_at", u."first_name", u."last_name"
        from "flight_log_signatures" s left join "users" u on u."id" = s."signer_id"
        where s."flight_log_id" in (${sql.join(
          entryIds.map((id) => sql`${id}`),
          sql`, `,
        )})`,
    req,
  )
  for (const row of rows) {
    const entry = Number(row.flight_log_id)
    const list = states.get(entry) ?? []
    list.push({
      signer: { id: Number(row.signer_id), first_name: row.first_name, last_name: row.last_name },
      method: row.method,
      signed_at: new Date(row.signed_at).toISOString(),
    })
    states.set(entry, list)
  }
  return states
}

/**
 * The sign-off state of one entry for the caller: its pilot-in-command's signature, whether it still
 * awaits one, and whether the caller is the one to give it.
 */
export function signOffState(
  entry: { id: number; pic?: unknown },
  states: Map<number, SignatureState[]>,
  callerId: number | null,
) {
  const pic = relationNumber(entry.pic)
  const signature = pic === null ? null : (states.get(entry.id)?.find((state) => state.signer.id === pic) ?? null)
  return {
    signature,
    awaiting_signature: pic !== null && signature === null,
    may_sign: pic !== null && signature === null && pic === callerId,
  }
}
