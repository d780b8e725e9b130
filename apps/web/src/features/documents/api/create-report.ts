import { useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'

import { api } from '../../../lib/api-client'
import { documentKeys } from './keys'
import type { AircraftDocument, StoredFile } from './types'
import { fieldMessage } from '../../../lib/forms/field-message'

/** Messages are common.json keys. */
export const reportUploadSchema = z.object({
  doc_type: z.string().min(1, fieldMessage('EnterRequiredFields')),
  title: z.string().trim().min(1, fieldMessage('EnterRequiredFields')),
  published_at: z
    .string()
    .min(1, fieldMessage('EnterRequiredFields'))
    .regex(/^\d{4}-\d{2}-\d{2}$/, fieldMessage('WrongFormat')),
  file: z
    .instanceof(File, { message: fieldMessage('EnterRequiredFields') })
    .nullable()
    .refine((file) => file !== null, fieldMessage('EnterRequiredFields'))
    .refine((file) => file === null || file.type === 'application/pdf', fieldMessage('WrongFormat')),
})

export type ReportUploadInput = z.input<typeof reportUploadSchema>

export type ReportUpload = {
  aircraft: number
  /** The uploader's company, shown as the report's author. */
  company: number | null
  input: z.output<typeof reportUploadSchema>
}

/**
 * Two calls: POST /api/files (multipart: the PDF, and `_payload` with the files collection's fields)
 * and POST /api/documents with the new file's id; the report belongs to the aircraft and is published.
 */
export async function createReport({ aircraft, company, input }: ReportUpload): Promise<AircraftDocument> {
  const form = new FormData()
  const file = input.file as File
  form.append('file', file, file.name)
  form.append('_payload', JSON.stringify({ title: input.title.trim() }))
  const uploaded = await api<{ doc: StoredFile }>('/files', { method: 'POST', body: form })
  const created = await api<{ doc: AircraftDocument }>('/documents', {
    method: 'POST',
    body: {
      title: input.title.trim(),
      published_at: input.published_at,
      doc_type: Number(input.doc_type),
      customer_aircrafts: [aircraft],
      companies: company === null ? [] : [company],
      file: uploaded.doc.id,
      status: 'published',
      tags: [],
    },
  })
  return created.doc
}

export function useCreateReport() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [...documentKeys.all, 'create-report'],
    mutationFn: createReport,
    onSuccess: (_doc, { aircraft }) => queryClient.invalidateQueries({ queryKey: documentKeys.aircraft(aircraft) }),
  })
}
