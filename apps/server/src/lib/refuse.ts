import { APIError, ValidationError, type CollectionSlug, type Config, type PayloadRequest } from 'payload'

export type Language = 'de' | 'en'

/** The request's interface language for server messages. */
export function languageOf(req: PayloadRequest): Language {
  return req.i18n?.language === 'en' ? 'en' : 'de'
}

/** A 400 naming each field with its message, as Payload reports field errors. */
export function refuseFields(
  req: PayloadRequest,
  collection: CollectionSlug,
  errors: { path: string; message: string }[],
): never {
  throw new ValidationError({ collection, errors, req }, req.t)
}

export type RefusalStatus = 400 | 401 | 403 | 404 | 409 | 413 | 429

/**
 * A refusal with one message in the caller's language (`{ errors: [{ message }] }`), optionally with
 * a code the web app answers with a choice (`errors[0].data.code`) and, for a 429, how many seconds
 * to wait (`Retry-After`). The data is never empty: Payload's formatter keeps the message of an
 * APIError without data only when the error's class name is set, and a production build minifies it.
 */
export function refuse(
  req: PayloadRequest,
  status: RefusalStatus,
  message: string,
  { code, retryAfterSeconds }: { code?: string; retryAfterSeconds?: number } = {},
): never {
  if (retryAfterSeconds !== undefined) retryAfter(req, retryAfterSeconds)
  throw new APIError(message, status, code ? { code } : {}, true)
}

/** Sends `Retry-After` (whole seconds, at least 1) with whatever the request answers. */
export function retryAfter(req: PayloadRequest, seconds: number) {
  const headers = req.responseHeaders ?? new Headers()
  headers.set('Retry-After', String(Math.max(1, Math.ceil(seconds))))
  req.responseHeaders = headers
}

type AfterErrorHook = NonNullable<NonNullable<Config['hooks']>['afterError']>[number]

const UNKNOWN = 'An unknown error occurred.'

type OperationalError = { isOperational?: unknown; isPublic?: unknown; status?: unknown; message?: unknown }

/**
 * Config hook (afterError) for refusals thrown anywhere else, Payload's own included (Forbidden,
 * NotFound, UnauthorizedError, an APIError without data): Payload words an error without data by its
 * class name, which a production build minifies away, so the caller read "An unknown error
 * occurred." instead of the message in their language. A public refusal (status below 500) answers
 * its message whatever its class is called.
 */
export const keepRefusalMessages: AfterErrorHook = ({ error, result }) => {
  const { isOperational, isPublic, status, message } = error as OperationalError
  if (isOperational !== true || isPublic === false || typeof status !== 'number' || status >= 500) return
  if (typeof message !== 'string' || message === '') return
  const errors = (result as { errors?: { message?: unknown }[] } | undefined)?.errors
  if (errors && errors.length > 0 && errors.some((entry) => entry.message && entry.message !== UNKNOWN)) return
  return { response: { errors: [{ message }] }, status }
}
