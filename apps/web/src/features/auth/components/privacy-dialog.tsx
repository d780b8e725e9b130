import { Alert, Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'

import { useAcceptPrivacyPolicy } from '../api/accept-privacy-policy'
import { useAppConfig } from '../api/get-app-config'
import type { CurrentUser } from '../../../lib/current-user/types'

/**
 * A user who has not accepted the privacy policy must do so before anything else: the dialog cannot
 * be closed; the only ways out are Accept and Logout.
 */
export function PrivacyDialog({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('auth')
  const { data: config } = useAppConfig()
  const accept = useAcceptPrivacyPolicy()

  return (
    <Modal
      opened={!user.accept_privacy_policy}
      onClose={() => {}}
      title={t('privacy.title')}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
      size="lg"
    >
      <Stack gap="md">
        <Text>{t('privacy.text')}</Text>
        {config?.privacyPolicyUrl && (
          <Anchor href={config.privacyPolicyUrl} target="_blank" rel="noopener noreferrer">
            {t('privacy.read')}
          </Anchor>
        )}
        {accept.isError && <Alert color="red">{t('privacy.failed')}</Alert>}
        <Group justify="flex-end">
          <Button component={Link} to="/logout" variant="default">
            {t('privacy.logout')}
          </Button>
          <Button onClick={() => accept.mutate(user.id)} loading={accept.isPending}>
            {t('privacy.accept')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
