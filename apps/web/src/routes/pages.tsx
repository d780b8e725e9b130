import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router'
import { AD_STATUSES, AMP_TAG } from '@flugakte/domain'
import { z } from 'zod'

import { airworthinessReportQueryOptions } from '../features/airworthiness/api/get-airworthiness-report'
import { AD_SORTS } from '../features/airworthiness/utils/ad-filter'
import { equipmentListQueryOptions } from '../features/airworthiness/api/get-equipment-list'
import { operatingHoursQueryOptions } from '../features/airworthiness/api/get-operating-hours'
import { boardbookQueryOptions } from '../features/boardbook/api/get-boardbook'
import { aircraftDocumentsQueryOptions, hasTag } from '../features/documents/api/get-aircraft-documents'
import { ampFileQueryOptions } from '../features/documents/api/get-amp-file'
import { manualsQueryOptions } from '../features/manuals/api/get-manuals'
import { effectiveTags } from '../features/manuals/utils/manual-filters'
import { customerAircraftsQueryOptions, easaTypeIdOf } from '../lib/aircraft/get-customer-aircrafts'
import { i18next } from '../lib/i18n'
import type { RouterContext } from './root'
import { authenticatedRoute } from './authenticated'

/**
 * Data screens wait in their route's loader for what they show (the router shows its pending screen
 * after a second, its error screen when a request fails); the screen then reads it from the cache
 * with useSuspenseQuery. Without an aircraft there is nothing to load.
 */
const aircraftDeps = ({ search }: { search: { aircraft?: number } }) => ({ aircraft: search.aircraft })
type AircraftLoader = { context: RouterContext; deps: { aircraft?: number } }
const loadFor =
  (load: (context: RouterContext, aircraft: number) => Promise<unknown>) =>
  async ({ context, deps }: AircraftLoader) => {
    if (deps.aircraft) await load(context, deps.aircraft)
  }
const loadReport = loadFor(({ queryClient }, aircraft) =>
  queryClient.ensureQueryData(airworthinessReportQueryOptions(aircraft)),
)
const documentsOf = async ({ queryClient }: RouterContext, aircraft: number) => {
  const fleet = await queryClient.ensureQueryData(customerAircraftsQueryOptions()).catch(() => [])
  const easaType = easaTypeIdOf(fleet.find((plane) => plane.id === aircraft))
  return queryClient.ensureQueryData(aircraftDocumentsQueryOptions({ aircraft, easaType, locale: i18next.language }))
}
const loadDocuments = loadFor(documentsOf)
const loadAmp = loadFor(async (context, aircraft) => {
  const fileUrl = (await documentsOf(context, aircraft)).find((document) => hasTag(document, AMP_TAG))?.file?.url
  if (fileUrl) await context.queryClient.ensureQueryData(ampFileQueryOptions(fileUrl))
})

const tagSearch = z.object({
  tag: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .catch(undefined),
})

/** Spec section 3, manuals filter state: tags, search text and columns, so a reload keeps them. */
const manualsSearch = tagSearch.extend({
  q: z.string().optional().catch(undefined),
  columns: z.array(z.string()).optional().catch(undefined),
})

export const dashboardRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: '/dashboard',
  staticData: { name: 'dashboard' },
  loaderDeps: aircraftDeps,
  loader: loadReport,
  component: lazyRouteComponent(() => import('./airworthiness-screens'), 'DashboardScreen'),
})

export const boardbookRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: '/boardbook',
  staticData: { name: 'boardbook' },
  validateSearch: z.object({ page: z.coerce.number().int().positive().optional().catch(undefined) }),
  loaderDeps: ({ search }) => ({ aircraft: search.aircraft, page: search.page }),
  loader: async ({ context: { queryClient }, deps }) => {
    if (deps.aircraft)
      await queryClient.ensureQueryData(boardbookQueryOptions({ aircraft: deps.aircraft, page: deps.page }))
  },
  component: lazyRouteComponent(() => import('./boardbook-screen'), 'BoardbookScreen'),
})

export const lifecycleRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: '/lifecycle',
  staticData: { name: 'lifecycle' },
  loaderDeps: aircraftDeps,
  loader: loadReport,
  component: lazyRouteComponent(() => import('./airworthiness-screens'), 'LifecycleScreen'),
})

export const documentsRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: '/documents',
  staticData: { name: 'document' },
  validateSearch: tagSearch,
  loaderDeps: aircraftDeps,
  loader: loadDocuments,
  component: lazyRouteComponent(() => import('./documents-screens'), 'DocumentsScreen'),
})

export const amplRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: '/documents/amp',
  loaderDeps: aircraftDeps,
  loader: loadAmp,
  component: lazyRouteComponent(() => import('./documents-screens'), 'AmpScreen'),
})

export const listRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: '/list',
  staticData: { name: 'list' },
  beforeLoad: ({ location }) => {
    if (location.pathname === '/list') throw redirect({ to: '/list/equipment', search: (prev) => prev })
  },
})

export const equipmentRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: '/list/equipment',
  staticData: { name: 'list-equipment' },
  validateSearch: z.object({ q: z.string().optional().catch(undefined) }),
  loaderDeps: aircraftDeps,
  loader: loadFor(({ queryClient }, aircraft) => queryClient.ensureQueryData(equipmentListQueryOptions(aircraft))),
  component: lazyRouteComponent(() => import('./airworthiness-screens'), 'EquipmentScreen'),
})

export const airworthinessDirectiveRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: '/list/airworthiness-directive',
  staticData: { name: 'list-airworthiness-directive' },
  validateSearch: z.object({
    view: z.enum(['component', 'aircraft']).optional().catch(undefined),
    q: z.string().optional().catch(undefined),
    status: z.array(z.enum(AD_STATUSES)).optional().catch(undefined),
    attention: z.boolean().optional().catch(undefined),
    sort: z.enum(AD_SORTS).optional().catch(undefined),
  }),
  loaderDeps: aircraftDeps,
  loader: loadReport,
  component: lazyRouteComponent(() => import('./airworthiness-screens'), 'AirworthinessDirectiveScreen'),
})

export const manualsRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: '/manuals',
  staticData: { name: 'manuals' },
  validateSearch: manualsSearch,
  loaderDeps: ({ search }) => ({ aircraft: search.aircraft, tag: search.tag }),
  loader: async ({ context: { queryClient }, deps }) => {
    if (deps.aircraft)
      await queryClient.ensureQueryData(
        manualsQueryOptions({ aircraft: deps.aircraft, tags: effectiveTags(deps.tag), locale: i18next.language }),
      )
  },
  component: lazyRouteComponent(() => import('./manuals-screen'), 'ManualsScreen'),
})

export const operatingHoursRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: '/operatinghours',
  staticData: { name: 'operatinghours' },
  loaderDeps: aircraftDeps,
  loader: loadFor(({ queryClient }, aircraft) => queryClient.ensureQueryData(operatingHoursQueryOptions(aircraft))),
  component: lazyRouteComponent(() => import('./airworthiness-screens'), 'OperatingHoursScreen'),
})

export const reportRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: '/report',
  staticData: { name: 'report' },
  validateSearch: z.object({ docType: z.string().optional().catch(undefined) }),
  loaderDeps: aircraftDeps,
  loader: loadDocuments,
  component: lazyRouteComponent(() => import('./documents-screens'), 'ReportsScreen'),
})
