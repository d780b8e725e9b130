import type { CollectionAfterChangeHook } from 'payload'

import { relationId } from '../access/relation-id'
import { DUE_QUEUE } from './queues'

/**
 * After a journey-log entry or a compliance record: a check of the aircraft's due items is queued in
 * the write's own transaction (a job, so it survives a restart and runs once, on whichever instance
 * claims it; a burst of writes leaves one waiting check). The seed switches it off with
 * `context.dueNotices` and checks the fleet once at its end.
 */
export const scheduleDueNoticesAfterCreate: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  if (operation !== 'create' || req.context.dueNotices === false) return doc
  const aircraftId = relationId(doc.customer_aircraft)
  if (aircraftId !== null) {
    await req.payload.jobs.queue({ task: 'checkDue', input: { aircraftId: Number(aircraftId) }, queue: DUE_QUEUE, req })
  }
  return doc
}
