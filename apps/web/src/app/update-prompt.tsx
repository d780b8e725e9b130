import { Affix, Button, Notification, Text } from '@mantine/core'
import { IconRefresh } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { useRegisterSW } from 'virtual:pwa-register/react'

/** An installed app stays open for days: it looks for a new version this often, besides at each start. */
export const UPDATE_CHECK_MS = 60 * 60 * 1000

/**
 * Registers the service worker that lets the app start without a network, and offers a new version
 * once it has been downloaded. The user reloads when it suits them: an update never interrupts an
 * entry being typed.
 */
export function UpdatePrompt() {
  const { t } = useTranslation()
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, registration) {
      if (!registration) return
      setInterval(() => {
        if (navigator.onLine) void registration.update().catch(() => undefined)
      }, UPDATE_CHECK_MS)
    },
  })
  if (!needRefresh) return null
  return (
    <Affix position={{ bottom: 16, left: 16 }} maw="calc(100vw - 32px)">
      <Notification
        role="status"
        icon={<IconRefresh size={18} />}
        withCloseButton
        onClose={() => setNeedRefresh(false)}
        closeButtonProps={{ 'aria-label': t('update.later') }}
      >
        <Text size="sm">{t('update.available')}</Text>
        <Button size="xs" mt="xs" onClick={() => void updateServiceWorker(true)}>
          {t('update.reload')}
        </Button>
      </Notification>
    </Affix>
  )
}
