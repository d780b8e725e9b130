import { useNavigate, useSearch } from '@tanstack/react-router'

import { useSelectedAircraft } from '../features/aircraft/hooks/use-selected-aircraft'
import { ManualsPage, type ManualsFilter } from '../features/manuals/components/manuals-page'

/** The manuals of the chosen aircraft; the filter (tags, search, columns) lives in the URL, so it survives a reload. */
export function ManualsScreen() {
  const { id } = useSelectedAircraft()
  const { tag, q, columns } = useSearch({ strict: false }) as ManualsFilter
  const navigate = useNavigate()
  return (
    <ManualsPage
      aircraftId={id}
      filter={{ tag, q, columns }}
      onFilterChange={(change) =>
        void navigate({
          to: '.',
          search: (previous: Record<string, unknown>) => ({ ...previous, ...change }),
          // Typing in the search field must not add a history entry per key.
          replace: true,
        })
      }
    />
  )
}
