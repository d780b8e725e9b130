import { flightLogInputSchema } from '@flugakte/domain'
import { Alert, Badge, Button, Card, Group, List, Modal, Stack, Text, Title, useMantineTheme } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import {
  IconAlertTriangle,
  IconArrowLeft,
  IconFingerprint,
  IconPhoto,
  IconSend,
  IconWifiOff,
} from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { column, DataTable, type DataColumn } from '../../../components/data-table/data-table'
import { formatDate } from '../../../lib/dates'
import { isFlightLogRecord, removeFromOutbox, updateOutbox, useOutboxItems } from '../../../lib/outbox/outbox-store'
import type { DefectOutboxRecord, OutboxItem, OutboxRecord } from '../../../lib/outbox/types'
import { useOnline } from '../../../lib/use-online'
import { AIRCRAFT_GROUNDED, EARLIER_THAN_LATEST } from '../api/submit-flight-log'
import type { Person } from '../api/types'
import { requestOutboxSend } from '../outbox/outbox-signals'
import { heldBack } from '../outbox/send-outbox'
import { AddEntryModal } from './add-entry-modal'

type Actions = {
  edit: (record: OutboxRecord) => void
  remove: (record: OutboxItem) => void
  asAddendum: (record: OutboxRecord) => void
  notAddendum: (record: OutboxRecord) => void
  confirmGrounded: (record: OutboxRecord) => void
}

type Row = { record: OutboxItem; held: boolean }

const route = ({ labels }: OutboxRecord) => `${labels.location_to ?? '–'} → ${labels.location_ldg ?? '–'}`

function Times({ record }: { record: OutboxRecord }) {
  const { t } = useTranslation('boardbook')
  const { entry } = record
  if (entry.is_batch) return `${t('batch')} ${entry.flight_time ?? ''}`
  return `${entry.to_utc || '–'}\u00a0– ${entry.ldg_utc || '–'}`
}

/** A defect report: what was noticed, on which aircraft, with how many photos. */
function DefectSummary({ record }: { record: DefectOutboxRecord }) {
  const { t } = useTranslation('boardbook')
  const photos = record.photos.length
  return (
    <Stack gap={4}>
      <Text size="sm" fw={700} lineClamp={3} style={{ whiteSpace: 'pre-line' }}>
        {t('outbox.defect.title', { registration: record.registration, description: record.report.description })}
      </Text>
      {(photos > 0 || record.report.unsafe === true) && (
        <Group gap="xs">
          {photos > 0 && (
            <Group gap={4} wrap="nowrap">
              <IconPhoto size={16} aria-hidden />
              <Text size="sm">{t('outbox.defect.photos', { count: photos })}</Text>
            </Group>
          )}
          {record.report.unsafe === true && (
            <Badge color="red" variant="light" leftSection={<IconAlertTriangle size={12} />}>
              {t('outbox.defect.unsafe')}
            </Badge>
          )}
        </Group>
      )}
    </Stack>
  )
}

/** Where the record stands, with the server's words when it refused it. */
function Status({ row }: { row: Row }) {
  const { t } = useTranslation('boardbook')
  const { record, held } = row
  if (record.status === 'attention') {
    const problem = record.problem
    const said = [...(problem?.messages ?? []), ...(problem?.fieldErrors ?? []).map((error) => error.message)]
    // A refusal without words (a proxy's page) still says what happened.
    if (said.length === 0 && problem) said.push(t('outbox.refused', { status: problem.status }))
    const messages = said.filter((message, index, all) => all.indexOf(message) === index)
    return (
      <Stack gap={4}>
        <Badge color="red" variant="light">
          {t('outbox.states.attention')}
        </Badge>
        {messages.length > 0 && (
          <List size="sm" c="red.8">
            {messages.map((message) => (
              <List.Item key={message}>{message}</List.Item>
            ))}
          </List>
        )}
      </Stack>
    )
  }
  const state = record.status === 'sending' ? 'sending' : held ? 'heldBack' : 'waiting'
  return (
    <Badge color={state === 'heldBack' ? 'orange' : 'blue'} variant="light">
      {t(`outbox.states.${state}`)}
    </Badge>
  )
}

function Signed({ record }: { record: OutboxRecord }) {
  const { t } = useTranslation('boardbook')
  return record.signature ? (
    <Group gap={4} wrap="nowrap">
      <IconFingerprint size={16} aria-hidden />
      <Text size="sm">{t('outbox.signedOnDevice')}</Text>
    </Group>
  ) : (
    <Text size="sm" c="dimmed">
      {t('outbox.notSignedYet')}
    </Text>
  )
}

