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

/** The `iat` claim of a JWT: when the server issued it, by the server's clock (seconds). */
function issuedAt(token: string): number | null {
  try {
    const payload = token.split('.')[1] ?? ''
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { iat?: unknown }
    return typeof claims.iat === 'number' ? claims.iat : null
  } catch {
    return null
  }
}

/**
 * `exp` is the JWT expiry in seconds since the epoch by the server's clock, as Payload returns it. A
 * phone's clock may be hours off, so the expiry is kept in the device's own time: the token's lifetime
 * (exp − iat, both the server's) from now.
 */
export function sessionFrom(token: string, exp: number, now = Date.now()): Session {
  const iat = issuedAt(token)
  const expiresAt = iat === null ? exp * 1000 : now + (exp - iat) * 1000
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
  clearSessionEndedNotice()
  storage.setItem('auth_token', session.token)
  storage.setItem('auth_expires', String(session.expires))
  storage.setItem('auth_expires_at', String(session.expiresAt))
  listeners.forEach((listener) => listener(session))
}

export function clearSession(storage: Storage = localStorage) {
  SESSION_KEYS.forEach((key) => storage.removeItem(key))
  listeners.forEach((listener) => listener(null))
}

const ENDED_KEY = 'session_ended'

/**
 * The server no longer accepts the stored token (logged out elsewhere, password reset, suspended):
 * the stored values go, and the login page says why once.
 */
export function endSession(storage: Storage = localStorage) {
  if (!readSession(storage)) return
  sessionStorage.setItem(ENDED_KEY, '1')
  clearSession(storage)
}

/** Whether the last session was ended by the server. */
export function sessionEndedNotice(): boolean {
  return sessionStorage.getItem(ENDED_KEY) === '1'
}

/** The notice has been shown (or a new session began). */
export function clearSessionEndedNotice() {
  sessionStorage.removeItem(ENDED_KEY)
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
        // The server refused the refresh: it no longer accepts this session.
        endSession(storage)
      }
    }, msUntilRefresh(session))
  }
  schedule()
  return () => {
    stopped = true
    if (handle !== undefined) timers.clearTimeout(handle)
  }
}
