import { getRouteApi } from '@tanstack/react-router'

import { easaTypeIdOf } from '../lib/aircraft/get-customer-aircrafts'
import { useSelectedAircraft } from '../lib/aircraft/use-selected-aircraft'
import { useMe } from '../lib/current-user/get-me'
import { AmpPage } from '../features/documents/components/amp-page'
import { DocumentsPage } from '../features/documents/components/documents-page'
import { ReportsPage } from '../features/documents/components/reports-page'
import { useCan } from '../lib/aircraft/get-capabilities'

const documentsRoute = getRouteApi('/authenticated/documents')
const reportRoute = getRouteApi('/authenticated/report')

/** The aircraft's documents, all or of the menu's `?tag=`; the filter bar's tag choice goes to the URL. */
export function DocumentsScreen() {
  const { id, aircraft } = useSelectedAircraft()
  const { tag } = documentsRoute.useSearch()
  const navigate = documentsRoute.useNavigate()
  return (
    <DocumentsPage
      aircraftId={id}
      easaTypeId={easaTypeIdOf(aircraft)}
      tag={Array.isArray(tag) ? tag[0] : tag}
      onTagChange={(next) => void navigate({ search: (previous) => ({ ...previous, tag: next }) })}
    />
  )
}

export function AmpScreen() {
  const { id, aircraft } = useSelectedAircraft()
  return <AmpPage aircraftId={id} easaTypeId={easaTypeIdOf(aircraft)} />
}

/** The aircraft's reports, all or of the menu's `?docType=`; contractors upload. */
export function ReportsScreen() {
  const { id, aircraft } = useSelectedAircraft()
  const { docType } = reportRoute.useSearch()
  const { data: me } = useMe()
  const canUpload = useCan('add_document', id ?? null)
  const company = me?.company
  return (
    <ReportsPage
      aircraftId={id}
      easaTypeId={easaTypeIdOf(aircraft)}
      docType={docType}
      canUpload={canUpload}
      companyId={company === null || company === undefined ? null : typeof company === 'number' ? company : company.id}
    />
  )
}
