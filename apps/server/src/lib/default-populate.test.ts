import { describe, expect, it } from 'vitest'

import { demoWorld } from '../testing/demo-world'

const { payload } = await demoWorld({})

describe('a record named by another', () => {
  it('comes with what others show of it: a pilot by name, an aircraft by registration, a role by name', async () => {
    const [entry] = (
      await payload.find({
        collection: 'flight_logs',
        where: { pilot: { exists: true } },
        depth: 1,
        limit: 1,
        overrideAccess: true,
      })
    ).docs
    expect(entry.pilot).toMatchObject({ first_name: expect.any(String), last_name: expect.any(String) })
    expect(entry.pilot).not.toHaveProperty('company')
    expect(entry.pilot).not.toHaveProperty('status')
    expect(entry.customer_aircraft).toEqual({ id: expect.any(Number), registration: expect.any(String) })

    const [user] = (
      await payload.find({
        collection: 'users',
        where: { company: { exists: true } },
        depth: 1,
        limit: 1,
        overrideAccess: true,
      })
    ).docs
    expect(user.role).toEqual({ id: expect.any(Number), name: expect.any(String) })
    // A certifying organisation's approval reference travels with it: release forms are prefilled with it.
    const { approval_reference: approval, ...company } = user.company as unknown as Record<string, unknown>
    expect(company).toEqual({ id: expect.any(Number), name: expect.any(String), kind: expect.any(String) })
    expect(approval === null || approval === undefined || typeof approval === 'string').toBe(true)
  })
})
