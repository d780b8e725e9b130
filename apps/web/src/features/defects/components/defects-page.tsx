import { Alert, Button, Flex, Group, SegmentedControl, Skeleton, Stack, Text, Title, useMatches } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { DEFECT_STATES, type AircraftDefects, type DefectState } from '@flugakte/domain'
import { IconAlertTriangle, IconFileTypePdf, IconWifiOff } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { GroundedAlert, LimitationsNotice } from '../../../components/aircraft-defects-alerts'
import { ChooseAircraftPrompt } from '../../../components/choose-aircraft-prompt'
import { ErrorAlert } from '../../../components/error-alert'
import { aircraftDefectsQueryOptions } from '../../../lib/aircraft/get-aircraft-defects'
import { formatMoment } from '../../../lib/dates'
import { useOnline } from '../../../lib/use-online'
import { downloadDefectsPdf } from '../api/download-defects-pdf'
import { DefectActionModal, type ActionDialog } from './defect-action-modal'
import { DefectCard } from './defect-card'
import { ReportDefectModal } from './report-defect-modal'

type Props = {
  /** `?aircraft=`; known before the aircraft list has loaded. */
  aircraftId: number | undefined
  /** The chosen aircraft's registration from the aircraft list (offline, the defects may be missing). */
  registration: string | undefined
  /** `?defect=`: the defect a link points at, shown and marked. */
  highlight: number | undefined
  /** `?report=1`: the report dialog is open. */
  reporting: boolean
  /** `?flight=`: the journey-log entry the report is made from. */
  flightLogId: number | undefined
  currentUserId: number | undefined
  onReport: () => void
  onReportClose: () => void
}

/** Beanstandungen: the chosen aircraft's defects, whether they ground it, and the way to report one. */
export function DefectsPage({ aircraftId, ...props }: Props) {
  const { t } = useTranslation('defects')
  if (!aircraftId)
    return (
      <Stack>
        <Title order={2}>{t('title')}</Title>
        <ChooseAircraftPrompt />
      </Stack>
    )
  return <Defects aircraftId={aircraftId} {...props} />
}

function Defects({
  aircraftId,
  registration: listed,
  highlight,
  reporting,
  flightLogId,
  currentUserId,
  onReport,
  onReportClose,
}: Props & { aircraftId: number }) {
  const { t, i18n } = useTranslation('defects')
  const online = useOnline()
  // Not suspending: offline the page still offers the report from what the device has.
  const { data, isError, dataUpdatedAt } = useQuery(aircraftDefectsQueryOptions(aircraftId))
  const [dialog, setDialog] = useState<ActionDialog | null>(null)
  const registration = data?.aircraft.registration ?? listed
  // Offline without the list the server decides once the report arrives.
  const mayReport = (data ? data.may_report : !online) && currentUserId !== undefined && registration !== undefined

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>
          {t('title')}
          {registration ? ` ${registration}` : ''}
        </Title>
        <Flex gap="xs" direction={{ base: 'column', xs: 'row' }} w={{ base: '100%', xs: 'auto' }}>
          {online && data && (
            <PdfButton aircraftId={aircraftId} registration={data.aircraft.registration} today={data.today} />
          )}
          {mayReport && (
            <Button leftSection={<IconAlertTriangle size={16} />} onClick={onReport}>
              {t('report.button')}
            </Button>
          )}
        </Flex>
      </Group>
      {!online && data && (
        <Alert role="status" color="gray" icon={<IconWifiOff size={18} />}>
          {t('offline.asOf', { date: formatMoment(new Date(dataUpdatedAt).toISOString(), i18n.language) })}
        </Alert>
      )}
      {!data && isError && online && <ErrorAlert messages={[t('loadFailed')]} />}
      {!data && isError && !online && (
        <Alert role="status" color="gray" icon={<IconWifiOff size={18} />}>
          {t('offline.notLoaded')}
        </Alert>
      )}
      {!data && !isError && <Skeleton height={160} />}
      {data && (
        // A new link to a defect shows the list it is in.
        <DefectsOverview key={highlight} data={data} highlight={highlight} onAction={setDialog} />
      )}
      <DefectActionModal aircraftId={aircraftId} dialog={dialog} onChange={setDialog} onClose={() => setDialog(null)} />
      {mayReport && (
        <ReportDefectModal
          opened={reporting}
          onClose={onReportClose}
          aircraftId={aircraftId}
          registration={registration}
          flightLogId={flightLogId}
          userId={currentUserId}
        />
      )}
    </Stack>
  )
}

type OverviewProps = { data: AircraftDefects; highlight: number | undefined; onAction: (dialog: ActionDialog) => void }

/** The grounding and the limitations in force first, then the defects of one state. */
function DefectsOverview({ data, highlight, onAction }: OverviewProps) {
  const { t } = useTranslation('defects')
  const { aircraft, summary, defects } = data
  const target = defects.find((defect) => defect.id === highlight)
  const [chosen, setChosen] = useState<DefectState | null>(null)
  // Without a choice: the defect asked for, else open ones, else deferred ones (what still needs doing).
  const pending: DefectState = defects.some((defect) => defect.state === 'open')
    ? 'open'
    : defects.some((defect) => defect.state === 'deferred')
      ? 'deferred'
      : 'open'
  const state = chosen ?? target?.state ?? pending
  const shown = defects.filter((defect) => defect.state === state)
  // "Zurückgestellt (12)" fits a third of a phone's width only in the small size.
  const size = useMatches({ base: 'xs', xs: 'sm' })
  return (
    <>
      {summary.grounding.length > 0 && (
        <GroundedAlert aircraftId={aircraft.id} registration={aircraft.registration} summary={summary} links={false} />
      )}
      <LimitationsNotice aircraftId={aircraft.id} limitations={summary.limitations} links={false} />
      <SegmentedControl
        fullWidth
        maw={560}
        size={size}
        aria-label={t('segmentLabel')}
        value={state}
        onChange={(value) => setChosen(value as DefectState)}
        data={DEFECT_STATES.map((value) => ({
          value,
          label: t('segment', {
            label: t(`states.${value}`),
            count: defects.filter((defect) => defect.state === value).length,
          }),
        }))}
      />
      {shown.length === 0 ? (
        <Text c="dimmed">{t(`empty.${state}`)}</Text>
      ) : (
        <Stack>
          {shown.map((defect) => (
            <DefectCard
              key={defect.id}
              defect={defect}
              aircraftId={aircraft.id}
              highlighted={defect.id === highlight}
              mayHandle={data.may_handle}
              onAction={onAction}
            />
          ))}
        </Stack>
      )}
    </>
  )
}

function PdfButton({ aircraftId, registration, today }: { aircraftId: number; registration: string; today: string }) {
  const { t } = useTranslation('defects')
  return (
    <Button
      variant="default"
      leftSection={<IconFileTypePdf size={16} />}
      title={t('pdf.label')}
      onClick={() => {
        downloadDefectsPdf(aircraftId, registration, today).catch(() =>
          notifications.show({ color: 'red', message: t('pdf.failed') }),
        )
      }}
    >
      {t('pdf.button')}
    </Button>
  )
}
