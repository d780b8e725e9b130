import { Badge, Group, Stack, Table, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'

import { formatDate } from '../../../lib/dates'
import type { EntryReference, FlightLog } from '../api/types'
import { personLabel, personShort } from '../utils/labels'

const TYPE_COLORS = { origin: 'gray', correction: 'orange', addendum: 'blue' } as const

/** A link to another entry's row; it jumps there when that entry is on the page shown. */
function EntryLink({ entry, text }: { entry: EntryReference; text: string }) {
  return (
    <Badge
      component="a"
      href={`#entry-${entry.number}`}
      variant="light"
      color={TYPE_COLORS[entry.type]}
      size="sm"
      // A badge may shrink to nothing in a table cell; links must stay readable.
      style={{ cursor: 'pointer', textTransform: 'none', minWidth: 'max-content' }}
    >
      {text}
    </Badge>
  )
}

function Amendments({ entry }: { entry: FlightLog }) {
  const { t } = useTranslation('boardbook')
  const links = []
  if (entry.amends) {
    const key = entry.type === 'correction' ? 'links.corrects' : 'links.addendumTo'
    links.push(<EntryLink key="amends" entry={entry.amends} text={t(key, { number: entry.amends.number })} />)
  }
  for (const by of entry.amended_by?.docs ?? []) {
    const key = by.type === 'correction' ? 'links.correctedBy' : 'links.amendedBy'
    links.push(<EntryLink key={by.id} entry={by} text={t(key, { number: by.number })} />)
  }
  return links.length > 0 ? <Group gap={4}>{links}</Group> : null
}

const dash = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? '–' : value
const range = (start: string | number | null | undefined, end: string | number | null | undefined) =>
  start === null || start === undefined || start === '' ? dash(end) : `${start} – ${dash(end)}`

/** One page of the journey log, newest landing first; wide, so it scrolls sideways on a phone. */
export function BoardbookTable({ entries }: { entries: FlightLog[] }) {
  const { t, i18n } = useTranslation('boardbook')
  return (
    <Table.ScrollContainer minWidth={1200}>
      <Table striped highlightOnHover verticalSpacing="xs" aria-label={t('entries')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('columns.number')}</Table.Th>
            <Table.Th>{t('columns.date')}</Table.Th>
            <Table.Th>{t('columns.type')}</Table.Th>
            <Table.Th>{t('columns.crew')}</Table.Th>
            <Table.Th>{t('columns.route')}</Table.Th>
            <Table.Th>{t('columns.offBlock')}</Table.Th>
            <Table.Th>{t('columns.takeoff')}</Table.Th>
            <Table.Th>{t('columns.landing')}</Table.Th>
            <Table.Th>{t('columns.onBlock')}</Table.Th>
            <Table.Th>{t('columns.flightTime')}</Table.Th>
            <Table.Th>{t('columns.landings')}</Table.Th>
            <Table.Th>{t('columns.hobbs')}</Table.Th>
            <Table.Th>{t('columns.cycles')}</Table.Th>
            <Table.Th>{t('columns.notes')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => (
            <Table.Tr key={entry.id} id={`entry-${entry.number}`}>
              <Table.Td fw={600}>{entry.number}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(entry.date, 'short', i18n.language)}</Table.Td>
              <Table.Td>
                <Stack gap={4} align="flex-start">
                  <Badge
                    variant="outline"
                    color={TYPE_COLORS[entry.type]}
                    size="sm"
                    style={{ minWidth: 'max-content' }}
                  >
                    {t(`types.${entry.type}`)}
                  </Badge>
                  <Amendments entry={entry} />
                </Stack>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Text span size="sm" title={entry.pilot ? personLabel(entry.pilot) : undefined}>
                  {entry.pilot ? personShort(entry.pilot) : '–'}
                </Text>
                {entry.copilot && (
                  <Text span size="sm" title={personLabel(entry.copilot)}>
                    {' / '}
                    {personShort(entry.copilot)}
                  </Text>
                )}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Text span size="sm" title={entry.location_to?.apt_name}>
                  {entry.location_to?.icao ?? '–'}
                </Text>
                {' → '}
                <Text span size="sm" title={entry.location_ldg?.apt_name}>
                  {entry.location_ldg?.icao ?? '–'}
                </Text>
              </Table.Td>
              <Table.Td>{dash(entry.off_block_utc)}</Table.Td>
              <Table.Td>{entry.is_batch ? t('batch') : dash(entry.to_utc)}</Table.Td>
              <Table.Td>{entry.is_batch ? t('batch') : dash(entry.ldg_utc)}</Table.Td>
              <Table.Td>{dash(entry.on_block_utc)}</Table.Td>
              <Table.Td>{dash(entry.flight_time)}</Table.Td>
              <Table.Td>{dash(entry.cnt_ldg)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {range(entry.hobbs_eng1_start, entry.hobbs_eng1_end)}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {range(entry.cnt_cycle_eng1_start, entry.cnt_cycle_eng1_end)}
              </Table.Td>
              <Table.Td maw={280}>
                <Text size="sm" lineClamp={3} title={entry.notes ?? undefined}>
                  {entry.notes || '–'}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
