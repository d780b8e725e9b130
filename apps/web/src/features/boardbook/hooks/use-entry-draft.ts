import {
  addDays,
  isEarlierThanLatest,
  takeoffDay,
  TIME_OF_DAY,
  type CrewDuty,
  type FlightLogEntry,
  type HobbsUnit,
  type LatestReadings,
} from '@flugakte/domain'
import type { ComboboxItem } from '@mantine/core'
import { useCallback, useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react'
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

import { ApiError } from '../../../lib/api-client'
import { notifySuccess } from '../../../lib/notify'
import { placeServerErrors } from '../../../lib/server-errors'
import type { FormSubmit } from '../../../lib/forms/use-form-submit'
import type { OutboxRecord } from '../../../lib/outbox/types'
import { AIRCRAFT_GROUNDED, EARLIER_THAN_LATEST, isUnanswered, useSubmitFlightLog } from '../api/submit-flight-log'
import type { FlightLog, Person, SelectedAircraft } from '../api/types'
import { useGroundedConfirmation } from './use-grounded-confirmation'
import { usePreflightAcknowledgement } from './use-preflight-acknowledgement'
import { useLatestReadings } from './use-latest-readings'
import { useMeterUnit } from './use-meter-unit'
import { carriedHobbs, emptyEntry, ENTRY_FIELDS, entryResolver, type EntryFormValues } from '../utils/entry-form'
import { airportLabel, personLabel } from '../utils/labels'
import { keepOnDevice } from '../outbox/keep-on-device'
import { formValuesOf, pickedOf } from '../outbox/outbox-entry'
import { useStoredProblem } from '../outbox/use-stored-problem'

export type Option = ComboboxItem<number>
/** The options shown in the lookups, kept beside the ids the form holds. */
export type Picked = {
  amends: Option | null
  pilot: Option | null
  copilot: Option | null
  location_to: Option | null
  location_ldg: Option | null
}

// customer_aircraft and hobbs_unit have no input of their own; their server messages go to the alert.
const SERVER_FIELDS = ENTRY_FIELDS.filter((field) => field !== 'customer_aircraft' && field !== 'hobbs_unit')

/** The landing's UTC day: the takeoff's, or the next one when the landing time is earlier (after midnight). */
export function landingDay(date: string, takeoff: string, landing: string): { day: string; nextDay: boolean } | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !TIME_OF_DAY.test(takeoff) || !TIME_OF_DAY.test(landing)) return null
  const nextDay = landing < takeoff
  return { day: nextDay ? addDays(date, 1) : date, nextDay }
}

/** Where the aircraft last landed, as the aerodrome lookups show it. */
const arrivalOption = (latest: LatestReadings | null): Option | null =>
  latest?.arrival ? { value: latest.arrival.id, label: airportLabel(latest.arrival) } : null

/** A new entry's lookups: the signed-in pilot, and the aerodrome the aircraft last landed at. */
const pickedAtStart = (currentUser: Person | null | undefined, latest: LatestReadings | null): Picked => ({
  amends: null,
  pilot: currentUser ? { value: currentUser.id, label: personLabel(currentUser) } : null,
  copilot: null,
  location_to: arrivalOption(latest),
  location_ldg: arrivalOption(latest),
})

/** Stored by the server, or kept on the device until it can be sent (the outbox). */
export type SavedEntry = { on: 'server'; entry: FlightLog } | { on: 'device'; record: OutboxRecord }

/** The duty a newly chosen copilot starts with: a student pilot flies with an instructor. */
const copilotDutyBeside = (pilotDuty: string): CrewDuty => (pilotDuty === 'student' ? 'instructor' : 'copilot')

/**
 * The add-entry draft: the form with its start readings carried from the latest entry, the lookups'
 * chosen options, saving with the server's messages placed at their fields, and the question whether
 * an entry earlier than the latest one is an addendum. Without an answer from the server the entry is
 * kept on the device (the outbox) under the draft's client id; `stored` edits an entry kept there.
 */
