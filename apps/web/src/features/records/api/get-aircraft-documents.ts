import { queryOptions, useQuery } from '@tanstack/react-query'

import { api } from '../../../lib/api-client'

export type AircraftDocument = { id: number; title: string; published_at?: string | null }

/** GET /api/documents: the aircraft's own published papers, newest first, to name as a register entry's evidence. */
export async function getAircraftDocuments(aircraft: number): Promise<AircraftDocument[]> {
  const result = await api<{ docs: AircraftDocument[] }>('/documents', {
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
export const aircraftDocumentsQueryOptions = (aircraft: number) =>
  queryOptions({
    queryKey: ['documents', 'aircraft', aircraft, 'records-picker'] as const,
    queryFn: () => getAircraftDocuments(aircraft),
  })

export function useAircraftDocuments(aircraft: number) {
  return useQuery(aircraftDocumentsQueryOptions(aircraft))
}
