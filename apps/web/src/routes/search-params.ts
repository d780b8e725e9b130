/**
 * Search-param schemas with zod's rules (`z.object({ key: schema.optional().catch(undefined) })`) but
 * without zod: every route's search validation is part of the login page's first load, and zod's core
 * (shared with the forms, so never trimmed to a few schemas) would be a tenth of it.
 * search-params.test.ts holds each parser to its zod twin.
 */

/** A parser of one param: its value, or undefined when it is missing or malformed. */
type Param<T> = (value: unknown) => T | undefined

type Output<S extends Record<string, Param<unknown>>> = { [K in keyof S]?: Exclude<ReturnType<S[K]>, undefined> }

/** A route's search schema: each param parsed on its own; a param the URL lacks stays absent. */
export function searchSchema<S extends Record<string, Param<unknown>>>(params: S) {
  return (search: Record<string, unknown>): Output<S> => {
    const parsed: Record<string, unknown> = {}
    for (const [key, parse] of Object.entries(params)) if (key in search) parsed[key] = parse(search[key])
    return parsed as Output<S>
  }
}

export const text: Param<string> = (value) => (typeof value === 'string' ? value : undefined)

export const flag: Param<boolean> = (value) => (typeof value === 'boolean' ? value : undefined)

/** `z.coerce.number().int().positive()`: `?page=2` and `?page="2"` are both 2. */
export const positiveInteger: Param<number> = (value) => {
  if (value === undefined) return undefined
  const number = Number(value)
  return Number.isSafeInteger(number) && number > 0 ? number : undefined
}

export const matching =
  (pattern: RegExp): Param<string> =>
  (value) =>
    typeof value === 'string' && pattern.test(value) ? value : undefined

/** A calendar day as the date inputs give it (YYYY-MM-DD). */
export const isoDay: Param<string> = matching(/^\d{4}-\d{2}-\d{2}$/)

/** `z.literal(value)`: `?report=1` (the router reads it as the number 1). */
export const literal =
  <const T extends string | number | boolean>(allowed: T): Param<T> =>
  (value) =>
    value === allowed ? allowed : undefined

export const oneOf =
  <const T extends string>(values: readonly T[]): Param<T> =>
  (value) =>
    values.find((allowed) => allowed === value)

/** A list whose every item is valid; one bad item drops the whole list, as zod does. */
export const listOf =
  <T>(item: Param<T>): Param<T[]> =>
  (value) => {
    if (!Array.isArray(value)) return undefined
    const items = value.map(item)
    return items.every((parsed) => parsed !== undefined) ? (items as T[]) : undefined
  }

/** One text or a list of texts (`?tag=a` or `?tag=["a","b"]`). */
export const textOrTexts: Param<string | string[]> = (value) => text(value) ?? listOf(text)(value)
