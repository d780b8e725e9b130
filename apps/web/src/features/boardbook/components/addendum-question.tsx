import { Button, Group, Modal, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'

type Props = { opened: boolean; latestNumber: number | null | undefined; onYes: () => void; onNo: () => void }

/** Spec: an entry earlier than the latest one is probably a late entry; ask whether it is an addendum. */
export function AddendumQuestion({ opened, latestNumber, onYes, onNo }: Props) {
  const { t } = useTranslation('boardbook')
  return (
    <Modal
      opened={opened}
      onClose={onNo}
      title={t('addendumQuestion.title')}
      zIndex={400}
      centered
      withCloseButton={false}
      closeOnClickOutside={false}
    >
      <Text mb="md">
        {latestNumber ? t('addendumQuestion.text', { number: latestNumber }) : t('addendumQuestion.textWithoutNumber')}
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onNo}>
          {t('addendumQuestion.no')}
        </Button>
        <Button onClick={onYes} data-autofocus>
          {t('addendumQuestion.yes')}
        </Button>
      </Group>
    </Modal>
  )
}