function RecordActions({ record, actions }: { record: OutboxItem; actions: Actions }) {
  const { t } = useTranslation('boardbook')
  const busy = record.status === 'sending'
  // A defect report is not edited here (its dialog belongs to the defects feature): it is sent or deleted.
  if (!isFlightLogRecord(record)) {
    return (
      <Button size="xs" variant="subtle" color="red" onClick={() => actions.remove(record)} disabled={busy}>
        {t('outbox.delete')}
      </Button>
    )
  }
  return (
    <Group gap="xs" wrap="wrap">
      {record.problem?.code === EARLIER_THAN_LATEST && record.status === 'attention' && (
        <>
          <Button size="xs" onClick={() => actions.asAddendum(record)}>
            {t('outbox.asAddendum')}
          </Button>
          <Button size="xs" variant="light" onClick={() => actions.notAddendum(record)}>
            {t('outbox.notAddendum')}
          </Button>
        </>
      )}
      {record.problem?.code === AIRCRAFT_GROUNDED && record.status === 'attention' && (
        <Button size="xs" onClick={() => actions.confirmGrounded(record)}>
          {t('outbox.confirmGrounded')}
        </Button>
      )}
      <Button size="xs" variant="default" onClick={() => actions.edit(record)} disabled={busy}>
        {t('outbox.edit')}
      </Button>
      <Button size="xs" variant="subtle" color="red" onClick={() => actions.remove(record)} disabled={busy}>
        {t('outbox.delete')}
      </Button>
    </Group>
  )
}

/**
 * The signed-in user's journey-log entries and defect reports kept on this device until the server has
 * them: where each stands, and what the author can do (edit an entry, delete, answer the server's question).
 */
export function OutboxPage({ currentUser }: { currentUser: Person | null | undefined }) {
  const { t } = useTranslation('boardbook')
  const theme = useMantineTheme()
  const wide = useMediaQuery(`(min-width: ${theme.breakpoints.md})`, true, { getInitialValueInEffect: false })
  const online = useOnline()
  const records = useOutboxItems(currentUser?.id)
  const held = heldBack(records)
  const rows = records.map((record) => ({ record, held: held.has(record.client_id) }))
  const [editing, setEditing] = useState<OutboxRecord | null>(null)
  const [deleting, setDeleting] = useState<OutboxItem | null>(null)
  const deletingDefect = deleting !== null && !isFlightLogRecord(deleting)

  const actions: Actions = {
    edit: setEditing,
    remove: setDeleting,
    asAddendum: (record) => {
      const entry = { ...record.entry, type: 'addendum' as const }
      // An addendum needs what the schema asks of it (its notes): the editor says what is missing.
      if (!flightLogInputSchema.safeParse(entry).success) {
        setEditing({ ...record, entry, problem: undefined })
        return
      }
      void updateOutbox(record.client_id, {
        entry,
        status: 'waiting',
        problem: undefined,
        confirm_earlier: undefined,
        // The content changed: a sign-off of the old one would not match.
        signature: undefined,
      }).then(requestOutboxSend)
    },
    notAddendum: (record) =>
      void updateOutbox(record.client_id, { confirm_earlier: true, status: 'waiting', problem: undefined }).then(
        requestOutboxSend,
      ),
    // The aircraft was grounded when the entry arrived: the pilot confirms the flight took place all the same.
    confirmGrounded: (record) =>
      void updateOutbox(record.client_id, { confirm_grounded: true, status: 'waiting', problem: undefined }).then(
        requestOutboxSend,
      ),
  }

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{t('outbox.title')}</Title>
        <Button component={Link} to="/boardbook" variant="subtle" leftSection={<IconArrowLeft size={16} />}>
          {t('awaiting.back')}
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        {t('outbox.intro')}
      </Text>
      {!online && (
        <Alert color="gray" icon={<IconWifiOff size={18} />}>
          {t('outbox.offlineHint')}
        </Alert>
      )}
      {records.length === 0 ? (
        <Text>{t('outbox.empty')}</Text>
      ) : (
        <>
          <Group>
            <Button leftSection={<IconSend size={16} />} onClick={requestOutboxSend} disabled={!online}>
              {t('outbox.sendNow')}
            </Button>
          </Group>
          {wide ? <OutboxTable rows={rows} actions={actions} /> : <OutboxCards rows={rows} actions={actions} />}
        </>
      )}
      {editing && (
        <AddEntryModal
          // A fresh form per record opened.
          key={editing.client_id}
          opened
          onClose={() => setEditing(null)}
          aircraft={null}
          currentUser={currentUser}
          stored={editing}
        />
      )}
      <Modal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={deletingDefect ? t('outbox.defect.deleteTitle') : t('outbox.deleteTitle')}
        centered
      >
        <Text>{deletingDefect ? t('outbox.defect.deleteText') : t('outbox.deleteText')}</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setDeleting(null)}>
            {t('outbox.deleteKeep')}
          </Button>
          <Button
            color="red"
            onClick={() => {
              if (deleting) void removeFromOutbox(deleting.client_id)
              setDeleting(null)
            }}
          >
            {t('outbox.deleteConfirm')}
          </Button>
        </Group>
      </Modal>
    </Stack>
  )
}

