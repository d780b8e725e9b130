import type { LatestReadings } from '@flugakte/domain'
import { useMemo } from 'react'

import { useOutbox } from '../../../lib/outbox/outbox-store'
import { useLatestEntries } from '../api/get-boardbook'
import { useOfflinePack } from '../offline/offline-pack'
import { latestWithOutbox } from '../utils/latest-with-outbox'

/**
 * The readings a new entry of the aircraft starts from: the journey log's newest entry (loaded now or
 * kept from the last load), else the offline pack's; an entry of the user's outbox that lands later
 * wins, so a second flight offline continues the first.
 */
export function useLatestReadings(aircraftId: number, userId: number | null | undefined): LatestReadings | null {
  const { data: boardbook } = useLatestEntries(aircraftId)
  const pack = useOfflinePack(userId)
  const outbox = useOutbox(userId)
  const logged = boardbook
    ? boardbook.latest
    : (pack?.aircraft.find((aircraft) => aircraft.id === aircraftId)?.latest ?? null)
  return useMemo(() => latestWithOutbox(logged, outbox, aircraftId), [logged, outbox, aircraftId])
}
