import { getRouteApi } from '@tanstack/react-router'

import { useSelectedAircraft } from '../lib/aircraft/use-selected-aircraft'
import { useMe } from '../lib/current-user/get-me'
import { DefectsPage } from '../features/defects/components/defects-page'

const route = getRouteApi('/authenticated/defects')

/** The defects of the aircraft chosen in the top bar; the report dialog and the defect shown live in the URL. */
export function DefectsScreen() {
  const { id, aircraft } = useSelectedAircraft()
  const { data: me } = useMe()
  const { defect, report, flight } = route.useSearch()
  const navigate = route.useNavigate()
  return (
    <DefectsPage
      aircraftId={id}
      registration={aircraft?.registration}
      highlight={defect}
      reporting={report === 1}
      flightLogId={flight}
      currentUserId={me?.id}
      onReport={() => void navigate({ search: (previous) => ({ ...previous, report: 1 }) })}
      // Closing the dialog (sent, kept, or cancelled) leaves the page as it was before it opened.
      onReportClose={() =>
        void navigate({ search: (previous) => ({ ...previous, report: undefined, flight: undefined }), replace: true })
      }
    />
  )
}
