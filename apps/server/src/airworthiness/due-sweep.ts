import type { Payload } from 'payload'

import { notifyDueForFleet } from './notify-due'

const FIRST_RUN_MS = 60_000
const EVERY_MS = 6 * 60 * 60 * 1000

/**
 * Calendar limits and expiry dates fall due without any write, so each app instance checks the fleet
 * a minute after start and every six hours; the notifications' unique key keeps several instances from
 * notifying twice. FLUGAKTE_DUE_SWEEP=off leaves it to POST /api/notifications/check-due.
 */
export function startDueSweep(payload: Payload) {
  if (process.env.FLUGAKTE_DUE_SWEEP === 'off' || process.env.VITEST) return
  const sweep = () => {
    void notifyDueForFleet(payload).then(
      (created) => created > 0 && payload.logger.info(`due sweep: ${created} notifications`),
      (error: unknown) => payload.logger.error({ err: error }, 'due sweep failed'),
    )
  }
  setTimeout(sweep, FIRST_RUN_MS).unref()
  setInterval(sweep, EVERY_MS).unref()
}
