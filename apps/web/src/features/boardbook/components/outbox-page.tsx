import { flightLogInputSchema } from '@flugakte/domain'
import { Alert, Badge, Button, Card, Group, List, Modal, Stack, Text, Title, useMantineTheme } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { IconArrowLeft, IconFingerprint, IconSend, IconWifiOff } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { column, DataTable, type DataColumn } from '../../../components/data-table/data-table'
import { formatDate } from '../../../lib/dates'
import { removeFromOutbox, updateOutbox, useOutbox } from '../../../lib/outbox/outbox-store'
import type { OutboxRecord } from '../../../lib/outbox/types'
import { useOnline } from '../../../lib/use-online'
import { EARLIER_THAN_LATEST } from '../api/submit-flight-log'
import type { Person } from '../api/types'
import { requestOutboxSend } from '../outbox/outbox-signals'
import { heldBack } from '../outbox/send-outbox'
import { AddEntryModal } from './add-entry-modal'

type Actions = {
  edit: (record: OutboxRecord) => void
  remove: (record: OutboxRecord) => void
  asAddendum: (record: OutboxRecord) => void
  notAddendum: (record: OutboxRecord) => void
}

type Row = { record: OutboxRecord; held: boolean }

const route = ({ labels }: OutboxRecord) => `${labels.location_to ?? '–'} → ${labels.location_ldg ?? '–'}`

function Times({ record }: { record: OutboxRecord }) {
  const { t } = useTranslation('boardbook')
  const { entry } = record
  if (entry.is_batch) return `${t('batch')} ${entry.flight_time ?? ''}`
  return `${entry.to_utc || '–'}\u00a0– ${entry.ldg_utc || '–'}`
}

/** Where the entry stands, with the server's words when it refused it. */
function Status({ row }: { row: Row }) {
  const { t } = useTranslation('boardbook')
  const { record, held } = row
  if (record.status === 'attention') {
    const messages = [
      ...(record.problem?.messages ?? []),
      ...(record.problem?.fieldErrors ?? []).map((error) => error.message),
    ].filter((message, index, all) => all.indexOf(message) === index)
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

function RecordActions({ record, actions }: { record: OutboxRecord; actions: Actions }) {
  const { t } = useTranslation('boardbook')
  const busy = record.status === 'sending'
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
 * The signed-in user's journey-log entries kept on this device until the server has them: where each
 * stands, and what the author can do (edit, delete, answer the server's question).
 */
export function OutboxPage({ currentUser }: { currentUser: Person | null | undefined }) {
  const { t } = useTranslation('boardbook')
  const theme = useMantineTheme()
  const wide = useMediaQuery(`(min-width: ${theme.breakpoints.md})`, true, { getInitialValueInEffect: false })
  const online = useOnline()
  const records = useOutbox(currentUser?.id)
  const held = heldBack(records)
  const rows = records.map((record) => ({ record, held: held.has(record.client_id) }))
  const [editing, setEditing] = useState<OutboxRecord | null>(null)
  const [deleting, setDeleting] = useState<OutboxRecord | null>(null)

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
      <Modal opened={deleting !== null} onClose={() => setDeleting(null)} title={t('outbox.deleteTitle')} centered>
        <Text>{t('outbox.deleteText')}</Text>
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

function OutboxTable({ rows, actions }: { rows: Row[]; actions: Actions }) {
  const { t, i18n } = useTranslation('boardbook')
  const columns: DataColumn<Row>[] = [
    column('aircraft', t('outbox.columns.aircraft'), ({ record }) => record.registration, { nowrap: true }),
    column('date', t('columns.date'), ({ record }) => formatDate(record.entry.date, 'short', i18n.language), {
      nowrap: true,
    }),
    column('times', t('awaiting.columns.times'), ({ record }) => <Times record={record} />, { nowrap: true }),
    column('route', t('outbox.columns.route'), ({ record }) => route(record), { nowrap: true }),
    column('pilot', t('outbox.columns.pilot'), ({ record }) => record.labels.pilot ?? '–'),
    column('status', t('outbox.columns.status'), (row) => <Status row={row} />),
    column('signature', t('outbox.columns.signature'), ({ record }) => <Signed record={record} />),
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

function OutboxCards({ rows, actions }: { rows: Row[]; actions: Actions }) {
  const { t, i18n } = useTranslation('boardbook')
  return (
    <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('outbox.list')}>
      {rows.map((row) => {
        const { record } = row
        const date = formatDate(record.entry.date, 'short', i18n.language)
        return (
          <Card
            key={record.client_id}
            component="li"
            withBorder
            padding="sm"
            aria-label={`${record.registration} · ${date}`}
          >
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
      })}
    </Stack>
  )
}
