import { useNavigate, useSearch } from '@tanstack/react-router'

import { useCan } from '../features/aircraft/api/get-capabilities'
import { useSelectedAircraft } from '../features/aircraft/hooks/use-selected-aircraft'
import { useMe } from '../features/auth/api/get-me'
import { BoardbookPage } from '../features/boardbook/components/boardbook-page'

/** The boardbook of the aircraft chosen in the top bar; the signed-in user is the default pilot. */
export function BoardbookScreen() {
  const { id, aircraft } = useSelectedAircraft()
  const { data: me } = useMe()
  const { page = 1 } = useSearch({ strict: false }) as { page?: number }
  const navigate = useNavigate()
  return (
    <BoardbookPage
      aircraftId={id}
      aircraft={aircraft}
      canAddEntry={useCan('add_flight_log', id ?? null)}
      currentUser={me}
      page={page}
      onPageChange={(next) =>
        void navigate({ to: '.', search: (previous: Record<string, unknown>) => ({ ...previous, page: next }) })
      }
    />
  )
}
