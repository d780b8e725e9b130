import { beforeAll, describe, expect, it } from 'vitest'

import { demoWorld } from '../testing/demo-world'
import { aircraftIdsByRegistration } from '../testing/get-test-payload'
import { bearer, rest, tokenOf } from '../testing/rest'
import { LOCKED_DOCUMENTS } from './locked-documents'

let adminLock: number | string
let operatorLock: number | string

const userId = async (email: string) =>
  (await payload.find({ collection: 'users', where: { email: { equals: email } }, limit: 1, depth: 0 })).docs[0].id

const { payload } = await demoWorld({})

beforeAll(async () => {
  const aircraft = await aircraftIdsByRegistration(payload)
  const lock = async (email: string, registration: string) =>
    (
      await payload.create({
        collection: LOCKED_DOCUMENTS,
        data: {
          document: { relationTo: 'customer_aircrafts', value: aircraft[registration] },
          user: { relationTo: 'users', value: await userId(email) },
        },
      })
    ).id
  adminLock = await lock('admin@flugakte.test', 'D-EKLU')
  operatorLock = await lock('operator@flugakte.test', 'D-EFAK')
})

const call = async (email: string, path: string, init: RequestInit = {}) =>
  rest(path, {
    ...init,
    headers: { ...bearer(await tokenOf(email)), 'Content-Type': 'application/json', ...(init.headers ?? {}) },
  })

const ids = async (response: Response) =>
  ((await response.json()) as { docs: { id: number | string }[] }).docs.map((doc) => doc.id)

describe('document locks', () => {
  it('are read by their owner and by administrators only', async () => {
    const own = await ids(await call('operator@flugakte.test', `/api/${LOCKED_DOCUMENTS}?limit=0`))
    expect(own).toContain(operatorLock)
    expect(own).not.toContain(adminLock)
    expect((await call('operator@flugakte.test', `/api/${LOCKED_DOCUMENTS}/${adminLock}`)).status).toBe(404)
    expect(await ids(await call('maintenance@flugakte.test', `/api/${LOCKED_DOCUMENTS}?limit=0`))).toEqual([])
    const all = await ids(await call('admin@flugakte.test', `/api/${LOCKED_DOCUMENTS}?limit=0`))
    expect(all).toEqual(expect.arrayContaining([adminLock, operatorLock]))
    expect((await rest(`/api/${LOCKED_DOCUMENTS}?limit=0`)).status).toBe(403)
  })

  it('are changed and released by their owner and by administrators only', async () => {
    const other = await call('member@flugakte.test', `/api/${LOCKED_DOCUMENTS}/${operatorLock}`, {
      method: 'PATCH',
      body: JSON.stringify({ user: { relationTo: 'users', value: await userId('member@flugakte.test') } }),
    })
    expect([403, 404]).toContain(other.status)
    const released = await call('member@flugakte.test', `/api/${LOCKED_DOCUMENTS}/${adminLock}`, { method: 'DELETE' })
    expect([403, 404]).toContain(released.status)
    const stillThere = await payload.find({ collection: LOCKED_DOCUMENTS, pagination: false, depth: 0 })
    expect(stillThere.docs.map((doc) => doc.id)).toEqual(expect.arrayContaining([adminLock, operatorLock]))
    const operatorDoc = stillThere.docs.find((doc) => doc.id === operatorLock)!
    expect(operatorDoc.user).toMatchObject({ value: await userId('operator@flugakte.test') })

    expect(
      (
        await call('operator@flugakte.test', `/api/${LOCKED_DOCUMENTS}/${operatorLock}`, {
          method: 'PATCH',
          body: '{}',
        })
      ).status,
    ).toBe(200)
    expect(
      (await call('admin@flugakte.test', `/api/${LOCKED_DOCUMENTS}/${adminLock}`, { method: 'DELETE' })).status,
    ).toBe(200)
    expect(
      (await call('operator@flugakte.test', `/api/${LOCKED_DOCUMENTS}/${operatorLock}`, { method: 'DELETE' })).status,
    ).toBe(200)
  })

  it('are never created over the API by anybody but administrators', async () => {
    const aircraft = await aircraftIdsByRegistration(payload)
    const before = (await payload.count({ collection: LOCKED_DOCUMENTS })).totalDocs
    const response = await call('operator@flugakte.test', `/api/${LOCKED_DOCUMENTS}`, {
      method: 'POST',
      body: JSON.stringify({
        document: { relationTo: 'customer_aircrafts', value: aircraft['D-EKLU'] },
        user: { relationTo: 'users', value: await userId('admin@flugakte.test') },
      }),
    })
    expect(response.status).toBe(403)
    expect((await payload.count({ collection: LOCKED_DOCUMENTS })).totalDocs).toBe(before)
  })
})
