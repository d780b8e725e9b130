import { hobbsUnitOf, type HobbsUnit } from '@flugakte/domain'

import type { OutboxRecord } from '../../../lib/outbox/types'
import { useLatestEntries } from '../api/get-boardbook'
import { useOfflinePack } from '../offline/offline-pack'

/**
 * The unit the aircraft's Hobbs meter shows (its setup), in which a new entry's readings are taken: as
 * the journey log answered it (loaded now or kept from the last load), else as the offline pack kept
 * it; hours:minutes until one of them is known.
 */
export function useMeterUnit(
  aircraftId: number,
  userId: number | null | undefined,
  /** An entry kept on the device keeps the unit its readings were typed in. */
  stored?: OutboxRecord | null,
): HobbsUnit {
  const { data: boardbook } = useLatestEntries(aircraftId)
  const pack = useOfflinePack(userId)
  if (stored) return hobbsUnitOf(stored.entry.hobbs_unit)
  return hobbsUnitOf(boardbook?.hobbs_unit ?? pack?.aircraft.find((aircraft) => aircraft.id === aircraftId)?.hobbs_unit)
}
