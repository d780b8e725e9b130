import { Alert, Card, Flex, Group, Skeleton, Stack, Text, Title } from '@mantine/core'
import type { RecordsHealth } from '@flugakte/domain'
import { IconWifiOff } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { ArcValidityLine } from '../../../components/arc-validity'
import { ChooseAircraftPrompt } from '../../../components/choose-aircraft-prompt'
import { ErrorAlert } from '../../../components/error-alert'
import { HealthCounts, RecordsStateBadge } from '../../../components/health-state-badge'
import { formatDay, formatMoment } from '../../../lib/dates'
import { useOnline } from '../../../lib/use-online'
import { useRecordsHealth } from '../api/get-records-health'
import { AddModificationButton } from './add-modification-button'
import { DocumentRegister } from './document-register'
import { HealthTable } from './health-table'
import { ModificationsTable } from './modifications-table'
import { RecordReviewButton } from './record-review-button'
import { ReviewPackDownload } from './review-pack-download'
import { ReviewsList } from './reviews-list'
import { RegistrationText } from '../../../components/registration-text'

type Props = {
  /** `?aircraft=`; known before the aircraft list has loaded. */
  aircraftId: number | undefined
  /** The chosen aircraft's registration from the aircraft list (shown while the records load). */
  registration: string | undefined
  /** `?date=`: the day the records are judged on; today without one. */
  date: string | undefined
}

/**
 * Akten & ARC: whether the chosen aircraft's records would pass an airworthiness review (ML.A.903(a),
 * ML.A.305), the documents on board, the register of modifications and repairs, the CAO's reviews, and
 * the review pack to take into the next one.
 */
export function RecordsPage({ aircraftId, registration, date }: Props) {
  const { t } = useTranslation('records')
  if (!aircraftId)
    return (
      <Stack>
        <Title order={2}>{t('title')}</Title>
        <ChooseAircraftPrompt />
      </Stack>
    )
  return <Records aircraftId={aircraftId} registration={registration} date={date} />
}

function Records({ aircraftId, registration: listed, date }: Props & { aircraftId: number }) {
  const { t, i18n } = useTranslation('records')
  const online = useOnline()
  const { data, isError, dataUpdatedAt } = useRecordsHealth(aircraftId, date)
  // The pack last downloaded here: a review recorded after reading it names it.
  const [packHash, setPackHash] = useState<string | undefined>()
  const registration = data?.aircraft.registration ?? listed
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>
          {t('title')}
          {registration ? ' ' : ''}
          {registration ? <RegistrationText>{registration}</RegistrationText> : null}
        </Title>
        {data && (data.may_add_modification || data.may_record_review) && (
          <Flex gap="xs" direction={{ base: 'column', xs: 'row' }} w={{ base: '100%', xs: 'auto' }}>
            {data.may_add_modification && <AddModificationButton aircraftId={aircraftId} />}
            {data.may_record_review && (
              <RecordReviewButton aircraftId={aircraftId} packHash={packHash} arcValidUntil={data.arc.valid_until} />
            )}
          </Flex>
        )}
      </Group>
      {!online && data && (
        <Alert role="status" color="gray" icon={<IconWifiOff size={18} />}>
          {t('offline', { date: formatMoment(new Date(dataUpdatedAt).toISOString(), i18n.language) })}
        </Alert>
      )}
      {!data && isError && <ErrorAlert messages={[t('loadFailed')]} />}
      {!data && !isError && <Skeleton height={240} />}
      {data && <RecordsOverview data={data} onPackDownloaded={setPackHash} />}
    </Stack>
  )
}

function RecordsOverview({
  data,
  onPackDownloaded,
}: {
  data: RecordsHealth
  onPackDownloaded: (hash: string | undefined) => void
}) {
  const id = data.aircraft.id
  return (
    <>
      <Summary data={data} />
      <ReviewPackDownload
        key={data.date}
        aircraftId={id}
        registration={data.aircraft.registration}
        today={data.today}
        date={data.date}
        onDownloaded={onPackDownloaded}
      />
      <HealthTable list="ml_a_903" items={data.items} aircraftId={id} />
      <HealthTable list="ml_a_305" items={data.items} aircraftId={id} />
      <DocumentRegister rows={data.documents} aircraftId={id} />
      <ModificationsTable entries={data.modifications} aircraftId={id} mayCorrect={data.may_add_modification} />
      <ReviewsList
        reviews={data.reviews}
        correction={data.may_record_review ? { aircraftId: id, arcValidUntil: data.arc.valid_until } : null}
      />
    </>
  )
}

/** Complete or not, the ARC's validity and how many items stand where, as of the day judged. */
function Summary({ data }: { data: RecordsHealth }) {
  const { t, i18n } = useTranslation('records')
  return (
    <Card withBorder padding="sm">
      <Stack gap="xs">
        <Group gap="xs">
          <Text fw={600}>{t('recordsState.label')}:</Text>
          <RecordsStateBadge state={data.records_state} />
          <Text size="sm" c="dimmed">
            {t('asOf', { date: formatDay(data.date, i18n.language) })}
          </Text>
        </Group>
        <ArcValidityLine arc={data.arc} withSource />
        <HealthCounts counts={data.counts} />
      </Stack>
    </Card>
  )
}
