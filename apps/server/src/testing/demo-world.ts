import type { Payload } from 'payload'

import { aircraftIdsByRegistration, getTestPayload } from './get-test-payload'
import { tokenOf } from './rest'

/**
 * The seeded demo data a suite runs against: Payload, the demo aircraft's ids by registration and a
 * signed-in token for each demo account the suite names (`{ operator: 'operator@flugakte.test' }`).
 */
export async function demoWorld<Name extends string>(accounts: Record<Name, string>) {
  const payload: Payload = await getTestPayload()
  const aircraft = await aircraftIdsByRegistration(payload)
  const token = {} as Record<Name, string>
  for (const [name, email] of Object.entries(accounts) as [Name, string][]) token[name] = await tokenOf(email)
  return { payload, aircraft, token }
}
