import { api } from '../../../lib/api-client'
import { sessionFrom, type Session } from '../../../lib/session'

/** POST /api/users/refresh-token: a new token for the current session. */
export async function refreshToken(): Promise<Session> {
  const result = await api<{ refreshedToken: string; exp: number }>('/users/refresh-token', { method: 'POST' })
  return sessionFrom(result.refreshedToken, result.exp)
}
