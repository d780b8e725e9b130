import type { JobsConfig, Payload, TaskConfig } from 'payload'

import { isAdministrator } from '../access/roles'
import { runStatement } from '../lib/raw-sql'
import { sql } from '@payloadcms/db-postgres'
import { notifyDue, notifyDueForFleet } from './notify-due'
import { sendNoticeMail } from './notice-mail'
import { DUE_QUEUE, MAIL_QUEUE } from './queues'
import { dailyCheckpoints } from '../journey-log/checkpoint-job'
import { signReminders } from '../journey-log/signatures/sign-reminder'

/** Calendar limits and expiry dates fall due without any write: the whole fleet is checked this often. */
const SWEEP_CRON = process.env.FLUGAKTE_DUE_SWEEP_CRON || '0 0 */6 * * *'
/** How often each instance looks for queued work; a claimed job is taken by one instance only. */
const RUN_CRON = '*/10 * * * * *'
/** A job still marked running this long after its last change was cut off by a crash or restart. */
const STALE_MINUTES = 15

/** One aircraft's due items after a write: a burst of writes (a day's flights) needs one check. */
const checkDue: TaskConfig<{ input: { aircraftId: number }; output: { created: number } }> = {
  slug: 'checkDue',
  label: 'Check due items of an aircraft',
  inputSchema: [{ name: 'aircraftId', type: 'number', required: true }],
  outputSchema: [{ name: 'created', type: 'number' }],
  // One check per aircraft at a time; a newer request replaces one still waiting.
  concurrency: { key: ({ input }) => `due:${input.aircraftId}`, exclusive: true, supersedes: true },
  retries: 2,
  handler: async ({ input, req }) => ({ output: { created: await notifyDue(req.payload, input.aircraftId) } }),
}

/** The whole fleet, on a schedule (the default beforeSchedule queues it once per queue, not per instance). */
const sweepDue: TaskConfig<{ input: object; output: { created: number } }> = {
  slug: 'sweepDue',
  label: 'Check due items of every aircraft',
  outputSchema: [{ name: 'created', type: 'number' }],
  schedule: [{ cron: SWEEP_CRON, queue: DUE_QUEUE }],
  concurrency: { key: () => 'due:fleet', exclusive: true, supersedes: true },
  retries: 2,
  handler: async ({ req }) => ({ output: { created: await notifyDueForFleet(req.payload) } }),
}

/** One notice's e-mail; a failed send is tried again, later each time. */
const noticeMail: TaskConfig<{ input: { notification: number }; output: { sent: boolean } }> = {
  slug: 'noticeMail',
  label: 'E-mail a notice',
  inputSchema: [{ name: 'notification', type: 'number', required: true }],
  outputSchema: [{ name: 'sent', type: 'checkbox' }],
  retries: { attempts: 6, backoff: { type: 'exponential', delay: 30_000 } },
  handler: async ({ input, req }) => ({ output: { sent: await sendNoticeMail(req.payload, input.notification) } }),
}

/** Running jobs here is off for a test run (tests run them) or where FLUGAKTE_JOBS=off (a web-only instance). */
const runsJobs = () => !process.env.VITEST && process.env.FLUGAKTE_JOBS !== 'off'

/**
 * Background work as Payload jobs, stored in the database: queued in the same transaction as the write
 * that causes them, so they survive restarts; run by whichever instance claims them.
 */
export const jobs: JobsConfig = {
  tasks: [checkDue, sweepDue, noticeMail, dailyCheckpoints, signReminders],
  enableConcurrencyControl: true,
  deleteJobOnComplete: true,
  autoRun: [
    { cron: RUN_CRON, queue: DUE_QUEUE, limit: 10 },
    { cron: RUN_CRON, queue: MAIL_QUEUE, limit: 20 },
  ],
  shouldAutoRun: runsJobs,
  // The REST endpoints that queue, run and cancel jobs are the administrators'.
  access: {
    queue: ({ req }) => isAdministrator(req),
    run: ({ req }) => isAdministrator(req),
    cancel: ({ req }) => isAdministrator(req),
  },
}

/**
 * A job marked running when its instance was killed stays so for ever: after a start, such jobs (older
 * than any real run) go back to the queue, where their retries apply.
 */
export async function releaseStaleJobs(payload: Payload) {
  if (!runsJobs()) return
  const before = new Date(Date.now() - STALE_MINUTES * 60_000).toISOString()
  const released = await runStatement(
    payload,
    sql`update payload_jobs set processing = false where processing = true and updated_at < ${before}`,
  ).catch(() => {
    // `payload migrate` starts Payload on a database whose jobs table the migrations are about to make.
    return 0
  })
  if (released > 0) payload.logger.info(`jobs: ${released} interrupted job(s) queued again`)
}
