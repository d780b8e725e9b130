import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-sqlite'

import { sealInTransaction } from '../../journey-log/event-log/seal-event-log'

/**
 * Once: the records stored before the aircraft event log existed become its first leaves, under one
 * signed head per aircraft that says how many it sealed (written by hand, not generated: data, not schema).
 * From here on a record without a leaf, or an entry without a hash, is a break, never repaired at a start.
 */
export async function up({ req }: MigrateUpArgs): Promise<void> {
  await sealInTransaction(req as Parameters<typeof sealInTransaction>[0])
}

export async function down({ payload, req }: MigrateDownArgs): Promise<void> {
  await payload.delete({ collection: 'aircraft_log_events', where: { seq: { greater_than_equal: 0 } }, overrideAccess: true, req })
  await payload.delete({ collection: 'journey_log_checkpoints', where: { v: { equals: 2 } }, overrideAccess: true, req })
}
