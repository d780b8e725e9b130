import { SimpleGrid, Switch } from '@mantine/core'
import { useTranslation } from 'react-i18next'

import { formatDate } from '../../../../lib/dates'
import type { EntryDraft } from '../../hooks/use-entry-draft'
import { CounterInput, HoursMinutesInput, MeterReadingInput } from './entry-inputs'

/** Block and flight times (or the flight time of a batch) and the readings: landings, Hobbs, cycles. */
export function TimeFields({ draft }: { draft: EntryDraft }) {
  const { t, i18n } = useTranslation('boardbook')
  const { landingOn } = draft
  return (
    <>
      <Switch label={t('form.batch')} description={t('form.batchHint')} {...draft.form.register('is_batch')} />
      <SimpleGrid cols={{ base: 2, md: 4 }}>
        <HoursMinutesInput draft={draft} name="off_block_utc" label={t('form.offBlock')} />
        {draft.isBatch ? (
          <HoursMinutesInput draft={draft} name="flight_time" label={t('form.flightTime')} required />
        ) : (
          <>
            <HoursMinutesInput draft={draft} name="to_utc" label={t('form.takeoff')} required />
            <HoursMinutesInput
              draft={draft}
              name="ldg_utc"
              label={t('form.landing')}
              required
              description={
                landingOn?.nextDay
                  ? t('form.landingNextDay', { date: formatDate(landingOn.day, 'short', i18n.language) })
                  : undefined
              }
            />
          </>
        )}
        <HoursMinutesInput draft={draft} name="on_block_utc" label={t('form.onBlock')} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 2, md: 5 }}>
        <CounterInput draft={draft} name="cnt_ldg" label={t('form.landings')} required />
        <MeterReadingInput draft={draft} name="hobbs_eng1_start" label={t('form.hobbsStart')} />
        <MeterReadingInput draft={draft} name="hobbs_eng1_end" label={t('form.hobbsEnd')} />
        <CounterInput draft={draft} name="cnt_cycle_eng1_start" label={t('form.cyclesStart')} />
        <CounterInput draft={draft} name="cnt_cycle_eng1_end" label={t('form.cyclesEnd')} />
      </SimpleGrid>
    </>
  )
}
