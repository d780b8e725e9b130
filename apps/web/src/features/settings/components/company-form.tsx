import { Stack } from '@mantine/core'
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

import { useCountries } from '../../../lib/countries'
import { SelectField, TextareaField, TextField } from '../../../lib/forms/fields'
import { Form, FormActions, FormAlert } from '../../../lib/forms/form'
import { useFormSubmit } from '../../../lib/forms/use-form-submit'
import type { CompanyRecord } from '../api/types'
import { companyInputSchema, useUpdateCompany, type CompanyInput } from '../api/update-company'

/** The organisations whose staff certify releases and reviews under an approval of their own. */
const CERTIFYING_KINDS = ['maintenance_company', 'cao']

function companyValues(company: CompanyRecord): CompanyInput {
  return {
    name: company.name ?? '',
    address: company.address ?? '',
    country: company.country ? String(company.country) : '',
    approval_reference: company.approval_reference ?? '',
  }
}

export function CompanyForm({ company, canRename }: { company: CompanyRecord; canRename: boolean }) {
  const { t, i18n } = useTranslation(['settings', 'common'])
  const countries = useCountries(i18n.language)
  const updateCompany = useUpdateCompany()
  const form = useForm<CompanyInput>({
    resolver: zodResolver(companyInputSchema),
    defaultValues: companyValues(company),
  })
  const submit = useFormSubmit(form, {
    action: (input) => updateCompany.mutateAsync({ id: company.id, input, includeName: canRename }),
    onSuccess: (saved) => form.reset(companyValues(saved)),
    success: t('company.saved'),
  })

  const countryOptions = (countries.data ?? []).map((country) => ({
    value: String(country.value),
    label: country.label,
  }))

  return (
    <Form form={form} submit={submit}>
      <Stack gap="md" maw={720}>
        <FormAlert title={t('form.errorTitle')} />
        <TextField<CompanyInput>
          name="name"
          label={t('company.name')}
          readOnly={!canRename}
          withAsterisk={canRename}
          description={canRename ? undefined : t('company.nameReadOnly')}
        />
        <TextareaField<CompanyInput>
          name="address"
          label={t('company.address')}
          autosize
          minRows={3}
          autoComplete="street-address"
        />
        <SelectField<CompanyInput>
          name="country"
          label={t('company.country')}
          placeholder={t('company.countryPlaceholder')}
          data={countryOptions}
          searchable
          clearable
          nothingFoundMessage={t('common:noData')}
        />
        {CERTIFYING_KINDS.includes(company.kind ?? '') && (
          <TextField<CompanyInput>
            name="approval_reference"
            label={t('company.approvalReference')}
            description={t('company.approvalReferenceHint')}
          />
        )}
        <FormActions submitLabel={t('common:actions.save')} />
      </Stack>
    </Form>
  )
}
