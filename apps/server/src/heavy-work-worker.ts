/**
 * The worker threads' entry (see lib/heavy-work/worker-pool.ts): the CPU-heavy layout of the server's
 * PDFs, run off the request thread. Bundled with esbuild into dist/heavy-work-worker.mjs by the server
 * build and by the server tests' global setup (scripts/build-heavy-work-worker.mjs). Each job takes
 * plain data (structured clone) and answers bytes; the Bordbuch pulls its rows batch by batch.
 */
import { isMainThread, parentPort, threadId } from 'node:worker_threads'

import type { DefectsPdfInput } from './endpoints/defects/render-defects-pdf'
import { renderDefectsPdf } from './endpoints/defects/render-defects-pdf'
import { renderAdStatusPdf, type AdReportInput } from './endpoints/airworthiness/render-ad-report'
import { renderEquipmentListPdf } from './endpoints/airworthiness/render-equipment-list'
import { renderReviewPack } from './endpoints/review-pack/render-review-pack'
import {
  bordbuchFromInputs,
  type BordbuchHeader,
  type BordbuchInput,
} from './journey-log/bordbuch-pdf/bordbuch-in-worker'
import { renderBordbuch } from './journey-log/bordbuch-pdf/render-bordbuch'
import { runJob, type JobStart } from './lib/heavy-work/worker-protocol'

type Options = Parameters<typeof renderReviewPack>[1]

export const heavyWorkJobs = {
  bordbuch: (header: BordbuchHeader, inputs: AsyncIterable<BordbuchInput>) =>
    renderBordbuch(bordbuchFromInputs(header, inputs)),
  reviewPack: ({ pack, options }: { pack: Parameters<typeof renderReviewPack>[0]; options: Options }) =>
    renderReviewPack(pack, options),
  defectsPdf: ({ input, options }: { input: DefectsPdfInput; options: Options }) => renderDefectsPdf(input, options),
  adStatusPdf: ({ report, options }: { report: AdReportInput; options: Options }) => renderAdStatusPdf(report, options),
  equipmentListPdf: ({ list, options }: { list: Parameters<typeof renderEquipmentListPdf>[0]; options: Options }) =>
    renderEquipmentListPdf(list, options),
  /** Which thread runs jobs (the pool's tests: never the request thread). */
  threadId: async () => threadId,
}

export type HeavyWorkJobs = typeof heavyWorkJobs

if (!isMainThread && parentPort) {
  parentPort.on('message', (start: JobStart) =>
    runJob(heavyWorkJobs[start.name as keyof HeavyWorkJobs] as never, start),
  )
}
