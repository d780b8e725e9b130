import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { selectRows } from '../../lib/raw-sql'

type Id = number | string

/** What every request knows of its user: what access, hooks and the session check read, nothing more. */
export type LeanUser = {
  id: Id
  email: string
  status: string | null
  language: string | null
  is_company_admin: boolean
  company: number | null
  /** The active role with its name, so access checks need no look-up of their own. */
  role: { id: number; name: string } | null
  roles: number[]
  sessions: { id: string; expiresAt: string }[]
}

const asNumber = (value: unknown) => (value === null || value === undefined ? null : Number(value))

/**
 * The signed-in user as authentication needs it, in two statements on the stored columns (the user with
 * its active role's name; its sessions and held roles), instead of a Payload read that would populate
 * the company, roles and remembered aircraft and run every field's hooks on every request.
 */
export async function leanUser(payload: Payload, id: Id): Promise<LeanUser | null> {
  const userId = Number(id)
  if (!Number.isSafeInteger(userId)) return null
  const [rows, related] = await Promise.all([
    selectRows<Record<string, unknown>>(
      payload,
      sql`select u.id, u.email, u.status, u.language, u.is_company_admin, u.company_id, u.role_id, r.name as role_name
        from users u left join roles r on r.id = u.role_id where u.id = ${userId}`,
    ),
    selectRows<Record<string, unknown>>(
      payload,
      sql`select 'session' as kind, s.id as id, s.expires_at as expires_at, null as role_id
          from users_sessions s where s._parent_id = ${userId}
        union all
        select 'role' as kind, null as id, null as expires_at, l.roles_id as role_id
          from users_rels l where l.parent_id = ${userId} and l.path = 'roles' and l.roles_id is not null`,
    ),
  ])
  const row = rows[0]
  if (!row) return null
  const roleId = asNumber(row.role_id)
  return {
    id: Number(row.id),
    email: String(row.email),
    status: row.status === null ? null : String(row.status),
    language: row.language === null ? null : String(row.language),
    is_company_admin: row.is_company_admin === true || Number(row.is_company_admin) === 1,
    company: asNumber(row.company_id),
    role: roleId === null ? null : { id: roleId, name: String(row.role_name ?? '') },
    roles: related.filter((each) => each.kind === 'role').map((each) => Number(each.role_id)),
    sessions: related
      .filter((each) => each.kind === 'session')
      .map((each) => ({ id: String(each.id), expiresAt: new Date(String(each.expires_at)).toISOString() })),
  }
}
