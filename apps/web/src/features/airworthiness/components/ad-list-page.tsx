import { Button, Group, Modal, Skeleton, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core'
import { fromMinutes, type AdStatus, type DirectiveRow } from '@flugakte/domain'
import { IconDownload } from '@tabler/icons-react'
import { useMemo, useState } from 'react'
import { useUncontrolled } from '@mantine/hooks'
import { useTranslation } from 'react-i18next'

import { DueStatusBadge } from '../../../components/due-status-badge'
import { ErrorAlert } from '../../../components/error-alert'
import { formatDate } from '../../../lib/dates'
import { downloadFile } from '../../../lib/files'
import { adReportDownloadPath, useAdRecords } from '../api/get-ad-records'
import { useAirworthinessReport } from '../api/get-airworthiness-report'
import { AsOf } from './counters-bar'
import { DueSummary } from './due-cells'
import { RecordModal } from './record-modal'
import { ChooseAircraftPrompt } from '../../../components/choose-aircraft-prompt'
import { directivesShown, type AdFilter } from '../utils/ad-filter'
import { AdFilterBar } from './ad-filter-bar'

type Props = {
  aircraftId: number | undefined
  view: 'aircraft' | 'component' | undefined
  canRecord: boolean
  filter?: AdFilter
  onFilterChange?: (change: AdFilter) => void
}

function History({ aircraftId, row }: { aircraftId: number; row: DirectiveRow }) {
  const { t, i18n } = useTranslation('airworthiness')
  const { data, isLoading } = useAdRecords(aircraftId, row.directive_id)
  if (isLoading) return <Skeleton height={60} />
  const records = (data ?? []).filter((record) => (record.installed_component || null) === (row.component?.id ?? null))
  if (records.length === 0) return <Text>{t('ad.noHistory')}</Text>
  return (
    <Table>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('ad.form.date')}</Table.Th>
          <Table.Th>{t('ad.status')}</Table.Th>
          <Table.Th>{t('ad.form.method')}</Table.Th>
          <Table.Th>{t('ad.form.performedBy')}</Table.Th>
          <Table.Th>{t('ad.form.notes')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {records.map((record) => (
          <Table.Tr key={record.id}>
            <Table.Td>
              {formatDate(record.date, 'short', i18n.language)}
              {record.airframe_minutes != null && ` · ${fromMinutes(record.airframe_minutes)} h`}
            </Table.Td>
            <Table.Td>
              {t(`adStatus.${record.status as AdStatus}`)}
              {record.amends ? ` (${t('ad.correction')})` : ''}
              {record.reason ? ` – ${record.reason}` : ''}
            </Table.Td>
            <Table.Td>{record.method_of_compliance}</Table.Td>
            <Table.Td>
              {record.performed_by}
              {typeof record.certifying_document === 'object' && record.certifying_document
                ? ` · ${record.certifying_document.title}`
                : ''}
            </Table.Td>
            <Table.Td>{record.notes}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  )
}

/** Spec /list/airworthiness-directive: the aircraft's ADs (view=aircraft), its parts' (view=component) or all. */
export function AdListPage({ aircraftId, ...props }: Props) {
  if (aircraftId === undefined) return <ChooseAircraftPrompt />
  return <AdList aircraftId={aircraftId} {...props} />
}

function AdList({ aircraftId, view, canRecord, filter, onFilterChange }: Props & { aircraftId: number }) {
  const { t, i18n } = useTranslation(['airworthiness', 'common'])
  const { data } = useAirworthinessReport(aircraftId)
  // The screen keeps the filter in the URL; on its own (a component test) the page keeps it itself.
  const [shown, setShown] = useUncontrolled<AdFilter>({ value: filter, finalValue: {}, onChange: onFilterChange })
  const change = (next: AdFilter) => setShown({ ...shown, ...next })
  const [recording, setRecording] = useState<{ row: DirectiveRow; correct: boolean } | null>(null)
  const [history, setHistory] = useState<DirectiveRow | null>(null)
  const [downloadError, setDownloadError] = useState<string[]>([])

  const rows = useMemo(() => directivesShown(data.directives, view, shown), [data, view, shown])

  const title =
    view === 'aircraft' ? t('ad.titleAircraft') : view === 'component' ? t('ad.titleComponent') : t('ad.title')

  const download = async () => {
    setDownloadError([])
    try {
      await downloadFile(adReportDownloadPath(aircraftId), `AD-status-${data.aircraft.registration}.pdf`)
    } catch {
      setDownloadError([t('downloadFailed')])
    }
  }

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{title}</Title>
        <Button leftSection={<IconDownload size={16} />} variant="light" onClick={() => void download()}>
          {t('ad.report')}
        </Button>
      </Group>
      <AsOf asOf={data.counters_as_of} />
      <ErrorAlert messages={downloadError} />
      <AdFilterBar filter={shown} onChange={change} />
      {rows.length === 0 ? (
        <Text>{t('common:noData')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={1000}>
          <Table striped aria-label={t('ad.table')} verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('ad.number')}</Table.Th>
                <Table.Th>{t('ad.adTitle')}</Table.Th>
                <Table.Th>{t('ad.appliesTo')}</Table.Th>
                <Table.Th>{t('ad.status')}</Table.Th>
                <Table.Th>{t('ad.lastRecord')}</Table.Th>
                <Table.Th>{t('ad.nextDue')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('ad.record')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.key}>
                  <Table.Td>
                    <Text fw={600} size="sm">
                      {row.number}
                      {row.revision ? ` ${row.revision}` : ''}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {row.authority} · {formatDate(row.effective_date, 'short', i18n.language)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{row.title}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">
                      {row.component
                        ? `${row.component.name}${row.component.serial_number ? `, S/N ${row.component.serial_number}` : ''}`
                        : row.applicability.join(', ')}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Stack gap={4}>
                      <Text size="sm" fw={500}>
                        {t(`adStatus.${row.status}`)}
                      </Text>
                      {row.due && <DueStatusBadge status={row.due.status} />}
                      {row.reason && <Text size="xs">{t('ad.reason', { reason: row.reason })}</Text>}
                    </Stack>
                  </Table.Td>
                  <Table.Td>
                    {row.last_record ? (
                      <Text size="sm">
                        {formatDate(row.last_record.date, 'short', i18n.language)}
                        {row.last_record.airframe_minutes !== null &&
                          ` · ${fromMinutes(row.last_record.airframe_minutes)} h`}
                        {row.last_record.method_of_compliance && ` · ${row.last_record.method_of_compliance}`}
                      </Text>
                    ) : (
                      <Text size="sm">—</Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <DueSummary due={row.due} />
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <Button
                        size="xs"
                        variant="subtle"
                        onClick={() => setHistory(row)}
                        aria-label={`${t('ad.history')} ${row.number}`}
                      >
                        {t('ad.history')}
                      </Button>
                      {canRecord && (
                        <Button
                          size="xs"
                          onClick={() => setRecording({ row, correct: false })}
                          aria-label={t('ad.recordFor', { number: row.number })}
                        >
                          {t('ad.record')}
                        </Button>
                      )}
                      {canRecord && row.last_record && (
                        <Button
                          size="xs"
                          variant="default"
                          onClick={() => setRecording({ row, correct: true })}
                          aria-label={t('ad.correctFor', { number: row.number })}
                        >
                          {t('ad.correct')}
                        </Button>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <RecordModal
        recording={
          recording && {
            subject: {
              kind: 'ad',
              aircraft: aircraftId,
              directive: recording.row.directive_id,
              installedComponent: recording.row.component?.id ?? null,
            },
            correcting: recording.correct ? recording.row.last_record : null,
            title: t(recording.correct ? 'ad.correctFor' : 'ad.recordFor', { number: recording.row.number }),
          }
        }
        onClose={() => setRecording(null)}
      />
      <Modal
        opened={history !== null}
        onClose={() => setHistory(null)}
        size="xl"
        title={history ? t('ad.historyOf', { number: history.number }) : ''}
      >
        {history && <History aircraftId={aircraftId} row={history} />}
      </Modal>
    </Stack>
  )
}
