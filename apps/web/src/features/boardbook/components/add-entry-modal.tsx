import {
  Alert,
  Box,
  Button,
  Divider,
  Group,
  Modal,
  Paper,
  Select,
  Stack,
  Text,
  Title,
  useMantineTheme,
} from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { IconAlertTriangle, IconCircleCheck, IconHourglass } from '@tabler/icons-react'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { ButtonLink } from '../../../components/router-links'
import { useAircraftWhereAllowed, useCan } from '../../../lib/aircraft/get-capabilities'
import { aircraftLabel, useCustomerAircrafts } from '../../../lib/aircraft/get-customer-aircrafts'
import type { OutboxRecord } from '../../../lib/outbox/types'
import type { FlightLog, Person, SelectedAircraft } from '../api/types'
import type { SavedEntry } from '../hooks/use-entry-draft'
import { AddEntryForm } from './add-entry-form'
import { onAircraft } from '../utils/signing'
import { DeviceSignPanel, signsEntry } from './device-sign-panel'
import { SignEntryPanel } from './sign-entry-panel'
import { DISCARD_STACK, DiscardQuestion } from '../../../components/discard-question'

type Props = {
  opened: boolean
  onClose: () => void
  /** The aircraft chosen in the top bar; without one the dialog lets the pilot choose it. */
  aircraft: SelectedAircraft | null | undefined
  currentUser: Person | null | undefined
  /** An entry of the outbox to edit: the dialog shows it, and closes once it is saved (and signed). */
  stored?: OutboxRecord | null
}

/**
 * The add-entry dialog: full width on a desk, full screen on a phone. Closing it with unsaved input
 * asks first, since an entry typed at the airfield is not typed twice gladly.
 */
export function AddEntryModal({ opened, onClose, aircraft: selected, currentUser, stored }: Props) {
  const { t } = useTranslation('boardbook')
  const theme = useMantineTheme()
  const phone = !useMediaQuery(`(min-width: ${theme.breakpoints.sm})`, true, { getInitialValueInEffect: false })
  const [dirty, setDirty] = useState(false)
  const [asking, setAsking] = useState(false)
  const [chosen, setChosen] = useState<SelectedAircraft | null>(null)
  // The entry saved last, until it is signed or its sign-off is put off.
  const [saved, setSaved] = useState<SavedEntry | null>(null)
  // On a phone, once the sign-off step is over: the pilot chooses the next leg or is done.
  const [finished, setFinished] = useState<Finished | null>(null)
  const form = useRef<HTMLDivElement>(null)
  const aircraft = stored ? { id: stored.aircraft_id, registration: stored.registration } : selected
  const target = aircraft ?? chosen

  const close = () => {
    setAsking(false)
    setDirty(false)
    setChosen(null)
    setSaved(null)
    setFinished(null)
    onClose()
  }
  const onSaved = (entry: SavedEntry, aircraftId: number) => {
    setDirty(false)
    const signs = entry.on === 'server' || signsEntry(entry.record, currentUser?.id)
    // An edited entry of the outbox is done once saved, unless its pilot in command signs it here.
    if (stored && !signs) return close()
    setSaved(
      entry.on === 'server' ? { on: 'server', entry: onAircraft(entry.entry, aircraftId) } : signs ? entry : null,
    )
  }
  const signStepClosed = (signed: boolean) => {
    if (stored) return close()
    setSaved(null)
    if (phone) setFinished({ signed })
  }
  const nextLeg = () => {
    setFinished(null)
    // The form is shown again, started over; the pilot goes on at its first field.
    requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('input:not([type=hidden]), textarea')?.focus())
  }
  // On a phone the form that started over waits out of sight until the pilot asks for the next leg.
  const formHidden = phone && (saved !== null || finished !== null)
  const requestClose = () => (dirty ? setAsking(true) : close())
  const onDirtyChange = useCallback((value: boolean) => setDirty(value), [])

  return (
    <Modal.Stack>
      <Modal
        opened={opened}
        onClose={requestClose}
        title={stored ? t('outbox.editTitle') : t('form.title')}
        size="100%"
        fullScreen={phone}
        stackId={DISCARD_STACK.dialog}
      >
        <Stack>
          {saved?.on === 'server' && target && (
            <SignStep entry={saved.entry} aircraftId={target.id} onClose={signStepClosed} onLeave={close} />
          )}
          {saved?.on === 'device' && currentUser && (
            <DeviceSignStep record={saved.record} userId={currentUser.id} onClose={signStepClosed} />
          )}
          {finished && <NextLegChoice finished={finished} onNext={nextLeg} onDone={close} />}
          {!aircraft && <AircraftChoice value={chosen} onChange={setChosen} />}
          {target && !(stored && saved) && (
            <Box ref={form} hidden={formHidden}>
              {/* A new aircraft starts a new form: registration, counters and choices belong to the old one. */}
              <AddEntryForm
                key={target.id}
                aircraft={target}
                currentUser={currentUser}
                onDirtyChange={onDirtyChange}
                onSaved={(entry) => onSaved(entry, target.id)}
                stored={stored}
              />
            </Box>
          )}
        </Stack>
      </Modal>
      <DiscardQuestion
        opened={asking}
        onKeep={() => setAsking(false)}
        onDiscard={close}
        texts={{
          title: t('discard.title'),
          text: t('discard.text'),
          keep: t('discard.keep'),
          confirm: t('discard.confirm'),
        }}
      />
    </Modal.Stack>
  )
}

type Finished = { signed: boolean }

