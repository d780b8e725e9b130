import type { HobbsUnit, LatestReadings } from '@flugakte/domain'

import { api } from '../../../lib/api-client'
import type { Airport, Person } from './types'

/** What the device keeps to enter journey-log entries without a connection. */
export type OfflinePack = {
  generated_at: string
  user: Person & { abbreviation: string | null }
  aircraft: { id: number; registration: string; hobbs_unit?: HobbsUnit; latest: LatestReadings | null }[]
  people: (Person & { status: string })[]
  /** The aerodromes the user's aircraft used lately first, then those of the home country. */
  airports: Airport[]
  /** The signed-in user's passkeys (credential id base64url), for a sign-off without a connection. */
  passkeys: { id: string; transports?: string[] }[]
}

/**
 * GET /api/offline-pack: the signed-in user, their aircraft with the newest readings, the company's
 * people and the aerodromes to choose from. Kept in IndexedDB, not in the query cache: it serves the
 * lookups and the prefill when the server cannot be reached (see offline/offline-pack.ts).
 */
export async function getOfflinePack(): Promise<OfflinePack> {
  return api<OfflinePack>('/offline-pack')
}
