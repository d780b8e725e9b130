import { addDays, isEarlierThanLatest, normalizeHoursMinutes, TIME_OF_DAY, type FlightLogEntry } from '@flugakte/domain'
import {
  Button,
  Group,
  NumberInput,
  Radio,
  SimpleGrid,
  Stack,
  Switch,
  Textarea,
  TextInput,
  type ComboboxItem,
} from '@mantine/core'
import { useEffect, useState, type FocusEvent, type KeyboardEvent } from 'react'
import { Controller, useForm, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

import { ErrorAlert } from '../../../components/error-alert'
import { ApiError } from '../../../lib/api-client'
import { formatDate } from '../../../lib/dates'
import { notifySuccess } from '../../../lib/notify'
import { placeServerErrors } from '../../../lib/server-errors'
import { useCreateFlightLog } from '../api/create-flight-log'
import { useBoardbook } from '../api/get-boardbook'
import type { FlightLogType, Person, SelectedAircraft } from '../api/types'
import { useEntryMessage } from '../hooks/use-entry-message'
import { emptyEntry, ENTRY_FIELDS, entryResolver, type EntryFormValues } from '../utils/entry-form'
import { personLabel } from '../utils/labels'
import { AddendumQuestion } from './addendum-question'
import { AirportSelect } from './airport-select'
import { EntrySelect } from './entry-select'
import { PersonSelect } from './person-select'

type Option = ComboboxItem<number>
type Picked = {
  amends: Option | null
  pilot: Option | null
  copilot: Option | null
  location_to: Option | null
  location_ldg: Option | null
}

const TYPES: FlightLogType[] = ['origin', 'correction', 'addendum']
// customer_aircraft has no input of its own; its server messages go to the alert.
const SERVER_FIELDS = ENTRY_FIELDS.filter((field) => field !== 'customer_aircraft')

type Props = {
  aircraft: SelectedAircraft
  currentUser: Person | null | undefined
  /** Told whenever the form starts or stops holding unsaved input. */
  onDirtyChange?: (dirty: boolean) => void
}

type HoursMinutesField =
  'off_block_utc' | 'to_utc' | 'ldg_utc' | 'on_block_utc' | 'flight_time' | 'hobbs_eng1_start' | 'hobbs_eng1_end'

/** The landing's UTC day: the takeoff's, or the next one when the landing time is earlier (after midnight). */
function landingDay(date: string, takeoff: string, landing: string): { day: string; nextDay: boolean } | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !TIME_OF_DAY.test(takeoff) || !TIME_OF_DAY.test(landing)) return null
  const nextDay = landing < takeoff
  return { day: nextDay ? addDays(date, 1) : date, nextDay }
}

