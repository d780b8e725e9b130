import type { Field, FieldHook, PayloadRequest } from 'payload'

import { relationId } from '../../access/relation-id'

/** What every reader of an entry learns about the people on it: their names, nothing else. */
export type CrewMember = { id: number; first_name: string; last_name: string; abbreviation: string | null }

const CACHE = 'crewNames'

type Pending = { ids: Set<number>; done: Promise<Map<number, CrewMember>> }

/**
 * Looks people's names up once per request, whoever asks: contracted maintenance and CAO users may
 * read an aircraft's journey log but not the owner's users, and a journey log must say who flew. The
 * names asked for while a page of entries is read (the entries' hooks run side by side) are fetched
 * in one statement.
 */
function nameOf(req: PayloadRequest, id: number): Promise<CrewMember | null> {
  const cache = ((req.context[CACHE] as Map<number, Promise<CrewMember | null>> | undefined) ??= new Map())
  let name = cache.get(id)
  if (!name) {
    const pending = batchFor(req)
    pending.ids.add(id)
    name = pending.done.then((names) => names.get(id) ?? null)
    cache.set(id, name)
  }
  return name
}

function batchFor(req: PayloadRequest): Pending {
  const key = `${CACHE}:pending`
  const open = req.context[key] as Pending | undefined
  if (open) return open
  const ids = new Set<number>()
  // The names are fetched once the hooks that run now have all asked.
  const done = Promise.resolve().then(async () => {
    delete req.context[key]
    const found = await req.payload.find({
      collection: 'users',
      where: { id: { in: [...ids] } },
      depth: 0,
      pagination: false,
      select: { first_name: true, last_name: true, abbreviation: true },
      overrideAccess: true,
      req,
    })
    return new Map<number, CrewMember>(
      found.docs.map((user) => [
        user.id,
        {
          id: user.id,
          first_name: user.first_name,
          last_name: user.last_name,
          abbreviation: user.abbreviation ?? null,
        },
      ]),
    )
  })
  const pending = { ids, done: done.catch(() => new Map<number, CrewMember>()) }
  req.context[key] = pending
  return pending
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
