import type { CrewDuty } from '@flugakte/domain'
import { Badge, Box, Card, Group, SimpleGrid, Stack, Text, Tooltip, useMantineTheme } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { IconAlertTriangle, IconTool } from '@tabler/icons-react'
import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

import { column, DataTable, type DataColumn } from '../../../components/data-table/data-table'
import { ActionIconLink } from '../../../components/router-links'
import { formatDate } from '../../../lib/dates'
import type { EntryReference, FlightLog } from '../api/types'
import { personLabel, personShort } from '../utils/labels'
import { onAircraft } from '../utils/signing'
import { SignatureStatus } from './signature-status'
import { SignEntryDialog } from './sign-entry-dialog'

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
// A narrow table breaks a range after its dash only, so start and end stay whole.
const range = (start: string | number | null | undefined, end: string | number | null | undefined) =>
  start === null || start === undefined || start === '' ? dash(end) : `${start}\u00a0– ${dash(end)}`

/** A crew member's duty as the logbook abbreviation (PIC, FI …), its full name as tooltip. */
function Duty({ duty }: { duty: CrewDuty | null | undefined }) {
  const { t } = useTranslation('boardbook')
  // Entries stored before duties were recorded name the person only.
  if (!duty) return null
  return (
    <>
      {' '}
      <Text component="abbr" size="xs" fw={600} c="dimmed" title={t(`duties.${duty}`)}>
        {t(`dutiesShort.${duty}`)}
      </Text>
    </>
  )
}

/** The table shows the crew's abbreviations with the full name as tooltip; a card has room for the names. */
function Crew({ entry, full = false }: { entry: FlightLog; full?: boolean }) {
  const pilot = entry.crew?.pilot ?? null
  const copilot = entry.crew?.copilot ?? null
  const shown = (person: NonNullable<typeof pilot>) => (full ? personLabel(person) : personShort(person))
  return (
    <>
      <Text span size="sm" title={pilot && !full ? personLabel(pilot) : undefined}>
        {pilot ? shown(pilot) : '–'}
      </Text>
      {pilot && <Duty duty={entry.pilot_duty} />}
      {copilot && (
        <>
          {' / '}
          <Text span size="sm" title={full ? undefined : personLabel(copilot)}>
            {shown(copilot)}
          </Text>
          <Duty duty={entry.copilot_duty} />
        </>
      )}
    </>
  )
}

/** The nature of flight: a short word in the table with the full name as tooltip, the full name on a card. */
function Nature({ entry, full = false }: { entry: FlightLog; full?: boolean }) {
  const { t } = useTranslation('boardbook')
  const nature = entry.nature_of_flight
  if (!nature) return '–'
  if (full) return t(`natures.${nature}`)
  return (
    <Text span size="sm" title={t(`natures.${nature}`)}>
      {t(`naturesShort.${nature}`)}
    </Text>
  )
}

/** The table's column for the nature of flight also carries the persons on board, so the table fits 1440 px. */
function NatureAndPersons({ entry }: { entry: FlightLog }) {
  const { t } = useTranslation('boardbook')
  return (
    <Stack gap={0}>
      <Nature entry={entry} />
      {typeof entry.persons_on_board === 'number' && (
        <Text span size="xs" c="dimmed" title={t('form.personsOnBoard')}>
          {entry.persons_on_board} {t('columns.personsOnBoard')}
        </Text>
      )}
    </Stack>
  )
}

/**
 * Incidents and observations (faults, occurrences) stand apart from the notes, marked so a reader of
 * the log cannot miss them: clamped with the whole text as tooltip in the table, whole on a card.
 */
function Incidents({ text, full = false }: { text: string; full?: boolean }) {
  const { t } = useTranslation('boardbook')
  return (
    <Group gap={4} wrap="nowrap" align="flex-start" title={full ? undefined : text}>
      <IconAlertTriangle
        size={16}
        role="img"
        aria-label={t('form.incidents')}
        color="var(--mantine-color-red-7)"
        style={{ flexShrink: 0, marginTop: 2 }}
      />
      <Text size="sm" c="red.8" lineClamp={full ? undefined : 2}>
        {text}
      </Text>
    </Group>
  )
}

