import { Button, Stack, Text } from '@mantine/core'
import { fromMinutes, type DirectiveRow } from '@flugakte/domain'
import { useTranslation } from 'react-i18next'

import { column, DataTable, type DataColumn } from '../../../components/data-table/data-table'
import { DueStatusBadge } from '../../../components/due-status-badge'
import { formatDate } from '../../../lib/dates'
import { DueSummary } from './due-cells'
import { RecordActions } from './record-actions'
import { ReleaseStatus } from './release-status'

type Props = {
  rows: DirectiveRow[]
  canRecord: boolean
  onHistory: (row: DirectiveRow) => void
  onRecord: (row: DirectiveRow, correct: boolean) => void
  /** Signs the last record's release, put off after saving. */
  onSignRelease?: (row: DirectiveRow) => void
}

/** The AD list's rows: the directive, what it applies to, its status, the last record and what falls due. */
export function AdTable({ rows, canRecord, onHistory, onRecord, onSignRelease }: Props) {
  const { t, i18n } = useTranslation(['airworthiness', 'common'])
  const columns: DataColumn<DirectiveRow>[] = [
    column('number', t('ad.number'), (row) => (
      <>
        <Text fw={600} size="sm">
          {row.number}
          {row.revision ? ` ${row.revision}` : ''}
        </Text>
        <Text size="xs" c="dimmed">
          {row.authority} · {formatDate(row.effective_date, 'short', i18n.language)}
        </Text>
      </>
    )),
    column('title', t('ad.adTitle'), (row) => <Text size="sm">{row.title}</Text>),
    column('appliesTo', t('ad.appliesTo'), (row) => (
      <Text size="sm">
        {row.component
          ? `${row.component.name}${row.component.serial_number ? `, S/N ${row.component.serial_number}` : ''}`
          : row.applicability.join(', ')}
      </Text>
    )),
    column('status', t('ad.status'), (row) => (
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          {t(`adStatus.${row.status}`)}
        </Text>
        {row.due && <DueStatusBadge status={row.due.status} />}
        {row.reason && <Text size="xs">{t('ad.reason', { reason: row.reason })}</Text>}
      </Stack>
    )),
    column('lastRecord', t('ad.lastRecord'), (row) =>
      row.last_record ? (
        <>
          <Text size="sm">
            {formatDate(row.last_record.date, 'short', i18n.language)}
            {row.last_record.airframe_minutes !== null && ` · ${fromMinutes(row.last_record.airframe_minutes)} h`}
            {row.last_record.method_of_compliance && ` · ${row.last_record.method_of_compliance}`}
          </Text>
          <ReleaseStatus
            release={row.last_record.release}
            signature={row.last_record.signature}
            onSign={canRecord && onSignRelease ? () => onSignRelease(row) : undefined}
            signLabel={t('release.signFor', { name: row.number })}
          />
        </>
      ) : (
        <Text size="sm">—</Text>
      ),
    ),
    column('nextDue', t('ad.nextDue'), (row) => <DueSummary due={row.due} />),
    column(
      'actions',
      t('ad.record'),
      (row) => (
        <RecordActions
          canRecord={canRecord}
          hasRecord={row.last_record !== null}
          texts={{
            record: t('ad.record'),
            correct: t('ad.correct'),
            recordFor: t('ad.recordFor', { number: row.number }),
            correctFor: t('ad.correctFor', { number: row.number }),
          }}
          onRecord={(correct) => onRecord(row, correct)}
        >
          <Button
            size="xs"
            variant="subtle"
            onClick={() => onHistory(row)}
            aria-label={`${t('ad.history')} ${row.number}`}
          >
            {t('ad.history')}
          </Button>
        </RecordActions>
      ),
      { hiddenHeader: true },
    ),
  ]
  return (
    <DataTable
      data={rows}
      columns={columns}
      rowId={(row) => row.key}
      empty={<Text>{t('common:noData')}</Text>}
      minWidth={1000}
      aria-label={t('ad.table')}
      tableProps={{ striped: true, verticalSpacing: 'sm' }}
    />
  )
}
