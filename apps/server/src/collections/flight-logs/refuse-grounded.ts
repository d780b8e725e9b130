import { defectsToConfirm, flightLogInputSchema, flightTimes } from '@flugakte/domain'
import { APIError, type CollectionBeforeChangeHook } from 'payload'

import { relationNumber } from '../../access/relation-id'
import { groundingDefects } from '../../defects/grounding'
import { say } from '../../lib/texts'
import type { FlightLog } from '../../payload-types'

/** How much of each defect's description the question names. */
const DESCRIPTION = 60

const shorten = (text: string) => (text.length > DESCRIPTION ? `${text.slice(0, DESCRIPTION - 1).trimEnd()}…` : text)

/**
 * A flight entered while an open defect grounds the aircraft (ML.A.403) is stored only when the pilot
 * confirms it (`confirm_grounded: true` in the body, POST /api/flight_logs and /submit alike): without
 * it 409 `aircraftGrounded` names the defects; with it the entry records `grounded_confirmed`.
 * Corrections and addenda are asked too when the flight took off after a grounding defect was reported
 * (defectsToConfirm of the domain): only an earlier flight is not. The system (seed, no user) is not asked.
 */
export const refuseGroundedFlight: CollectionBeforeChangeHook<FlightLog> = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const body = data as typeof data & { confirm_grounded?: unknown }
  const confirmed = body.confirm_grounded === true
  delete body.confirm_grounded
  data.grounded_confirmed = false
  const aircraftId = relationNumber(data.customer_aircraft)
  if (!req.user || aircraftId === null) return data
  const entry = flightLogInputSchema.safeParse(data)
  // An entry the schema refuses is refused by its own checks (assignNumber parses it again).
  if (!entry.success) return data
  const flight = { type: entry.data.type, time_takeoff_utc: flightTimes(entry.data).time_takeoff_utc }
  const grounding = defectsToConfirm(await groundingDefects(req, aircraftId), flight)
  if (grounding.length === 0) return data
  if (!confirmed) {
    const message = say(req, 'defects:aircraftGrounded', {
      registration: data.registration ?? '',
      defects: grounding.map((defect) => shorten(defect.description)).join('; '),
    })
    throw new APIError(
      message,
      409,
      {
        code: 'aircraftGrounded',
        defects: grounding.map((defect) => ({ id: defect.id, description: defect.description })),
      },
      true,
    )
  }
  data.grounded_confirmed = true
  return data
}