type SignStepProps = {
  entry: FlightLog
  aircraftId: number
  /** Signed (true), or put off or nothing to sign here (false). */
  onClose: (signed: boolean) => void
  /** The dialog closes: the pilot goes on to report a defect. */
  onLeave: () => void
}

/**
 * The sign-off right after saving, above the form that has started over: it blocks nothing, so a pilot
 * entering several flights signs each or puts it off and goes on. A fault noticed in flight is reported
 * from here, linked to the entry just saved.
 */
function SignStep({ entry, aircraftId, onClose, onLeave }: SignStepProps) {
  const { t } = useTranslation('boardbook')
  const ref = useRef<HTMLDivElement>(null)
  // The form was sent from its end; on a phone the step would sit out of sight above. The focus goes
  // with it, so a keyboard or screen reader goes on at the sign-off. (A block body: browsers begin to
  // return a promise from scrollIntoView, which React would take for a cleanup.)
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'nearest' })
    ref.current?.focus({ preventScroll: true })
  }, [entry.id])
  return (
    <Paper ref={ref} withBorder p="md" role="region" aria-labelledby="sign-step-title" tabIndex={-1}>
      <Title order={4} id="sign-step-title" mb="xs">
        {t('signing.title', { number: entry.number })}
      </Title>
      <SignEntryPanel key={entry.id} entry={entry} onClose={() => onClose(false)} onSigned={() => onClose(true)} />
      <ReportDefectOffer aircraftId={aircraftId} flightLog={entry.id} onLeave={onLeave} />
    </Paper>
  )
}

/** "Report defect" for the flight just saved, where the server takes reports from the user. */
function ReportDefectOffer({
  aircraftId,
  flightLog,
  onLeave,
}: {
  aircraftId: number
  flightLog: number
  onLeave: () => void
}) {
  const { t } = useTranslation('boardbook')
  if (!useCan('report_defect', aircraftId)) return null
  return (
    <>
      <Divider my="sm" />
      <Group justify="space-between" gap="xs">
        <Text size="sm">{t('afterSave.reportHint')}</Text>
        <ButtonLink
          to="/defects"
          search={{ aircraft: aircraftId, report: 1, flight: flightLog }}
          onClick={onLeave}
          variant="light"
          color="red"
          leftSection={<IconAlertTriangle size={16} />}
        >
          {t('reportDefect')}
        </ButtonLink>
      </Group>
    </>
  )
}

/** The passkey sign-off of an entry kept on the device, in the place the online sign-off takes. */
function DeviceSignStep({
  record,
  userId,
  onClose,
}: {
  record: OutboxRecord
  userId: number
  onClose: (signed: boolean) => void
}) {
  const { t } = useTranslation('boardbook')
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'nearest' })
    ref.current?.focus({ preventScroll: true })
  }, [record.client_id])
  return (
    <Paper ref={ref} withBorder p="md" role="region" aria-labelledby="device-sign-step-title" tabIndex={-1}>
      <Title order={4} id="device-sign-step-title" mb="xs">
        {t('outbox.sign.title')}
      </Title>
      <DeviceSignPanel key={record.client_id} record={record} userId={userId} onClose={onClose} />
    </Paper>
  )
}

/**
 * After the sign-off on a phone: the flight is in, and the pilot goes on with the next leg (the form
 * started over, departing where this one landed) or is done, rather than meeting a blank form.
 */
function NextLegChoice({ finished, onNext, onDone }: { finished: Finished; onNext: () => void; onDone: () => void }) {
  const { t } = useTranslation('boardbook')
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => ref.current?.focus(), [])
  return (
    <Stack ref={ref} gap="md" role="status" tabIndex={-1}>
      <Alert
        color={finished.signed ? 'green' : 'yellow'}
        icon={finished.signed ? <IconCircleCheck size={18} /> : <IconHourglass size={18} />}
      >
        {t(finished.signed ? 'afterSave.signed' : 'afterSave.unsigned')}
      </Alert>
      <Button size="md" onClick={onNext}>
        {t('afterSave.nextLeg')}
      </Button>
      <Button size="md" variant="default" onClick={onDone}>
        {t('afterSave.done')}
      </Button>
    </Stack>
  )
}

/** Opened from the top bar with no aircraft chosen: the pilot picks it here. */
function AircraftChoice({
  value,
  onChange,
}: {
  value: SelectedAircraft | null
  onChange: (aircraft: SelectedAircraft | null) => void
}) {
  const { t } = useTranslation('boardbook')
  const { data: all = [] } = useCustomerAircrafts()
  // Only the aircraft the server lets the user add entries to.
  const allowed = useAircraftWhereAllowed('add_flight_log').map((item) => item.id)
  const data = all.filter((item) => allowed.includes(item.id))
  // One aircraft needs no choosing.
  const only = data.length === 1 ? data[0] : undefined
  useEffect(() => {
    if (only && value?.id !== only.id) onChange({ id: only.id, registration: only.registration })
  }, [only, value, onChange])
  return (
    <Select
      label={t('form.chooseAircraft')}
      placeholder={t('form.chooseAircraftPlaceholder')}
      withAsterisk
      searchable
      data={data.map((item) => ({ value: String(item.id), label: aircraftLabel(item) }))}
      value={value ? String(value.id) : null}
      onChange={(id) => {
        const item = data.find((candidate) => String(candidate.id) === id)
        onChange(item ? { id: item.id, registration: item.registration } : null)
      }}
      comboboxProps={{ withinPortal: true }}
    />
  )
}
