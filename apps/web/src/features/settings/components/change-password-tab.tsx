import { Button, Group, Loader, PasswordInput, Stack } from '@mantine/core'
import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

import { useMe } from '../../../lib/current-user/get-me'
import { changePasswordInputSchema, useChangePassword, type ChangePasswordInput } from '../api/change-password'
import type { CurrentUser } from '../api/types'
import { useFieldError } from '../hooks/use-field-error'
import { notifySuccess } from '../../../lib/notify'
import { placeServerErrors } from '../../../lib/server-errors'
import { ErrorAlert } from '../../../components/error-alert'

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
  const fieldError = useFieldError()
  const changePassword = useChangePassword()
  const [alert, setAlert] = useState<string[]>([])
  const {
    formState: { errors, isSubmitting },
    handleSubmit,
    register,
    reset,
    setError,
  } = useForm<ChangePasswordInput>({ resolver: zodResolver(changePasswordInputSchema), defaultValues: EMPTY })

  const onSubmit = handleSubmit(async (input) => {
    setAlert([])
    try {
      await changePassword.mutateAsync({ input })
      reset(EMPTY)
      notifySuccess(t('changePassword.changed'))
    } catch (error) {
      // The server answers a wrong current password at "current_password" and its password policy at
      // "password", in the interface language; anything else (e.g. too many attempts) goes to the alert.
      setAlert(placeServerErrors(error, ['current_password', 'password'], setError, t('common:error.generic')))
    }
  })

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md" maw={420}>
        <ErrorAlert messages={alert} title={t('form.errorTitle')} />
        {/* Lets password managers tie the new password to this account. */}
        <input type="text" name="username" autoComplete="username" value={user.email} readOnly hidden />
        <PasswordInput
          label={t('changePassword.currentPassword')}
          withAsterisk
          autoComplete="current-password"
          error={fieldError(errors.current_password)}
          {...register('current_password')}
        />
        <PasswordInput
          label={t('changePassword.newPassword')}
          withAsterisk
          autoComplete="new-password"
          error={fieldError(errors.password)}
          {...register('password')}
        />
        <PasswordInput
          label={t('changePassword.repeatPassword')}
          withAsterisk
          autoComplete="new-password"
          error={fieldError(errors.password_repeat)}
          {...register('password_repeat')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={isSubmitting}>
            {t('changePassword.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
