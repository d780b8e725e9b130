import { Badge, Button, Group, Stack, Text, Timeline } from '@mantine/core'
import type { DefectActionView, DefectView } from '@flugakte/domain'
import { IconHourglass, IconSignature } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'

import { formatMoment } from '../../../lib/dates'
import { deadlineText } from '../utils/deadline-text'
import { Detail, RectificationDetails } from './rectification-details'

type Props = {
  defect: DefectView
  /** The caller is maintenance here: it corrects actions, and its certifying person signs releases. */
  mayHandle: boolean
  onCorrect: (action: DefectActionView) => void
  onSign: (action: DefectActionView) => void
}

/** Oldest first, as they happened; a corrected action stays, marked, beside its correction. */
const inOrder = (actions: DefectActionView[]) =>
  [...actions].sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id)

/** What maintenance did about a defect: assessments, deferrals and rectifications with their releases. */
export function DefectHistory({ defect, mayHandle, onCorrect, onSign }: Props) {
  const { t } = useTranslation('defects')
  const actions = inOrder(defect.actions)
  if (actions.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('card.noActions')}
      </Text>
    )
  const open = defect.state !== 'closed'
  return (
    <Timeline bulletSize={14} lineWidth={2} active={actions.length - 1}>
      {actions.map((action) => (
        <Timeline.Item key={action.id} title={<ActionTitle action={action} />}>
          <Stack gap={4} opacity={action.amended ? 0.6 : 1}>
            <ActionAuthor action={action} />
            <ActionDetails action={action} />
            {action.notes && <Detail label={t('history.notes')}>{action.notes}</Detail>}
            {action.kind === 'rectification' && action.release && (
              <ReleaseSignature action={action} mayHandle={mayHandle} onSign={() => onSign(action)} />
            )}
            {mayHandle && open && !action.amended && (
              <Group>
                <Button
                  size="xs"
                  variant="default"
                  onClick={() => onCorrect(action)}
                  aria-label={t(`form.correctionTitle.${action.kind}`)}
                >
                  {t('actions.correct')}
                </Button>
              </Group>
            )}
          </Stack>
        </Timeline.Item>
      ))}
    </Timeline>
  )
}

function ActionTitle({ action }: { action: DefectActionView }) {
  const { t } = useTranslation('defects')
  return (
    <Group gap={6}>
      <Text size="sm" fw={700} td={action.amended ? 'line-through' : undefined}>
        {t(`kind.${action.kind}`)}
      </Text>
      {action.amends !== null && (
        <Badge size="xs" variant="outline">
          {t('history.correction')}
        </Badge>
      )}
      {action.amended && (
        <Badge size="xs" variant="light" color="gray">
          {t('history.corrected')}
        </Badge>
      )}
    </Group>
  )
}

function ActionAuthor({ action }: { action: DefectActionView }) {
  const { t, i18n } = useTranslation('defects')
  const name = [action.author ?? '–', action.author_company && `(${action.author_company})`].filter(Boolean).join(' ')
  return (
    <Text size="xs" c="dimmed">
      {t('history.by', { name, date: formatMoment(action.created_at, i18n.language) })}
    </Text>
  )
}

function ActionDetails({ action }: { action: DefectActionView }) {
  const { t, i18n } = useTranslation('defects')
  const { t: common } = useTranslation()
  if (action.kind === 'assessment')
    return (
      <Text size="sm" fw={600} c={action.airworthiness_affecting ? 'red.8' : undefined}>
        {action.airworthiness_affecting ? t('history.affecting') : t('history.notAffecting')}
      </Text>
    )
  if (action.kind === 'deferral')
    return (
      <Stack gap={4}>
        {action.reason && <Detail label={t('history.reason')}>{action.reason}</Detail>}
        {action.limitation && <Detail label={t('history.limitation')}>{action.limitation}</Detail>}
        {action.deadline && (
          <Detail label={t('history.deadline')}>{deadlineText(action.deadline, common, i18n.language)}</Detail>
        )}
      </Stack>
    )
  return <RectificationDetails action={action} />
}

function ReleaseSignature({
  action,
  mayHandle,
  onSign,
}: {
  action: DefectActionView
  mayHandle: boolean
  onSign: () => void
}) {
  const { t, i18n } = useTranslation('defects')
  const { signature } = action
  if (signature)
    return (
      <Text size="sm" fw={600} c="green.8">
        {t('history.signed', {
          name: signature.signer ?? '–',
          date: formatMoment(signature.signed_at, i18n.language),
          method: t(`history.methods.${signature.method}`),
        })}
      </Text>
    )
  if (action.amended) return null
  return (
    <Group gap="xs">
      <Group gap={4} c="orange.8">
        <IconHourglass size={16} aria-hidden />
        <Text size="sm" fw={600}>
          {t('history.awaitingSignature')}
        </Text>
      </Group>
      {mayHandle && (
        <Button size="xs" variant="light" leftSection={<IconSignature size={14} />} onClick={onSign}>
          {t('actions.signRelease')}
        </Button>
      )}
    </Group>
  )
}
