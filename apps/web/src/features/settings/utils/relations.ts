import type { Role } from '../api/types'

type Relation<T extends { id: number }> = number | T | null | undefined

/** Payload returns a relation as an id or, when populated, as the record. */
export function relationId<T extends { id: number }>(value: Relation<T>): number | null {
  if (value === null || value === undefined) return null
  return typeof value === 'number' ? value : value.id
}

export function roleName(role: Relation<Role>): string {
  return role !== null && typeof role === 'object' ? role.name : ''
}

/** The active role's name decides what the role may do; Administrator is the backend's name. */
export const ADMINISTRATOR_ROLE = 'Administrator'
