import { beforeAll, describe, expect, it } from 'vitest'

import { relationId } from '../../access/relation-id'
import { demoWorld } from '../../testing/demo-world'
import { actingAs } from '../../testing/get-test-payload'
import { statusOf } from '../../testing/status-of'
import { inviteEndpoint } from './invite'

let roles: Record<string, number>

const { payload } = await demoWorld({})

beforeAll(async () => {
  roles = Object.fromEntries((await payload.find({ collection: 'roles', pagination: false })).docs.map((role) => [role.name, role.id]))
})

async function invite(email: string, actor: string, role: number) {
  const user = await actingAs(payload, actor)
  return inviteEndpoint.handler({
    payload,
    user,
    json: async () => ({ email, first_name: 'Neue', last_name: 'Pilotin', role }),
    t: ((key: string) => key) as never,
    context: {},
    headers: new Headers(),
  } as never)
}

describe('inviting people', () => {
  it('a company admin invites into the own company; the chosen password activates the account', async () => {
    const response = await invite('neu@flugakte.test', 'operator-b@flugakte.test', roles['Club Member'])
    expect(response.status).toBe(201)
    const invited = (await payload.find({ collection: 'users', where: { email: { equals: 'neu@flugakte.test' } }, depth: 0, showHiddenFields: true })).docs[0] as unknown as {
      id: number
      status: string
      company: number
      resetPasswordToken: string
    }
    const companyAdmin = await actingAs(payload, 'operator-b@flugakte.test')
    expect(invited.status).toBe('invited')
    expect(invited.company).toBe(relationId(companyAdmin.company))
    expect(invited.resetPasswordToken).toBeTruthy()
    expect(await statusOf(payload.login({ collection: 'users', data: { email: 'neu@flugakte.test', password: 'Neues-Passwort-1' } }))).toBe(401)
    await payload.resetPassword({ collection: 'users', data: { token: invited.resetPasswordToken, password: 'Neues-Passwort-1' }, overrideAccess: true })
    expect(await statusOf(payload.login({ collection: 'users', data: { email: 'neu@flugakte.test', password: 'Neues-Passwort-1' } }))).toBe('ok')
  })

  it('is refused to people who are not company admins, and never grants Administrator', async () => {
    expect(await statusOf(invite('nope@flugakte.test', 'member@flugakte.test', roles['Club Member']))).toBe(403)
    expect(await statusOf(invite('boss@flugakte.test', 'operator-b@flugakte.test', roles.Administrator))).toBe(403)
    expect((await payload.count({ collection: 'users', where: { email: { in: ['nope@flugakte.test', 'boss@flugakte.test'] } } })).totalDocs).toBe(0)
  })
})
