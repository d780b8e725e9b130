/**
 * The stored login (spec: auth_token, auth_expires, auth_expires_at in local storage). Logged in
 * means all three are non-empty and the expiry lies in the future, or the device is offline (the
 * server decides once it can be asked); the token is refreshed REFRESH_MARGIN_MS before it expires.
 */
export const REFRESH_MARGIN_MS = 30_000

/** How often a refresh that did not reach the server is tried again (also at once when back online). */
export const RETRY_MS = 60_000

export const SESSION_KEYS = ['auth_token', 'auth_expires', 'auth_expires_at'] as const

export type Session = { token: string; expires: number; expiresAt: number }

type Listener = (session: Session | null) => void
const listeners = new Set<Listener>()

function claimsOf(token: string): Record<string, unknown> {
  try {
    const payload = token.split('.')[1] ?? ''
    const claims: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')))
    return claims !== null && typeof claims === 'object' ? (claims as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}

/** The `iat` claim of a JWT: when the server issued it, by the server's clock (seconds). */
function issuedAt(token: string): number | null {
  const { iat } = claimsOf(token)
  return typeof iat === 'number' ? iat : null
}

/** Whose session it is: the user id the server signed into the token (Payload's `id` claim). */
export function sessionUserId(session: Session | null): string | null {
  const id = session ? claimsOf(session.token).id : undefined
  return typeof id === 'number' || typeof id === 'string' ? String(id) : null
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

/**
 * Without a connection an expired token still counts: the user keeps working with what is on the
 * device, and on reconnecting the refresh (startRefreshTimer) or the next API call lets the server decide.
 */
export function isLoggedIn(now = Date.now(), storage: Storage = localStorage, online = navigator.onLine): boolean {
  const session = readSession(storage)
  return session !== null && (session.expiresAt > now || !online)
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

/** An answer of the server that refuses the token (401/403), as opposed to no answer at all. */
function isRefusal(error: unknown): boolean {
  const status = error !== null && typeof error === 'object' && 'status' in error ? error.status : undefined
  return status === 401 || status === 403
}

/**
 * Keeps the session alive: refreshes REFRESH_MARGIN_MS before expiry, again after each refresh. Only
 * the server's refusal ends the session; a refresh that finds no network (or no answer) is tried again
 * every RETRY_MS and at once when the device comes back online, so a flight without reception never
 * signs anybody out. Returns a function that stops the timer.
 */
export function startRefreshTimer(
  refresh: () => Promise<Session>,
  timers: Pick<typeof globalThis, 'setTimeout' | 'clearTimeout'> = globalThis,
  storage: Storage = localStorage,
): () => void {
  let handle: ReturnType<typeof setTimeout> | undefined
  let stopped = false
  let waitingForNetwork = false
  const runIn = (ms: number) => {
    if (handle !== undefined) timers.clearTimeout(handle)
    handle = timers.setTimeout(() => void attempt(), ms)
  }
  const schedule = () => {
    const session = readSession(storage)
    if (session && !stopped) runIn(msUntilRefresh(session))
  }
  const retryLater = () => {
    waitingForNetwork = true
    runIn(RETRY_MS)
  }
  const attempt = async () => {
    handle = undefined
    if (stopped || !readSession(storage)) return
    if (!navigator.onLine) return retryLater()
    try {
      const session = await refresh()
      if (stopped) return
      waitingForNetwork = false
      saveSession(session, storage)
      schedule()
    } catch (error) {
      if (stopped) return
      if (isRefusal(error)) endSession(storage)
      else retryLater()
    }
  }
  const onOnline = () => {
    if (waitingForNetwork && !stopped) runIn(0)
  }
  window.addEventListener('online', onOnline)
  schedule()
  return () => {
    stopped = true
    window.removeEventListener('online', onOnline)
    if (handle !== undefined) timers.clearTimeout(handle)
  }
}
