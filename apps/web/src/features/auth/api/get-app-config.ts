import { queryOptions, useQuery } from '@tanstack/react-query'

import { authKeys } from '../../../lib/current-user/keys'

export type AppConfig = { imprintUrl: string | null; privacyPolicyUrl: string | null }

/**
 * Only http(s) links are rendered; anything else (or a missing value) hides the link. zod's
 * `z.url({ protocol: /^https?$/ }).nullable().catch(null)` by hand, as the login page loads no zod
 * (get-app-config.test.ts holds it to that schema).
 */
export function externalLink(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const link = value.trim()
  if (!/^https?:\/\//i.test(link)) return null
  try {
    return /^https?:$/.test(new URL(link).protocol) ? link.replace(/[\t\n\r]/g, '') : null
  } catch {
    return null
  }
}

/** GET /app-config.json: public settings needed before login (outside /api, no token needed). */
export async function getAppConfig(): Promise<AppConfig> {
  const response = await fetch('/app-config.json', { headers: { Accept: 'application/json' } })
  if (!response.ok) throw new Error(`/app-config.json answered ${response.status}`)
  const config: unknown = await response.json()
  if (config === null || typeof config !== 'object' || Array.isArray(config))
    throw new Error('/app-config.json is no object')
  const { imprintUrl, privacyPolicyUrl } = config as Record<string, unknown>
  return { imprintUrl: externalLink(imprintUrl), privacyPolicyUrl: externalLink(privacyPolicyUrl) }
}

export const appConfigQueryOptions = () =>
  queryOptions({ queryKey: authKeys.appConfig(), queryFn: getAppConfig, staleTime: Infinity, retry: false })

export function useAppConfig() {
  return useQuery(appConfigQueryOptions())
}
