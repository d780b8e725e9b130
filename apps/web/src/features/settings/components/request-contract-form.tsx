import { Button, Group, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { zodResolver } from '@hookform/resolvers/zod'
import { useId, useState } from 'react'
import { Controller, useForm, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

import { ErrorAlert } from '../../../components/error-alert'
import { notifySuccess } from '../../../lib/notify'
import { placeServerErrors } from '../../../lib/server-errors'
import type { ContractKind } from '../api/contracts'
import {
  requestContractInputSchema,
  useContractors,
  useOwnAircraft,
  useRequestContract,
  type RequestContractInput,
} from '../api/request-contract'
import { useFieldError } from '../hooks/use-field-error'

const FIELDS = ['customer_aircraft', 'kind', 'company'] as const
const KINDS: ContractKind[] = ['maintenance_company', 'cao']
const EMPTY = { customer_aircraft: '', kind: '', company: '' } as unknown as RequestContractInput

/**
 * The owner asks a maintenance company or CAO to look after one of its aircraft: a request the named
 * company's admin accepts or declines. The companies to choose from come from the server's list.
 */
export function RequestContractForm({ companyId }: { companyId: number }) {
  const { t } = useTranslation(['settings', 'common'])
  const fieldError = useFieldError()
  const headingId = useId()
  const [alert, setAlert] = useState<string[]>([])
  const request = useRequestContract()
  const aircraft = useOwnAircraft(companyId, true)
  const {
    control,
    formState: { errors, isSubmitting },
    handleSubmit,
    reset,
    setError,
    setValue,
  } = useForm<RequestContractInput>({ resolver: zodResolver(requestContractInputSchema), defaultValues: EMPTY })
  const kind = (useWatch({ control, name: 'kind' }) || null) as ContractKind | null
  const contractors = useContractors(kind)

  const onSubmit = handleSubmit(async (input) => {
    setAlert([])
    try {
      const contract = await request.mutateAsync(input)
      notifySuccess(
        t('contracts.request.done', {
          registration: contract.registration ?? '',
          company: contract.company_name ?? '',
        }),
      )
      reset(EMPTY)
    } catch (error) {
      setAlert(placeServerErrors(error, FIELDS, setError, t('common:error.generic')))
    }
  })

  const aircraftOptions = (aircraft.data ?? []).map((row) => ({ value: String(row.id), label: row.registration }))
  const kindOptions = KINDS.map((value) => ({ value, label: t(`contracts.kind.${value}`) }))
  const companyOptions = (contractors.data ?? []).map((row) => ({ value: String(row.id), label: row.name }))
  const loadError = aircraft.error ?? contractors.error

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={3} size="h4" id={headingId}>
          {t('contracts.request.heading')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('contracts.request.hint')}
        </Text>
        <ErrorAlert messages={loadError ? [loadError.message, ...alert] : alert} title={t('form.errorTitle')} />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <Controller
            control={control}
            name="customer_aircraft"
            render={({ field }) => (
              <Select
                label={t('contracts.request.aircraft')}
                placeholder={t('contracts.request.aircraftPlaceholder')}
                withAsterisk
                searchable
                data={aircraftOptions}
                nothingFoundMessage={t('contracts.request.noAircraft')}
                allowDeselect={false}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                onBlur={field.onBlur}
                ref={field.ref}
                name={field.name}
                error={fieldError(errors.customer_aircraft)}
              />
            )}
          />
          <Controller
            control={control}
            name="kind"
            render={({ field }) => (
              <Select
                label={t('contracts.request.kind')}
                placeholder={t('contracts.request.kindPlaceholder')}
                withAsterisk
                data={kindOptions}
                allowDeselect={false}
                value={field.value || null}
                onChange={(value) => {
                  field.onChange(value ?? '')
                  // The company list depends on the kind: a company chosen for the other kind no longer fits.
                  setValue('company', '')
                }}
                onBlur={field.onBlur}
                ref={field.ref}
                name={field.name}
                error={fieldError(errors.kind)}
              />
            )}
          />
          <Controller
            control={control}
            name="company"
            render={({ field }) => (
              <Select
                label={t('contracts.request.company')}
                placeholder={
                  kind ? t('contracts.request.companyPlaceholder') : t('contracts.request.companyChooseKind')
                }
                withAsterisk
                searchable
                disabled={!kind}
                data={companyOptions}
                nothingFoundMessage={t('contracts.request.noCompany')}
                allowDeselect={false}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                onBlur={field.onBlur}
                ref={field.ref}
                name={field.name}
                error={fieldError(errors.company)}
              />
            )}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={isSubmitting}>
            {t('contracts.request.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