/** A defect was reported from this flight: a red marker leading to it on the defects screen. */
function DefectMarker({ entry, aircraftId }: { entry: FlightLog; aircraftId: number }) {
  const { t } = useTranslation('boardbook')
  const first = entry.defects?.[0]
  if (first === undefined) return null
  return (
    <Tooltip label={t('defectReported')}>
      <ActionIconLink
        to="/defects"
        search={{ aircraft: aircraftId, defect: first }}
        variant="light"
        color="red"
        size="sm"
        aria-label={t('defectReported')}
      >
        <IconTool size={14} aria-hidden />
      </ActionIconLink>
    </Tooltip>
  )
}

function Route({ entry }: { entry: FlightLog }) {
  return (
    <>
      <Text span size="sm" title={entry.location_to?.apt_name}>
        {entry.location_to?.icao ?? '–'}
      </Text>
      {' → '}
      <Text span size="sm" title={entry.location_ldg?.apt_name}>
        {entry.location_ldg?.icao ?? '–'}
      </Text>
    </>
  )
}

type Sign = (entry: FlightLog) => void

/** On a phone each entry is a card with what a pilot looks for first. */
function EntryCard({ entry, aircraftId, onSign }: { entry: FlightLog; aircraftId: number; onSign: Sign }) {
  const { t, i18n } = useTranslation('boardbook')
  const figure = (label: string, value: ReactNode) => (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{value}</Text>
    </div>
  )
  return (
    <Card component="li" withBorder padding="sm" id={`entry-${entry.number}`} aria-label={`#${entry.number}`}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Group gap={6} wrap="nowrap">
          <Text fw={700}>
            #{entry.number} · {formatDate(entry.date, 'short', i18n.language)}
          </Text>
          <DefectMarker entry={entry} aircraftId={aircraftId} />
        </Group>
        <Text fw={600} size="sm">
          <Route entry={entry} />
        </Text>
      </Group>
      {entry.type !== 'origin' || entry.amended_by?.docs?.length ? (
        <Group gap={4} mt={4}>
          {entry.type !== 'origin' && (
            <Badge variant="outline" color={TYPE_COLORS[entry.type]} size="sm">
              {t(`types.${entry.type}`)}
            </Badge>
          )}
          <Amendments entry={entry} />
        </Group>
      ) : null}
      <SimpleGrid cols={3} spacing="xs" mt="xs">
        {figure(t('columns.takeoff'), entry.is_batch ? t('batch') : dash(entry.to_utc))}
        {figure(t('columns.landing'), entry.is_batch ? t('batch') : dash(entry.ldg_utc))}
        {figure(t('columns.flightTime'), dash(entry.flight_time))}
        {figure(t('columns.landings'), dash(entry.cnt_ldg))}
        {figure(t('columns.hobbs'), range(entry.hobbs_eng1_start, entry.hobbs_eng1_end))}
        {figure(t('columns.cycles'), range(entry.cnt_cycle_eng1_start, entry.cnt_cycle_eng1_end))}
        {figure(t('columns.nature'), <Nature entry={entry} full />)}
        {figure(t('form.personsOnBoard'), dash(entry.persons_on_board))}
      </SimpleGrid>
      <Text size="sm" mt="xs">
        <Text span size="xs" c="dimmed">
          {t('columns.crew')}:{' '}
        </Text>
        <Crew entry={entry} full />
      </Text>
      {entry.incidents && (
        <Box mt={4}>
          <Incidents text={entry.incidents} full />
        </Box>
      )}
      {entry.notes && (
        <Text size="sm" c="dimmed" mt={4} lineClamp={2}>
          {entry.notes}
        </Text>
      )}
      <Box mt={6}>
        <SignatureStatus entry={entry} onSign={onSign} full />
      </Box>
    </Card>
  )
}

/**
 * One page of the journey log, newest landing first: a table from a tablet's width up, a list of
 * cards on a phone (a 14-column table cannot be read at 390 px).
 */
