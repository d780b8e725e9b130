import { Button, Group, Select, Stack, Textarea, TextInput } from '@mantine/core'
import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

import { useCountries } from '../../../lib/countries'
import type { CompanyRecord } from '../api/types'
import { companyInputSchema, useUpdateCompany, type CompanyInput } from '../api/update-company'
import { useFieldError } from '../hooks/use-field-error'
import { notifySuccess } from '../../../lib/notify'
import { placeServerErrors } from '../../../lib/server-errors'
import { ErrorAlert } from '../../../components/error-alert'

const FIELDS = ['name', 'address', 'country'] as const

function companyValues(company: CompanyRecord): CompanyInput {
  return {
    name: company.name ?? '',
    address: company.address ?? '',
    country: company.country ? String(company.country) : '',
  }
}

export function CompanyForm({ company, canRename }: { company: CompanyRecord; canRename: boolean }) {
  const { t, i18n } = useTranslation(['settings', 'common'])
  const fieldError = useFieldError()
  const countries = useCountries(i18n.language)
  const updateCompany = useUpdateCompany()
  const [alert, setAlert] = useState<string[]>([])
  const {
    control,
    formState: { errors, isSubmitting },
    handleSubmit,
    register,
    reset,
    setError,
  } = useForm<CompanyInput>({ resolver: zodResolver(companyInputSchema), defaultValues: companyValues(company) })

  const onSubmit = handleSubmit(async (input) => {
    setAlert([])
    try {
      const saved = await updateCompany.mutateAsync({ id: company.id, input, includeName: canRename })
      reset(companyValues(saved))
      notifySuccess(t('company.saved'))
    } catch (error) {
      setAlert(placeServerErrors(error, FIELDS, setError, t('common:error.generic')))
    }
  })

  const countryOptions = (countries.data ?? []).map((country) => ({
    value: String(country.value),
    label: country.label,
  }))

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md" maw={720}>
        <ErrorAlert messages={alert} title={t('form.errorTitle')} />
        <TextInput
          label={t('company.name')}
          readOnly={!canRename}
          withAsterisk={canRename}
          description={canRename ? undefined : t('company.nameReadOnly')}
          error={fieldError(errors.name)}
          {...register('name')}
        />
        <Textarea
          label={t('company.address')}
          autosize
          minRows={3}
          autoComplete="street-address"
          error={fieldError(errors.address)}
          {...register('address')}
        />
        <Controller
          control={control}
          name="country"
          render={({ field }) => (
            <Select
              label={t('company.country')}
              placeholder={t('company.countryPlaceholder')}
              data={countryOptions}
              searchable
              clearable
              nothingFoundMessage={t('common:noData')}
              value={field.value || null}
              onChange={(value) => field.onChange(value ?? '')}
              onBlur={field.onBlur}
              ref={field.ref}
              name={field.name}
              error={fieldError(errors.country)}
            />
          )}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={isSubmitting}>
            {t('common:actions.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
