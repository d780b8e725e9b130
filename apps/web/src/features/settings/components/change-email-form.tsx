import { Stack, Text, Title } from '@mantine/core'
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

import { PasswordField, TextField } from '../../../lib/forms/fields'
import { Form, FormActions, FormAlert } from '../../../lib/forms/form'
import { useFormSubmit } from '../../../lib/forms/use-form-submit'
import { changeEmailInputSchema, useChangeEmail, type ChangeEmailInput } from '../api/change-email'
import type { CurrentUser } from '../api/types'

const EMPTY: ChangeEmailInput = { email: '', current_password: '' }

/** Settings › My Profile › E-mail address: a new address takes effect with the current password. */
export function ChangeEmailForm({ user }: { user: CurrentUser }) {
  const { t } = useTranslation(['settings', 'common'])
  const changeEmail = useChangeEmail()
  const form = useForm<ChangeEmailInput>({ resolver: zodResolver(changeEmailInputSchema), defaultValues: EMPTY })
  const submit = useFormSubmit(form, {
    action: (input) => changeEmail.mutateAsync(input),
    onSuccess: () => form.reset(EMPTY),
    success: t('changeEmail.changed'),
  })

  return (
    <Form form={form} submit={submit} aria-labelledby="change-email-heading">
      <Stack gap="md" maw={420}>
        <Title order={3} size="h4" id="change-email-heading">
          {t('changeEmail.heading')}
        </Title>
        <Text size="sm">{t('changeEmail.current', { email: user.email })}</Text>
        <FormAlert title={t('form.errorTitle')} />
        <TextField<ChangeEmailInput>
          name="email"
          label={t('changeEmail.newEmail')}
          type="email"
          withAsterisk
          autoComplete="email"
        />
        <PasswordField<ChangeEmailInput>
          name="current_password"
          label={t('changeEmail.currentPassword')}
          withAsterisk
          autoComplete="current-password"
        />
        <FormActions submitLabel={t('changeEmail.submit')} submitProps={{ variant: 'default' }} />
      </Stack>
    </Form>
  )
}
