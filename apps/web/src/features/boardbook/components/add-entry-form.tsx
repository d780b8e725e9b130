import { Alert, Checkbox, List, SimpleGrid, Stack, Text } from '@mantine/core'
import { IconAlertTriangle } from '@tabler/icons-react'
import { memo, useEffect, useRef, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'

import { GroundedAlert, LimitationsNotice } from '../../../components/aircraft-defects-alerts'
import { TextareaField } from '../../../lib/forms/fields'
import { Form, FormActions, FormAlert } from '../../../lib/forms/form'
import type { OutboxRecord } from '../../../lib/outbox/types'
import type { Person, SelectedAircraft } from '../api/types'
import type { EntryFormValues } from '../utils/entry-form'
import { useEntryDraft, type SavedEntry } from '../hooks/use-entry-draft'
import type { GroundedConfirmation } from '../hooks/use-grounded-confirmation'
import { useFindingText, type PreflightAcknowledgementState } from '../hooks/use-preflight-acknowledgement'
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
  /** Told of each entry saved (the form then starts over for the next one). */
  onSaved?: (saved: SavedEntry) => void
  /** An entry of the outbox to edit (saving writes it back there). */
  stored?: OutboxRecord | null
}

// Enter saves from every field; Shift+Enter starts a new line in the incidents and the notes.
function submitOnEnter(event: KeyboardEvent<HTMLTextAreaElement>) {
  if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
    event.preventDefault()
    event.currentTarget.form?.requestSubmit()
  }
}

/**
 * A free text of the entry. Memoized: the draft re-renders the whole form at each keystroke in a field it
 * watches (the times), and an autosizing textarea measures itself at each render.
 */
const EntryText = memo(function EntryText({
  name,
  label,
  description,
  required = false,
}: {
  name: 'incidents' | 'notes'
  label: string
  description?: string
  required?: boolean
}) {
  return (
    <TextareaField<EntryFormValues>
      name={name}
      label={label}
      description={description}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      withAsterisk={required}
      autosize
      minRows={2}
      onKeyDown={submitOnEnter}
    />
  )
})

/**
 * Before a flight is entered on a grounded aircraft: the defects that ground it and the pilot's explicit
 * confirmation, which the entry carries to the server; and the limitations in force before flight.
 */
function BeforeFlight({
  aircraft,
  grounded,
  preflight,
}: {
  aircraft: SelectedAircraft
  grounded: GroundedConfirmation
  preflight: PreflightAcknowledgementState
}) {
  const { t } = useTranslation('boardbook')
  const checkbox = useRef<HTMLInputElement>(null)
  // Saving was refused for want of the confirmation: the pilot answers at the checkbox (on a phone, far above).
  const { focusRequests } = grounded
  useEffect(() => {
    if (focusRequests > 0) checkbox.current?.focus()
  }, [focusRequests])
  return (
    <>
      {grounded.active && (
        <GroundedAlert
          aircraftId={aircraft.id}
          registration={aircraft.registration}
          summary={grounded.status?.defects}
          message={grounded.refusal ?? undefined}
          links={false}
        >
          <Checkbox
            ref={checkbox}
            label={t('grounded.confirm')}
            checked={grounded.confirmed}
            onChange={(event) => grounded.confirm(event.currentTarget.checked)}
            error={grounded.missing ? t('grounded.confirmRequired') : undefined}
            aria-required
            color="red"
            fw={600}
          />
        </GroundedAlert>
      )}
      <PreflightNotice preflight={preflight} />
      {grounded.status && (
        <LimitationsNotice aircraftId={aircraft.id} limitations={grounded.status.defects.limitations} links={false} />
      )}
      <PreflightCheckbox preflight={preflight} />
    </>
  )
}

/** Overdue items, expired documents and ARC: what the pilot must know before the flight. */
function PreflightNotice({ preflight }: { preflight: PreflightAcknowledgementState }) {
  const { t } = useTranslation('boardbook')
  const text = useFindingText()
  // The limitations have a notice of their own.
  const listed = preflight.findings.filter((finding) => finding.kind !== 'limitation')
  if (listed.length === 0) return null
  return (
    <Alert color="orange" variant="light" icon={<IconAlertTriangle size={20} />} title={t('preflight.title')}>
      <Text size="sm">{t('preflight.intro')}</Text>
      <List size="sm" spacing={4} mt={4}>
        {listed.map((finding) => (
          <List.Item key={finding.key}>{text(finding)}</List.Item>
        ))}
      </List>
    </Alert>
  )
}

/** The pilot's acknowledgement of all of it, recorded with the entry. */
function PreflightCheckbox({ preflight }: { preflight: PreflightAcknowledgementState }) {
  const { t } = useTranslation('boardbook')
  const checkbox = useRef<HTMLInputElement>(null)
  const { focusRequests } = preflight
  useEffect(() => {
    if (focusRequests > 0) checkbox.current?.focus()
  }, [focusRequests])
  if (!preflight.active) return null
  return (
    <Checkbox
      ref={checkbox}
      label={t('preflight.acknowledge')}
      checked={preflight.acknowledged}
      onChange={(event) => preflight.acknowledge(event.currentTarget.checked)}
      error={preflight.missing ? t('preflight.acknowledgeRequired') : undefined}
      aria-required
      fw={600}
    />
  )
}

/** The add-entry form (spec: add {product} entry dialog) for the aircraft chosen in the top bar. */
export function AddEntryForm({ aircraft, currentUser, onDirtyChange, onSaved, stored }: Props) {
  const { t } = useTranslation('boardbook')
  const draft = useEntryDraft(aircraft, currentUser, onSaved, stored)
  const { isDirty } = draft.form.formState
  useEffect(() => onDirtyChange?.(isDirty), [isDirty, onDirtyChange])

  return (
    <Form form={draft.form} submit={draft.submit}>
      <Stack gap="md">
        <BeforeFlight aircraft={aircraft} grounded={draft.grounded} preflight={draft.preflight} />
        <FormAlert title={t('form.errorTitle')} />
        <KindFields draft={draft} aircraft={aircraft} />
        <CrewFields draft={draft} />
        <RouteFields draft={draft} />
        <TimeFields draft={draft} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <EntryText name="incidents" label={t('form.incidents')} description={t('form.incidentsHint')} />
          <EntryText name="notes" label={t('form.notes')} required={draft.type !== 'origin'} />
        </SimpleGrid>
        <FormActions submitLabel={t('form.submit')} />
      </Stack>
      <AddendumQuestion
        opened={draft.askAddendum}
        latestNumber={draft.addendumLatestNumber}
        onYes={() => void draft.answerAddendum(true)}
        onNo={() => void draft.answerAddendum(false)}
      />
    </Form>
  )
}
