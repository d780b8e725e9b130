import { ABBREVIATION_MAX_LENGTH } from '@flugakte/domain'
import { Button, Group, Loader, Select, SimpleGrid, Stack, TextInput } from '@mantine/core'
import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

import { useMe } from '../../../lib/current-user/get-me'
import type { CurrentUser } from '../api/types'
import { ChangeEmailForm } from './change-email-form'
import { profileInputSchema, useUpdateProfile, type ProfileInput } from '../api/update-profile'
import { useFieldError } from '../hooks/use-field-error'
import { useLanguagePreview } from '../hooks/use-language-preview'
import { notifySuccess } from '../../../lib/notify'
import { placeServerErrors } from '../../../lib/server-errors'
import { ErrorAlert } from '../../../components/error-alert'

const FIELDS = ['first_name', 'last_name', 'title', 'abbreviation', 'language'] as const

function profileValues(user: CurrentUser): ProfileInput {
  return {
    first_name: user.first_name ?? '',
    last_name: user.last_name ?? '',
    title: user.title ?? '',
    abbreviation: user.abbreviation ?? '',
    language: user.language === 'en-US' ? 'en-US' : 'de-DE',
  }
}

/** Settings › My Profile. */
export function ProfileTab() {
  const { t } = useTranslation()
  const { data: me } = useMe()
  if (!me) return <Loader aria-label={t('loading')} />
  return (
    <Stack gap="xl">
      <ProfileForm user={me} />
      <ChangeEmailForm key={me.email} user={me} />
    </Stack>
  )
}

function ProfileForm({ user }: { user: CurrentUser }) {
  const { t } = useTranslation(['settings', 'common'])
  const fieldError = useFieldError()
  const updateProfile = useUpdateProfile()
  const [alert, setAlert] = useState<string[]>([])
  const {
    control,
    formState: { errors, isSubmitting },
    handleSubmit,
    register,
    reset,
    setError,
  } = useForm<ProfileInput>({ resolver: zodResolver(profileInputSchema), defaultValues: profileValues(user) })

  const language = useLanguagePreview()

  const onSubmit = handleSubmit(async (input) => {
    setAlert([])
    try {
      const saved = await updateProfile.mutateAsync({ id: user.id, input })
      await language.keep(saved.language)
      reset(profileValues(saved))
      notifySuccess(t('profile.saved'))
    } catch (error) {
      setAlert(placeServerErrors(error, FIELDS, setError, t('common:error.generic')))
    }
  })

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md" maw={720}>
        <ErrorAlert messages={alert} title={t('form.errorTitle')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('profile.firstName')}
            withAsterisk
            autoComplete="given-name"
            error={fieldError(errors.first_name)}
            {...register('first_name')}
          />
          <TextInput
            label={t('profile.lastName')}
            withAsterisk
            autoComplete="family-name"
            error={fieldError(errors.last_name)}
            {...register('last_name')}
          />
          <TextInput
            label={t('profile.title')}
            placeholder={t('profile.titlePlaceholder')}
            autoComplete="honorific-prefix"
            error={fieldError(errors.title)}
            {...register('title')}
          />
          <TextInput
            label={t('profile.abbreviation')}
            description={t('profile.abbreviationHint', { max: ABBREVIATION_MAX_LENGTH })}
            error={fieldError(errors.abbreviation)}
            {...register('abbreviation')}
          />
          <Controller
            control={control}
            name="language"
            render={({ field }) => (
              <Select
                label={t('profile.language')}
                description={t('profile.languageHint')}
                data={[
                  { value: 'de-DE', label: t('profile.languages.de') },
                  { value: 'en-US', label: t('profile.languages.en') },
                ]}
                allowDeselect={false}
                value={field.value}
                onChange={(value) => {
                  if (value !== 'de-DE' && value !== 'en-US') return
                  field.onChange(value)
                  language.preview(value)
                }}
                onBlur={field.onBlur}
                ref={field.ref}
                name={field.name}
                error={fieldError(errors.language)}
              />
            )}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={isSubmitting}>
            {t('common:actions.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
