import { Button, Group } from '@mantine/core'
import type { ReactNode } from 'react'

type Props = {
  /** Whether the server lets the caller record for this aircraft. */
  canRecord: boolean
  /** Whether the item has a record a correction could restate. */
  hasRecord: boolean
  /** The visible words and the accessible names (which name the item) of the two buttons. */
  texts: { record: string; correct: string; recordFor: string; correctFor: string }
  onRecord: (correct: boolean) => void
  /** Actions shown before these (the AD list's history). */
  children?: ReactNode
}

/** A row's record and correct buttons, for those the server lets record. */
export function RecordActions({ canRecord, hasRecord, texts, onRecord, children }: Props) {
  return (
    <Group gap={4} wrap="nowrap">
      {children}
      {canRecord && (
        <Button size="xs" onClick={() => onRecord(false)} aria-label={texts.recordFor}>
          {texts.record}
        </Button>
      )}
      {canRecord && hasRecord && (
        <Button size="xs" variant="default" onClick={() => onRecord(true)} aria-label={texts.correctFor}>
          {texts.correct}
        </Button>
      )}
    </Group>
  )
}
