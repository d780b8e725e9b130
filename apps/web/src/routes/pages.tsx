import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router'
import { z } from 'zod'

import { boardbookQueryOptions } from '../features/boardbook/api/get-boardbook'
import { manualsQueryOptions } from '../features/manuals/api/get-manuals'
import { effectiveTags } from '../features/manuals/utils/manual-filters'
import { i18next } from '../lib/i18n'
import { authenticatedRoute } from './authenticated'

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
  component: lazyRouteComponent(() => import('./airworthiness-screens'), 'DashboardScreen'),
})

export const boardbookRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: '/boardbook',
  staticData: { name: 'boardbook' },
  validateSearch: z.object({ page: z.coerce.number().int().positive().optional().catch(undefined) }),
  loaderDeps: ({ search }) => ({ aircraft: search.aircraft, page: search.page }),
  // Starts the list request while the screen's code loads; the screen shows its skeleton meanwhile.
  loader: ({ context: { queryClient }, deps }) => {
    if (deps.aircraft)
      void queryClient.prefetchQuery(boardbookQueryOptions({ aircraft: deps.aircraft, page: deps.page }))
  },
  component: lazyRouteComponent(() => import('./boardbook-screen'), 'BoardbookScreen'),
})

export const lifecycleRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: '/lifecycle',
  staticData: { name: 'lifecycle' },
  component: lazyRouteComponent(() => import('./airworthiness-screens'), 'LifecycleScreen'),
})

export const documentsRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: '/documents',
  staticData: { name: 'document' },
  validateSearch: tagSearch,
  component: lazyRouteComponent(() => import('./documents-screens'), 'DocumentsScreen'),
})

export const amplRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: '/documents/amp',
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
  component: lazyRouteComponent(() => import('./airworthiness-screens'), 'EquipmentScreen'),
})

export const airworthinessDirectiveRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: '/list/airworthiness-directive',
  staticData: { name: 'list-airworthiness-directive' },
  validateSearch: z.object({ view: z.enum(['component', 'aircraft']).optional().catch(undefined) }),
  component: lazyRouteComponent(() => import('./airworthiness-screens'), 'AirworthinessDirectiveScreen'),
})

export const manualsRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: '/manuals',
  staticData: { name: 'manuals' },
  validateSearch: manualsSearch,
  loaderDeps: ({ search }) => ({ aircraft: search.aircraft, tag: search.tag }),
  // Starts the list request while the screen's code loads.
  loader: ({ context: { queryClient }, deps }) => {
    if (deps.aircraft)
      void queryClient.prefetchQuery(
        manualsQueryOptions({ aircraft: deps.aircraft, tags: effectiveTags(deps.tag), locale: i18next.language }),
      )
  },
  component: lazyRouteComponent(() => import('./manuals-screen'), 'ManualsScreen'),
})

export const operatingHoursRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: '/operatinghours',
  staticData: { name: 'operatinghours' },
  component: lazyRouteComponent(() => import('./airworthiness-screens'), 'OperatingHoursScreen'),
})

export const reportRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: '/report',
  staticData: { name: 'report' },
  validateSearch: z.object({ docType: z.string().optional().catch(undefined) }),
  component: lazyRouteComponent(() => import('./documents-screens'), 'ReportsScreen'),
})
