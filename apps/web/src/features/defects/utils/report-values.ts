import { zodResolver } from '@hookform/resolvers/zod'
import { defectReportInputSchema } from '@flugakte/domain'
import type { Resolver } from 'react-hook-form'

import type { DefectReport } from '../../../lib/outbox/defect-outbox'

/** The report dialog's fields; the photos travel beside them. No ATA chapter is ''. */
export type ReportValues = {
  customer_aircraft: number
  flight_log: number | null
  description: string
  ata_chapter: string
  unsafe: boolean
}

export const reportValues = (aircraft: number, flightLog: number | undefined): ReportValues => ({
  customer_aircraft: aircraft,
  flight_log: flightLog ?? null,
  description: '',
  ata_chapter: '',
  unsafe: false,
})

/**
 * The domain's report schema checks the dialog, the same one the server runs. The cast: the resolver's
 * types follow the schema's input, whose optional fields accept anything the schema then reads.
 */
export const reportResolver = zodResolver(defectReportInputSchema, undefined, {
  raw: true,
}) as unknown as Resolver<ReportValues>

/** The report as it is sent (and kept in the outbox): checked, empty fields dropped, with its client id. */
export function reportOf(values: ReportValues, clientId: string): DefectReport {
  return { ...defectReportInputSchema.parse(values), client_id: clientId }
}
