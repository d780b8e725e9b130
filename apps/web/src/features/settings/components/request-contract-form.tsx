import { SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { zodResolver } from '@hookform/resolvers/zod'
import { useId } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

import { SelectField } from '../../../lib/forms/fields'
import { Form, FormActions, FormAlert } from '../../../lib/forms/form'
import { useFormSubmit } from '../../../lib/forms/use-form-submit'
import type { ContractKind } from '../api/contracts'
import {
  requestContractInputSchema,
  useContractors,
  useOwnAircraft,
  useRequestContract,
  type RequestContractInput,
} from '../api/request-contract'

const KINDS: ContractKind[] = ['maintenance_company', 'cao']
const EMPTY = { customer_aircraft: '', kind: '', company: '' } as unknown as RequestContractInput

/**
 * The owner asks a maintenance company or CAO to look after one of its aircraft: a request the named
 * company's admin accepts or declines. The companies to choose from come from the server's list.
 */
export function RequestContractForm({ companyId }: { companyId: number }) {
  const { t } = useTranslation(['settings', 'common'])
  const headingId = useId()
  const request = useRequestContract()
  const aircraft = useOwnAircraft(companyId, true)
  const form = useForm<RequestContractInput>({
    resolver: zodResolver(requestContractInputSchema),
    defaultValues: EMPTY,
  })
  const kind = (useWatch({ control: form.control, name: 'kind' }) || null) as ContractKind | null
  const contractors = useContractors(kind)
  const submit = useFormSubmit(form, {
    action: (input) => request.mutateAsync(input),
    success: (contract) =>
      t('contracts.request.done', { registration: contract.registration ?? '', company: contract.company_name ?? '' }),
    onSuccess: () => form.reset(EMPTY),
  })

  const aircraftOptions = (aircraft.data ?? []).map((row) => ({ value: String(row.id), label: row.registration }))
  const kindOptions = KINDS.map((value) => ({ value, label: t(`contracts.kind.${value}`) }))
  const companyOptions = (contractors.data ?? []).map((row) => ({ value: String(row.id), label: row.name }))
  const loadError = aircraft.error ?? contractors.error

  return (
    <Form form={form} submit={submit} aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={3} size="h4" id={headingId}>
          {t('contracts.request.heading')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('contracts.request.hint')}
        </Text>
        <FormAlert title={t('form.errorTitle')} messages={loadError ? [loadError.message] : []} />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <SelectField<RequestContractInput>
            name="customer_aircraft"
            label={t('contracts.request.aircraft')}
            placeholder={t('contracts.request.aircraftPlaceholder')}
            withAsterisk
            searchable
            data={aircraftOptions}
            nothingFoundMessage={t('contracts.request.noAircraft')}
            allowDeselect={false}
          />
          <SelectField<RequestContractInput>
            name="kind"
            label={t('contracts.request.kind')}
            placeholder={t('contracts.request.kindPlaceholder')}
            withAsterisk
            data={kindOptions}
            allowDeselect={false}
            // The company list depends on the kind: a company chosen for the other kind no longer fits.
            onChange={() => form.setValue('company', '')}
          />
          <SelectField<RequestContractInput>
            name="company"
            label={t('contracts.request.company')}
            placeholder={kind ? t('contracts.request.companyPlaceholder') : t('contracts.request.companyChooseKind')}
            withAsterisk
            searchable
            disabled={!kind}
            data={companyOptions}
            nothingFoundMessage={t('contracts.request.noCompany')}
            allowDeselect={false}
          />
        </SimpleGrid>
        <FormActions submitLabel={t('contracts.request.submit')} />
      </Stack>
    </Form>
  )
}
