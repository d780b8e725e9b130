/** A relationship value is an id or, when populated, a document carrying it. */
export type RelationValue = number | string | { id: number | string } | null | undefined

/**
 * The id a relationship value holds, or null. Takes any value (hook data is whatever the caller sent),
 * so callers need no cast: anything that is not an id or a document with one is no relation.
 */
export function relationId(value: unknown): number | string | null {
  if (typeof value === 'number' || typeof value === 'string') return value
  if (typeof value === 'object' && value !== null && 'id' in value) {
    const id = (value as { id: unknown }).id
    if (typeof id === 'number' || typeof id === 'string') return id
  }
  return null
}

export function relationIds(values: unknown): (number | string)[] {
  return (Array.isArray(values) ? values : []).map(relationId).filter((id): id is number | string => id !== null)
}

/** A relation's id as this app's collections store it (numbers on SQLite and PostgreSQL alike). */
export function relationNumber(value: unknown): number | null {
  const id = relationId(value)
  return id === null || !Number.isInteger(Number(id)) ? null : Number(id)
}
