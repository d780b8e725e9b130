import { Button, Group, Modal, Text } from '@mantine/core'
import { useNavigate } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { outboxItemsOf } from '../../../lib/outbox/outbox-store'
import { onLogoutRequest } from './outbox-signals'
import { useOutboxSender } from './use-outbox-sender'

/**
 * Mounted once in the signed-in frame: sends the user's outbox, and asks before a logout that would
 * leave entries or defect reports unsent (they stay on the device for the next sign-in; nothing is deleted).
 */
export function OutboxSender({ userId }: { userId: number }) {
  const { t } = useTranslation('boardbook')
  const navigate = useNavigate()
  useOutboxSender(userId)
  // How many entries were not sent when the user asked to log out; the question is open while set.
  const [unsent, setUnsent] = useState<number | null>(null)

  useEffect(
    () =>
      onLogoutRequest(() => {
        // Read now, not from the last render: an entry saved a moment ago counts.
        void outboxItemsOf(userId).then((records) => {
          if (records.length > 0) setUnsent(records.length)
          else void navigate({ to: '/logout' })
        })
      }),
    [navigate, userId],
  )

  return (
    <Modal opened={unsent !== null} onClose={() => setUnsent(null)} title={t('outbox.logout.title')} centered>
      <Text>{t('outbox.logout.text', { count: unsent ?? 0 })}</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={() => setUnsent(null)}>
          {t('outbox.logout.stay')}
        </Button>
        <Button
          onClick={() => {
            setUnsent(null)
            void navigate({ to: '/logout' })
          }}
        >
          {t('outbox.logout.confirm')}
        </Button>
      </Group>
    </Modal>
  )
}
