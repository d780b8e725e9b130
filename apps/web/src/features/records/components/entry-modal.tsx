import { Modal, useMantineTheme } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import type { ReactNode } from 'react'

/** The dialog of a register entry or a review and then its signature: full screen on a phone. */
export function EntryModal({
  opened,
  onClose,
  title,
  children,
}: {
  opened: boolean
  onClose: () => void
  title: string
  children: ReactNode
}) {
  const theme = useMantineTheme()
  const phone = !useMediaQuery(`(min-width: ${theme.breakpoints.sm})`, true, { getInitialValueInEffect: false })
  return (
    <Modal opened={opened} onClose={onClose} title={title} size="lg" fullScreen={phone} closeOnClickOutside={false}>
      {children}
    </Modal>
  )
}