export function useEntryDraft(
  aircraft: SelectedAircraft,
  currentUser: Person | null | undefined,
  onSaved?: (saved: SavedEntry) => void,
  stored?: OutboxRecord | null,
) {
  const { t } = useTranslation(['boardbook', 'common'])
  const latest = useLatestReadings(aircraft.id, currentUser?.id)
  const meterUnit = useMeterUnit(aircraft.id, currentUser?.id, stored)
  const submitFlightLog = useSubmitFlightLog()
  const [alert, setAlert] = useState<string[]>([])
  const [pending, setPending] = useState<FlightLogEntry | null>(null)
  // The server asked the addendum question itself: the latest entry it means may not be the one known here.
  const [serverAsked, setServerAsked] = useState(false)
  // One per entry, kept across retries of it: the server stores an entry once per client id.
  const [clientId, setClientId] = useState(() => stored?.client_id ?? crypto.randomUUID())
  const [picked, setPicked] = useState<Picked>(() => (stored ? pickedOf(stored) : pickedAtStart(currentUser, latest)))
  const form = useForm<EntryFormValues, unknown, FlightLogEntry>({
    resolver: entryResolver,
    defaultValues: stored ? formValuesOf(stored) : emptyEntry(aircraft, currentUser?.id ?? null, latest, meterUnit),
  })
  const { handleSubmit, reset, setError, setValue, trigger } = form
  const [type, isBatch, date, takeoff, landing] = useWatch({
    control: form.control,
    name: ['type', 'is_batch', 'date', 'to_utc', 'ldg_utc'],
  })
  useDayOfTakeoff(form, { date, takeoff, isBatch })
  const { carryAgain, engage } = useCarriedReadings(form, latest, meterUnit, stored ? null : setPicked)
  const grounded = useGroundedConfirmation(aircraft, stored)
  const preflight = usePreflightAcknowledgement(grounded.status, Boolean(stored))

  const showRefusal = (error: unknown) => {
    if (error instanceof ApiError && error.code === AIRCRAFT_GROUNDED) return grounded.refused(error.messages[0] ?? '')
    const unplaced = placeServerErrors(error, SERVER_FIELDS, setError, t('common:error.generic'))
    setAlert(unplaced.length > 0 ? unplaced : error instanceof ApiError ? error.messages : [])
  }
  useStoredProblem(stored, trigger, showRefusal)

  const startOver = () => {
    reset(emptyEntry(aircraft, currentUser?.id ?? null, latest, meterUnit))
    // The entry just kept or sent may have moved the readings while it was saved.
    carryAgain()
    setPicked(pickedAtStart(currentUser, latest))
    setClientId(crypto.randomUUID())
    grounded.startOver()
    preflight.startOver()
  }

  const keep = async (entry: FlightLogEntry, confirmEarlier: boolean) => {
    const draft = { entry, clientId, picked, confirmEarlier, stored, aircraft, currentUser }
    const confirmations = { confirmGrounded: grounded.confirmation, acknowledgePreflight: preflight.acknowledgement }
    const record = await keepOnDevice({ ...draft, ...confirmations })
    startOver()
    notifySuccess(t('outbox.savedOnDevice'))
    onSaved?.({ on: 'device', record })
  }

  const save = async (entry: FlightLogEntry, confirmEarlier = false) => {
    setAlert([])
    // An entry kept on the device stays there until the sender has the server's answer.
    if (stored || !navigator.onLine) return keep(entry, confirmEarlier)
    try {
      const submission = { entry, client_id: clientId, confirm_earlier: confirmEarlier }
      const confirmations = {
        confirm_grounded: grounded.confirmation,
        acknowledge_preflight: preflight.acknowledgement,
      }
      const result = await submitFlightLog.mutateAsync({ ...submission, ...confirmations })
      startOver()
      notifySuccess(t('boardbookEntrySavedSuccessfully'))
      onSaved?.({ on: 'server', entry: result.doc })
    } catch (error) {
      if (isUnanswered(error)) return keep(entry, confirmEarlier)
      if (error instanceof ApiError && error.code === EARLIER_THAN_LATEST) {
        setServerAsked(true)
        setPending(entry)
        return
      }
      showRefusal(error)
    }
  }

  // An origin entry earlier than the latest one may be an addendum: the pilot is asked first.
  // A confirmation still missing stops the save, but the fields are checked as by a submit, so their
  // messages follow the pilot's corrections from then on.
  const validate = () => handleSubmit(() => undefined)()
  const onSubmit = grounded.guard(
    preflight.guard(
      handleSubmit((entry) =>
        entry.type === 'origin' && isEarlierThanLatest(entry, latest) ? setPending(entry) : save(entry),
      ),
      validate,
    ),
    validate,
  )

  const answerAddendum = async (isAddendum: boolean) => {
    const entry = pending
    setPending(null)
    setServerAsked(false)
    if (!entry) return
    if (!isAddendum) return save(entry, true)
    // An addendum needs notes; submitting again shows that at the field or saves.
    setValue('type', 'addendum')
    await onSubmit()
  }

  const { pick, pilotDutyChanged, recheckCrew } = usePicks(form, setPicked)

  return {
    form,
    latest,
    picked,
    pick,
    pilotDutyChanged,
    copilotDutyChanged: recheckCrew,
    submit: { onSubmit, alert, clearAlert: () => setAlert([]) } satisfies FormSubmit,
    grounded,
    preflight,
    engage,
    askAddendum: pending !== null,
    addendumLatestNumber: serverAsked ? null : latest?.number,
    answerAddendum,
    type,
    isBatch,
    landingOn: landingDay(date, takeoff, landing),
  }
}

export type EntryDraft = ReturnType<typeof useEntryDraft>

/**
 * The lookups' choices, each kept beside the id the form holds, and the crew duties that follow them.
 * The crew rules span both duties (one pilot in command, a student with an instructor): once the form
 * has spoken, a change to either may clear or move a message at the other. Stable, as the duty selects
 * are memoized.
 */
