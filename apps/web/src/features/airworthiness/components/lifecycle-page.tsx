import { Stack, Title } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { ChooseAircraftPrompt } from '../../../components/choose-aircraft-prompt'
import { useAirworthinessReport } from '../api/get-airworthiness-report'
import { ComponentsTable } from './components-table'
import { CountersBar } from './counters-bar'
import { RecordModal, type Recording } from './record-modal'
import { releaseStated, ReleaseSignModal, type PendingRelease } from './release-status'
import { TasksTable } from './tasks-table'

type Props = { aircraftId: number | undefined; canRecord: boolean }

/** Spec /lifecycle: installed parts with their life used, and the maintenance programme's tasks. */
export function LifecyclePage({ aircraftId, canRecord }: Props) {
  if (aircraftId === undefined) return <ChooseAircraftPrompt />
  return <Lifecycle aircraftId={aircraftId} canRecord={canRecord} />
}

function Lifecycle({ aircraftId, canRecord }: Props & { aircraftId: number }) {
  const { t } = useTranslation(['airworthiness', 'common'])
  const { data } = useAirworthinessReport(aircraftId)
  const [recording, setRecording] = useState<Recording | null>(null)
  const [signing, setSigning] = useState<PendingRelease | null>(null)

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
      <TasksTable
        tasks={data.tasks}
        canRecord={canRecord}
        onRecord={(task, correct) =>
          setRecording({
            subject: { kind: 'task', aircraft: aircraftId, task: task.task_id },
            correcting: correct ? task.last_record : null,
            title: t(correct ? 'lifecycle.correctFor' : 'lifecycle.recordFor', { name: task.name }),
          })
        }
        onSignRelease={({ name, last_record: record }) => {
          if (record && releaseStated(record.release))
            setSigning({
              subject: 'task_completions',
              id: record.id,
              aircraft: aircraftId,
              title: name,
              date: record.date,
              details: [record.performed_by],
              release: record.release,
            })
        }}
      />
      <RecordModal recording={recording} onClose={() => setRecording(null)} />
      <ReleaseSignModal pending={signing} onClose={() => setSigning(null)} />
    </Stack>
  )
}
