import { Button, Group, Modal, Text } from '@mantine/core'

type Props = {
  opened: boolean
  /** Back to the dialog, the input kept. */
  onKeep: () => void
  /** The dialog closes and its input is lost. */
  onDiscard: () => void
  texts: { title: string; text: string; keep: string; confirm: string }
}

/** "Discard what you typed?" above a dialog that holds unsaved input (an entry, a defect report). */
export function DiscardQuestion({ opened, onKeep, onDiscard, texts }: Props) {
  return (
    <Modal opened={opened} onClose={onKeep} title={texts.title} centered zIndex={300}>
      <Text>{texts.text}</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onKeep}>
          {texts.keep}
        </Button>
        <Button color="red" onClick={onDiscard}>
          {texts.confirm}
        </Button>
      </Group>
    </Modal>
  )
}