export function BoardbookTable({
  aircraftId,
  entries,
  loading = false,
}: {
  aircraftId: number
  entries: FlightLog[]
  loading?: boolean
}) {
  const theme = useMantineTheme()
  const wide = useMediaQuery(`(min-width: ${theme.breakpoints.md})`, true, { getInitialValueInEffect: false })
  const [signing, setSigning] = useState<FlightLog | null>(null)
  const sign = (entry: FlightLog) => setSigning(onAircraft(entry, aircraftId))
  return (
    <>
      {wide ? (
        <EntryTable aircraftId={aircraftId} entries={entries} loading={loading} onSign={sign} />
      ) : (
        <EntryCards aircraftId={aircraftId} entries={entries} loading={loading} onSign={sign} />
      )}
      <SignEntryDialog entry={signing} onClose={() => setSigning(null)} />
    </>
  )
}

type ListProps = { aircraftId: number; entries: FlightLog[]; loading: boolean; onSign: Sign }

function EntryCards({ aircraftId, entries, loading, onSign }: ListProps) {
  const { t } = useTranslation('boardbook')
  return (
    <Stack
      component="ul"
      gap="xs"
      p={0}
      m={0}
      style={{ listStyle: 'none', opacity: loading ? 0.5 : undefined }}
      aria-label={t('entries')}
      aria-busy={loading || undefined}
    >
      {entries.map((entry) => (
        <EntryCard key={entry.id} entry={entry} aircraftId={aircraftId} onSign={onSign} />
      ))}
    </Stack>
  )
}

function EntryTable({ aircraftId, entries, loading, onSign }: ListProps) {
  const { t, i18n } = useTranslation('boardbook')
  const columns: DataColumn<FlightLog>[] = [
    column('number', t('columns.number'), (entry) => (
      // The type and a defect marker sit under the number (the table fits 1440 px): most entries need neither.
      <Stack gap={4} align="flex-start">
        <Text fw={600} size="sm">
          {entry.number}
        </Text>
        <DefectMarker entry={entry} aircraftId={aircraftId} />
        {entry.type !== 'origin' && (
          <Badge variant="outline" color={TYPE_COLORS[entry.type]} size="sm" style={{ minWidth: 'max-content' }}>
            {t(`types.${entry.type}`)}
          </Badge>
        )}
        <Amendments entry={entry} />
      </Stack>
    )),
    column('date', t('columns.date'), (entry) => formatDate(entry.date, 'short', i18n.language), { nowrap: true }),
    column('nature', t('columns.nature'), (entry) => <NatureAndPersons entry={entry} />),
    column('crew', t('columns.crew'), (entry) => <Crew entry={entry} />),
    column('route', t('columns.route'), (entry) => <Route entry={entry} />, { nowrap: true }),
    column('block', t('columns.block'), (entry) =>
      entry.off_block_utc || entry.on_block_utc ? range(entry.off_block_utc, entry.on_block_utc) : '–',
    ),
    column('takeoff', t('columns.takeoff'), (entry) => (entry.is_batch ? t('batch') : dash(entry.to_utc))),
    column('landing', t('columns.landing'), (entry) => (entry.is_batch ? t('batch') : dash(entry.ldg_utc))),
    column('flightTime', t('columns.flightTime'), (entry) => dash(entry.flight_time)),
    column('landings', t('columns.landings'), (entry) => dash(entry.cnt_ldg)),
    column('hobbs', t('columns.hobbs'), (entry) => range(entry.hobbs_eng1_start, entry.hobbs_eng1_end)),
    column('cycles', t('columns.cycles'), (entry) => range(entry.cnt_cycle_eng1_start, entry.cnt_cycle_eng1_end)),
    column('notes', t('columns.notes'), (entry) => (
      <Stack gap={2} maw={180}>
        {entry.incidents && <Incidents text={entry.incidents} />}
        {entry.notes ? (
          <Text size="sm" lineClamp={3} title={entry.notes}>
            {entry.notes}
          </Text>
        ) : (
          !entry.incidents && '–'
        )}
      </Stack>
    )),
    column('signature', t('signing.column'), (entry) => <SignatureStatus entry={entry} onSign={onSign} />),
  ]
  return (
    <DataTable
      data={entries}
      columns={columns}
      rowId={(entry) => String(entry.id)}
      rowProps={(entry) => ({ id: `entry-${entry.number}` })}
      empty={<Text c="dimmed">{t('empty')}</Text>}
      minWidth={900}
      loading={loading}
      aria-label={t('entries')}
      tableProps={{ striped: true, highlightOnHover: true, verticalSpacing: 'xs', horizontalSpacing: 4, fz: 'sm' }}
    />
  )
}
