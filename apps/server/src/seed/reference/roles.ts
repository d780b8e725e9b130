import type { Payload } from 'payload'

import { ROLES } from '../../access/roles'
import { upsert } from '../upsert'

export type RoleIds = Record<keyof typeof ROLES, number>

export async function seedRoles(payload: Payload): Promise<RoleIds> {
  const ids = {} as RoleIds
  for (const [key, name] of Object.entries(ROLES) as [keyof typeof ROLES, string][]) {
    ids[key] = await upsert(payload, 'roles', { name: { equals: name } }, { name })
  }
  return ids
}
