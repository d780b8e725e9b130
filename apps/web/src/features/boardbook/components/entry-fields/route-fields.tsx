import { SimpleGrid } from '@mantine/core'
import { Controller } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

import type { EntryDraft } from '../../hooks/use-entry-draft'
import { useFieldMessage } from '../../../../lib/forms/field-message'
import { AirportSelect } from '../airport-select'

/** Where from and where to. */
export function RouteFields({ draft }: { draft: EntryDraft }) {
  const { t } = useTranslation('boardbook')
  const message = useFieldMessage()
  const { control, formState, getFieldState, getValues } = draft.form
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }}>
      <Controller
        control={control}
        name="location_to"
        render={({ field }) => (
          <AirportSelect
            label={t('form.departure')}
            withAsterisk
            value={field.value}
            selected={draft.picked.location_to}
            onFocus={() => draft.engage('location_to')}
            onChange={(option) => {
              draft.pick('location_to', option)
              // Spec: the start airport pre-fills an empty landing airport (most flights return); so it does
              // one the pilot has not chosen (carried from the last landing).
              const chosen = getValues('location_ldg') !== null && getFieldState('location_ldg').isDirty
              if (option && !chosen) draft.pick('location_ldg', option, { follows: true })
            }}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={message(formState.errors.location_to)}
          />
        )}
      />
      <Controller
        control={control}
        name="location_ldg"
        render={({ field }) => (
          <AirportSelect
            label={t('form.arrival')}
            withAsterisk
            value={field.value}
            selected={draft.picked.location_ldg}
            onFocus={() => draft.engage('location_ldg')}
            onChange={(option) => draft.pick('location_ldg', option)}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={message(formState.errors.location_ldg)}
          />
        )}
      />
    </SimpleGrid>
  )
}
