import type { FlightLogEntry, PreflightAcknowledgement } from '@flugakte/domain'
import type { AuthenticationResponseJSON } from '@simplewebauthn/browser'
import { useMutation, useQueryClient } from '@tanstack/react-query'

import { api } from '../../../lib/api-client'
import { boardbookKeys } from './keys'
import type { FlightLog, Signature } from './types'

export type Submission = {
  entry: FlightLogEntry
  /** Made on the device once per entry: the server answers a repeat with the entry it already made. */
  client_id: string
  /** The pilot said an origin entry earlier than the latest one is not an addendum. */
  confirm_earlier?: boolean
  /** The pilot confirmed entering the flight although an open defect grounds the aircraft. */
  confirm_grounded?: boolean
  /** What the pilot acknowledged about the aircraft before the flight, as the dialog showed it. */
  acknowledge_preflight?: PreflightAcknowledgement[]
  /** A passkey sign-off made on the device over the entry's content hash. */
  signature?: { method: 'passkey'; response: AuthenticationResponseJSON }
}

export type SubmitResult = {
  doc: FlightLog
  message: string
  /** The entry this client id had already created (an earlier try whose answer was lost). */
  duplicate: boolean
  signature: Signature | null
  /** Why the sign-off sent along was not taken (the entry is stored and awaits its signature). */
  signature_error?: string
}

/** The server's code for an origin entry earlier than the latest one (the addendum question). */
export const EARLIER_THAN_LATEST = 'earlierThanLatest'

/** The server's code for a flight entered on a grounded aircraft without the pilot's confirmation. */
export const AIRCRAFT_GROUNDED = 'aircraftGrounded'

/**
 * The entry as it travels (and as its content hash is taken on the device): only the times of the
 * chosen mode, since the other mode's leftovers would contradict them.
 */
export function entryBody(entry: FlightLogEntry): Partial<FlightLogEntry> {
  const { to_utc, ldg_utc, flight_time, ...rest } = entry
  return entry.is_batch ? { ...rest, flight_time } : { ...rest, to_utc, ldg_utc }
}

// Where the entry dialog and the sender have always found it; the rule itself is the api client's.
export { isUnanswered } from '../../../lib/api-client'

/** POST /api/flight_logs/submit: stores the entry once per client id; the server validates it again. */
export async function submitFlightLog({
  entry,
  client_id,
  confirm_earlier,
  confirm_grounded,
  acknowledge_preflight,
  signature,
}: Submission) {
  const body = {
    ...entryBody(entry),
    client_id,
    ...(confirm_earlier ? { confirm_earlier: true } : {}),
    ...(confirm_grounded ? { confirm_grounded: true } : {}),
    ...(acknowledge_preflight?.length ? { acknowledge_preflight } : {}),
    ...(signature ? { signature } : {}),
  }
  return api<SubmitResult>('/flight_logs/submit', { method: 'POST', body })
}

export function useSubmitFlightLog() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [...boardbookKeys.all, 'submit'],
    mutationFn: submitFlightLog,
    // Offline, the dialog keeps the entry on the device itself; a paused mutation would keep the form waiting.
    networkMode: 'always',
    // Not awaited: the dialog starts over as soon as the server has the entry. Waiting for the lists to
    // load again (the log's verification takes seconds on a long log) reset the form under a pilot who
    // had begun the next flight; the carried readings follow once the lists are back.
    onSuccess: (_result, { entry }) => {
      void queryClient.invalidateQueries({ queryKey: boardbookKeys.aircraftLists(entry.customer_aircraft) })
      void queryClient.invalidateQueries({ queryKey: boardbookKeys.awaitingSignature() })
    },
  })
}
