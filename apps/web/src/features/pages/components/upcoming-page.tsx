import { Stack, Text, Title } from '@mantine/core'
import { useSearch } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'

import { NoAircraftAlert } from '../../../components/no-aircraft-alert'

type Props = { title: string; needsAircraft?: boolean }

/**
 * The screens of later releases (boardbook, documents, manuals, …): their route, title and the
 * no-aircraft alert exist already, so menus, deep links and the aircraft parameter work end to end.
 */
export function UpcomingPage({ title, needsAircraft = true }: Props) {
  const { t } = useTranslation()
  const { aircraft } = useSearch({ strict: false }) as { aircraft?: number }
  return (
    <Stack>
      <Title order={2}>{title}</Title>
      {needsAircraft && !aircraft ? <NoAircraftAlert /> : <Text c="dimmed">{t('comingLater')}</Text>}
    </Stack>
  )
}
