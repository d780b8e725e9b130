import { NATURES_OF_FLIGHT } from '@flugakte/domain'
import { Group, Radio, SimpleGrid, TextInput } from '@mantine/core'
import { memo, useMemo } from 'react'
import { Controller } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

import type { FlightLogType, SelectedAircraft } from '../../api/types'
import type { EntryDraft } from '../../hooks/use-entry-draft'
import type { EntryFormValues } from '../../utils/entry-form'
import { useFieldMessage } from '../../../../lib/forms/field-message'
import { SelectField } from '../../../../lib/forms/fields'
import { EntrySelect } from '../entry-select'

const TYPES: FlightLogType[] = ['origin', 'correction', 'addendum']

// Memoized: the draft re-renders the whole form at each keystroke in a field it watches (the times).
const NatureOfFlightSelect = memo(function NatureOfFlightSelect() {
  const { t } = useTranslation('boardbook')
  const data = useMemo(() => NATURES_OF_FLIGHT.map((nature) => ({ value: nature, label: t(`natures.${nature}`) })), [t])
  return (
    <SelectField<EntryFormValues>
      name="nature_of_flight"
      label={t('form.natureOfFlight')}
      withAsterisk
      data={data}
      allowDeselect={false}
    />
  )
})

/**
 * Which aircraft and day, the nature of the flight, and whether the entry is an original, a correction or
 * an addendum (and of which entry).
 */
export function KindFields({ draft, aircraft }: { draft: EntryDraft; aircraft: SelectedAircraft }) {
  const { t } = useTranslation('boardbook')
  const message = useFieldMessage()
  const { control, register, formState } = draft.form
  const { errors } = formState
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
      <TextInput label={t('form.registration')} value={aircraft.registration} readOnly variant="filled" />
      <TextInput
        label={t('form.date')}
        description={t('form.dateHint')}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        type="date"
        withAsterisk
        error={message(errors.date)}
        {...register('date')}
      />
      <NatureOfFlightSelect />
      <Controller
        control={control}
        name="type"
        render={({ field }) => (
          <Radio.Group
            label={t('form.type')}
            value={field.value}
            onChange={(value) => {
              field.onChange(value)
              if (value === 'origin') draft.pick('amends', null)
            }}
            error={message(errors.type)}
          >
            <Group gap="md" mt={6}>
              {TYPES.map((value) => (
                <Radio key={value} value={value} label={t(`types.${value}`)} name={field.name} />
              ))}
            </Group>
          </Radio.Group>
        )}
      />
      {draft.type !== 'origin' && (
        <Controller
          control={control}
          name="amends"
          render={({ field }) => (
            <EntrySelect
              aircraft={aircraft.id}
              label={t('form.amends')}
              withAsterisk={draft.type === 'correction'}
              value={field.value}
              selected={draft.picked.amends}
              onChange={(option) => draft.pick('amends', option)}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={message(errors.amends)}
            />
          )}
        />
      )}
    </SimpleGrid>
  )
}
