import { Button, Card, Group, Loader, SimpleGrid, Stack, Text, Title, useMantineTheme } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { IconArrowLeft } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { ErrorAlert } from '../../../components/error-alert'
import { column, DataTable, type DataColumn } from '../../../components/data-table/data-table'
import { formatDate } from '../../../lib/dates'
import { useAwaitingSignature, type AwaitingEntry } from '../api/get-awaiting-signature'
import { refusalOf } from '../utils/signing'
import { SignEntryDialog } from './sign-entry-dialog'

type Sign = (entry: AwaitingEntry) => void

const route = (entry: AwaitingEntry) => `${entry.location_to?.icao ?? '–'} → ${entry.location_ldg?.icao ?? '–'}`

/** Takeoff and landing, or a batch entry's duration. */
function Times({ entry }: { entry: AwaitingEntry }) {
  const { t } = useTranslation('boardbook')
  if (entry.is_batch) return `${t('batch')} ${entry.flight_time ?? ''}`
  return `${entry.to_utc ?? '–'}\u00a0– ${entry.ldg_utc ?? '–'}`
}

function SignButton({ entry, onSign }: { entry: AwaitingEntry; onSign: Sign }) {
  const { t } = useTranslation('boardbook')
  return (
    <Button
      size="xs"
      // Beside a long heading on a phone the button keeps its whole label.
      style={{ flexShrink: 0 }}
      onClick={() => onSign(entry)}
      aria-label={t('signing.signEntry', { number: entry.number })}
    >
      {t('signing.sign')}
    </Button>
  )
}

/**
 * The entries in which the signed-in user is the pilot in command and which they have not signed, on
 * every aircraft: the club office enters flights for its pilots, who sign them here.
 */
export function AwaitingSignaturePage() {
  const { t } = useTranslation(['boardbook', 'common'])
  const theme = useMantineTheme()
  const wide = useMediaQuery(`(min-width: ${theme.breakpoints.md})`, true, { getInitialValueInEffect: false })
  const { data, isPending, error } = useAwaitingSignature()
  const [signing, setSigning] = useState<AwaitingEntry | null>(null)
  const entries = data?.docs ?? []

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{t('awaiting.title')}</Title>
        <Button component={Link} to="/boardbook" variant="subtle" leftSection={<IconArrowLeft size={16} />}>
          {t('awaiting.back')}
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        {t('awaiting.intro')}
      </Text>
      {error ? (
        <ErrorAlert messages={refusalOf(error, t('common:error.generic'))} />
      ) : isPending ? (
        <Loader size="sm" aria-label={t('common:loading')} />
      ) : entries.length === 0 ? (
        <Text>{t('awaiting.empty')}</Text>
      ) : wide ? (
        <AwaitingTable entries={entries} onSign={setSigning} />
      ) : (
        <AwaitingCards entries={entries} onSign={setSigning} />
      )}
      <SignEntryDialog entry={signing} onClose={() => setSigning(null)} />
    </Stack>
  )
}

function AwaitingTable({ entries, onSign }: { entries: AwaitingEntry[]; onSign: Sign }) {
  const { t, i18n } = useTranslation('boardbook')
  const columns: DataColumn<AwaitingEntry>[] = [
    column('registration', t('awaiting.columns.registration'), (entry) => entry.customer_aircraft.registration, {
      nowrap: true,
    }),
    column('number', t('columns.number'), (entry) => entry.number),
    column('date', t('columns.date'), (entry) => formatDate(entry.date, 'short', i18n.language), { nowrap: true }),
    column('route', t('columns.route'), route, { nowrap: true }),
    column('times', t('awaiting.columns.times'), (entry) => <Times entry={entry} />, { nowrap: true }),
    column('sign', t('signing.sign'), (entry) => <SignButton entry={entry} onSign={onSign} />, {
      hiddenHeader: true,
    }),
  ]
  return (
    <DataTable
      data={entries}
      columns={columns}
      rowId={(entry) => String(entry.id)}
      empty={<Text c="dimmed">{t('awaiting.empty')}</Text>}
      minWidth={600}
      aria-label={t('awaiting.list')}
      tableProps={{ striped: true, verticalSpacing: 'xs' }}
    />
  )
}

function AwaitingCards({ entries, onSign }: { entries: AwaitingEntry[]; onSign: Sign }) {
  const { t, i18n } = useTranslation('boardbook')
  return (
    <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('awaiting.list')}>
      {entries.map((entry) => (
        <Card key={entry.id} component="li" withBorder padding="sm" aria-label={`#${entry.number}`}>
          <Group justify="space-between" wrap="nowrap">
            <Text fw={700}>
              {entry.customer_aircraft.registration} #{entry.number} · {formatDate(entry.date, 'short', i18n.language)}
            </Text>
            <SignButton entry={entry} onSign={onSign} />
          </Group>
          <SimpleGrid cols={2} spacing="xs" mt="xs">
            <Text size="sm">{route(entry)}</Text>
            <Text size="sm">
              <Times entry={entry} />
            </Text>
          </SimpleGrid>
        </Card>
      ))}
    </Stack>
  )
}
