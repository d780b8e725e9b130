import { redirect } from '@tanstack/react-router'
import { AMP_TAG } from '@flugakte/domain'

import { airworthinessReportQueryOptions } from '../features/airworthiness/api/get-airworthiness-report'
import { equipmentListQueryOptions } from '../features/airworthiness/api/get-equipment-list'
import { operatingHoursQueryOptions } from '../features/airworthiness/api/get-operating-hours'
import { awaitingSignatureQueryOptions } from '../features/boardbook/api/get-awaiting-signature'
import type { BoardbookFilter } from '../features/boardbook/api/filter'
import { boardbookQueryOptions } from '../features/boardbook/api/get-boardbook'
import { aircraftDocumentsQueryOptions, hasTag } from '../features/documents/api/get-aircraft-documents'
import { ampFileQueryOptions } from '../features/documents/api/get-amp-file'
import { manualsQueryOptions } from '../features/manuals/api/get-manuals'
import { effectiveTags } from '../features/manuals/utils/manual-filters'
import { contractsQueryOptions } from '../features/settings/api/contracts'
import { companyQueryOptions } from '../features/settings/api/get-company'
import { companyUsersQueryOptions } from '../features/settings/api/get-company-users'
import { relationId } from '../features/settings/utils/relations'
import { aircraftDefectsQueryOptions } from '../lib/aircraft/get-aircraft-defects'
import { recordsHealthQueryOptions } from '../lib/aircraft/get-records-health'
import { customerAircraftsQueryOptions, easaTypeIdOf } from '../lib/aircraft/get-customer-aircrafts'
import { meQueryOptions } from '../lib/current-user/get-me'
import { countriesQueryOptions } from '../lib/countries'
import { i18next, loadSignedInTexts } from '../lib/i18n'
import { isLoggedIn } from '../lib/session'
import type { RouterContext } from './root'

/**
 * The loaders of the screens behind login. The routes attach them with `lazyFn`, TanStack Router's own
 * split of a loader from its route: they and the features' API they call load after sign-in, not with
 * the login page.
 */

type Loader<Deps = object> = { context: RouterContext; deps: Deps }

/** After login: the current user, countries, aircraft and the texts of the screens behind login. */
export async function loadSignedIn({ context: { queryClient } }: Loader) {
  try {
    await Promise.all([
      queryClient.ensureQueryData(meQueryOptions()),
      queryClient.ensureQueryData(customerAircraftsQueryOptions()).catch(() => []),
      queryClient.ensureQueryData(countriesQueryOptions(i18next.language)),
      loadSignedInTexts(),
    ])
  } catch (error) {
    // The server ended the session meanwhile: the login page, with its notice, not an error page.
    if (!isLoggedIn()) throw redirect({ to: '/login' })
    throw error
  }
}

// Data screens wait for what they show; without an aircraft there is nothing to load.
const loadFor =
  (load: (context: RouterContext, aircraft: number) => Promise<unknown>) =>
  async ({ context, deps }: Loader<{ aircraft?: number }>) => {
    if (deps.aircraft) await load(context, deps.aircraft)
  }

export const loadReport = loadFor(({ queryClient }, aircraft) =>
  queryClient.ensureQueryData(airworthinessReportQueryOptions(aircraft)),
)

const documentsOf = async ({ queryClient }: RouterContext, aircraft: number) => {
  const fleet = await queryClient.ensureQueryData(customerAircraftsQueryOptions()).catch(() => [])
  const easaType = easaTypeIdOf(fleet.find((plane) => plane.id === aircraft))
  return queryClient.ensureQueryData(aircraftDocumentsQueryOptions({ aircraft, easaType, locale: i18next.language }))
}
export const loadDocuments = loadFor(documentsOf)

export const loadAmp = loadFor(async (context, aircraft) => {
  const fileUrl = (await documentsOf(context, aircraft)).find((document) => hasTag(document, AMP_TAG))?.file?.url
  if (fileUrl) await context.queryClient.ensureQueryData(ampFileQueryOptions(fileUrl))
})

export const loadEquipment = loadFor(({ queryClient }, aircraft) =>
  queryClient.ensureQueryData(equipmentListQueryOptions(aircraft)),
)

export const loadOperatingHours = loadFor(({ queryClient }, aircraft) =>
  queryClient.ensureQueryData(operatingHoursQueryOptions(aircraft)),
)

export async function loadBoardbook({
  context: { queryClient },
  deps,
}: Loader<{ aircraft?: number; page?: number; filter?: BoardbookFilter }>) {
  // Offline, a page never loaded would wait for the network forever: the page shows what the device
  // has (a cached page, the entries waiting to be sent) and says the rest needs a connection.
  if (deps.aircraft && navigator.onLine)
    await queryClient.ensureQueryData(
      boardbookQueryOptions({ aircraft: deps.aircraft, page: deps.page, filter: deps.filter }),
    )
}

/** Offline the page shows what the device has and still takes a report; it never waits for the network. */
export async function loadDefects({ context: { queryClient }, deps }: Loader<{ aircraft?: number }>) {
  if (deps.aircraft && navigator.onLine) await queryClient.ensureQueryData(aircraftDefectsQueryOptions(deps.aircraft))
}

/** Offline the page shows the device's copy, if any; it never waits for the network. */
export async function loadRecordsHealth({
  context: { queryClient },
  deps,
}: Loader<{ aircraft?: number; date?: string }>) {
  if (deps.aircraft && navigator.onLine)
    await queryClient.ensureQueryData(recordsHealthQueryOptions(deps.aircraft, deps.date))
}

export async function loadAwaitingSignature({ context: { queryClient } }: Loader) {
  await queryClient.ensureQueryData(awaitingSignatureQueryOptions())
}

export async function loadManuals({
  context: { queryClient },
  deps,
}: Loader<{ aircraft?: number; tag?: string | string[] }>) {
  if (deps.aircraft)
    await queryClient.ensureQueryData(
      manualsQueryOptions({ aircraft: deps.aircraft, tags: effectiveTags(deps.tag), locale: i18next.language }),
    )
}

/** A company admin's screen waits for the company, its people and its contracts; others see 403. */
export async function loadCompanySettings({ context: { queryClient } }: Loader) {
  const me = await queryClient.ensureQueryData(meQueryOptions())
  const companyId = relationId(me?.company)
  if (!me?.is_company_admin || companyId === null) return
  await Promise.all([
    queryClient.ensureQueryData(companyQueryOptions(companyId)),
    queryClient.ensureQueryData(companyUsersQueryOptions(companyId)),
    queryClient.ensureQueryData(contractsQueryOptions()),
  ])
}
