import type { DefectActionKind } from '@flugakte/domain'
import type { Path, UseFormReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

import { useFormSubmit } from '../../../lib/forms/use-form-submit'
import { useCreateDefectAction } from '../api/create-defect-action'
import { actionInput, type ActionValues } from '../utils/action-values'

type Options<T extends ActionValues> = {
  aircraftId: number
  kind: DefectActionKind
  /** The stored action's id, with the values it was stored with. */
  onSaved: (id: number, values: T) => void
  /** Server field paths shown at form fields of other names (the release's subfields). */
  fieldOf?: Record<string, Path<T>>
}

/** Stores an action form's values as a new defect action; the server's field errors land at the fields. */
export function useActionSubmit<T extends ActionValues>(
  form: UseFormReturn<T>,
  { aircraftId, kind, onSaved, fieldOf }: Options<T>,
) {
  const { t } = useTranslation('defects')
  const create = useCreateDefectAction(aircraftId)
  return useFormSubmit(form, {
    action: (values) => create.mutateAsync(actionInput(values)),
    onSuccess: (doc, values) => onSaved(doc.id, values),
    success: t(`form.saved.${kind}`),
    failure: t('form.failed'),
    fieldOf,
  })
}
