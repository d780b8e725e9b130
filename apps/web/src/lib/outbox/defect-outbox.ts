import type { DefectReportInput } from '@flugakte/domain'
import type { QueryClient } from '@tanstack/react-query'

import { AIRWORTHINESS_KEY } from '../aircraft/get-fleet-status'
import { api, isUnanswered } from '../api-client'
import { addDefectToOutbox, requestPersistentStorage } from './outbox-store'
import { requestOutboxSend } from './send-request'
import type { DefectOutboxRecord, OutboxPhoto } from './types'

/** Every defect query starts with it (an aircraft's defects, those reported from a flight). */
const DEFECTS_KEY = ['defects'] as const

/** A defect report as it travels: the dialog's checked input with the client id made for it. */
export type DefectReport = DefectReportInput & { client_id: string }

/** The server's answer to a stored report; a repeat of a client id answers with the report made then. */
export type DefectSubmitResult = { doc: unknown; duplicate: boolean }

export type DefectReportOutcome = ({ status: 'sent' } & DefectSubmitResult) | { status: 'queued' }

export type DefectReportContext = {
  /** The author: the report waits in their outbox. */
  userId: number
  /** Shown with the report in the outbox while it waits. */
  registration: string
  /** Ends the attempt (the author chose to keep it on the device instead of waiting): it is queued. */
  signal?: AbortSignal
}

/**
 * POST /api/defects/submit as multipart/form-data: the report as JSON in `_payload`, the photos in
 * `photos`. The server stores a client id once, so a report may be sent again when its answer was lost.
 */
export function postDefectReport(report: DefectReport, photos: File[], signal?: AbortSignal) {
  const form = new FormData()
  form.append('_payload', JSON.stringify(report))
  for (const photo of photos) form.append('photos', photo, photo.name)
  return api<DefectSubmitResult>('/defects/submit', { method: 'POST', body: form, signal })
}

/** The photos of a report in the outbox, as files again. */
export const filesOf = (record: DefectOutboxRecord): File[] =>
  record.photos.map((photo) => new File([photo.bytes], photo.name, { type: photo.type }))

/** Sends a report that waited in the outbox, with the client id it got when it was made. */
export const sendStoredDefectReport = (record: DefectOutboxRecord) => postDefectReport(record.report, filesOf(record))

// FileReader rather than Blob.arrayBuffer(), which Safari has only since version 14.
function bytesOf(file: Blob): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(reader.result as ArrayBuffer)
    reader.onerror = () => reject(reader.error ?? new Error('The photo could not be read'))
    reader.readAsArrayBuffer(file)
  })
}

const photoOf = async (file: File): Promise<OutboxPhoto> => ({
  name: file.name,
  type: file.type,
  bytes: await bytesOf(file),
})

async function keepOnDevice(report: DefectReport, photos: File[], { userId, registration }: DefectReportContext) {
  await addDefectToOutbox({
    client_id: report.client_id,
    user_id: userId,
    aircraft_id: report.customer_aircraft,
    registration,
    report,
    photos: await Promise.all(photos.map(photoOf)),
  })
  // The report and its photos exist nowhere else until the server has them.
  void requestPersistentStorage()
  requestOutboxSend()
}

/**
 * Reports a defect: sends it at once when there is a connection; without one, or when no answer comes
 * (network error, 502/503/504, or `context.signal` aborted), keeps it with its photos in the outbox,
 * which sends it under the same client id later. A refusal (400 with field errors, 403, 409) rejects
 * with the api client's ApiError, for the dialog to show.
 */
export async function submitDefectReport(
  input: DefectReport,
  photos: File[],
  context: DefectReportContext,
): Promise<DefectReportOutcome> {
  if (navigator.onLine) {
    try {
      const result = await postDefectReport(input, photos, context.signal)
      return { status: 'sent', doc: result.doc, duplicate: result.duplicate }
    } catch (error) {
      if (!isUnanswered(error)) throw error
    }
  }
  await keepOnDevice(input, photos, context)
  return { status: 'queued' }
}

/**
 * What a stored defect report changes: the defect lists, the airworthiness answers (a defect may ground
 * the aircraft: its report and the fleet status), and its journey log (entries list the defects
 * reported from them, under the boardbook feature's key ['boardbook', 'list', aircraft]).
 */
export function invalidateAfterDefectReport(queryClient: QueryClient, aircraftId: number) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: DEFECTS_KEY }),
    queryClient.invalidateQueries({ queryKey: AIRWORTHINESS_KEY }),
    queryClient.invalidateQueries({ queryKey: ['boardbook', 'list', aircraftId] }),
  ])
}
