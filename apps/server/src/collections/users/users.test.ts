import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { relationId } from '../../access/relation-id'
import { demoWorld } from '../../testing/demo-world'
import { actingAs } from '../../testing/get-test-payload'
import { fieldErrors, statusOf } from '../../testing/status-of'

let roles: Record<string, number>

const { payload } = await demoWorld({})

beforeAll(async () => {
  const all = await payload.find({ collection: 'roles', pagination: false })
  roles = Object.fromEntries(all.docs.map((role) => [role.name, role.id]))
})

async function newUser(email: string, extra: Record<string, unknown> = {}) {
  const company = (await payload.find({ collection: 'companies', where: { kind: { equals: 'club' } }, limit: 1 })).docs[0].id
  return payload.create({
    collection: 'users',
    data: {
      email,
      password: 'Flugakte-Demo-1',
      first_name: 'Test',
      last_name: 'Pilot',
      role: roles['Club Member'],
      roles: [roles['Club Member']],
      company,
      status: 'active',
      ...extra,
    } as never,
  })
}

describe('own account fields', () => {
  it.each([
    ['role', () => roles.Administrator],
    ['roles', () => [roles.Administrator]],
    ['is_company_admin', () => true],
    ['status', () => 'archived'],
  ])('a user cannot change their own %s', async (field, value) => {
    const user = await actingAs(payload, 'member@flugakte.test')
    expect(await statusOf(payload.update({ collection: 'users', id: user.id, data: { [field]: value() }, user, overrideAccess: false }))).toBe(403)
    const after = await payload.findByID({ collection: 'users', id: user.id, depth: 0 })
    expect(relationId(after.role)).toBe(relationId(user.role))
    expect(after.is_company_admin).toBe(false)
  })

  it('an administrator cannot change their own role either', async () => {
    const admin = await actingAs(payload, 'admin@flugakte.test')
    expect(await statusOf(payload.update({ collection: 'users', id: admin.id, data: { role: roles.Operator }, user: admin, overrideAccess: false }))).toBe(403)
  })

  it('a user can change their own profile', async () => {
    const user = await actingAs(payload, 'member@flugakte.test')
    const updated = await payload.update({ collection: 'users', id: user.id, data: { abbreviation: 'MSX', language: 'en-US' }, user, overrideAccess: false })
    expect(updated.abbreviation).toBe('MSX')
    await payload.update({ collection: 'users', id: user.id, data: { abbreviation: 'MSC', language: 'de-DE' } })
  })

  it('a company admin cannot move people into another company or make them Administrator', async () => {
    const companyAdmin = await actingAs(payload, 'operator-b@flugakte.test')
    const operatorCompany = (await payload.find({ collection: 'companies', where: { kind: { equals: 'operator' } }, limit: 1 })).docs[0].id
    const base = { password: 'Flugakte-Demo-1', first_name: 'New', last_name: 'Member', role: roles['Club Member'] }
    expect(await statusOf(payload.create({ collection: 'users', data: { ...base, email: 'x1@flugakte.test', company: operatorCompany } as never, user: companyAdmin, overrideAccess: false }))).toBe(403)
    expect(await statusOf(payload.create({ collection: 'users', data: { ...base, email: 'x2@flugakte.test', role: roles.Administrator } as never, user: companyAdmin, overrideAccess: false }))).toBe(403)
    const invited = await payload.create({ collection: 'users', data: { ...base, email: 'x3@flugakte.test' } as never, user: companyAdmin, overrideAccess: false })
    expect(relationId(invited.company)).toBe(relationId(companyAdmin.company))
  })
})

describe('switch role', () => {
  it('switches only among the roles a user holds', async () => {
    const member = await actingAs(payload, 'member@flugakte.test')
    const { switchRoleEndpoint } = await import('./switch-role')
    const call = async (role: number) =>
      switchRoleEndpoint.handler({
        payload,
        user: member,
        routeParams: { id: String(member.id) },
        json: async () => ({ role }),
        t: ((key: string) => key) as never,
      } as never)
    expect(await statusOf(call(roles.Administrator))).toBe(400)
    const response = await call(roles.Operator)
    expect(response.status).toBe(200)
    expect(relationId((await payload.findByID({ collection: 'users', id: member.id, depth: 0 })).role)).toBe(roles.Operator)
    await call(roles['Club Member'])
  })
})

describe('password policy', () => {
  afterAll(async () => {
    await payload.updateGlobal({ slug: 'settings', data: { auth_password_policy: 'strong' } })
  })

  it.each([
    ['strong', 'flugakte-demo-1', false],
    ['strong', 'Flugakte-Demo-2', true],
    ['weak', 'short1!', false],
    ['weak', 'longenough', true],
    ['none', 'xyz', true],
  ] as const)('with policy %s the password %j is accepted: %s', async (policy, password, accepted) => {
    await payload.updateGlobal({ slug: 'settings', data: { auth_password_policy: policy } })
    const user = await payload.find({ collection: 'users', where: { email: { equals: 'jonas.becker@flugakte.test' } }, limit: 1 })
    const result = payload.update({ collection: 'users', id: user.docs[0].id, data: { password } })
    if (accepted) expect(await statusOf(result)).toBe('ok')
    else expect((await fieldErrors(result)).map((error) => error.path)).toEqual(['password'])
  })

  it('applies to new accounts and to resets', async () => {
    await payload.updateGlobal({ slug: 'settings', data: { auth_password_policy: 'strong' } })
    expect(await statusOf(newUser('weak-password@flugakte.test', { password: 'password' }))).toBe(400)
    const user = await newUser('resetting@flugakte.test')
    const token = await payload.forgotPassword({ collection: 'users', data: { email: 'resetting@flugakte.test' }, disableEmail: true })
    expect(await statusOf(payload.resetPassword({ collection: 'users', data: { token, password: 'weakpassword' }, overrideAccess: true }))).toBe(400)
    expect(await statusOf(payload.resetPassword({ collection: 'users', data: { token, password: 'Neues-Passwort-7' }, overrideAccess: true }))).toBe('ok')
    expect(user.id).toBeDefined()
  })
})

describe('login status', () => {
  // Counting failed logins and the temporary locks: login-throttle.test.ts.
  it('lets only active accounts log in', async () => {
    await newUser('archived@flugakte.test', { status: 'archived' })
    expect(await statusOf(payload.login({ collection: 'users', data: { email: 'archived@flugakte.test', password: 'Flugakte-Demo-1' } }))).toBe(401)
  })
})
