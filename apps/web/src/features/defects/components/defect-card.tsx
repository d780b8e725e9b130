import { Alert, Badge, Button, Card, Divider, Flex, Group, Stack, Text } from '@mantine/core'
import type { DefectActionKind, DefectState, DefectView } from '@flugakte/domain'
import { AnchorLink } from '../../../components/router-links'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'

import { dueColor } from '../../../components/due-status-badge'
import { formatMoment } from '../../../lib/dates'
import { dueAtText, remainingText } from '../../../lib/due-text'
import type { ActionDialog } from './defect-action-modal'
import { DefectHistory } from './defect-history'
import { DefectPhotos } from './defect-photos'

const STATE_COLORS: Record<DefectState, string> = { open: 'orange', deferred: 'yellow', closed: 'green' }

type Props = {
  defect: DefectView
  aircraftId: number
  /** Opened from a link to this defect (`?defect=`): scrolled to and marked. */
  highlighted: boolean
  /** The caller is maintenance here (the server's may_handle). */
  mayHandle: boolean
  onAction: (dialog: ActionDialog) => void
}

/** One defect: what was reported, by whom and from which flight, its photos, and what maintenance did. */
export function DefectCard({ defect, aircraftId, highlighted, mayHandle, onAction }: Props) {
  const { t } = useTranslation('defects')
  const ref = useRef<HTMLDivElement>(null)
  // A block body: browsers begin to return a promise from scrollIntoView, which React would take for a cleanup.
  useEffect(() => {
    if (highlighted) ref.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' })
  }, [highlighted])
  const titleId = `defect-${defect.id}-title`
  const act = (kind: DefectActionKind) => onAction({ step: 'form', defect, kind, correcting: null })
  return (
    <Card
      ref={ref}
      withBorder
      padding="md"
      component="article"
      id={`defect-${defect.id}`}
      aria-labelledby={titleId}
      aria-current={highlighted ? 'true' : undefined}
      style={highlighted ? { borderColor: 'var(--mantine-color-blue-6)', borderWidth: 2 } : undefined}
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('card.number', { number: defect.number })}
        </Text>
        <Text id={titleId} fw={700} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {defect.description}
        </Text>
        <DefectBadges defect={defect} />
        <DefectFacts defect={defect} aircraftId={aircraftId} />
        {defect.state === 'deferred' && <DeferralInForce defect={defect} />}
        <DefectPhotos photos={defect.photos} />
        <Divider label={t('card.history')} labelPosition="left" />
        <DefectHistory
          defect={defect}
          mayHandle={mayHandle}
          onCorrect={(action) => onAction({ step: 'form', defect, kind: action.kind, correcting: action })}
          onSign={(action) => onAction({ step: 'sign', defect, action })}
        />
        {mayHandle && defect.state !== 'closed' && (
          // Stacked at full width on a phone, in a row on a desk.
          <Flex direction={{ base: 'column', xs: 'row' }} justify="flex-end" gap="xs">
            <Button variant="default" onClick={() => act('assessment')}>
              {t('actions.assess')}
            </Button>
            <Button variant="default" onClick={() => act('deferral')}>
              {t('actions.defer')}
            </Button>
            <Button onClick={() => act('rectification')}>{t('actions.rectify')}</Button>
          </Flex>
        )}
      </Stack>
    </Card>
  )
}

function DefectBadges({ defect }: { defect: DefectView }) {
  const { t } = useTranslation('defects')
  return (
    <Group gap={6}>
      <Badge color={STATE_COLORS[defect.state]} variant="light">
        {t(`states.${defect.state}`)}
      </Badge>
      {defect.grounding && (
        <Badge color="red" variant="filled">
          {t('card.grounding')}
        </Badge>
      )}
      {defect.unsafe && (
        <Badge color="red" variant="outline">
          {t('card.unsafe')}
        </Badge>
      )}
      {defect.release_pending && (
        <Badge color="orange" variant="outline">
          {t('card.releasePending')}
        </Badge>
      )}
    </Group>
  )
}

function DefectFacts({ defect, aircraftId }: { defect: DefectView; aircraftId: number }) {
  const { t, i18n } = useTranslation('defects')
  const date = formatMoment(defect.reported_at, i18n.language)
  const reporter = [defect.reported_by, defect.author_company && `(${defect.author_company})`].filter(Boolean).join(' ')
  return (
    <Stack gap={2}>
      {defect.ata_chapter && (
        <Text size="sm">{t('card.ata', { code: defect.ata_chapter, name: t(`ata.${defect.ata_chapter}`) })}</Text>
      )}
      <Text size="sm" c="dimmed">
        {reporter ? t('card.reported', { name: reporter, date }) : t('card.reportedAt', { date })}
      </Text>
      {defect.flight_log && (
        // A link of its own line: as tall as a finger on a phone (the theme's touch targets).
        <AnchorLink to="/boardbook" search={{ aircraft: aircraftId }} size="sm">
          {defect.flight_log.number !== null
            ? t('card.flight', { number: defect.flight_log.number })
            : t('card.flightWithoutNumber')}
        </AnchorLink>
      )}
    </Stack>
  )
}

/** The deferral in force: the limitation every pilot reads, and the deadline with what is left of it. */
function DeferralInForce({ defect }: { defect: DefectView }) {
  const { t, i18n } = useTranslation('defects')
  const { t: common } = useTranslation()
  const due = defect.due
  return (
    <Alert color={due ? dueColor(due.status) : 'yellow'} variant="light" title={t('card.limitation')}>
      <Stack gap={4}>
        {defect.limitation && (
          <Text size="sm" fw={600} style={{ whiteSpace: 'pre-line' }}>
            {defect.limitation}
          </Text>
        )}
        {due && (
          <Text size="sm">
            {t('card.deadline')}: {dueAtText(due, common, i18n.language)} ·{' '}
            <Text span size="sm" fw={600} c={due.status === 'ok' ? undefined : dueColor(due.status)}>
              {remainingText(due, common)}
            </Text>
          </Text>
        )}
      </Stack>
    </Alert>
  )
}
