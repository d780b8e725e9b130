import { i18next } from './i18n'
import { endSession, readSession } from './session'

/** A failed API call: the server's messages (Payload: errors[].message) and field errors. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly messages: string[],
    readonly fieldErrors: { path: string; message: string }[] = [],
    /** The server's code for a refusal the app answers with a choice (errors[0].data.code). */
    readonly code?: string,
  ) {
    super(messages[0] ?? `HTTP ${status}`)
  }
}

/**
 * No answer came from the server (no network, or a gateway that could not reach it): what was sent may
 * or may not have arrived, and only a retry with the same client id tells.
 */
export function isUnanswered(error: unknown): boolean {
  return !(error instanceof ApiError) || [502, 503, 504].includes(error.status)
}

type PayloadErrorBody = {
  errors?: { message?: string; data?: { errors?: { path: string; message: string }[]; code?: string } }[]
  message?: string
}

async function toApiError(response: Response): Promise<ApiError> {
  const body = (await response.json().catch(() => ({}))) as PayloadErrorBody
  const messages = (body.errors ?? []).map((error) => error.message).filter((m): m is string => Boolean(m))
  if (body.message) messages.push(body.message)
  const fieldErrors = (body.errors ?? []).flatMap((error) => error.data?.errors ?? [])
  return new ApiError(response.status, messages, fieldErrors, body.errors?.[0]?.data?.code)
}

export type RequestOptions = Omit<RequestInit, 'body'> & {
  body?: unknown
  query?: Record<string, unknown>
  /**
   * A check the app runs by itself in the background (the device's witness of the record log): a refusal
   * there does not end the session; the next thing the user does finds out.
   */
  background?: boolean
}

/** Serialises nested query objects the way Payload reads them (where[field][equals]=…). */
export function toQueryString(query: Record<string, unknown>, prefix = ''): string {
  const parts: string[] = []
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue
    const name = prefix ? `${prefix}[${key}]` : key
    if (value !== null && typeof value === 'object') parts.push(toQueryString(value as Record<string, unknown>, name))
    else parts.push(`${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`)
  }
  return parts.filter(Boolean).join('&')
}

/**
 * A refused call made with a token: Payload answers 401 or 403 alike for a token it no longer accepts
 * (logged out elsewhere, password reset, suspended) and for a missing permission, so ask who the token
 * belongs to; nobody means the session has ended. Only Payload's own answer `{ user: null }` says so:
 * no network, or a page from a hotspot's login portal, ends nothing.
 */
async function checkSession(token: string) {
  if (!navigator.onLine) return
  const response = await fetch('/api/users/me', { headers: { Authorization: `JWT ${token}` } }).catch(() => null)
  if (!response?.ok || !response.headers.get('Content-Type')?.includes('application/json')) return
  const body = (await response.json().catch(() => ({}))) as { user?: unknown }
  if (body.user === null && readSession()?.token === token) endSession()
}

/** Calls the Flugakte REST API (`/api/...`) with the stored token; rejects with an ApiError. */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { body, query, headers, background = false, ...init } = options
  const session = readSession()
  // Localized fields (task names, notices) come in the interface language; Payload reads `locale`.
  const search = `?${toQueryString({ locale: i18next.language || 'de', ...query })}`
  // A multipart body (file upload) sets its own Content-Type with the boundary.
  const isForm = body instanceof FormData
  const response = await fetch(`/api${path}${search}`, {
    ...init,
    credentials: 'same-origin',
    headers: {
      Accept: 'application/json',
      // Server messages (validation, login errors) in the language the interface speaks.
      'Accept-Language': i18next.language || 'de',
      ...(body !== undefined && !isForm ? { 'Content-Type': 'application/json' } : {}),
      ...(session ? { Authorization: `JWT ${session.token}` } : {}),
      ...headers,
    },
    body: isForm ? body : body !== undefined ? JSON.stringify(body) : undefined,
  })
  if ((response.status === 401 || response.status === 403) && session && !background) await checkSession(session.token)
  if (!response.ok) throw await toApiError(response)
  if (response.status === 204) return undefined as T
  return (await response.json()) as T
}
