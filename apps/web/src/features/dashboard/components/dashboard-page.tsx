import { Alert, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'

import { aircraftLabel, useCustomerAircrafts, type CustomerAircraft } from '../../aircraft/api/get-customer-aircrafts'
import { formatDate } from '../../../lib/dates'
import { useAircraftSummary } from '../api/get-fleet-summary'

function AircraftCard({ aircraft }: { aircraft: CustomerAircraft }) {
  const { t, i18n } = useTranslation('dashboard')
  const { data, isLoading, isError } = useAircraftSummary(aircraft.id)
  const model = typeof aircraft.aircraft === 'object' ? aircraft.aircraft.model : undefined
  return (
    <Link
      to="/boardbook"
      search={{ aircraft: aircraft.id }}
      aria-label={aircraftLabel(aircraft)}
      style={{ color: 'inherit', textDecoration: 'none' }}
    >
      <Card withBorder padding="lg" h="100%">
        <Stack gap={4}>
          <Title order={3}>{aircraft.registration}</Title>
          <Text c="dimmed" size="sm">
            {model ?? aircraftLabel(aircraft)}
          </Text>
          {isLoading ? (
            <Skeleton height={48} mt="sm" />
          ) : isError || !data ? (
            <Text c="red" size="sm">
              {t('loadFailed')}
            </Text>
          ) : (
            <>
              <Text size="sm" mt="sm">
                {data.lastFlight
                  ? t('lastFlight', {
                      date: formatDate(data.lastFlight.date, 'short', i18n.language),
                      from: data.lastFlight.from,
                      to: data.lastFlight.to,
                    })
                  : t('noFlights')}
              </Text>
              <Group gap="lg">
                <Text size="sm">
                  <b>{data.totals.hours}</b> {t('hours')}
                </Text>
                <Text size="sm">
                  <b>{data.totals.landings}</b> {t('landings')}
                </Text>
                <Text size="sm">
                  <b>{data.totals.flights}</b> {t('flights')}
                </Text>
              </Group>
            </>
          )}
        </Stack>
      </Card>
    </Link>
  )
}

/** First version of the dashboard: the user's aircraft with last flight and journey-log totals. */
export function DashboardPage() {
  const { t } = useTranslation('dashboard')
  const { data = [], isLoading } = useCustomerAircrafts()
  return (
    <Stack>
      <Title order={2}>{t('title')}</Title>
      {isLoading ? (
        <Skeleton height={120} />
      ) : data.length === 0 ? (
        <Alert color="blue">{t('noAircraft')}</Alert>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {data.map((aircraft) => (
            <AircraftCard key={aircraft.id} aircraft={aircraft} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  )
}
