import { ActionIcon, Modal, Text, Tooltip } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { IconPlus } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'

/** Opens the full-width add-entry dialog; its form arrives with the boardbook issue. */
export function AddEntryButton() {
  const { t } = useTranslation('layout')
  const [opened, modal] = useDisclosure(false)
  return (
    <>
      <Tooltip label={t('topBar.addEntry')}>
        <ActionIcon variant="filled" size="lg" onClick={modal.open} aria-label={t('topBar.addEntry')}>
          <IconPlus size={20} />
        </ActionIcon>
      </Tooltip>
      <Modal opened={opened} onClose={modal.close} title={t('addEntry.title')} size="100%" fullScreen={false}>
        <Text c="dimmed">{t('addEntry.comingLater')}</Text>
      </Modal>
    </>
  )
}
