import { Loader, Stack } from '@mantine/core'
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

import { useMe } from '../../../lib/current-user/get-me'
import { PasswordField } from '../../../lib/forms/fields'
import { Form, FormActions, FormAlert } from '../../../lib/forms/form'
import { useFormSubmit } from '../../../lib/forms/use-form-submit'
import { changePasswordInputSchema, useChangePassword, type ChangePasswordInput } from '../api/change-password'
import type { CurrentUser } from '../api/types'

const EMPTY: ChangePasswordInput = { current_password: '', password: '', password_repeat: '' }

/** Settings › Change Password. */
export function ChangePasswordTab() {
  const { t } = useTranslation()
  const { data: me } = useMe()
  if (!me) return <Loader aria-label={t('loading')} />
  return <ChangePasswordForm user={me} />
}

function ChangePasswordForm({ user }: { user: CurrentUser }) {
  const { t } = useTranslation(['settings', 'common'])
  const changePassword = useChangePassword()
  const form = useForm<ChangePasswordInput>({ resolver: zodResolver(changePasswordInputSchema), defaultValues: EMPTY })
  // The server answers a wrong current password at "current_password" and its password policy at
  // "password", in the interface language; anything else (e.g. too many attempts) goes to the alert.
  const submit = useFormSubmit(form, {
    action: (input) => changePassword.mutateAsync({ input }),
    onSuccess: () => form.reset(EMPTY),
    success: t('changePassword.changed'),
  })

  return (
    <Form form={form} submit={submit}>
      <Stack gap="md" maw={420}>
        <FormAlert title={t('form.errorTitle')} />
        {/* Lets password managers tie the new password to this account. */}
        <input type="text" name="username" autoComplete="username" value={user.email} readOnly hidden />
        <PasswordField<ChangePasswordInput>
          name="current_password"
          label={t('changePassword.currentPassword')}
          withAsterisk
          autoComplete="current-password"
        />
        <PasswordField<ChangePasswordInput>
          name="password"
          label={t('changePassword.newPassword')}
          withAsterisk
          autoComplete="new-password"
        />
        <PasswordField<ChangePasswordInput>
          name="password_repeat"
          label={t('changePassword.repeatPassword')}
          withAsterisk
          autoComplete="new-password"
        />
        <FormActions submitLabel={t('changePassword.submit')} />
      </Stack>
    </Form>
  )
}
