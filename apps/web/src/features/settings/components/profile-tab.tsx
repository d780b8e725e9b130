import { ABBREVIATION_MAX_LENGTH } from '@flugakte/domain'
import { Loader, SimpleGrid, Stack } from '@mantine/core'
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

import { useMe } from '../../../lib/current-user/get-me'
import { SelectField, TextField } from '../../../lib/forms/fields'
import { Form, FormActions, FormAlert } from '../../../lib/forms/form'
import { useFormSubmit } from '../../../lib/forms/use-form-submit'
import type { CurrentUser } from '../api/types'
import { ChangeEmailForm } from './change-email-form'
import { PasskeysSection } from './passkeys-section'
import { profileInputSchema, useUpdateProfile, type ProfileInput } from '../api/update-profile'
import { useLanguagePreview } from '../hooks/use-language-preview'

function profileValues(user: CurrentUser): ProfileInput {
  return {
    first_name: user.first_name ?? '',
    last_name: user.last_name ?? '',
    title: user.title ?? '',
    abbreviation: user.abbreviation ?? '',
    language: user.language === 'en-US' ? 'en-US' : 'de-DE',
    licence_number: user.licence_number ?? '',
    licence_valid_until: user.licence_valid_until?.slice(0, 10) ?? '',
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
      <PasskeysSection />
    </Stack>
  )
}

function ProfileForm({ user }: { user: CurrentUser }) {
  const { t } = useTranslation(['settings', 'common'])
  const updateProfile = useUpdateProfile()
  const form = useForm<ProfileInput>({ resolver: zodResolver(profileInputSchema), defaultValues: profileValues(user) })
  const language = useLanguagePreview()
  const submit = useFormSubmit(form, {
    action: (input) => updateProfile.mutateAsync({ id: user.id, input }),
    onSuccess: async (saved) => {
      await language.keep(saved.language)
      form.reset(profileValues(saved))
    },
    success: () => t('profile.saved'),
  })

  return (
    <Form form={form} submit={submit}>
      <Stack gap="md" maw={720}>
        <FormAlert title={t('form.errorTitle')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextField<ProfileInput>
            name="first_name"
            label={t('profile.firstName')}
            withAsterisk
            autoComplete="given-name"
          />
          <TextField<ProfileInput>
            name="last_name"
            label={t('profile.lastName')}
            withAsterisk
            autoComplete="family-name"
          />
          <TextField<ProfileInput>
            name="title"
            label={t('profile.title')}
            placeholder={t('profile.titlePlaceholder')}
            autoComplete="honorific-prefix"
          />
          <TextField<ProfileInput>
            name="abbreviation"
            label={t('profile.abbreviation')}
            description={t('profile.abbreviationHint', { max: ABBREVIATION_MAX_LENGTH })}
          />
          <SelectField<ProfileInput>
            name="language"
            label={t('profile.language')}
            description={t('profile.languageHint')}
            data={[
              { value: 'de-DE', label: t('profile.languages.de') },
              { value: 'en-US', label: t('profile.languages.en') },
            ]}
            allowDeselect={false}
            onChange={(value) => {
              if (value === 'de-DE' || value === 'en-US') language.preview(value)
            }}
          />
          <TextField<ProfileInput>
            name="licence_number"
            label={t('profile.licenceNumber')}
            description={t('profile.licenceHint')}
          />
          <TextField<ProfileInput> name="licence_valid_until" label={t('profile.licenceValidUntil')} type="date" />
        </SimpleGrid>
        <FormActions submitLabel={t('common:actions.save')} />
      </Stack>
    </Form>
  )
}
