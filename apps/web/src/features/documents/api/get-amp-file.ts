import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'

import { fetchFileBlob } from '../../../lib/files'
import { documentKeys } from './keys'

/**
 * The AMP's PDF as an object URL, one per file for the page's lifetime (cached like the file itself),
 * so the viewer and the download link work again on every visit without fetching the PDF again.
 */
export const ampFileQueryOptions = (fileUrl: string) =>
  queryOptions({
    queryKey: [...documentKeys.all, 'file', fileUrl],
    queryFn: async () => URL.createObjectURL(await fetchFileBlob(fileUrl)),
    staleTime: Infinity,
    gcTime: Infinity,
  })

export const useAmpFile = (fileUrl: string) => useSuspenseQuery(ampFileQueryOptions(fileUrl))
