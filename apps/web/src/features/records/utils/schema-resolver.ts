import type { z } from 'zod'
import { get, set, type FieldError, type FieldErrors, type FieldValues, type Resolver } from 'react-hook-form'

import { RELEASE_FIELDS } from '../../../lib/forms/release-values'

/** The server names a release field by its path (`release.licence`), the form by the same. */
export const RELEASE_FIELD_OF = Object.fromEntries(
  RELEASE_FIELDS.map((field) => [`release.${field}`, `release.${field}` as const]),
)

/** A form field's name for an issue's path: a release's subfield, a list as a whole (`documents.2` → `documents`). */
const fieldOfPath = (path: readonly PropertyKey[]) =>
  path[0] === 'release' && path.length > 1 ? `release.${String(path[1])}` : String(path[0] ?? '')

/**
 * The domain schema decides (the same one the server runs) over the body the form would send; its
 * issues land at the form's fields, nested like the values (errors.release.licence). Issues of fields
 * the form does not show (the aircraft) are left to the server's answer.
 */
export function schemaResolver<T extends FieldValues>(
  schema: z.ZodType,
  bodyOf: (values: T) => unknown,
  fields: readonly string[],
): Resolver<T> {
  return (values) => {
    const errors: Record<string, unknown> = {}
    const result = schema.safeParse(bodyOf(values))
    for (const issue of result.success ? [] : result.error.issues) {
      const field = fieldOfPath(issue.path)
      if (fields.includes(field) && !get(errors, field))
        set(errors, field, { type: 'schema', message: issue.message } satisfies FieldError)
    }
    return Object.keys(errors).length > 0 ? { values: {}, errors: errors as FieldErrors<T> } : { values, errors: {} }
  }
}
