import type { CollectionAfterChangeHook, Payload } from 'payload'

import { relationId } from '../access/relation-id'
import { notifyDue } from './notify-due'

/** Writes come in bursts (a day's flights, an import); one check per aircraft covers a burst. */
const DELAY_MS = 2_000

const waiting = new Map<string, Promise<void>>()
const running = new Set<Promise<void>>()

/** Checks the aircraft's due items a moment after a write, without holding up the request. */
export function scheduleDueNotices(payload: Payload, aircraftId: number | string) {
  if (process.env.FLUGAKTE_DUE_NOTICES === 'off') return
  const key = String(aircraftId)
  if (waiting.has(key)) return
  const run = new Promise<void>((resolve) => setTimeout(resolve, DELAY_MS).unref())
    .then(async () => {
      waiting.delete(key)
      await notifyDue(payload, Number(aircraftId))
    })
    .catch((error: unknown) => payload.logger.error({ err: error }, `due notices for aircraft ${key} failed`))
  waiting.set(key, run)
  running.add(run)
  void run.finally(() => running.delete(run))
}

/** For tests and shutdown: resolves when every scheduled check has finished. */
export async function dueNoticesSettled() {
  while (running.size > 0) await Promise.all([...running])
}

/** After a journey-log entry or a compliance record; the seed switches it off with `context.dueNotices`. */
export const scheduleDueNoticesAfterCreate: CollectionAfterChangeHook = ({ doc, operation, req }) => {
  if (operation !== 'create' || req.context.dueNotices === false) return doc
  const aircraftId = relationId(doc.customer_aircraft)
  if (aircraftId !== null) scheduleDueNotices(req.payload, aircraftId)
  return doc
}
