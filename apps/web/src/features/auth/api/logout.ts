import { api } from '../../../lib/api-client'
import { clearSession, readSession } from '../../../lib/session'

/**
 * Forgets the stored token, then ends the session on the server (also its cookie). In this order a
 * request still in flight that the server now refuses finds no stored session, so it is not taken
 * for a session ended elsewhere (which would greet the next login with that notice).
 */
export async function logout() {
  const session = readSession()
  clearSession()
  await api('/users/logout', {
    method: 'POST',
    headers: session ? { Authorization: `JWT ${session.token}` } : {},
  })
}
