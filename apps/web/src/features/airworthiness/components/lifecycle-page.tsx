import { Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core'
import { fromMinutes, type Interval } from '@flugakte/domain'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { formatDate } from '../../../lib/dates'
import { useAirworthinessReport } from '../api/get-airworthiness-report'
import { CountersBar } from './counters-bar'
import { ComponentsTable } from './components-table'
import { LifeBar } from './due-cells'
import { RecordActions } from './record-actions'
import { RecordModal, type Recording } from './record-modal'
import { ChooseAircraftPrompt } from '../../../components/choose-aircraft-prompt'

type Props = { aircraftId: number | undefined; canRecord: boolean }

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

/** Spec /lifecycle: installed parts with their life used, and the maintenance programme's tasks. */
export function LifecyclePage({ aircraftId, canRecord }: Props) {
  if (aircraftId === undefined) return <ChooseAircraftPrompt />
  return <Lifecycle aircraftId={aircraftId} canRecord={canRecord} />
}

function Lifecycle({ aircraftId, canRecord }: Props & { aircraftId: number }) {
  const { t, i18n } = useTranslation(['airworthiness', 'common'])
  const { data } = useAirworthinessReport(aircraftId)
  const intervalText = useIntervalText()
  const [recording, setRecording] = useState<Recording | null>(null)

  return (
    <Stack>
      <Title order={2}>{t('lifecycle.title')}</Title>
      <CountersBar
        counters={data.counters}
        asOf={data.counters_as_of}
        minutesPerDay={data.utilisation.minutes_per_day}
      />
      <Title order={3}>{t('lifecycle.components')}</Title>
      <ComponentsTable rows={data.components} />

      <Title order={3}>{t('lifecycle.tasks')}</Title>
      <Table.ScrollContainer minWidth={900}>
        <Table aria-label={t('lifecycle.tasksTable')} verticalSpacing="sm" striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('lifecycle.task')}</Table.Th>
              <Table.Th>{t('lifecycle.interval')}</Table.Th>
              <Table.Th>{t('lifecycle.lastDone')}</Table.Th>
              <Table.Th w={280}>{t('lifecycle.due')}</Table.Th>
              <Table.Th>
                <VisuallyHidden>{t('lifecycle.record')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.tasks.map((task) => (
              <Table.Tr key={task.key}>
                <Table.Td>
                  <Text fw={600} size="sm">
                    {task.name}
                  </Text>
                </Table.Td>
                <Table.Td>{intervalText(task.interval)}</Table.Td>
                <Table.Td>
                  {task.last_record ? (
                    <Text size="sm">
                      {formatDate(task.last_record.date, 'short', i18n.language)}
                      {task.last_record.airframe_minutes !== null &&
                        ` · ${fromMinutes(task.last_record.airframe_minutes)} h`}
                      {task.last_record.performed_by && ` · ${task.last_record.performed_by}`}
                    </Text>
                  ) : (
                    '—'
                  )}
                </Table.Td>
                <Table.Td>
                  <LifeBar due={task.due} label={task.name} />
                </Table.Td>
                <Table.Td>
                  <RecordActions
                    canRecord={canRecord}
                    hasRecord={task.last_record !== null}
                    texts={{
                      record: t('lifecycle.record'),
                      correct: t('lifecycle.correct'),
                      recordFor: t('lifecycle.recordFor', { name: task.name }),
                      correctFor: t('lifecycle.correctFor', { name: task.name }),
                    }}
                    onRecord={(correct) =>
                      setRecording({
                        subject: { kind: 'task', aircraft: aircraftId, task: task.task_id },
                        correcting: correct ? task.last_record : null,
                        title: t(correct ? 'lifecycle.correctFor' : 'lifecycle.recordFor', { name: task.name }),
                      })
                    }
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <RecordModal recording={recording} onClose={() => setRecording(null)} />
    </Stack>
  )
}
