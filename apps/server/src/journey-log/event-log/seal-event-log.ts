import { LOG_COLLECTIONS, appendToFrontier, type Frontier } from '@flugakte/domain'
import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { lockNumbering } from '../../collections/flight-logs/numbering-lock'
import { inTransaction } from '../../lib/in-transaction'
import { selectRows } from '../../lib/raw-sql'
import { sealJourneyLogs } from '../seal'
import { journeyLogOf, storeLeaf } from './append'
import { digestOf, loggedRecords } from './event-content'
import { latestHead, storeHead, type StoredHead } from './heads'

const BATCH = 500

/**
 * Once, by a migration: the records stored before the event log existed become its first leaves, per
 * aircraft (journey-log entries in number order, then sign-offs, releases and records by id), followed by
 * one head that says how many it sealed. Journey-log entries stored before the chain get their hashes
 * first (sealJourneyLogs). An aircraft that has a head already is left as it is: after this, a record
 * without a leaf is a break that the verify endpoint reports, never something a start repairs.
 *
 * `imported`: the same for a bulk import written past the API (`npm run seal-imported`, run by whoever
 * imported): records without a leaf are appended to their aircraft's log after its newest head, under a
 * head that counts them. It writes no leaf of a record that has one, so a changed record stays a break.
 */
export async function sealEventLogs(
  req: PayloadRequest,
  { imported = false } = {},
): Promise<{ aircraft: number; records: number; entries: number }> {
  const entries = await sealJourneyLogs(req.payload, { req })
  let aircraftCount = 0
  let records = 0
  const aircraft = await selectRows<{ id: unknown }>(
    req.payload,
    sql`select "id" from "customer_aircrafts" order by "id"`,
    req,
  )
  for (const row of aircraft) {
    const aircraftId = Number(row.id)
    const head = await latestHead(req, aircraftId)
    if (head && !imported) continue
    await lockNumbering(req, aircraftId)
    const sealed = await sealAircraft(req, aircraftId, head)
    if (sealed === 0) continue
    aircraftCount += 1
    records += sealed
  }
  if (records > 0) {
    req.payload.logger.info(
      `event log: ${records} records of ${aircraftCount} aircraft sealed (${entries} entries hashed first)`,
    )
  }
  return { aircraft: aircraftCount, records, entries }
}

/** In the caller's transaction, or in one of its own (the aircraft's lock lives in a transaction). */
export async function sealInTransaction(req: PayloadRequest, options: { imported?: boolean } = {}) {
  if (await req.transactionID) return sealEventLogs(req, options)
  return inTransaction(req.payload, (inner) => sealEventLogs(inner, options))
}

async function sealAircraft(req: PayloadRequest, aircraftId: number, previous: StoredHead | null): Promise<number> {
  let frontier: Frontier = previous?.frontier ?? []
  let size = previous?.statement.tree_size ?? 0
  for (const collection of LOG_COLLECTIONS) {
    const key = sql.raw(collection === 'flight_logs' ? '"number"' : '"id"')
    let after = -1
    for (;;) {
      const rows = await selectRows<{ id: unknown; k: unknown }>(
        req.payload,
        sql`select "id", ${key} as "k" from ${sql.raw(`"${collection}"`)} as "record"
            where "customer_aircraft_id" = ${aircraftId} and ${key} > ${after}
            and not exists (select 1 from "aircraft_log_events" as "leaf" where "leaf"."customer_aircraft_id" = ${aircraftId}
              and "leaf"."subject" = ${sql.raw(`'${collection}'`)} and "leaf"."subject_id" = "record"."id")
            order by ${key} limit ${BATCH}`,
        req,
      )
      if (rows.length === 0) break
      const ids = rows.map((row) => Number(row.id))
      const records = await loggedRecords(req, collection, ids)
      for (const id of ids) {
        const leaf = await storeLeaf(req, aircraftId, size, collection, id, await digestOf(records.get(id)!))
        frontier = appendToFrontier(frontier, size, leaf)
        size += 1
      }
      after = Number(rows[rows.length - 1]!.k)
      if (rows.length < BATCH) break
    }
  }
  const sealed = size - (previous?.statement.tree_size ?? 0)
  if (sealed === 0) return 0
  await storeHead(req, {
    aircraftId,
    treeSize: size,
    frontier,
    previous,
    reason: 'migration',
    journeyLog: await journeyLogOf(req, aircraftId),
    sealed,
  })
  return sealed
}
