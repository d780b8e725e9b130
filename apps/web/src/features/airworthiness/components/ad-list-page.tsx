import { Button, Group, Stack, Title } from '@mantine/core'
import type { DirectiveRow } from '@flugakte/domain'
import { IconDownload } from '@tabler/icons-react'
import { useMemo, useState } from 'react'
import { useUncontrolled } from '@mantine/hooks'
import { useTranslation } from 'react-i18next'

import { ChooseAircraftPrompt } from '../../../components/choose-aircraft-prompt'
import { ErrorAlert } from '../../../components/error-alert'
import { downloadFile } from '../../../lib/files'
import { adReportDownloadPath } from '../api/get-ad-records'
import { useAirworthinessReport } from '../api/get-airworthiness-report'
import { directivesShown, type AdFilter } from '../utils/ad-filter'
import { AdFilterBar } from './ad-filter-bar'
import { AdHistoryModal } from './ad-history'
import { AdTable } from './ad-table'
import { AsOf } from './counters-bar'
import { RecordModal, type Recording } from './record-modal'
import { releaseStated, ReleaseSignModal, type PendingRelease } from './release-status'

type Props = {
  aircraftId: number | undefined
  view: 'aircraft' | 'component' | undefined
  canRecord: boolean
  filter?: AdFilter
  onFilterChange?: (change: AdFilter) => void
}

/** Spec /list/airworthiness-directive: the aircraft's ADs (view=aircraft), its parts' (view=component) or all. */
export function AdListPage({ aircraftId, ...props }: Props) {
  if (aircraftId === undefined) return <ChooseAircraftPrompt />
  return <AdList aircraftId={aircraftId} {...props} />
}

function AdList({ aircraftId, view, canRecord, filter, onFilterChange }: Props & { aircraftId: number }) {
  const { t } = useTranslation(['airworthiness', 'common'])
  const { data } = useAirworthinessReport(aircraftId)
  // The screen keeps the filter in the URL; on its own (a component test) the page keeps it itself.
  const [shown, setShown] = useUncontrolled<AdFilter>({ value: filter, finalValue: {}, onChange: onFilterChange })
  const change = (next: AdFilter) => setShown({ ...shown, ...next })
  const [recording, setRecording] = useState<Recording | null>(null)
  const [signing, setSigning] = useState<PendingRelease | null>(null)
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
      <AdTable
        rows={rows}
        canRecord={canRecord}
        onHistory={setHistory}
        onRecord={(row, correct) =>
          setRecording({
            subject: {
              kind: 'ad',
              aircraft: aircraftId,
              directive: row.directive_id,
              installedComponent: row.component?.id ?? null,
            },
            correcting: correct ? row.last_record : null,
            title: t(correct ? 'ad.correctFor' : 'ad.recordFor', { number: row.number }),
          })
        }
        onSignRelease={({ number, last_record: record }) => {
          if (record && releaseStated(record.release))
            setSigning({
              subject: 'ad_compliances',
              id: record.id,
              aircraft: aircraftId,
              title: number,
              date: record.date,
              details: [record.performed_by, record.method_of_compliance],
              release: record.release,
            })
        }}
      />
      <RecordModal recording={recording} onClose={() => setRecording(null)} />
      <ReleaseSignModal pending={signing} onClose={() => setSigning(null)} />
      <AdHistoryModal aircraftId={aircraftId} row={history} onClose={() => setHistory(null)} />
    </Stack>
  )
}
