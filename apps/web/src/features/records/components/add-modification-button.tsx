import { Button } from '@mantine/core'
import { IconPlus } from '@tabler/icons-react'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { ReleaseSignPanel } from '../../../components/release-sign-panel'
import { invalidateAfterRecord } from '../api/invalidate-after-record'
import type { ModificationValues } from '../utils/modification-values'
import { EntryModal } from './entry-modal'
import { ModificationCertifies, ModificationForm } from './modification-form'

/** The dialog's step: the form, or the release of the entry just stored, to sign. */
type Step = { step: 'form' } | { step: 'sign'; id: number; values: ModificationValues }

/**
 * "Register modification/repair": a new entry of the aircraft's register; stored with a certificate of
 * release to service, its certifying person signs it next (or later). Shown where the server lets the
 * caller add to the register (`may_add_modification`).
 */
export function AddModificationButton({ aircraftId }: { aircraftId: number }) {
  const { t } = useTranslation('records')
  const queryClient = useQueryClient()
  const [dialog, setDialog] = useState<Step | null>(null)
  const close = () => setDialog(null)
  const signed = () => {
    void invalidateAfterRecord(queryClient)
    close()
  }
  return (
    <>
      <Button leftSection={<IconPlus size={16} />} onClick={() => setDialog({ step: 'form' })}>
        {t('modificationForm.open')}
      </Button>
      <EntryModal
        opened={dialog !== null}
        onClose={close}
        title={dialog?.step === 'sign' ? t('modificationForm.signTitle') : t('modificationForm.title')}
      >
        {dialog?.step === 'form' && (
          <ModificationForm
            aircraftId={aircraftId}
            onCancel={close}
            onSaved={(id, values, released) => (released ? setDialog({ step: 'sign', id, values }) : close())}
          />
        )}
        {dialog?.step === 'sign' && (
          <ReleaseSignPanel subject="modifications_repairs" recordId={dialog.id} onSigned={signed} onLater={close}>
            <ModificationCertifies values={dialog.values} />
          </ReleaseSignPanel>
        )}
      </EntryModal>
    </>
  )
}
