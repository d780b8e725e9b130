import { randomUUID } from 'node:crypto'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { clubAircraftWithMaintenance, defectsOf, removeDefects, submitDefect } from '../../defects/testing'
import type { CustomerAircraft } from '../../payload-types'
import { demoWorld } from '../../testing/demo-world'

const { payload, token } = await demoWorld({ member: 'member@flugakte.test' })

let first: CustomerAircraft
let second: CustomerAircraft

beforeAll(async () => {
  first = await clubAircraftWithMaintenance(payload, 'D-ENRA')
  second = await clubAircraftWithMaintenance(payload, 'D-ENRB')
})

afterAll(async () => {
  for (const plane of [first, second]) await removeDefects(payload, plane.id)
})

const report = async (plane: CustomerAircraft, body: Record<string, unknown> = {}) => {
  const answer = await submitDefect(token.member, {
    client_id: randomUUID(),
    customer_aircraft: plane.id,
    description: `Test ${randomUUID().slice(0, 8)}`,
    ...body,
  })
  expect(answer.status).toBe(201)
  return answer.doc!
}

const numbersOf = async (plane: CustomerAircraft) =>
  (
    await payload.find({
      collection: 'defects',
      where: { customer_aircraft: { equals: plane.id } },
      sort: 'number',
      depth: 0,
      pagination: false,
    })
  ).docs.map((defect) => defect.number)

describe('defect numbers', () => {
  it('count each aircraft’s defects from 1, whatever number a client sends', async () => {
    const one = await report(first)
    await report(second)
    const two = await report(first, { number: 99 })
    expect([one.number, two.number]).toEqual([1, 2])
    expect(await numbersOf(first)).toEqual([1, 2])
    expect(await numbersOf(second)).toEqual([1])
    const view = await defectsOf(token.member, first.id)
    expect(view.body.defects.map((defect) => defect.number).sort()).toEqual([1, 2])
  })

  it('are given one at a time when reports arrive together', async () => {
    await Promise.all(Array.from({ length: 5 }, () => report(second)))
    expect(await numbersOf(second)).toEqual([1, 2, 3, 4, 5, 6])
  })
})
