import type { Field, FieldAccess } from 'payload'

import { isAdministrator } from '../../access/roles'
import { say } from '../../lib/texts'

/** Only the user themself (and administrators) remember an aircraft for the user. */
const ownOnly: FieldAccess = async ({ req, id }) =>
  Boolean(req.user) && (String(req.user?.id) === String(id) || (await isAdministrator(req)))

/**
 * The aircraft the user chose last, kept on the server so it is preselected after the next login, on
 * any device. It must be one the user can read: remembering never reveals another company's aircraft.
 */
export const lastAircraftField: Field = {
  name: 'last_aircraft',
  type: 'relationship',
  relationTo: 'customer_aircrafts',
  // Always the id: /api/users/me must not carry a whole aircraft with its parts.
  maxDepth: 0,
  access: { create: () => false, update: ownOnly },
  admin: { readOnly: true },
  validate: async (value: unknown, { req }: { req: Parameters<FieldAccess>[0]['req'] }) => {
    if (value === null || value === undefined || !req.user) return true
    const id = typeof value === 'object' ? (value as { id: number }).id : (value as number)
    const found = await req.payload
      .findByID({ collection: 'customer_aircrafts', id, depth: 0, overrideAccess: false, user: req.user, req })
      .catch(() => null)
    return found ? true : say(req, 'scope:aircraftNotSeen')
  },
}
