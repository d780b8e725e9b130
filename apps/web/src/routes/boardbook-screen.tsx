import { Stack } from '@mantine/core'
import { getRouteApi, useRouterState } from '@tanstack/react-router'

import { useCan } from '../lib/aircraft/get-capabilities'
import { useSelectedAircraft } from '../lib/aircraft/use-selected-aircraft'
import { useMe } from '../lib/current-user/get-me'
import { AwaitingSignaturePage } from '../features/boardbook/components/awaiting-signature-page'
import { BoardbookPage } from '../features/boardbook/components/boardbook-page'
import { LogWitnessAlert } from '../features/boardbook/witness/log-witness-alert'
import { OutboxPage } from '../features/boardbook/components/outbox-page'

const route = getRouteApi('/authenticated/boardbook')

/** The boardbook of the aircraft chosen in the top bar; the signed-in user is the default pilot. */
export function BoardbookScreen() {
  const { id, aircraft } = useSelectedAircraft()
  const { data: me } = useMe()
  const { page = 1, from, to, q } = route.useSearch()
  const navigate = route.useNavigate()
  // The page shown stays until the loader has the next one; meanwhile the list says it is loading.
  const loading = useRouterState({ select: (state) => state.isLoading })
  return (
    <Stack>
      {/* The device's witness finding for this aircraft, as on the dashboard. */}
      <LogWitnessAlert aircraftId={id} />
      <BoardbookPage
        aircraftId={id}
        aircraft={aircraft}
        canAddEntry={useCan('add_flight_log', id ?? null)}
        canExportRecord={useCan('record_export', id ?? null)}
        canReportDefect={useCan('report_defect', id ?? null)}
        currentUser={me}
        page={page}
        loading={loading}
        onPageChange={(next) => void navigate({ search: (previous) => ({ ...previous, page: next }) })}
        filter={{ from, to, q }}
        // A new filter starts at its first page; a field left empty leaves the URL.
        onFilterChange={({ from: since, to: until, q: text }) =>
          void navigate({ search: (previous) => ({ ...previous, from: since, to: until, q: text, page: undefined }) })
        }
      />
    </Stack>
  )
}

/** The entries awaiting the signed-in pilot's signature, on every aircraft. */
export function AwaitingSignatureScreen() {
  return <AwaitingSignaturePage />
}

/** The signed-in user's entries not yet sent from this device. */
export function OutboxScreen() {
  const { data: me } = useMe()
  return <OutboxPage currentUser={me} />
}
