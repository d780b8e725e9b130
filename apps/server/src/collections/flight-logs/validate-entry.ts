import { flightLogInputSchema, isHobbsUnit, type FlightLogMessage, type HobbsUnit } from '@flugakte/domain'
import type { CollectionBeforeValidateHook, PayloadRequest } from 'payload'

import { relationId } from '../../access/relation-id'

import { refuse } from './messages'
import type { FlightLog } from '../../payload-types'

/**
 * The unit of the aircraft's Hobbs meter, as the caller sees the aircraft (one that is not the caller's
 * is refused later, by checkReferences); hours:minutes when there is none.
 */
async function aircraftMeterUnit(req: PayloadRequest, aircraft: unknown): Promise<HobbsUnit | undefined> {
  const id = relationId(aircraft)
  if (id === null || !/^\d+$/.test(String(id))) return undefined
  const found = await req.payload.find({
    collection: 'customer_aircrafts',
    where: { id: { equals: id } },
    select: { hobbs_unit: true },
    depth: 0,
    limit: 1,
    pagination: false,
    // Without a user the Local API acts as the system (seed, migrations).
    overrideAccess: !req.user,
    user: req.user,
    req,
  })
  const unit = found.docs[0]?.hobbs_unit
  return isHobbsUnit(unit) ? unit : undefined
}

/**
 * A new entry passes the same rules as the add-entry form (packages/domain), all reported at once;
 * the parsed values (trimmed, defaults filled) are what gets stored.
 */
export const validateEntry: CollectionBeforeValidateHook<FlightLog> = async ({ data, operation, req }) => {
  if (operation !== 'create' || !data) return data
  // Readings are in the unit the client names, else in the aircraft's (what its meter shows): the entry
  // records it, so a reading is never read in another unit later.
  if (data.hobbs_unit === undefined || data.hobbs_unit === null || (data.hobbs_unit as unknown) === '') {
    data = { ...data, hobbs_unit: (await aircraftMeterUnit(req, data.customer_aircraft)) ?? 'hh_mm' }
  }
  const result = flightLogInputSchema.safeParse(data)
  if (!result.success) {
    const seen = new Set<string>()
    const errors = result.error.issues
      .map((issue) => ({ path: String(issue.path[0] ?? ''), key: issue.message as FlightLogMessage }))
      // One message per field: the first rule it broke.
      .filter(({ path }) => !seen.has(path) && seen.add(path))
    refuse(req, errors)
  }
  return { ...data, ...result.data }
}
