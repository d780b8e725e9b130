import { queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod'

import { authKeys } from '../../../lib/current-user/keys'

/** Only http(s) links are rendered; anything else (or a missing value) hides the link. */
const externalLink = z
  .url({ protocol: /^https?$/ })
  .nullable()
  .catch(null)

const appConfigSchema = z.object({ imprintUrl: externalLink, privacyPolicyUrl: externalLink })
export type AppConfig = z.infer<typeof appConfigSchema>

/** GET /app-config.json: public settings needed before login (outside /api, no token needed). */
export async function getAppConfig(): Promise<AppConfig> {
  const response = await fetch('/app-config.json', { headers: { Accept: 'application/json' } })
  if (!response.ok) throw new Error(`/app-config.json answered ${response.status}`)
  return appConfigSchema.parse(await response.json())
}

export const appConfigQueryOptions = () =>
  queryOptions({ queryKey: authKeys.appConfig(), queryFn: getAppConfig, staleTime: Infinity, retry: false })

export function useAppConfig() {
  return useQuery(appConfigQueryOptions())
}
