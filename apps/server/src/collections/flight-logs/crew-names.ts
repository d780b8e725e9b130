import type { Field, FieldHook, PayloadRequest } from 'payload'

import { relationId } from '../../access/relation-id'

/** What every reader of an entry learns about the people on it: their names, nothing else. */
export type CrewMember = { id: number; first_name: string; last_name: string; abbreviation: string | null }

const CACHE = 'crewNames'

/**
 * Looks a person's name up once per request, whoever asks: contracted maintenance and CAO users may
 * read an aircraft's journey log but not the owner's users, and a journey log must say who flew.
 */
function nameOf(req: PayloadRequest, id: number): Promise<CrewMember | null> {
  const cache = ((req.context[CACHE] as Map<number, Promise<CrewMember | null>> | undefined) ??= new Map())
  let name = cache.get(id)
  if (!name) {
    name = req.payload
      .findByID({
        collection: 'users',
        id,
        depth: 0,
        select: { first_name: true, last_name: true, abbreviation: true },
        overrideAccess: true,
        req,
      })
      .then((user) => ({
        id: user.id,
        first_name: user.first_name,
        last_name: user.last_name,
        abbreviation: user.abbreviation ?? null,
      }))
      .catch(() => null)
    cache.set(id, name)
  }
  return name
}

const readCrew: FieldHook = async ({ siblingData, req }) => {
  const [pilot, copilot] = [siblingData?.pilot, siblingData?.copilot].map((value) => relationId(value))
  return {
    pilot: pilot === null ? null : await nameOf(req, Number(pilot)),
    copilot: copilot === null ? null : await nameOf(req, Number(copilot)),
  }
}

/** `crew`: the names of pilot and copilot, computed on every read, never stored. */
export const crewField: Field = {
  name: 'crew',
  type: 'json',
  virtual: true,
  admin: { hidden: true },
  hooks: { afterRead: [readCrew] },
}