function usePicks(
  form: UseFormReturn<EntryFormValues, unknown, FlightLogEntry>,
  setPicked: Dispatch<SetStateAction<Picked>>,
) {
  const { getFieldState, getValues, setValue, trigger } = form
  const { isSubmitted } = form.formState
  const recheckCrew = useCallback(() => {
    if (isSubmitted) void trigger(['pilot_duty', 'copilot_duty'])
  }, [isSubmitted, trigger])

  // A choice of the pilot's; one that `follows` another field is not theirs, and follows it again.
  const pick = (field: keyof Picked, option: Option | null, { follows = false } = {}) => {
    setPicked((current) => ({ ...current, [field]: option }))
    setValue(field, option?.value ?? null, { shouldDirty: !follows, shouldValidate: getFieldState(field).isTouched })
    if (field === 'copilot') {
      // Another copilot keeps the duty chosen; no copilot has none.
      const duty = option ? getValues('copilot_duty') || copilotDutyBeside(getValues('pilot_duty')) : ''
      setValue('copilot_duty', duty, { shouldDirty: true })
      recheckCrew()
    }
  }

  /** Follows a new pilot duty: a student's copilot is preselected as the instructor. */
  const pilotDutyChanged = useCallback(
    (duty: string) => {
      if (duty === 'student' && getValues('copilot') !== null) {
        setValue('copilot_duty', copilotDutyBeside(duty), { shouldDirty: true })
      }
      recheckCrew()
    },
    [getValues, setValue, recheckCrew],
  )
  return { pick, pilotDutyChanged, recheckCrew }
}

/**
 * The date is the UTC day of the takeoff. Until the pilot sets it, it follows the takeoff time typed: a
 * flight that took off before midnight UTC, entered after it, is yesterday's, not a future one. Once the
 * form has spoken, a changed date checks the times again at once (their "in the future" depends on it).
 */
function useDayOfTakeoff(
  form: UseFormReturn<EntryFormValues, unknown, FlightLogEntry>,
  { date, takeoff, isBatch }: { date: string; takeoff: string; isBatch: boolean },
) {
  const { getFieldState, getValues, setValue, trigger } = form
  useEffect(() => {
    if (isBatch || getFieldState('date').isDirty) return
    const day = takeoffDay(takeoff)
    if (day && day !== getValues('date')) setValue('date', day)
  }, [takeoff, isBatch, getFieldState, getValues, setValue])
  const { isSubmitted } = form.formState
  // Only a change of the date: the server's messages at the times stay until the pilot acts.
  const checked = useRef(date)
  useEffect(() => {
    if (checked.current === date) return
    checked.current = date
    if (isSubmitted) void trigger(['date', 'to_utc', 'ldg_utc', 'flight_time'])
  }, [date, isSubmitted, trigger])
}

/**
 * Start readings follow the latest entry's end readings until the user types their own, and again once
 * the form has started over (`carryAgain`): the readings this render knows may be older than the entry
 * just saved. So do the aerodromes, from where the latest entry landed (`pick`; not for an entry of the
 * outbox, which has its own).
 */
function useCarriedReadings(
  form: UseFormReturn<EntryFormValues, unknown, FlightLogEntry>,
  latest: LatestReadings | null,
  meterUnit: HobbsUnit,
  pick: Dispatch<SetStateAction<Picked>> | null,
) {
  const { getFieldState, resetField, setValue } = form
  const [round, setRound] = useState(0)
  // The aerodrome fields the pilot has been at since the form started: a prefill arriving late (the
  // journey log still loading) must not land in the middle of what they type.
  const engaged = useRef(new Set<'location_to' | 'location_ldg'>())
  const arrival = arrivalOption(latest)
  const arrivalId = arrival?.value ?? null
  const arrivalLabel = arrival?.label ?? ''
  useEffect(() => {
    if (!pick) return
    for (const field of ['location_to', 'location_ldg'] as const) {
      if (getFieldState(field).isDirty || engaged.current.has(field)) continue
      resetField(field, { defaultValue: arrivalId })
      pick((current) => ({
        ...current,
        [field]: arrivalId === null ? null : { value: arrivalId, label: arrivalLabel },
      }))
    }
  }, [arrivalId, arrivalLabel, round, pick, getFieldState, resetField])
  // In the meter's unit, which may become known after the dialog opened (the journey log loading).
  const hobbsCarried = carriedHobbs(latest, meterUnit)
  const cyclesCarried = latest?.cnt_cycle_eng1_end ?? ''
  useEffect(() => {
    // No input of its own (resetField would pass it by): the readings' unit follows the meter's.
    setValue('hobbs_unit', meterUnit)
    if (!getFieldState('hobbs_eng1_start').isDirty) resetField('hobbs_eng1_start', { defaultValue: hobbsCarried })
    if (!getFieldState('cnt_cycle_eng1_start').isDirty) {
      resetField('cnt_cycle_eng1_start', { defaultValue: cyclesCarried })
    }
  }, [meterUnit, hobbsCarried, cyclesCarried, round, getFieldState, resetField, setValue])
  const carryAgain = useCallback(() => {
    engaged.current.clear()
    setRound((value) => value + 1)
  }, [])
  const engage = useCallback((field: 'location_to' | 'location_ldg') => engaged.current.add(field), [])
  return { carryAgain, engage }
}
