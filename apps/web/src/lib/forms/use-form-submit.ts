import { useState, type FormEvent } from 'react'
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

import { notifySuccess } from '../notify'
import { placeServerErrors } from '../server-errors'

export type FormSubmit = {
  onSubmit: (event?: FormEvent) => Promise<void>
  /** The server's messages that belong to no field of the form. */
  alert: string[]
  clearAlert: () => void
}

type Options<T extends FieldValues, R> = {
  action: (values: T) => Promise<R>
  /** The success message (a notification after `onSuccess`, so it speaks a language the save just chose). */
  success?: string | ((result: R, values: T) => string)
  onSuccess?: (result: R, values: T) => void | Promise<void>
  /** Shown when the failure names nothing (the network, a 500); default: the generic error. */
  failure?: string
  /** Takes the failure instead of the fields and the alert (the login answers with a snackbar). */
  onFailure?: (error: unknown) => void
  /** Server field paths that a form field of another name shows (`airframe_minutes` → `airframe_time`). */
  fieldOf?: Record<string, Path<T>>
}

/**
 * Submits a valid form: runs the action, shows the success message, and places a refusal's field
 * errors at the fields (the rest goes to the form's alert).
 */
export function useFormSubmit<T extends FieldValues, R>(
  form: UseFormReturn<T>,
  { action, success, onSuccess, onFailure, failure, fieldOf = {} }: Options<T, R>,
): FormSubmit {
  const { t } = useTranslation()
  const [alert, setAlert] = useState<string[]>([])
  const onSubmit = form.handleSubmit(async (values) => {
    setAlert([])
    let result: R
    try {
      result = await action(values)
    } catch (error) {
      if (onFailure) return onFailure(error)
      const fields = Object.keys(form.getValues()) as Path<T>[]
      setAlert(placeServerErrors(error, fields, form.setError, failure ?? t('error.generic'), fieldOf))
      return
    }
    await onSuccess?.(result, values)
    if (success) notifySuccess(typeof success === 'string' ? success : success(result, values))
  })
  return { onSubmit, alert, clearAlert: () => setAlert([]) }
}
