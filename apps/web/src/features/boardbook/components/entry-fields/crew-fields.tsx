import { CREW_DUTIES, personsOnBoard } from '@flugakte/domain'
import { SimpleGrid, TextInput } from '@mantine/core'
import { memo, useMemo } from 'react'
import { Controller, useFormContext, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

import type { EntryDraft } from '../../hooks/use-entry-draft'
import type { EntryFormValues } from '../../utils/entry-form'
import { useFieldMessage } from '../../../../lib/forms/field-message'
import { SelectField } from '../../../../lib/forms/fields'
import { PersonSelect } from '../person-select'
import { CounterInput } from './entry-inputs'

function CrewMember({ draft, name }: { draft: EntryDraft; name: 'pilot' | 'copilot' }) {
  const { t } = useTranslation('boardbook')
  const message = useFieldMessage()
  const { control, formState } = draft.form
  return (
    <Controller
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
  )
}

// The draft re-renders the whole form at each keystroke in a field it watches (the times); the inputs
// below follow only their own fields, so they are memoized.

/** A crew member's duty; the copilot's has none to choose until there is a copilot. */
const CrewDutySelect = memo(function CrewDutySelect({
  name,
  onChange,
}: {
  name: 'pilot_duty' | 'copilot_duty'
  onChange: (duty: string) => void
}) {
  const { t } = useTranslation('boardbook')
  const { control } = useFormContext<EntryFormValues>()
  const copilot = useWatch({ control, name: 'copilot' })
  const data = useMemo(() => CREW_DUTIES.map((duty) => ({ value: duty, label: t(`duties.${duty}`) })), [t])
  const unused = name === 'copilot_duty' && copilot === null
  return (
    <SelectField<EntryFormValues>
      name={name}
      label={t(name === 'pilot_duty' ? 'form.pilotDuty' : 'form.copilotDuty')}
      withAsterisk={!unused}
      disabled={unused}
      data={data}
      allowDeselect={false}
      onChange={onChange}
    />
  )
})

/** What the server will record: the pilot, a copilot if any, and the guests. */
const PersonsOnBoard = memo(function PersonsOnBoard() {
  const { t } = useTranslation('boardbook')
  const { control } = useFormContext<EntryFormValues>()
  const [copilot, guests] = useWatch({ control, name: ['copilot', 'cnt_guests'] })
  const count = personsOnBoard({ copilot, cnt_guests: typeof guests === 'number' ? guests : undefined })
  return (
    <TextInput
      label={t('form.personsOnBoard')}
      description={t('form.personsOnBoardHint')}
      inputWrapperOrder={['label', 'input', 'description']}
      value={String(count)}
      readOnly
      variant="filled"
    />
  )
})

/**
 * Who flew and in which duty, each person beside their duty, then the guests and the persons on board
 * that follow from them: one column on a phone, pairs from a small tablet up.
 */
export function CrewFields({ draft }: { draft: EntryDraft }) {
  const { t } = useTranslation('boardbook')
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
      <CrewMember draft={draft} name="pilot" />
      <CrewDutySelect name="pilot_duty" onChange={draft.pilotDutyChanged} />
      <CrewMember draft={draft} name="copilot" />
      <CrewDutySelect name="copilot_duty" onChange={draft.copilotDutyChanged} />
      <CounterInput draft={draft} name="cnt_guests" label={t('form.guests')} />
      <PersonsOnBoard />
    </SimpleGrid>
  )
}
