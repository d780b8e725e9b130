import { getRequestLanguage, type Field, type SanitizedConfig } from 'payload'
import { parseCookies } from 'payload/shared'

import type { Language } from '../refuse'
import { checkFields, checkShape, type InputIssue } from './check-input'
import { textIn } from '../texts'

const WRITES = new Set(['POST', 'PATCH', 'PUT'])

/** The fields a write to this path creates or updates, when it is one of Payload's own create/update routes. */
function writeTarget(config: SanitizedConfig, method: string, pathname: string) {
  const api = config.routes.api
  if (!pathname.startsWith(`${api}/`)) return null
  const segments = pathname
    .slice(api.length + 1)
    .split('/')
    .filter(Boolean)
    .map(decodeURIComponent)
  if (segments[0] === 'globals') {
    const global = config.globals.find((candidate) => candidate.slug === segments[1])
    return global && segments.length === 2 && method === 'POST' ? { slug: global.slug, fields: global.fields } : null
  }
  const collection = config.collections.find((candidate) => candidate.slug === segments[0])
  if (!collection) return null
  // POST /api/:slug creates; PATCH /api/:slug (bulk, by where) and PATCH /api/:slug/:id update.
  const isWrite = (method === 'POST' && segments.length === 1) || (method === 'PATCH' && segments.length <= 2)
  if (!isWrite) return null
  const fields: Field[] = collection.fields
  return { slug: collection.slug, fields, auth: Boolean(collection.auth) }
}

function languageOf(config: SanitizedConfig, headers: Headers): Language {
  return getRequestLanguage({ config, cookies: parseCookies(headers), headers }) === 'en' ? 'en' : 'de'
}

/** A 400 in Payload's error shape (errors[0].data.errors[{path, message}]), in the caller's language. */
function refusal(language: Language, issues: InputIssue[], collection?: string): Response {
  const seen = new Set<string>()
  const fieldErrors = issues
    // One message per field: the first problem found.
    .filter((issue) => issue.path !== '' && !seen.has(issue.path) && seen.add(issue.path))
    .map((issue) => ({ path: issue.path, message: textIn(language, `input:${issue.key}`) }))
  const bodyIssue = issues.find((issue) => issue.path === '')
  const message = bodyIssue
    ? textIn(language, `input:${bodyIssue.key}`)
    : `${textIn(language, 'input:invalidFields')}: ${fieldErrors.map((error) => error.path).join(', ')}`
  return Response.json(
    {
      errors: [
        fieldErrors.length > 0
          ? { name: 'ValidationError', message, data: { collection, errors: fieldErrors } }
          : { name: 'APIError', message },
      ],
    },
    { status: 400 },
  )
}

/**
 * The body Payload will read as the request's data (JSON, or a multipart form's `_payload`), and the
 * form's other text parts, which Payload reads too (file metadata).
 */
async function readData(
  request: Request,
  mediaType: string,
): Promise<{ ok: boolean; data?: unknown; parts?: unknown }> {
  try {
    if (mediaType === 'application/json') {
      const text = await request.clone().text()
      // Payload reads an empty JSON body as {}.
      return { ok: true, data: text ? JSON.parse(text) : {} }
    }
    if (mediaType.startsWith('multipart/')) {
      const form = await request.clone().formData()
      const raw = form.get('_payload')
      const parts = [...form.entries()].filter(([key, value]) => key !== '_payload' && typeof value === 'string')
      return { ok: true, data: typeof raw === 'string' ? JSON.parse(raw) : {}, parts: Object.fromEntries(parts) }
    }
  } catch {
    return { ok: false }
  }
  return { ok: true }
}

/**
 * Checks a write's body before Payload sees it, for every collection and global alike: a body that is
 * no JSON object, nests too deeply, carries NUL characters, or gives a field a value of the wrong JSON
 * type (a string for a number, an object for a relationship, an array for a text, an impossible date)
 * answers 400 with a message per field in the caller's language. Payload would otherwise coerce such
 * values ("12abc" → 12), store them as sent, or fail with a 500. Answers the refusal, or null to go on.
 */
export async function checkWriteRequest(request: Request, config: SanitizedConfig): Promise<Response | null> {
  const method = request.method.toUpperCase()
  if (!WRITES.has(method)) return null
  // The admin panel sends long queries as a POST that Payload answers as a GET.
  const override =
    request.headers.get('X-Payload-HTTP-Method-Override') ?? request.headers.get('X-HTTP-Method-Override')
  if (override?.toUpperCase() === 'GET') return null
  const pathname = new URL(request.url).pathname
  if (!pathname.startsWith(`${config.routes.api}/`)) return null
  const target = writeTarget(config, method, pathname)
  const mediaType = (request.headers.get('Content-Type') ?? '').split(';', 1)[0]!.trim().toLowerCase()
  const isBody = mediaType === 'application/json' || mediaType.startsWith('multipart/')
  // Payload reads no other body: a create or update would go on without data.
  if (!isBody && !target) return null
  const language = languageOf(config, request.headers)
  if (!isBody) return refusal(language, [{ path: '', key: 'invalidBody' }], target?.slug)
  const { ok, data, parts } = await readData(request, mediaType)
  if (!ok || typeof data !== 'object' || data === null || Array.isArray(data)) {
    return refusal(language, [{ path: '', key: 'invalidBody' }], target?.slug)
  }
  const shapeIssues = [...checkShape(data), ...checkShape(parts)]
  if (shapeIssues.length > 0) return refusal(language, shapeIssues, target?.slug)
  if (!target) return null
  const body = data as Record<string, unknown>
  const issues = checkFields(target.fields, body)
  if (target.auth && body.password !== undefined && typeof body.password !== 'string') {
    issues.push({ path: 'password', key: 'wrongType' })
  }
  return issues.length > 0 ? refusal(language, issues, target.slug) : null
}

type Handler<Args extends unknown[]> = (request: Request, ...args: Args) => Promise<Response>

/** A REST handler that first refuses malformed writes (see checkWriteRequest). */
export function withWriteCheck<Args extends unknown[]>(
  config: Promise<SanitizedConfig> | SanitizedConfig,
  handler: Handler<Args>,
): Handler<Args> {
  return async (request, ...args) => (await checkWriteRequest(request, await config)) ?? handler(request, ...args)
}
