import { NumberInput, type NumberInputProps } from '@mantine/core'
import { useController, type FieldValues, type Path } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

import { TextareaField, useFieldError } from '../../../lib/forms/fields'

/** A number of the surrounding form; empty is '' (the schema reads it as not given). */
export function NumberField<T extends FieldValues>({
  name,
  ...props
}: { name: Path<T> } & Omit<NumberInputProps, 'name' | 'error' | 'value' | 'onChange'>) {
  const { field } = useController<T>({ name })
  const error = useFieldError(name)
  return <NumberInput {...field} {...props} value={field.value ?? ''} error={error} />
}

/** The notes of an action; a correction says why it was made, so there they are required. */
export function NotesField({ correction }: { correction: boolean }) {
  const { t } = useTranslation('defects')
  return (
    <TextareaField<{ notes: string }>
      name="notes"
      label={correction ? t('form.notesCorrection') : t('form.notes')}
      required={correction}
      autosize
      minRows={2}
    />
  )
}
