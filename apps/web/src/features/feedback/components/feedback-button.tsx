import { ActionIcon, Button, Group, Modal, Stack, Text, Textarea, Tooltip } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconMessage } from '@tabler/icons-react'
import { useLocation, getRouteApi } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { ApiError } from '../../../lib/api-client'
import { feedbackInputSchema, useCreateFeedback } from '../api/create-feedback'

// `aircraft` is validated by the root route and kept on every navigation.
const rootRoute = getRouteApi('__root__')

/** The top bar's feedback button (on a phone the user menu offers it instead: see FeedbackDialog). */
export function FeedbackButton({ onClick, visibleFrom }: { onClick: () => void; visibleFrom?: 'sm' }) {
  const { t } = useTranslation('layout')
  return (
    <Tooltip label={t('topBar.feedback')}>
      <ActionIcon
        variant="subtle"
        size="lg"
        onClick={onClick}
        aria-label={t('topBar.feedback')}
        visibleFrom={visibleFrom}
      >
        <IconMessage size={20} />
      </ActionIcon>
    </Tooltip>
  )
}

/** Feedback to the administrators, sent with the current route and aircraft. */
export function FeedbackDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('layout')
  const [message, setMessage] = useState('')
  const [error, setError] = useState<string | null>(null)
  const location = useLocation()
  const { aircraft } = rootRoute.useSearch()
  const mutation = useCreateFeedback()

  const submit = async () => {
    const parsed = feedbackInputSchema.safeParse({ message, route: location.href, aircraft })
    if (!parsed.success) {
      setError(t('feedback.tooShort'))
      return
    }
    try {
      await mutation.mutateAsync(parsed.data)
      notifications.show({ color: 'green', message: t('feedback.sent'), autoClose: 15_000 })
      setMessage('')
      setError(null)
      onClose()
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : String(caught))
    }
  }

  return (
    <Modal opened={opened} onClose={onClose} title={t('feedback.title')}>
      <Stack>
        <Textarea
          label={t('feedback.message')}
          value={message}
          onChange={(event) => setMessage(event.currentTarget.value)}
          error={error}
          autosize
          minRows={4}
          data-autofocus
        />
        <Text size="sm" c="dimmed">
          {t('feedback.hint')}
        </Text>
        <Group justify="flex-end">
          <Button onClick={submit} loading={mutation.isPending}>
            {t('feedback.send')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
