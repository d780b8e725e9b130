import { getRouteApi } from '@tanstack/react-router'

import { useSelectedAircraft } from '../lib/aircraft/use-selected-aircraft'
import { ManualsPage } from '../features/manuals/components/manuals-page'

const route = getRouteApi('/authenticated/manuals')

/** The manuals of the chosen aircraft; the filter (tags, search, columns) lives in the URL, so it survives a reload. */
export function ManualsScreen() {
  const { id } = useSelectedAircraft()
  const { tag, q, columns } = route.useSearch()
  const navigate = route.useNavigate()
  return (
    <ManualsPage
      aircraftId={id}
      filter={{ tag, q, columns }}
      onFilterChange={(change) =>
        void navigate({
          search: (previous) => ({ ...previous, ...change }),
          // Typing in the search field must not add a history entry per key.
          replace: true,
        })
      }
    />
  )
}
