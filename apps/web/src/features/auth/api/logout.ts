import { api } from '../../../lib/api-client'
import { clearSession } from '../../../lib/session'

/** Ends the session on the server (also its cookie) and forgets the stored token. */
export async function logout() {
  try {
    await api('/users/logout', { method: 'POST' })
  } finally {
    clearSession()
  }
}
