import { SimpleGrid } from '@mantine/core'
import { Controller } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

import type { EntryDraft } from '../../hooks/use-entry-draft'
import { useFieldMessage } from '../../../../lib/forms/field-message'
import { PersonSelect } from '../person-select'
import { CounterInput } from './entry-inputs'

/** Who flew: pilot, copilot and the number of guests. */
export function CrewFields({ draft }: { draft: EntryDraft }) {
  const { t } = useTranslation('boardbook')
  const message = useFieldMessage()
  const { control, formState } = draft.form
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
      {(['pilot', 'copilot'] as const).map((name) => (
        <Controller
          key={name}
          control={control}
          name={name}
          render={({ field }) => (
            <PersonSelect
              label={t(name === 'pilot' ? 'form.pilot' : 'form.copilot')}
              withAsterisk={name === 'pilot'}
              value={field.value}
              selected={draft.picked[name]}
              onChange={(option) => draft.pick(name, option)}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={message(formState.errors[name])}
            />
          )}
        />
      ))}
      <CounterInput draft={draft} name="cnt_guests" label={t('form.guests')} />
    </SimpleGrid>
  )
}
