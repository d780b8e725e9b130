import { sql } from '@payloadcms/db-postgres'
import {
  headersWithCors,
  meOperation,
  sanitizeJoinParams,
  sanitizePopulateParam,
  sanitizeSelectParam,
  type Endpoint,
  type PayloadHandler,
  type PayloadRequest,
} from 'payload'

import { selectRows } from '../../lib/raw-sql'

type Row = Record<string, unknown>

const isoOf = (value: unknown) =>
  value === null || value === undefined ? value : new Date(String(value)).toISOString()
const flag = (value: unknown) => (value === null || value === undefined ? value : value === true || Number(value) === 1)
const numberOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value))

/**
 * The signed-in user as Payload's /me answers it at depth 1, in two statements on the stored columns.
 * Every relation it populates is one the user may always read: their active and held roles (roles are
 * readable by everyone signed in) and their own company (always among the companies a user sees).
 * Unlike Payload's, it leaves out the ids of the user's other sessions: nothing of ours reads them.
 */
async function meAtDepthOne(req: PayloadRequest, id: number) {
  const [rows, roles] = await Promise.all([
    selectRows<Row>(
      req.payload,
      sql`select u.id, u.title, u.first_name, u.last_name, u.abbreviation, u.status, u.is_company_admin,
          u.accept_privacy_policy, u.language, u.last_aircraft_id, u.licence_number, u.licence_valid_until,
          u.updated_at, u.created_at, u.email,
          r.id as role_id, r.name as role_name, c.id as company_id, c.name as company_name, c.kind as company_kind,
          c.approval_reference as company_approval_reference
        from users u left join roles r on r.id = u.role_id left join companies c on c.id = u.company_id
        where u.id = ${id}`,
    ),
    selectRows<Row>(
      req.payload,
      sql`select r.id, r.name from users_rels l join roles r on r.id = l.roles_id
        where l.parent_id = ${id} and l.path = 'roles' order by l."order"`,
    ),
  ])
  const row = rows[0]
  if (!row) return null
  return {
    id: Number(row.id),
    title: row.title ?? null,
    first_name: row.first_name,
    last_name: row.last_name,
    abbreviation: row.abbreviation ?? null,
    status: row.status,
    role: row.role_id === null ? null : { id: Number(row.role_id), name: row.role_name },
    roles: roles.map((role) => ({ id: Number(role.id), name: role.name })),
    is_company_admin: flag(row.is_company_admin),
    company:
      row.company_id === null
        ? null
        : {
            id: Number(row.company_id),
            name: row.company_name,
            kind: row.company_kind,
            approval_reference: row.company_approval_reference ?? null,
          },
    accept_privacy_policy: flag(row.accept_privacy_policy),
    language: row.language,
    last_aircraft: numberOrNull(row.last_aircraft_id),
    licence_number: row.licence_number ?? null,
    licence_valid_until:
      row.licence_valid_until === null || row.licence_valid_until === undefined ? null : isoOf(row.licence_valid_until),
    updatedAt: isoOf(row.updated_at),
    createdAt: isoOf(row.created_at),
    email: row.email,
    collection: 'users',
  }
}

/** The token the request was authenticated with, as Payload's /me echoes it. */
function currentToken(req: PayloadRequest): string | undefined {
  const header = req.headers.get('Authorization')
  if (header?.startsWith('JWT ')) return header.slice(4)
  if (header?.startsWith('Bearer ')) return header.slice(7)
  return /(?:^|;\s*)payload-token=([^;]+)/.exec(req.headers.get('Cookie') ?? '')?.[1]
}

const expiryOf = (token: string | undefined) => {
  if (!token) return undefined
  try {
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { exp?: number }
    return claims.exp
  } catch {
    return undefined
  }
}

/** Payload's own /me, with the parameters its REST handler takes. */
function payloadMe(req: PayloadRequest, token: string | undefined) {
  const { depth, draft, joins, populate, select } = (req.query ?? {}) as Record<string, unknown>
  const wanted = depth ?? req.searchParams.get('depth')
  return meOperation({
    collection: req.payload.collections.users,
    currentToken: token,
    depth: wanted === null || wanted === undefined || Number.isNaN(Number(wanted)) ? undefined : Number(wanted),
    draft: draft === 'true',
    joins: sanitizeJoinParams(joins as never),
    populate: sanitizePopulateParam(populate as never),
    req,
    select: sanitizeSelectParam(select as never),
  })
}

/**
 * GET /api/users/me, answered on every request of the web app (and the admin panel). The common call
 * (a signed-in user, depth 1, no select, populate or joins) is read in two statements instead of a
 * Payload read that would evaluate the company's read access with its aircraft-scope look-ups; anything
 * else is Payload's own /me.
 */
const me: PayloadHandler = async (req) => {
  const { searchParams } = req
  const depth = searchParams.get('depth')
  const plain =
    req.user?.collection === 'users' &&
    (depth === null || depth === '1') &&
    !['select', 'populate', 'joins', 'draft'].some((name) =>
      [...searchParams.keys()].some((key) => key.startsWith(name)),
    )
  const token = currentToken(req)
  const strategy = (req.user as { _strategy?: string } | null)?._strategy
  const user = plain ? await meAtDepthOne(req, Number(req.user!.id)) : undefined
  const result =
    user !== undefined
      ? {
          user: user && { ...user, _strategy: strategy },
          collection: 'users',
          strategy,
          exp: user ? expiryOf(token) : undefined,
          token: user ? token : undefined,
        }
      : await payloadMe(req, token)
  return Response.json(
    { ...result, message: req.t('authentication:account') },
    { headers: headersWithCors({ headers: new Headers(), req }) },
  )
}

export const meEndpoint: Endpoint = { path: '/me', method: 'get', handler: me }
