/**
 * The stored login (spec: auth_token, auth_expires, auth_expires_at in local storage). Logged in
 * means all three are non-empty and the expiry lies in the future; the token is refreshed
 * REFRESH_MARGIN_MS before it expires.
 */
export const REFRESH_MARGIN_MS = 30_000

export const SESSION_KEYS = ['auth_token', 'auth_expires', 'auth_expires_at'] as const

export type Session = { token: string; expires: number; expiresAt: number }

type Listener = (session: Session | null) => void
const listeners = new Set<Listener>()

/** `exp` is the JWT expiry in seconds since the epoch, as Payload returns it. */
export function sessionFrom(token: string, exp: number, now = Date.now()): Session {
  const expiresAt = exp * 1000
  return { token, expires: expiresAt - now, expiresAt }
}

export function readSession(storage: Storage = localStorage): Session | null {
  const [token, expires, expiresAt] = SESSION_KEYS.map((key) => storage.getItem(key))
  if (!token || !expires || !expiresAt) return null
  return { token, expires: Number(expires), expiresAt: Number(expiresAt) }
}

export function isLoggedIn(now = Date.now(), storage: Storage = localStorage): boolean {
  const session = readSession(storage)
  return session !== null && session.expiresAt > now
}

export function saveSession(session: Session, storage: Storage = localStorage) {
  storage.setItem('auth_token', session.token)
  storage.setItem('auth_expires', String(session.expires))
  storage.setItem('auth_expires_at', String(session.expiresAt))
  listeners.forEach((listener) => listener(session))
}

export function clearSession(storage: Storage = localStorage) {
  SESSION_KEYS.forEach((key) => storage.removeItem(key))
  listeners.forEach((listener) => listener(null))
}

export function onSessionChange(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Milliseconds until the refresh is due (0 when it is already due). */
export function msUntilRefresh(session: Session, now = Date.now()): number {
  return Math.max(0, session.expiresAt - REFRESH_MARGIN_MS - now)
}

/**
 * Keeps the session alive: refreshes REFRESH_MARGIN_MS before expiry, again after each refresh, and
 * clears the session when a refresh fails. Returns a function that stops the timer.
 */
export function startRefreshTimer(
  refresh: () => Promise<Session>,
  timers: Pick<typeof globalThis, 'setTimeout' | 'clearTimeout'> = globalThis,
  storage: Storage = localStorage,
): () => void {
  let handle: ReturnType<typeof setTimeout> | undefined
  let stopped = false
  const schedule = () => {
    const session = readSession(storage)
    if (!session || stopped) return
    handle = timers.setTimeout(async () => {
      try {
        saveSession(await refresh(), storage)
        schedule()
      } catch {
        clearSession(storage)
      }
    }, msUntilRefresh(session))
  }
  schedule()
  return () => {
    stopped = true
    if (handle !== undefined) timers.clearTimeout(handle)
  }
}
