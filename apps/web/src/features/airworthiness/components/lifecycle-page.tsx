import { Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core'
import { fromMinutes, type Interval } from '@flugakte/domain'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { formatDate } from '../../../lib/dates'
import { useAirworthinessReport } from '../api/get-airworthiness-report'
import { CountersBar } from './counters-bar'
import { LifeBar } from './due-cells'
import { RecordActions } from './record-actions'
import { RecordModal, type Recording } from './record-modal'
import { ChooseAircraftPrompt } from '../../../components/choose-aircraft-prompt'

type Props = { aircraftId: number | undefined; canRecord: boolean }

const hours = (minutes: number | null) => (minutes === null ? '—' : `${fromMinutes(minutes)} h`)

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
      <Table.ScrollContainer minWidth={1000}>
        <Table aria-label={t('lifecycle.componentsTable')} verticalSpacing="sm" striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('lifecycle.name')}</Table.Th>
              <Table.Th>
                {t('lifecycle.tsn')} / {t('lifecycle.csn')}
              </Table.Th>
              <Table.Th>
                {t('lifecycle.tso')} / {t('lifecycle.cso')}
              </Table.Th>
              <Table.Th w={260}>{t('lifecycle.life')}</Table.Th>
              <Table.Th w={260}>{t('lifecycle.overhaul')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.components.map((row) => (
              <Table.Tr key={row.key}>
                <Table.Td>
                  <Text fw={600} size="sm">
                    {row.component.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {[
                      row.component.part_number && `${t('lifecycle.partNumber')} ${row.component.part_number}`,
                      row.component.serial_number && `${t('lifecycle.serialNumber')} ${row.component.serial_number}`,
                      row.component.position,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{hours(row.tsn_minutes)}</Text>
                  <Text size="xs">{row.csn ?? '—'}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{hours(row.tso_minutes)}</Text>
                  <Text size="xs">{row.cso ?? '—'}</Text>
                </Table.Td>
                <Table.Td>
                  <LifeBar due={row.life} label={`${row.component.name}: ${t('lifecycle.life')}`} />
                </Table.Td>
                <Table.Td>
                  <LifeBar due={row.overhaul} label={`${row.component.name}: ${t('lifecycle.overhaul')}`} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>

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
