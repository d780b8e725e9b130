import { handleEndpoints } from 'payload'

import { checkWriteRequest } from '../lib/input-guard/guard-request'
import { DEMO_PASSWORD } from '../seed/demo/fleet'

/**
 * Payload's REST API in process, as the Next route handler calls it: the route's check of written
 * bodies, then real routing, auth from the Authorization header or cookie, access checks and error
 * bodies, without a listening server.
 */
export async function rest(path: string, init: RequestInit = {}): Promise<Response> {
  const { default: config } = await import('../payload.config')
  const request = new Request(`http://localhost:3000${path}`, init)
  return (await checkWriteRequest(request, await config)) ?? handleEndpoints({ config, request })
}

/** A demo user's JWT from POST /api/users/login. */
export async function tokenOf(email: string): Promise<string> {
  const response = await rest('/api/users/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  })
  if (response.status !== 200) throw new Error(`login of ${email} answered ${response.status}`)
  return ((await response.json()) as { token: string }).token
}

export const bearer = (token: string) => ({ Authorization: `JWT ${token}` })
