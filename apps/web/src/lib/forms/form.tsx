import { Button, Group, type ButtonProps } from '@mantine/core'
import { createContext, useContext, type ComponentProps, type ReactNode } from 'react'
import { FormProvider, useFormState, type FieldValues, type UseFormReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

import { ErrorAlert } from '../../components/error-alert'
import type { FormSubmit } from './use-form-submit'

const AlertContext = createContext<string[]>([])

type FormProps<T extends FieldValues, C, V extends FieldValues> = Omit<ComponentProps<'form'>, 'onSubmit'> & {
  form: UseFormReturn<T, C, V>
  submit: FormSubmit
  children: ReactNode
}

/** A form of the kit: its fields find the form through context; the browser's own validation stays off (the schema speaks). */
export function Form<T extends FieldValues, C = unknown, V extends FieldValues = T>({
  form,
  submit,
  children,
  ...props
}: FormProps<T, C, V>) {
  return (
    <FormProvider {...form}>
      <AlertContext value={submit.alert}>
        <form {...props} onSubmit={submit.onSubmit} noValidate>
          {children}
        </form>
      </AlertContext>
    </FormProvider>
  )
}

/** What the server refused outside any field (plus any other messages the screen has), where the form puts it. */
export function FormAlert({ title, messages = [] }: { title?: string; messages?: string[] }) {
  const alert = useContext(AlertContext)
  return <ErrorAlert messages={[...messages, ...alert]} title={title} />
}

type FormActionsProps = {
  submitLabel: string
  /** Shows a cancel button before the submit button. */
  onCancel?: () => void
  submitProps?: ButtonProps
}

/** The form's submit button; it shows progress while the form saves. */
export function SubmitButton(props: ButtonProps & { children: ReactNode }) {
  const { isSubmitting } = useFormState()
  return <Button type="submit" loading={isSubmitting} {...props} />
}

/** The form's footer: cancel (if any) and submit, right-aligned. */
export function FormActions({ submitLabel, onCancel, submitProps }: FormActionsProps) {
  const { t } = useTranslation()
  return (
    <Group justify="flex-end">
      {onCancel && (
        <Button variant="default" onClick={onCancel}>
          {t('actions.cancel')}
        </Button>
      )}
      <SubmitButton {...submitProps}>{submitLabel}</SubmitButton>
    </Group>
  )
}
