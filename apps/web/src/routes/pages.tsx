import { createRoute, lazyFn, lazyRouteComponent, redirect } from '@tanstack/react-router'
import { AD_STATUSES } from '@flugakte/domain'

import { AD_SORTS } from '../features/airworthiness/utils/ad-filter'
import { authenticatedRoute } from './authenticated'
import {
  flag,
  isoDay,
  listOf,
  literal,
  matching,
  oneOf,
  positiveInteger,
  searchSchema,
  text,
  textOrTexts,
} from './search-params'

/**
 * Data screens wait in their route's loader for what they show (the router shows its pending screen
 * after a second, its error screen when a request fails); the screen then reads it from the cache
 * with useSuspenseQuery. The loaders live in ./loaders, attached with lazyFn, so that the features'
 * API stays out of the login page's first load.
 */
const loaders = () => import('./loaders')
const aircraftDeps = ({ search }: { search: { aircraft?: number } }) => ({ aircraft: search.aircraft })

const tagParams = { tag: textOrTexts }

/** Spec section 3, manuals filter state: tags, search text and columns, so a reload keeps them. */
const manualsSearch = searchSchema({ ...tagParams, q: text, columns: listOf(text) })

export const dashboardRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: '/dashboard',
  staticData: { name: 'dashboard' },
  loaderDeps: aircraftDeps,
  loader: lazyFn(loaders, 'loadReport'),
  component: lazyRouteComponent(() => import('./airworthiness-screens'), 'DashboardScreen'),
})

// Declared apart from its route: inline, TypeScript would not carry it into the loaderDeps' `search`.
// The page shown and the filter (days from–to, a search by number, day, aerodrome or person), so a
// reload or a shared link keeps them.
const boardbookSearch = searchSchema({ page: positiveInteger, from: isoDay, to: isoDay, q: text })

export const boardbookRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: '/boardbook',
  staticData: { name: 'boardbook' },
  validateSearch: boardbookSearch,
  loaderDeps: ({ search }) => ({
    aircraft: search.aircraft,
    page: search.page,
    filter: { from: search.from, to: search.to, q: search.q },
  }),
  loader: lazyFn(loaders, 'loadBoardbook'),
  component: lazyRouteComponent(() => import('./boardbook-screen'), 'BoardbookScreen'),
})

/**
 * The defects of the chosen aircraft: `defect` points at one (a notification, the dashboard), `report=1`
 * opens the report dialog, `flight` names the journey-log entry it is reported from.
 */
export const defectsSearch = searchSchema({ defect: positiveInteger, report: literal(1), flight: positiveInteger })

export const defectsRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: '/defects',
  staticData: { name: 'defects' },
  validateSearch: defectsSearch,
  loaderDeps: aircraftDeps,
  loader: lazyFn(loaders, 'loadDefects'),
  component: lazyRouteComponent(() => import('./defects-screen'), 'DefectsScreen'),
})

/** `date`: the day the records are judged on (today when absent; the server allows today to +180 days). */
const recordsSearch = searchSchema({ date: matching(/^\d{4}-\d{2}-\d{2}$/) })

/** Akten & ARC: the chosen aircraft's records health, document register, modifications and reviews. */
export const recordsRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: '/records',
  staticData: { name: 'records' },
  validateSearch: recordsSearch,
  loaderDeps: ({ search }) => ({ aircraft: search.aircraft, date: search.date }),
  loader: lazyFn(loaders, 'loadRecordsHealth'),
  component: lazyRouteComponent(() => import('./records-screen'), 'RecordsScreen'),
})

/** The signed-in pilot's entries awaiting their signature (a notification links here). */
export const awaitingSignatureRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: '/boardbook/awaiting-signature',
  staticData: { name: 'boardbook-awaiting-signature' },
  loader: lazyFn(loaders, 'loadAwaitingSignature'),
  component: lazyRouteComponent(() => import('./boardbook-screen'), 'AwaitingSignatureScreen'),
})

/** The signed-in user's journey-log entries kept on this device until the server has them. */
export const outboxRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: '/boardbook/outbox',
  staticData: { name: 'boardbook-outbox' },
  component: lazyRouteComponent(() => import('./boardbook-screen'), 'OutboxScreen'),
})

export const lifecycleRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: '/lifecycle',
  staticData: { name: 'lifecycle' },
  loaderDeps: aircraftDeps,
  loader: lazyFn(loaders, 'loadReport'),
  component: lazyRouteComponent(() => import('./airworthiness-screens'), 'LifecycleScreen'),
})

export const documentsRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: '/documents',
  staticData: { name: 'document' },
  validateSearch: searchSchema(tagParams),
  loaderDeps: aircraftDeps,
  loader: lazyFn(loaders, 'loadDocuments'),
  component: lazyRouteComponent(() => import('./documents-screens'), 'DocumentsScreen'),
})

export const amplRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: '/documents/amp',
  loaderDeps: aircraftDeps,
  loader: lazyFn(loaders, 'loadAmp'),
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
  validateSearch: searchSchema({ q: text }),
  loaderDeps: aircraftDeps,
  loader: lazyFn(loaders, 'loadEquipment'),
  component: lazyRouteComponent(() => import('./airworthiness-screens'), 'EquipmentScreen'),
})

export const airworthinessDirectiveRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: '/list/airworthiness-directive',
  staticData: { name: 'list-airworthiness-directive' },
  validateSearch: searchSchema({
    view: oneOf(['component', 'aircraft']),
    q: text,
    status: listOf(oneOf(AD_STATUSES)),
    attention: flag,
    sort: oneOf(AD_SORTS),
  }),
  loaderDeps: aircraftDeps,
  loader: lazyFn(loaders, 'loadReport'),
  component: lazyRouteComponent(() => import('./airworthiness-screens'), 'AirworthinessDirectiveScreen'),
})

export const manualsRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: '/manuals',
  staticData: { name: 'manuals' },
  validateSearch: manualsSearch,
  loaderDeps: ({ search }) => ({ aircraft: search.aircraft, tag: search.tag }),
  loader: lazyFn(loaders, 'loadManuals'),
  component: lazyRouteComponent(() => import('./manuals-screen'), 'ManualsScreen'),
})

export const operatingHoursRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: '/operatinghours',
  staticData: { name: 'operatinghours' },
  loaderDeps: aircraftDeps,
  loader: lazyFn(loaders, 'loadOperatingHours'),
  component: lazyRouteComponent(() => import('./airworthiness-screens'), 'OperatingHoursScreen'),
})

export const reportRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: '/report',
  staticData: { name: 'report' },
  validateSearch: searchSchema({ docType: text }),
  loaderDeps: aircraftDeps,
  loader: lazyFn(loaders, 'loadDocuments'),
  component: lazyRouteComponent(() => import('./documents-screens'), 'ReportsScreen'),
})
