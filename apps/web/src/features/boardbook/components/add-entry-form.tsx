import { Stack } from '@mantine/core'
import { useEffect, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'

import { TextareaField } from '../../../lib/forms/fields'
import { Form, FormActions, FormAlert } from '../../../lib/forms/form'
import type { Person, SelectedAircraft } from '../api/types'
import type { EntryFormValues } from '../utils/entry-form'
import { useEntryDraft } from '../hooks/use-entry-draft'
import { AddendumQuestion } from './addendum-question'
import { CrewFields } from './entry-fields/crew-fields'
import { KindFields } from './entry-fields/kind-fields'
import { RouteFields } from './entry-fields/route-fields'
import { TimeFields } from './entry-fields/time-fields'

type Props = {
  aircraft: SelectedAircraft
  currentUser: Person | null | undefined
  /** Told whenever the form starts or stops holding unsaved input. */
  onDirtyChange?: (dirty: boolean) => void
}

// Enter saves from every field; Shift+Enter starts a new line in the notes.
function submitOnEnter(event: KeyboardEvent<HTMLTextAreaElement>) {
  if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
    event.preventDefault()
    event.currentTarget.form?.requestSubmit()
  }
}

/** The add-entry form (spec: add {product} entry dialog) for the aircraft chosen in the top bar. */
export function AddEntryForm({ aircraft, currentUser, onDirtyChange }: Props) {
  const { t } = useTranslation('boardbook')
  const draft = useEntryDraft(aircraft, currentUser)
  const { isDirty } = draft.form.formState
  useEffect(() => onDirtyChange?.(isDirty), [isDirty, onDirtyChange])

  return (
    <Form form={draft.form} submit={draft.submit}>
      <Stack gap="md">
        <FormAlert title={t('form.errorTitle')} />
        <KindFields draft={draft} aircraft={aircraft} />
        <CrewFields draft={draft} />
        <RouteFields draft={draft} />
        <TimeFields draft={draft} />
        <TextareaField<EntryFormValues>
          name="notes"
          label={t('form.notes')}
          withAsterisk={draft.type !== 'origin'}
          autosize
          minRows={2}
          onKeyDown={submitOnEnter}
        />
        <FormActions submitLabel={t('form.submit')} />
      </Stack>
      <AddendumQuestion
        opened={draft.askAddendum}
        latestNumber={draft.latest?.number}
        onYes={() => void draft.answerAddendum(true)}
        onNo={() => void draft.answerAddendum(false)}
      />
    </Form>
  )
}
