import { useState, type FormEvent } from 'react'

import { useAircraftStatus } from '../../../lib/aircraft/get-fleet-status'
import type { OutboxRecord } from '../../../lib/outbox/types'
import type { SelectedAircraft } from '../api/types'

/**
 * Whether the aircraft is grounded (by its status as the dashboard has it, offline the device's copy, or
 * by the server's refusal) and the pilot's confirmation that they enter the flight all the same. An entry
 * of the outbox was entered already: the device's copy of the status does for it.
 */
export function useGroundedConfirmation(aircraft: SelectedAircraft, stored: OutboxRecord | null | undefined) {
  const status = useAircraftStatus(aircraft.id, { fetch: !stored })
  const [refusal, setRefusal] = useState<string | null>(null)
  const [confirmed, setConfirmed] = useState(stored?.confirm_grounded ?? false)
  const [missing, setMissing] = useState(false)
  // Counts the times the checkbox is to take the focus (the form asks, the checkbox follows).
  const [focusRequests, setFocusRequests] = useState(0)
  const active = status?.status === 'grounded' || refusal !== null
  return {
    active,
    status,
    /** The server's words when it refused the entry. */
    refusal,
    confirmed,
    /** The confirmation is asked for and not given (after a try to save). */
    missing: missing && !confirmed,
    focusRequests,
    /** What the entry carries to the server: the confirmation, where one is asked for. */
    confirmation: active && confirmed,
    confirm: (value: boolean) => {
      setConfirmed(value)
      if (value) setMissing(false)
    },
    /**
     * Saves only once the pilot has confirmed a flight on a grounded aircraft; without the confirmation
     * it is asked for at the checkbox, beside the fields' own messages (`validate`).
     */
    guard:
      (save: (event?: FormEvent) => Promise<void>, validate: () => Promise<unknown>) => async (event?: FormEvent) => {
        if (!active || confirmed) return save(event)
        event?.preventDefault()
        setMissing(true)
        setFocusRequests((count) => count + 1)
        await validate()
      },
    /** The server refused the entry: the aircraft was grounded meanwhile (or the device did not know). */
    refused: (message: string) => {
      setRefusal(message)
      setConfirmed(false)
      setMissing(false)
      setFocusRequests((count) => count + 1)
    },
    /** Each flight on a grounded aircraft is confirmed on its own. */
    startOver: () => {
      setConfirmed(false)
      setMissing(false)
    },
  }
}

export type GroundedConfirmation = ReturnType<typeof useGroundedConfirmation>
