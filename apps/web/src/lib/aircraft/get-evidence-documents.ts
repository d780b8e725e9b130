import { queryOptions, useQuery } from '@tanstack/react-query'

import { api } from '../api-client'

export type EvidenceDocument = { id: number; title: string; published_at?: string | null }

/**
 * GET /api/documents: the aircraft's own published papers and reports, newest first, to cite as the
 * evidence of a record (a compliance record, a register entry).
 */
export async function getEvidenceDocuments(aircraft: number): Promise<EvidenceDocument[]> {
  const result = await api<{ docs: EvidenceDocument[] }>('/documents', {
    query: {
      where: { status: { equals: 'published' }, customer_aircrafts: { in: aircraft } },
      select: { title: true, published_at: true },
      sort: '-published_at',
      depth: 0,
      limit: 200,
    },
  })
  return result.docs
}

// Under the documents' own key of the aircraft, so that a document uploaded meanwhile shows here too.
export const evidenceDocumentsQueryOptions = (aircraft: number) =>
  queryOptions({
    queryKey: ['documents', 'aircraft', aircraft, 'evidence'] as const,
    queryFn: () => getEvidenceDocuments(aircraft),
  })

export function useEvidenceDocuments(aircraft: number) {
  return useQuery(evidenceDocumentsQueryOptions(aircraft))
}
