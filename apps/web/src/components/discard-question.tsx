import { Button, Group, Modal, Text } from '@mantine/core'

type Props = {
  opened: boolean
  /** Back to the dialog, the input kept. */
  onKeep: () => void
  /** The dialog closes and its input is lost. */
  onDiscard: () => void
  texts: { title: string; text: string; keep: string; confirm: string }
}

/** The stack ids of a dialog that asks before it discards input, and of its question. */
export const DISCARD_STACK = { dialog: 'dialog', question: 'discard-question' } as const

/**
 * "Discard what you typed?" above a dialog that holds unsaved input (an entry, a defect report). Both
 * sit in one Modal.Stack (the dialog with stackId DISCARD_STACK.dialog): the Escape that opens the
 * question is the dialog's alone; it closed the question again at once when both modals heard it.
 */
export function DiscardQuestion({ opened, onKeep, onDiscard, texts }: Props) {
  return (
    <Modal opened={opened} onClose={onKeep} title={texts.title} centered stackId={DISCARD_STACK.question}>
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
