import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'

import { ApiError } from './api-client'

/**
 * Puts the server's field errors (Payload: errors[].data.errors[{path, message}]) at the form's
 * fields (or the field `fieldOf` names for a path) and returns what belongs to no field, for an alert;
 * an empty list means all were placed.
 */
export function placeServerErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
  fallback: string,
  fieldOf: Partial<Record<string, Path<T>>> = {},
): string[] {
  if (!(error instanceof ApiError)) return [fallback]
  const unplaced: string[] = []
  let placed = 0
  for (const { path, message } of error.fieldErrors) {
    const field = fieldOf[path] ?? fields.find((name) => name === path)
    if (field) {
      setError(field, { type: 'server', message }, { shouldFocus: placed === 0 })
      placed += 1
    } else unplaced.push(message)
  }
  if (placed > 0 && unplaced.length === 0) return []
  const messages = [...error.messages, ...unplaced]
  return messages.length > 0 ? messages : [fallback]
}
