import { METER_EXAMPLE, normalizeHoursMinutes, parseMeterReading, type HobbsUnit } from '@flugakte/domain'
import { NumberInput, Text, TextInput } from '@mantine/core'
import type { FocusEvent } from 'react'
import { Controller, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

import type { EntryDraft } from '../../hooks/use-entry-draft'
import { useFieldMessage } from '../../../../lib/forms/field-message'

export type HoursMinutesField = 'off_block_utc' | 'to_utc' | 'ldg_utc' | 'on_block_utc' | 'flight_time'

type MeterField = 'hobbs_eng1_start' | 'hobbs_eng1_end'

type CounterField = 'cnt_guests' | 'cnt_ldg' | 'cnt_cycle_eng1_start' | 'cnt_cycle_eng1_end'

/** A time typed on a phone keypad (930, 9.30) and read as HH:mm; shown as HH:mm once left. */
export function HoursMinutesInput({
  draft,
  name,
  label,
  required = false,
  description,
}: {
  draft: EntryDraft
  name: HoursMinutesField
  label: string
  required?: boolean
  description?: string
}) {
  const { t } = useTranslation('boardbook')
  const message = useFieldMessage()
  const { register, formState } = draft.form
  return (
    <TextInput
      label={label}
      placeholder={t('form.timePlaceholder')}
      inputMode="decimal"
      autoComplete="off"
      withAsterisk={required}
      description={description}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      error={message(formState.errors[name])}
      {...register(name, {
        setValueAs: (value: string) => normalizeHoursMinutes(value ?? ''),
        onBlur: (event: FocusEvent<HTMLInputElement>) => {
          event.target.value = normalizeHoursMinutes(event.target.value)
        },
      })}
    />
  )
}

/** A reading in the meter's form once left (`4727,3` → `4727.3`); anything else stays as typed for the schema. */
const asMeterShows = (value: string, unit: HobbsUnit) => {
  const parsed = parseMeterReading(value ?? '', unit)
  return parsed.ok ? parsed.reading : (value ?? '')
}

/**
 * A Hobbs reading as the aircraft's meter shows it, in its unit (shown beside the field): decimal hours
 * on the phone's decimal keypad, or hours:minutes with a colon. Never guessed into another unit.
 */
export function MeterReadingInput({ draft, name, label }: { draft: EntryDraft; name: MeterField; label: string }) {
  const { t } = useTranslation('boardbook')
  const message = useFieldMessage()
  const { register, formState } = draft.form
  // The unit the form takes readings in: the aircraft's meter's (or a kept entry's own).
  const unit = useWatch({ control: draft.form.control, name: 'hobbs_unit' })
  return (
    <TextInput
      label={label}
      placeholder={METER_EXAMPLE[unit]}
      // A phone's decimal keypad has no colon: hours:minutes need the keyboard.
      inputMode={unit === 'hh_mm' ? 'text' : 'decimal'}
      autoComplete="off"
      rightSection={
        <Text size="xs" c="dimmed">
          {t(`form.meterUnit.${unit}`)}
        </Text>
      }
      rightSectionWidth={unit === 'hh_mm' ? 52 : 84}
      rightSectionPointerEvents="none"
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      error={message(formState.errors[name])}
      {...register(name, {
        setValueAs: (value: string) => asMeterShows(value, unit),
        onBlur: (event: FocusEvent<HTMLInputElement>) => {
          event.target.value = asMeterShows(event.target.value, unit)
        },
      })}
    />
  )
}

/** A whole, non-negative count (guests, landings, cycles). */
export function CounterInput({
  draft,
  name,
  label,
  required = false,
}: {
  draft: EntryDraft
  name: CounterField
  label: string
  required?: boolean
}) {
  const message = useFieldMessage()
  return (
    <Controller
      control={draft.form.control}
      name={name}
      render={({ field }) => (
        <NumberInput
          label={label}
          withAsterisk={required}
          allowDecimal={false}
          allowNegative={false}
          // Out-of-range values stay as typed so the form can say what is wrong with them.
          clampBehavior="none"
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          name={field.name}
          ref={field.ref}
          error={message(draft.form.formState.errors[name])}
        />
      )}
    />
  )
}
