import type { CollectionSlug } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { demoWorld } from '../testing/demo-world'
import { actingAs } from '../testing/get-test-payload'
import { hiddenAircraft, VISIBLE_AIRCRAFT } from '../testing/demo-expectations'

/** Every audited collection whose records belong to an aircraft: their versions are as private as they are. */
const AUDITED = [
  'ad_compliances',
  'task_completions',
  'maintenance_tasks',
  'equipment',
  'documents',
  'customer_aircrafts',
  'flight_logs',
] as const satisfies CollectionSlug[]

const allVersions = new Map<string, number>()

const { payload } = await demoWorld({})

beforeAll(async () => {
  for (const collection of AUDITED) {
    const all = await payload.countVersions({ collection, overrideAccess: true })
    allVersions.set(collection, all.totalDocs)
  }
})

/** Users who cannot see every demo aircraft: for them a leak would show. */
const restricted = Object.keys(VISIBLE_AIRCRAFT).filter((email) => hiddenAircraft(email).length > 0)

describe.each(AUDITED)('versions of %s', (collection) => {
  it.each(restricted)('list for %s only versions of records that user may read', async (email) => {
    const user = await actingAs(payload, email)
    const versions = await payload.findVersions({
      collection,
      user,
      overrideAccess: false,
      pagination: false,
      depth: 0,
    })
    const parents = [...new Set(versions.docs.map((version) => Number(version.parent)))]
    const readable = await payload.find({
      collection,
      where: { id: { in: parents } },
      user,
      overrideAccess: false,
      pagination: false,
      depth: 0,
      select: {},
    })
    expect(parents.filter((id) => !readable.docs.some((doc) => doc.id === id))).toEqual([])
    // The demo has versions this user may not read, so an open readVersions would list more.
    expect(versions.docs.length).toBeLessThan(allVersions.get(collection)!)
  })

  it('exist for several companies in the demo data, so the check above has something to hide', async () => {
    const owners = new Set<string>()
    for (const email of restricted) {
      const user = await actingAs(payload, email)
      const seen = await payload.countVersions({ collection, user, overrideAccess: false })
      if (seen.totalDocs > 0) owners.add(email)
    }
    expect(owners.size).toBeGreaterThan(1)
  })
})