/** The day it was entered: an entry's flight day, a defect report's day on the device. */
const dayOf = (record: OutboxItem) =>
  isFlightLogRecord(record) ? record.entry.date : new Date(record.created_at).toISOString().slice(0, 10)

function OutboxTable({ rows, actions }: { rows: Row[]; actions: Actions }) {
  const { t, i18n } = useTranslation('boardbook')
  const columns: DataColumn<Row>[] = [
    column('aircraft', t('outbox.columns.aircraft'), ({ record }) => record.registration, { nowrap: true }),
    column('date', t('columns.date'), ({ record }) => formatDate(dayOf(record), 'short', i18n.language), {
      nowrap: true,
    }),
    column('entry', t('outbox.columns.entry'), ({ record }) =>
      isFlightLogRecord(record) ? (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {route(record)} · <Times record={record} />
        </Text>
      ) : (
        <DefectSummary record={record} />
      ),
    ),
    column('pilot', t('outbox.columns.pilot'), ({ record }) =>
      isFlightLogRecord(record) ? (record.labels.pilot ?? '–') : '',
    ),
    column('status', t('outbox.columns.status'), (row) => <Status row={row} />),
    column('signature', t('outbox.columns.signature'), ({ record }) =>
      isFlightLogRecord(record) ? <Signed record={record} /> : null,
    ),
    column(
      'actions',
      t('outbox.columns.actions'),
      ({ record }) => <RecordActions record={record} actions={actions} />,
      {
        hiddenHeader: true,
      },
    ),
  ]
  return (
    <DataTable
      data={rows}
      columns={columns}
      rowId={({ record }) => record.client_id}
      empty={<Text c="dimmed">{t('outbox.empty')}</Text>}
      minWidth={900}
      aria-label={t('outbox.list')}
      tableProps={{ striped: true, verticalSpacing: 'xs' }}
    />
  )
}

function EntryCard({ row, actions }: { row: Row & { record: OutboxRecord }; actions: Actions }) {
  const { i18n } = useTranslation('boardbook')
  const { record } = row
  const date = formatDate(record.entry.date, 'short', i18n.language)
  return (
    <Card component="li" withBorder padding="sm" aria-label={`${record.registration} · ${date}`}>
      <Text fw={700}>
        {record.registration} · {date}
      </Text>
      <Text size="sm">
        {route(record)} · <Times record={record} />
      </Text>
      {record.labels.pilot && <Text size="sm">{record.labels.pilot}</Text>}
      <Group justify="space-between" mt="xs" align="flex-start">
        <Status row={row} />
        <Signed record={record} />
      </Group>
      <Group mt="xs">
        <RecordActions record={record} actions={actions} />
      </Group>
    </Card>
  )
}

function DefectCard({ row, actions }: { row: Row & { record: DefectOutboxRecord }; actions: Actions }) {
  const { t, i18n } = useTranslation('boardbook')
  const { record } = row
  const date = formatDate(dayOf(record), 'short', i18n.language)
  return (
    <Card
      component="li"
      withBorder
      padding="sm"
      aria-label={t('outbox.defect.label', { registration: record.registration, date })}
    >
      <DefectSummary record={record} />
      <Text size="sm" c="dimmed">
        {date}
      </Text>
      <Group mt="xs" align="flex-start">
        <Status row={row} />
      </Group>
      <Group mt="xs">
        <RecordActions record={record} actions={actions} />
      </Group>
    </Card>
  )
}

function OutboxCards({ rows, actions }: { rows: Row[]; actions: Actions }) {
  const { t } = useTranslation('boardbook')
  return (
    <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('outbox.list')}>
      {rows.map(({ record, held }) =>
        isFlightLogRecord(record) ? (
          <EntryCard key={record.client_id} row={{ record, held }} actions={actions} />
        ) : (
          <DefectCard key={record.client_id} row={{ record, held }} actions={actions} />
        ),
      )}
    </Stack>
  )
}
