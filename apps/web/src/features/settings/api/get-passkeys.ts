import { queryOptions, useQuery } from '@tanstack/react-query'

import { api } from '../../../lib/api-client'
import { settingsKeys } from './keys'

/** One of the user's passkeys; the server keeps each for ever, since old signatures are checked with it. */
export type Passkey = { id: number; name: string; credential_id: string; createdAt: string }

/** GET /api/passkeys: the signed-in user's own passkeys (the server shows nobody else's). */
export async function getPasskeys(): Promise<Passkey[]> {
  return (await api<{ docs: Passkey[] }>('/passkeys', { query: { depth: 0, sort: 'createdAt', limit: 100 } })).docs
}

export const passkeysQueryOptions = () => queryOptions({ queryKey: settingsKeys.passkeys(), queryFn: getPasskeys })

export const usePasskeys = () => useQuery(passkeysQueryOptions())
