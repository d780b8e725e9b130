import { afterAll, describe, expect, it } from 'vitest'

import { demoWorld } from '../testing/demo-world'
import { seed } from './seed'

const { payload } = await demoWorld({})

const RENAMED = 'lena.renamed@flugakte.test'

async function userByEmail(email: string) {
  return (await payload.find({ collection: 'users', where: { email: { equals: email } }, depth: 0, limit: 1 })).docs[0]
}

afterAll(async () => {
  const renamed = await userByEmail(RENAMED)
  if (renamed) await payload.update({ collection: 'users', id: renamed.id, data: { email: 'lena.hoffmann@flugakte.test' } })
  await payload.updateGlobal({
    slug: 'settings',
    data: { project_name: 'Flugakte', auth_password_policy: 'strong', auth_login_attempts: 25 },
  })
})

describe('a later start', () => {
  it('creates, re-creates, renames and resets nothing: renamed demo accounts and changed settings stay', async () => {
    const lena = await userByEmail('lena.hoffmann@flugakte.test')
    await payload.update({ collection: 'users', id: lena.id, data: { email: RENAMED, first_name: 'Helena' } })
    await payload.updateGlobal({
      slug: 'settings',
      data: { project_name: 'Fliegerclub', auth_password_policy: 'weak', auth_login_attempts: 7 },
    })
    const operator = await userByEmail('operator@flugakte.test')
    await payload.update({ collection: 'users', id: operator.id, data: { password: 'Anders-gewaehlt-3' } })
    const counts = async () =>
      Promise.all(
        (['users', 'roles', 'companies', 'customer_aircrafts', 'flight_logs', 'documents', 'countries', 'airports'] as const).map(
          async (collection) => [collection, (await payload.count({ collection })).totalDocs] as const,
        ),
      )
    const before = await counts()

    // What `npm start` runs after the migrations, on every start.
    const messages: string[] = []
    expect(await seed(payload, { airports: 'demo', flightDays: 30, log: (message) => messages.push(message) })).toBeNull()

    expect(await counts()).toEqual(before)
    expect(await userByEmail('lena.hoffmann@flugakte.test')).toBeUndefined()
    expect((await userByEmail(RENAMED)).first_name).toBe('Helena')
    const settings = await payload.findGlobal({ slug: 'settings' })
    expect(settings).toMatchObject({ project_name: 'Fliegerclub', auth_password_policy: 'weak', auth_login_attempts: 7 })
    await expect(payload.login({ collection: 'users', data: { email: 'operator@flugakte.test', password: 'Flugakte-Demo-1' } })).rejects.toThrow()
    expect((await payload.login({ collection: 'users', data: { email: 'operator@flugakte.test', password: 'Anders-gewaehlt-3' } })).token).toBeTruthy()
    await payload.update({ collection: 'users', id: operator.id, data: { password: 'Flugakte-Demo-1' } })
    expect(messages.join('\n')).toMatch(/nothing is seeded/)
  })
})
