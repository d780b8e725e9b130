import type { TaskConfig } from 'payload'

import { DUE_QUEUE } from '../airworthiness/queues'
import { checkpointJourneyLogs } from './daily-checkpoints'

/** Once a day by default; FLUGAKTE_CHECKPOINT_CRON (with seconds, as Payload's schedules) overrides it. */
const CHECKPOINT_CRON = process.env.FLUGAKTE_CHECKPOINT_CRON || '0 15 0 * * *'

/** The fleet's daily journey-log checkpoints (queued once per schedule, run by one instance). */
export const dailyCheckpoints: TaskConfig<{ input: object; output: { checkpoints: number; notices: number } }> = {
  slug: 'dailyCheckpoints',
  label: 'Sign the journey logs’ daily checkpoints',
  outputSchema: [
    { name: 'checkpoints', type: 'number' },
    { name: 'notices', type: 'number' },
  ],
  schedule: [{ cron: CHECKPOINT_CRON, queue: DUE_QUEUE }],
  concurrency: { key: () => 'journey-log:checkpoints', exclusive: true, supersedes: true },
  retries: 2,
  handler: async ({ req }) => ({ output: await checkpointJourneyLogs(req.payload) }),
}
