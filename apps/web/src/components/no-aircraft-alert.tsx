import { Alert } from '@mantine/core'
import { useTranslation } from 'react-i18next'

/** Spec: screens of one aircraft show error.noAircraftSelected until one is chosen in the top bar. */
export function NoAircraftAlert() {
  const { t } = useTranslation()
  return (
    <Alert color="red" role="alert">
      {t('error.noAircraftSelected')}
    </Alert>
  )
}
