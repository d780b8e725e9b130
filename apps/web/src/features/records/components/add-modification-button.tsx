import { Button } from '@mantine/core'
import type { ModificationView } from '@flugakte/domain'
import { IconPencil, IconPlus } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'

import type { ModificationValues } from '../utils/modification-values'
import { ModificationCertifies, ModificationForm } from './modification-form'
import { RecordDialog } from './record-dialog'

/**
 * "Register modification/repair": a new entry of the aircraft's register; stored with a certificate of
 * release to service, its certifying person signs it next (or later). With `correcting`, a correction of
 * that entry (the original stays, struck through), offered while the entry is not corrected yet. Shown where the server lets the caller add to the
 * register (`may_add_modification`).
 */
export function AddModificationButton({
  aircraftId,
  correcting,
}: {
  aircraftId: number
  correcting?: ModificationView
}) {
  const { t } = useTranslation('records')
  return (
    <RecordDialog<ModificationValues>
      subject="modifications_repairs"
      titles={{
        form: correcting ? t('modificationForm.correctTitle') : t('modificationForm.title'),
        sign: t('modificationForm.signTitle'),
      }}
      trigger={(open) =>
        // Once corrected, no second correction; the dialog stays until its signature is done.
        correcting?.amended ? null : correcting ? (
          <Button
            size="compact-xs"
            variant="subtle"
            leftSection={<IconPencil size={14} />}
            aria-label={t('correction.openEntry', { id: correcting.id })}
            onClick={open}
          >
            {t('correction.open')}
          </Button>
        ) : (
          <Button leftSection={<IconPlus size={16} />} onClick={open}>
            {t('modificationForm.open')}
          </Button>
        )
      }
      form={(props) => <ModificationForm aircraftId={aircraftId} correcting={correcting} {...props} />}
      certifies={(values) => <ModificationCertifies values={values} />}
    />
  )
}
