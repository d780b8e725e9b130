import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'

import { api } from '../../../lib/api-client'
import { documentKeys } from './keys'
import { REPORT_TYPES } from '@flugakte/domain'

import type { AircraftDocument } from './types'

type Query = {
  aircraft: number
  /** The aircraft's EASA type: type-wide papers (the TCDS) belong to the aircraft too. */
  easaType?: number | undefined
  locale: string
}

/**
 * GET /api/documents: every published document of one aircraft, newest first, relations one level
 * deep and names in the interface's language. One aircraft has a few dozen papers, so the screens
 * filter by tag, report type and search text on the client and share this one request.
 */
export async function getAircraftDocuments({ aircraft, easaType, locale }: Query): Promise<AircraftDocument[]> {
  const applies = [{ customer_aircrafts: { in: aircraft } }, ...(easaType ? [{ easa_types: { in: easaType } }] : [])]
  const result = await api<{ docs: AircraftDocument[] }>('/documents', {
    query: {
      where: { status: { equals: 'published' }, or: applies },
      depth: 1,
      sort: '-published_at',
      pagination: false,
      locale,
    },
  })
  return result.docs
}

export const aircraftDocumentsQueryOptions = ({ aircraft, easaType, locale }: Query) =>
  queryOptions({
    queryKey: documentKeys.list(aircraft, easaType ?? null, locale),
    queryFn: () => getAircraftDocuments({ aircraft, easaType, locale }),
  })

/** The route's loader has fetched it; a language switch suspends until the list in that language is there. */
export const useAircraftDocuments = (query: Query) => useSuspenseQuery(aircraftDocumentsQueryOptions(query))

const isReportType = (key: string | undefined): boolean => (REPORT_TYPES as readonly string[]).includes(key ?? '')

export const isReport = (document: AircraftDocument) => isReportType(document.doc_type?.key)
export const hasTag = (document: AircraftDocument, key: string) => (document.tags ?? []).some((tag) => tag.key === key)

/** The aircraft's papers on the Documents screen: certificates and the like, not its reports or manuals. */
export const isPaper = (document: AircraftDocument) => !isReport(document) && !hasTag(document, 'manual')
