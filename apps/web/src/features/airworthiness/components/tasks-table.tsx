import { Text } from '@mantine/core'
import { fromMinutes, type Interval, type TaskRow } from '@flugakte/domain'
import { useTranslation } from 'react-i18next'

import { column, DataTable, type DataColumn } from '../../../components/data-table/data-table'
import { formatDate } from '../../../lib/dates'
import { LifeBar } from './due-cells'
import { RecordActions } from './record-actions'
import { ReleaseStatus } from './release-status'

function useIntervalText() {
  const { t } = useTranslation(['airworthiness', 'common'])
  return (interval: Interval) =>
    [
      interval.hours ? t('common:due.hours', { value: interval.hours }) : null,
      interval.cycles ? t('common:due.cycles', { value: interval.cycles }) : null,
      interval.months ? t('lifecycle.months', { count: interval.months }) : null,
    ]
      .filter(Boolean)
      .join(' · ')
}

type Props = {
  tasks: TaskRow[]
  canRecord: boolean
  onRecord: (task: TaskRow, correct: boolean) => void
  /** Signs the last completion's release, put off after saving. */
  onSignRelease?: (task: TaskRow) => void
}

/** The maintenance programme's tasks: interval, last done, what falls due, and recording a completion. */
export function TasksTable({ tasks, canRecord, onRecord, onSignRelease }: Props) {
  const { t, i18n } = useTranslation(['airworthiness', 'common'])
  const intervalText = useIntervalText()
  const columns: DataColumn<TaskRow>[] = [
    column('task', t('lifecycle.task'), (task) => (
      <Text fw={600} size="sm">
        {task.name}
      </Text>
    )),
    column('interval', t('lifecycle.interval'), (task) => intervalText(task.interval)),
    column('lastDone', t('lifecycle.lastDone'), (task) =>
      task.last_record ? (
        <>
          <Text size="sm">
            {formatDate(task.last_record.date, 'short', i18n.language)}
            {task.last_record.airframe_minutes !== null && ` · ${fromMinutes(task.last_record.airframe_minutes)} h`}
            {task.last_record.performed_by && ` · ${task.last_record.performed_by}`}
          </Text>
          <ReleaseStatus
            release={task.last_record.release}
            signature={task.last_record.signature}
            onSign={canRecord && onSignRelease ? () => onSignRelease(task) : undefined}
            signLabel={t('release.signFor', { name: task.name })}
          />
        </>
      ) : (
        '—'
      ),
    ),
    column('due', t('lifecycle.due'), (task) => <LifeBar due={task.due} label={task.name} />, { width: 280 }),
    column(
      'actions',
      t('lifecycle.record'),
      (task) => (
        <RecordActions
          canRecord={canRecord}
          hasRecord={task.last_record !== null}
          texts={{
            record: t('lifecycle.record'),
            correct: t('lifecycle.correct'),
            recordFor: t('lifecycle.recordFor', { name: task.name }),
            correctFor: t('lifecycle.correctFor', { name: task.name }),
          }}
          onRecord={(correct) => onRecord(task, correct)}
        />
      ),
      { hiddenHeader: true },
    ),
  ]
  return (
    <DataTable
      data={tasks}
      columns={columns}
      rowId={(task) => task.key}
      empty={t('common:noData')}
      minWidth={900}
      aria-label={t('lifecycle.tasksTable')}
      tableProps={{ striped: true, verticalSpacing: 'sm' }}
    />
  )
}