/** The add-entry form (spec: add {product} entry dialog) for the aircraft chosen in the top bar. */
export function AddEntryForm({ aircraft, currentUser, onDirtyChange }: Props) {
  const { t, i18n } = useTranslation(['boardbook', 'common'])
  const message = useEntryMessage()
  const { data: boardbook } = useBoardbook({ aircraft: aircraft.id })
  const latest = boardbook?.latest ?? null
  const createFlightLog = useCreateFlightLog()
  const [alert, setAlert] = useState<string[]>([])
  const [pending, setPending] = useState<FlightLogEntry | null>(null)
  const initialPicked = (): Picked => ({
    amends: null,
    pilot: currentUser ? { value: currentUser.id, label: personLabel(currentUser) } : null,
    copilot: null,
    location_to: null,
    location_ldg: null,
  })
  const [picked, setPicked] = useState<Picked>(initialPicked)

  const {
    control,
    formState: { errors, isSubmitting, isDirty },
    getFieldState,
    getValues,
    handleSubmit,
    register,
    reset,
    resetField,
    setError,
    setValue,
  } = useForm<EntryFormValues, unknown, FlightLogEntry>({
    resolver: entryResolver,
    defaultValues: emptyEntry(aircraft, currentUser?.id ?? null, latest),
  })
  const [type, isBatch, date, takeoff, landing] = useWatch({
    control,
    name: ['type', 'is_batch', 'date', 'to_utc', 'ldg_utc'],
  })
  const landingOn = landingDay(date, takeoff, landing)
  useEffect(() => onDirtyChange?.(isDirty), [isDirty, onDirtyChange])

  // Start readings follow the latest entry's end readings until the user types their own.
  const hobbsCarried = latest?.hobbs_eng1_end ?? ''
  const cyclesCarried = latest?.cnt_cycle_eng1_end ?? ''
  useEffect(() => {
    if (!getFieldState('hobbs_eng1_start').isDirty) resetField('hobbs_eng1_start', { defaultValue: hobbsCarried })
    if (!getFieldState('cnt_cycle_eng1_start').isDirty) {
      resetField('cnt_cycle_eng1_start', { defaultValue: cyclesCarried })
    }
  }, [hobbsCarried, cyclesCarried, getFieldState, resetField])

  const save = async (entry: FlightLogEntry) => {
    setAlert([])
    try {
      await createFlightLog.mutateAsync(entry)
      reset(emptyEntry(aircraft, currentUser?.id ?? null, latest))
      setPicked(initialPicked())
      notifySuccess(t('boardbookEntrySavedSuccessfully'))
    } catch (error) {
      const unplaced = placeServerErrors(error, SERVER_FIELDS, setError, t('common:error.generic'))
      setAlert(unplaced.length > 0 ? unplaced : error instanceof ApiError ? error.messages : [])
    }
  }

  const submit = handleSubmit(async (entry) => {
    if (entry.type === 'origin' && isEarlierThanLatest(entry, latest)) {
      setPending(entry)
      return
    }
    await save(entry)
  })

  const answerAddendum = async (isAddendum: boolean) => {
    const entry = pending
    setPending(null)
    if (!entry) return
    if (!isAddendum) return save(entry)
    // An addendum needs notes; submitting again shows that at the field or saves.
    setValue('type', 'addendum')
    await submit()
  }

  const pick = (field: keyof Picked, option: Option | null) => {
    setPicked((current) => ({ ...current, [field]: option }))
    setValue(field, option?.value ?? null, { shouldDirty: true, shouldValidate: getFieldState(field).isTouched })
  }

  // Enter saves from every field; Shift+Enter starts a new line in the notes.
  const submitOnEnter = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault()
      event.currentTarget.form?.requestSubmit()
    }
  }

  // Typed on a phone keypad (930, 9.30) and read as HH:mm; the input shows the HH:mm once left.
  const hoursMinutes = (name: HoursMinutesField) =>
    register(name, {
      setValueAs: (value: string) => normalizeHoursMinutes(value ?? ''),
      onBlur: (event: FocusEvent<HTMLInputElement>) => {
        event.target.value = normalizeHoursMinutes(event.target.value)
      },
    })
  const timeInput = (name: Exclude<HoursMinutesField, 'hobbs_eng1_start' | 'hobbs_eng1_end'>, label: string) => (
    <TextInput
      label={label}
      placeholder={t('form.timePlaceholder')}
      inputMode="decimal"
      autoComplete="off"
      withAsterisk={name === 'to_utc' || name === 'ldg_utc' || name === 'flight_time'}
      description={
        name === 'ldg_utc' && landingOn?.nextDay
          ? t('form.landingNextDay', { date: formatDate(landingOn.day, 'short', i18n.language) })
          : undefined
      }
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      error={message(errors[name])}
      {...hoursMinutes(name)}
    />
  )
  const counterInput = (
    name: 'cnt_guests' | 'cnt_ldg' | 'cnt_cycle_eng1_start' | 'cnt_cycle_eng1_end',
    label: string,
    required = false,
  ) => (
    <Controller
      control={control}
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
          error={message(errors[name])}
        />
      )}
    />
  )
  const lookupError = (name: keyof Picked) => message(errors[name])

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <ErrorAlert messages={alert} title={t('form.errorTitle')} />
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
          <TextInput label={t('form.registration')} value={aircraft.registration} readOnly variant="filled" />
          <TextInput
            label={t('form.date')}
            type="date"
            withAsterisk
            error={message(errors.date)}
            {...register('date')}
          />
          <Controller
            control={control}
            name="type"
            render={({ field }) => (
              <Radio.Group
                label={t('form.type')}
                value={field.value}
                onChange={(value) => {
                  field.onChange(value)
                  if (value === 'origin') pick('amends', null)
                }}
                error={message(errors.type)}
              >
                <Group gap="md" mt={6}>
                  {TYPES.map((value) => (
                    <Radio key={value} value={value} label={t(`types.${value}`)} name={field.name} />
                  ))}
                </Group>
              </Radio.Group>
            )}
          />
          {type !== 'origin' && (
            <Controller
              control={control}
              name="amends"
              render={({ field }) => (
                <EntrySelect
                  aircraft={aircraft.id}
                  label={t('form.amends')}
                  withAsterisk={type === 'correction'}
                  value={field.value}
                  selected={picked.amends}
                  onChange={(option) => pick('amends', option)}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  error={message(errors.amends)}
                />
              )}
            />
          )}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
          <Controller
            control={control}
            name="pilot"
            render={({ field }) => (
              <PersonSelect
                label={t('form.pilot')}
                withAsterisk
                value={field.value}
                selected={picked.pilot}
                onChange={(option) => pick('pilot', option)}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={lookupError('pilot')}
              />
            )}
          />
          <Controller
            control={control}
            name="copilot"
            render={({ field }) => (
              <PersonSelect
                label={t('form.copilot')}
                value={field.value}
                selected={picked.copilot}
                onChange={(option) => pick('copilot', option)}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={lookupError('copilot')}
              />
            )}
          />
          {counterInput('cnt_guests', t('form.guests'))}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <Controller
            control={control}
            name="location_to"
            render={({ field }) => (
              <AirportSelect
                label={t('form.departure')}
                withAsterisk
                value={field.value}
                selected={picked.location_to}
                onChange={(option) => {
                  pick('location_to', option)
                  // Spec: the start airport pre-fills an empty landing airport (most flights return).
                  if (option && getValues('location_ldg') === null) pick('location_ldg', option)
                }}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={lookupError('location_to')}
              />
            )}
          />
          <Controller
            control={control}
            name="location_ldg"
            render={({ field }) => (
              <AirportSelect
                label={t('form.arrival')}
                withAsterisk
                value={field.value}
                selected={picked.location_ldg}
                onChange={(option) => pick('location_ldg', option)}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={lookupError('location_ldg')}
              />
            )}
          />
        </SimpleGrid>
        <Switch label={t('form.batch')} description={t('form.batchHint')} {...register('is_batch')} />
        <SimpleGrid cols={{ base: 2, md: 4 }}>
          {timeInput('off_block_utc', t('form.offBlock'))}
          {isBatch ? (
            timeInput('flight_time', t('form.flightTime'))
          ) : (
            <>
              {timeInput('to_utc', t('form.takeoff'))}
              {timeInput('ldg_utc', t('form.landing'))}
            </>
          )}
          {timeInput('on_block_utc', t('form.onBlock'))}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 2, md: 5 }}>
          {counterInput('cnt_ldg', t('form.landings'), true)}
          <TextInput
            label={t('form.hobbsStart')}
            placeholder={t('form.timePlaceholder')}
            inputMode="decimal"
            autoComplete="off"
            error={message(errors.hobbs_eng1_start)}
            {...hoursMinutes('hobbs_eng1_start')}
          />
          <TextInput
            label={t('form.hobbsEnd')}
            placeholder={t('form.timePlaceholder')}
            inputMode="decimal"
            autoComplete="off"
            error={message(errors.hobbs_eng1_end)}
            {...hoursMinutes('hobbs_eng1_end')}
          />
          {counterInput('cnt_cycle_eng1_start', t('form.cyclesStart'))}
          {counterInput('cnt_cycle_eng1_end', t('form.cyclesEnd'))}
        </SimpleGrid>
        <Textarea
          label={t('form.notes')}
          withAsterisk={type !== 'origin'}
          autosize
          minRows={2}
          onKeyDown={submitOnEnter}
          error={message(errors.notes)}
          {...register('notes')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={isSubmitting}>
            {t('form.submit')}
          </Button>
        </Group>
      </Stack>
      <AddendumQuestion
        opened={pending !== null}
        latestNumber={latest?.number}
        onYes={() => void answerAddendum(true)}
        onNo={() => void answerAddendum(false)}
      />
    </form>
  )
}
