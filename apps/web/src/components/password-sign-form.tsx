import { zodResolver } from '@hookform/resolvers/zod'
import { Group, Stack } from '@mantine/core'
import { useForm } from 'react-hook-form'
import { z } from 'zod'

import { fieldMessage } from '../lib/forms/field-message'
import { PasswordField } from '../lib/forms/fields'
import { Form, FormAlert, SubmitButton } from '../lib/forms/form'
import { useFormSubmit } from '../lib/forms/use-form-submit'

/** The password re-entry that signs in place of a passkey (journey-log entries, releases to service). */
export const passwordSignInputSchema = z.object({ password: z.string().min(1, fieldMessage('EnterRequiredFields')) })
export type PasswordSignInput = z.infer<typeof passwordSignInputSchema>

type Props = {
  /** Sends the signature; a refusal (wrong password, not the signer) is an ApiError shown in the alert. */
  sign: (password: string) => Promise<unknown>
  onSigned: () => void
  texts: { errorTitle: string; password: string; submit: string; failure: string }
}

/** Signing with the account's password: the field, the button and the server's refusal as its own sentence. */
export function PasswordSignForm({ sign, onSigned, texts }: Props) {
  const form = useForm<PasswordSignInput>({
    resolver: zodResolver(passwordSignInputSchema),
    defaultValues: { password: '' },
  })
  const submit = useFormSubmit(form, {
    action: ({ password }) => sign(password),
    onSuccess: onSigned,
    failure: texts.failure,
  })
  return (
    <Form form={form} submit={submit}>
      <Stack gap="xs">
        <FormAlert title={texts.errorTitle} />
        <Group align="flex-end" gap="xs">
          <PasswordField<PasswordSignInput>
            name="password"
            label={texts.password}
            autoComplete="current-password"
            withAsterisk
            style={{ flex: '1 1 14rem' }}
          />
          <SubmitButton variant="light">{texts.submit}</SubmitButton>
        </Group>
      </Stack>
    </Form>
  )
}
