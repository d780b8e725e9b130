import type { QueryClient } from '@tanstack/react-query'

import { AIRWORTHINESS_KEY } from '../../../lib/aircraft/get-fleet-status'

/**
 * A register entry or a review (stored, or its release signed) changes the aircraft's records health,
 * its ARC validity, and so its airworthiness report and the fleet status: all of them live under
 * AIRWORTHINESS_KEY (`recordsHealthKey` too), so one invalidation refetches each once.
 */
export const invalidateAfterRecord = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: AIRWORTHINESS_KEY })
