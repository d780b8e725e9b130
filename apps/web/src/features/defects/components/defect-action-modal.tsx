import { Modal, Stack, Text, useMantineTheme } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import type { DefectActionKind, DefectActionView, DefectView } from '@flugakte/domain'
import { useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'

import { ReleaseSignPanel } from '../../../components/release-sign-panel'
import { invalidateAfterDefectReport } from '../../../lib/outbox/defect-outbox'
import { AssessmentForm } from './assessment-form'
import { DeferralForm } from './deferral-form'
import { RectificationDetails, type Certified } from './rectification-details'
import { RectificationForm } from './rectification-form'

/** What the action dialog is open for: an action's form (new, or correcting one), or a release to sign. */
export type ActionDialog =
  | { step: 'form'; defect: DefectView; kind: DefectActionKind; correcting: DefectActionView | null }
  | { step: 'sign'; defect: DefectView; action: { id: number } & Certified }

type Props = {
  aircraftId: number
  dialog: ActionDialog | null
  onChange: (dialog: ActionDialog) => void
  onClose: () => void
}

/**
 * Maintenance's dialog for one defect: assess, defer or rectify it, or correct an action. A stored
 * rectification goes on to its release to service, which its certifying person signs here or later.
 * Full screen on a phone.
 */
export function DefectActionModal({ aircraftId, dialog, onChange, onClose }: Props) {
  const { t } = useTranslation('defects')
  const theme = useMantineTheme()
  const phone = !useMediaQuery(`(min-width: ${theme.breakpoints.sm})`, true, { getInitialValueInEffect: false })
  const queryClient = useQueryClient()
  const title = !dialog
    ? ''
    : dialog.step === 'sign'
      ? t('releaseSign.title')
      : dialog.correcting
        ? t(`form.correctionTitle.${dialog.kind}`)
        : t(`form.title.${dialog.kind}`)
  // A signed release closes the defect and may lift the grounding: everything that shows the aircraft's state.
  const signed = () => {
    void invalidateAfterDefectReport(queryClient, aircraftId)
    onClose()
  }
  return (
    <Modal
      opened={dialog !== null}
      onClose={onClose}
      title={title}
      size="lg"
      fullScreen={phone}
      closeOnClickOutside={false}
    >
      {dialog && (
        <Stack>
          <Text size="sm" c="dimmed" lineClamp={4} style={{ whiteSpace: 'pre-line' }}>
            {dialog.defect.description}
          </Text>
          {dialog.step === 'sign' ? (
            <ReleaseSignPanel subject="defect_actions" recordId={dialog.action.id} onSigned={signed} onLater={onClose}>
              <RectificationDetails action={dialog.action} withStatement={false} />
            </ReleaseSignPanel>
          ) : (
            <ActionForm
              aircraftId={aircraftId}
              dialog={dialog}
              onClose={onClose}
              onRectified={(id, values) => onChange({ step: 'sign', defect: dialog.defect, action: { id, ...values } })}
            />
          )}
        </Stack>
      )}
    </Modal>
  )
}

function ActionForm({
  aircraftId,
  dialog,
  onClose,
  onRectified,
}: {
  aircraftId: number
  dialog: Extract<ActionDialog, { step: 'form' }>
  onClose: () => void
  onRectified: (id: number, values: Certified) => void
}) {
  const props = { aircraftId, defectId: dialog.defect.id, correcting: dialog.correcting, onCancel: onClose }
  // A new form per action and correction: the values of another do not carry over.
  const key = `${dialog.defect.id}:${dialog.kind}:${dialog.correcting?.id ?? 'new'}`
  if (dialog.kind === 'assessment') return <AssessmentForm key={key} {...props} onSaved={onClose} />
  if (dialog.kind === 'deferral') return <DeferralForm key={key} {...props} onSaved={onClose} />
  return <RectificationForm key={key} {...props} onSaved={onRectified} />
}
