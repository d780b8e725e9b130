import { LOG_VERSION } from '@flugakte/domain'
import type { PayloadRequest } from 'payload'

import { recordKey, recordsOfLeaves } from '../event-log/event-content'
import { readEvents } from '../event-log/verify-event-log'
import type { ExportMeta } from './journey-log-files'

const encoder = new TextEncoder()

/**
 * event-log.json: the aircraft's event log up to the export's head, a leaf a line: its place, the record
 * it names, the digest and leaf hash, and the record's content as the leaf covers it, so verify.mjs
 * recomputes every leaf, every signed head's root, and ties the leaves to journey-log.json, the
 * signatures and the records of the export.
 */
export async function* eventLogJson(req: PayloadRequest, meta: ExportMeta): AsyncGenerator<Uint8Array> {
  const size = Number(meta.checkpoint.tree_size ?? 0)
  const head = {
    format: 'flugakte-aircraft-log',
    log_version: LOG_VERSION,
    aircraft: meta.aircraft,
    tree_size: size,
    root_hash: meta.checkpoint.root_hash ?? null,
    checkpoint: meta.checkpoint.id,
  }
  yield encoder.encode(`${JSON.stringify(head).slice(0, -1)},"leaves":[`)
  let first = true
  let written = 0
  for await (const events of readEvents(req, meta.aircraft.id)) {
    const wanted = events.filter((event) => Number(event.seq) < size)
    if (wanted.length === 0) break
    const records = await recordsOfLeaves(req, wanted)
    const lines = wanted.map((event) =>
      JSON.stringify({
        seq: Number(event.seq),
        collection: event.subject,
        id: Number(event.subject_id),
        digest: event.digest,
        leaf_hash: event.leaf_hash,
        content: records.get(recordKey(event.subject, event.subject_id))?.content ?? null,
      }),
    )
    yield encoder.encode(`${first ? '\n' : ',\n'}${lines.join(',\n')}`)
    first = false
    written += wanted.length
    if (written >= size) break
  }
  yield encoder.encode('\n]}\n')
}
