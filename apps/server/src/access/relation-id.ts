/** A relationship value is an id or, when populated, a document carrying it. */
export type RelationValue = number | string | { id: number | string } | null | undefined

export function relationId(value: RelationValue): number | string | null {
  if (value === null || value === undefined) return null
  if (typeof value === 'object') return value.id
  return value
}

export function relationIds(values: RelationValue[] | null | undefined): (number | string)[] {
  return (values ?? []).map(relationId).filter((id): id is number | string => id !== null)
}
