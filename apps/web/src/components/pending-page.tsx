import { Center, Loader } from '@mantine/core'
import { useTranslation } from 'react-i18next'

/** What a route shows while its code or loader takes longer than a second. */
export function PendingPage() {
  const { t } = useTranslation('common')
  return (
    <Center mih={200} role="status" aria-busy="true" aria-label={t('loading')}>
      <Loader />
    </Center>
  )
}
