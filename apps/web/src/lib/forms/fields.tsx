import {
  FileInput,
  MultiSelect,
  PasswordInput,
  Select,
  Textarea,
  TextInput,
  type FileInputProps,
  type MultiSelectProps,
  type PasswordInputProps,
  type SelectProps,
  type TextareaProps,
  type TextInputProps,
} from '@mantine/core'
import { get, useController, useFormContext, useFormState, type FieldValues, type Path } from 'react-hook-form'

import { useFieldMessage } from './field-message'

type Named<T extends FieldValues> = { name: Path<T> }

/** The translated error of one field of the surrounding form. */
export function useFieldError<T extends FieldValues>(name: Path<T>): string | undefined {
  const { errors } = useFormState<T>({ name })
  return useFieldMessage()(get(errors, name))
}

export function TextField<T extends FieldValues>({
  name,
  ...props
}: Named<T> & Omit<TextInputProps, 'name' | 'error'>) {
  const { register } = useFormContext<T>()
  const error = useFieldError(name)
  return <TextInput {...props} {...register(name)} error={error} />
}

export function PasswordField<T extends FieldValues>({
  name,
  ...props
}: Named<T> & Omit<PasswordInputProps, 'name' | 'error'>) {
  const { register } = useFormContext<T>()
  const error = useFieldError(name)
  return <PasswordInput {...props} {...register(name)} error={error} />
}

export function TextareaField<T extends FieldValues>({
  name,
  ...props
}: Named<T> & Omit<TextareaProps, 'name' | 'error'>) {
  const { register } = useFormContext<T>()
  const error = useFieldError(name)
  return <Textarea {...props} {...register(name)} error={error} />
}

/** A select over string values; no choice is the empty string in the form's values. */
export function SelectField<T extends FieldValues>({
  name,
  onChange,
  ...props
}: Named<T> & Omit<SelectProps, 'name' | 'error' | 'value' | 'onChange'> & { onChange?: (value: string) => void }) {
  const { field } = useController<T>({ name })
  const error = useFieldError(name)
  return (
    <Select
      {...field}
      {...props}
      value={field.value || null}
      onChange={(value) => {
        field.onChange(value ?? '')
        onChange?.(value ?? '')
      }}
      error={error}
    />
  )
}

/** A choice of several string values; none is the empty list in the form's values. */
export function MultiSelectField<T extends FieldValues>({
  name,
  ...props
}: Named<T> & Omit<MultiSelectProps, 'name' | 'error' | 'value' | 'onChange'>) {
  const { field } = useController<T>({ name })
  const error = useFieldError(name)
  return <MultiSelect {...field} {...props} value={field.value ?? []} onChange={field.onChange} error={error} />
}

export function FileField<T extends FieldValues>({
  name,
  ...props
}: Named<T> & Omit<FileInputProps<false>, 'name' | 'error' | 'value' | 'onChange' | 'multiple'>) {
  const { field } = useController<T>({ name })
  const error = useFieldError(name)
  return <FileInput {...field} {...props} value={field.value ?? null} error={error} />
}
