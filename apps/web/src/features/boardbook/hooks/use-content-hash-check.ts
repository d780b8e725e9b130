import { contentHash } from '@flugakte/domain'
import { useQuery } from '@tanstack/react-query'

import type { Signing } from '../api/get-signing'
import { boardbookKeys } from '../api/keys'
import type { FlightLog } from '../api/types'

export type HashCheck = { status: 'checking' } | { status: 'ok' } | { status: 'mismatch'; local: string | null }

/**
 * The content hash of the entry as this device holds it (just saved, or as the list shows it) against
 * the one the server stored: the pilot signs what they see, and the offline sign-off will rely on the
 * two agreeing.
 */
export function useContentHashCheck(entry: FlightLog, signing: Signing): HashCheck {
  const { data: local, isError } = useQuery({
    queryKey: [...boardbookKeys.signing(entry.id), 'local-hash', entry],
    queryFn: () => contentHash(entry),
    staleTime: Infinity,
  })
  if (isError) return { status: 'mismatch', local: null }
  if (local === undefined) return { status: 'checking' }
  return local === signing.content_hash ? { status: 'ok' } : { status: 'mismatch', local }
}
