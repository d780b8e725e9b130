import { Text } from '@mantine/core'
import type { ReleaseSignatureView, ReleaseToService } from '@flugakte/domain'
import { useTranslation } from 'react-i18next'

import { formatMoment } from '../../../lib/dates'

/** "✓ Release signed by …", "Release not signed", or that the entry carries no release certificate. */
export function SignatureStatus({
  release,
  signature,
}: {
  release: ReleaseToService | null
  signature: ReleaseSignatureView | null
}) {
  const { t, i18n } = useTranslation(['records', 'common'])
  if (!release)
    return (
      <Text size="xs" c="dimmed">
        {t('modifications.noRelease')}
      </Text>
    )
  if (signature)
    return (
      <Text size="xs" c="green.8">
        {t('common:release.signedBy', {
          name: signature.signer ?? release.certifying_person,
          date: formatMoment(signature.signed_at, i18n.language),
        })}
      </Text>
    )
  return (
    <Text size="xs" c="orange.8" fw={600}>
      {t('common:release.notSigned')}
    </Text>
  )
}
