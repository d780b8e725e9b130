import { createRootRouteWithContext, Outlet, retainSearchParams } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'

import { NotFoundPage } from '../components/not-found-page'
import { useDocumentTitle } from '../lib/use-document-title'
import { positiveInteger, searchSchema } from './search-params'

/** Every page: the tab title follows the screen and the language. */
function Root() {
  useDocumentTitle()
  return <Outlet />
}

export type RouterContext = { queryClient: QueryClient }

/** `aircraft` is the selected aircraft's id; it survives every navigation. */
export const rootSearchSchema = searchSchema({ aircraft: positiveInteger })

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  validateSearch: rootSearchSchema,
  search: { middlewares: [retainSearchParams(['aircraft'])] },
  component: Root,
  notFoundComponent: NotFoundPage,
})
