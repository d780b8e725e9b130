import { useMutation, useQueryClient } from '@tanstack/react-query'

import {
  invalidateAfterDefectReport,
  submitDefectReport,
  type DefectReport,
  type DefectReportContext,
} from '../../../lib/outbox/defect-outbox'
import { defectKeys } from './keys'

export type ReportDefectInput = { report: DefectReport; photos: File[]; context: DefectReportContext }

/**
 * POST /api/defects/submit through the outbox: sent at once with a connection, kept on the device with
 * its photos without one ('queued'), and sent later under the same client id.
 */
export function useReportDefect() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [...defectKeys.all, 'report'],
    // Offline the report goes to the outbox: a paused mutation would never get there.
    networkMode: 'always',
    mutationFn: ({ report, photos, context }: ReportDefectInput) => submitDefectReport(report, photos, context),
    onSuccess: (outcome, { report }) =>
      outcome.status === 'sent' ? invalidateAfterDefectReport(queryClient, report.customer_aircraft) : undefined,
  })
}
