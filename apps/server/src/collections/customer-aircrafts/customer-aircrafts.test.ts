import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { relationId } from '../../access/relation-id'
import { demoWorld } from '../../testing/demo-world'
import { actingAs } from '../../testing/get-test-payload'
import { fieldErrors, statusOf } from '../../testing/status-of'

let model: number

const { payload } = await demoWorld({})

beforeAll(async () => {
  model = (await payload.find({ collection: 'aircrafts', limit: 1 })).docs[0].id
})

describe('registering aircraft', () => {
  // The database is shared with the isolation tests, which expect exactly the demo fleet.
  afterAll(async () => {
    await payload.delete({ collection: 'customer_aircrafts', where: { registration: { equals: 'D-ETST' } } })
  })

  it('an operator registers an aircraft for the own company', async () => {
    const operator = await actingAs(payload, 'operator@flugakte.test')
    const created = await payload.create({
      collection: 'customer_aircrafts',
      data: { registration: 'D-ETST', serial_number: 'T-1', aircraft: model } as never,
      user: operator,
      overrideAccess: false,
    })
    expect(relationId(created.company)).toBe(relationId(operator.company))
  })

  it('answers 400 for another company as owner and stores nothing', async () => {
    const operator = await actingAs(payload, 'operator@flugakte.test')
    const club = (await payload.find({ collection: 'companies', where: { kind: { equals: 'club' } }, limit: 1 })).docs[0].id
    const errors = await fieldErrors(
      payload.create({
        collection: 'customer_aircrafts',
        data: { registration: 'D-EOTH', serial_number: 'T-2', aircraft: model, company: club } as never,
        user: operator,
        overrideAccess: false,
      }),
    )
    expect(errors.map((error) => error.path)).toEqual(['company'])
    expect((await payload.count({ collection: 'customer_aircrafts', where: { registration: { equals: 'D-EOTH' } } })).totalDocs).toBe(0)
  })

  it('answers 400 for a malformed registration', async () => {
    const operator = await actingAs(payload, 'operator@flugakte.test')
    const errors = await fieldErrors(
      payload.create({ collection: 'customer_aircrafts', data: { registration: 'dxyz', serial_number: 'T-3', aircraft: model } as never, user: operator, overrideAccess: false }),
    )
    expect(errors.map((error) => error.path)).toEqual(['registration'])
  })

  it('is not open to clubs’ members, maintenance companies or CAOs', async () => {
    for (const email of ['member@flugakte.test', 'maintenance@flugakte.test', 'cao@flugakte.test']) {
      const user = await actingAs(payload, email)
      expect(await statusOf(payload.create({ collection: 'customer_aircrafts', data: { registration: 'D-ENOP', serial_number: 'T-4', aircraft: model } as never, user, overrideAccess: false }))).toBe(403)
    }
  })
})

describe('companies', () => {
  it('a company admin edits the own company only', async () => {
    const admin = await actingAs(payload, 'operator-b@flugakte.test')
    const own = relationId(admin.company)!
    const other = (await payload.find({ collection: 'companies', where: { kind: { equals: 'operator' } }, limit: 1 })).docs[0]
    expect(await statusOf(payload.update({ collection: 'companies', id: own, data: { address: 'Flugplatz Bonn/Hangelar\n53757 Sankt Augustin' }, user: admin, overrideAccess: false }))).toBe('ok')
    expect([403, 404]).toContain(await statusOf(payload.update({ collection: 'companies', id: other.id, data: { address: 'x' }, user: admin, overrideAccess: false })))
    const renamed = await payload.update({ collection: 'companies', id: own, data: { name: 'Anderer Name' }, user: admin, overrideAccess: false })
    expect(renamed.name).toBe('Luftsportverein Hangelar e.V.')
  })

  it('a user sees the own company and the companies sharing an aircraft with it', async () => {
    const member = await actingAs(payload, 'member@flugakte.test')
    const names = (await payload.find({ collection: 'companies', user: member, overrideAccess: false, pagination: false })).docs.map((company) => company.name)
    expect(names.sort()).toEqual(['Flugwerft Mittelrhein GmbH', 'Luftsportverein Hangelar e.V.', 'Lufttüchtigkeit West CAO GmbH'])
  })
})
