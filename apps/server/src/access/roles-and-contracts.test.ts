import { createLocalReq } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { fixRolesContractsAuthors } from '../migrations/fixups/roles-contracts-authors'
import { demoWorld } from '../testing/demo-world'
import { actingAs } from '../testing/get-test-payload'
import { bearer, rest, tokenOf } from '../testing/rest'
import { fieldErrors, statusOf } from '../testing/status-of'
import { relationId, relationIds } from './relation-id'

/**
 * Issue 11, roles bound to companies and contracts: roles fit the company's kind; only an accepted
 * contractor certifies; a contract request grants nothing until the named company's admin accepts;
 * contractors cannot change the owner's documents; documents point only at what their author manages.
 */

let roles: Record<string, number>
let companies: Record<string, number>
let modelId: number
const PASSWORD = 'Flugakte-Demo-1'
// Vitest may run this file again against the same database (watch mode); names stay unique per run.
const run = Date.now().toString(36).slice(-4).toUpperCase()

const { payload, aircraft } = await demoWorld({})

beforeAll(async () => {
  roles = Object.fromEntries(
    (await payload.find({ collection: 'roles', pagination: false })).docs.map((r) => [r.name, r.id]),
  )
  companies = Object.fromEntries(
    (await payload.find({ collection: 'companies', pagination: false, depth: 0 })).docs.map((c) => [c.name, c.id]),
  )
  modelId = (await payload.find({ collection: 'aircrafts', limit: 1, depth: 0 })).docs[0].id
})

const OPERATOR_CO = 'Aero Rhein-Main GmbH'
const CLUB = 'Luftsportverein Hangelar e.V.'
const MAINTENANCE = 'Flugwerft Mittelrhein GmbH'
const CAO = 'Lufttüchtigkeit West CAO GmbH'

async function json(response: Response) {
  const body = (await response.json()) as {
    doc?: Record<string, unknown> & { id: number }
    errors?: { message: string; data?: { errors?: { path: string; message: string }[] } }[]
  }
  return { status: response.status, body, paths: (body.errors?.[0]?.data?.errors ?? []).map((error) => error.path) }
}

async function call(token: string, method: string, path: string, body?: unknown, language = 'de') {
  return json(
    await rest(path, {
      method,
      headers: { ...bearer(token), 'Content-Type': 'application/json', 'Accept-Language': language },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  )
}

/**
 * A user row from before this rule: created fitting (with a password, so it can log in), then given
 * the wanted company and roles straight in the database, bypassing every hook.
 */
async function rawUser(email: string, company: number | null, role: string, held: string[] = [role]) {
  const created = await payload.create({
    collection: 'users',
    data: {
      email,
      password: PASSWORD,
      first_name: 'Raw',
      last_name: 'Row',
      status: 'active',
      company: companies[CLUB],
      role: roles['Club Member'],
      roles: [roles['Club Member']],
    } as never,
  })
  // Two writes: the adapter updates main-table columns and has-many relations apart only.
  await payload.db.updateOne({ collection: 'users', id: created.id, data: { company, role: roles[role] } })
  await payload.db.updateOne({ collection: 'users', id: created.id, data: { roles: held.map((name) => roles[name]) } })
  return created as { id: number }
}

describe('roles fit the company’s kind', () => {
  it.each([
    ['CAO', OPERATOR_CO],
    ['Maintenance Company', CLUB],
    ['Operator', MAINTENANCE],
    ['Club Member', CAO],
    ['CAO', MAINTENANCE],
  ])('refuses the role %s in %s (Local API, administrator)', async (role, company) => {
    const admin = await actingAs(payload, 'admin@flugakte.test')
    const email = `fit-${role.replace(/\W/g, '')}-${run}@flugakte.test`.toLowerCase()
    const errors = await fieldErrors(
      payload.create({
        collection: 'users',
        data: {
          email,
          password: PASSWORD,
          first_name: 'F',
          last_name: 'T',
          company: companies[company],
          role: roles[role],
          roles: [roles[role]],
        } as never,
        user: admin,
        overrideAccess: false,
      }),
    )
    expect(errors.map((error) => error.path)).toContain('role')
    expect((await payload.count({ collection: 'users', where: { email: { equals: email } } })).totalDocs).toBe(0)
  })

  it('accepts fitting roles, and an administrator without a company', async () => {
    const admin = await actingAs(payload, 'admin@flugakte.test')
    const maintenance = await payload.create({
      collection: 'users',
      data: {
        email: `fit-ok-${run}@flugakte.test`.toLowerCase(),
        password: PASSWORD,
        first_name: 'F',
        last_name: 'T',
        company: companies[MAINTENANCE],
        role: roles['Maintenance Company'],
        roles: [roles['Maintenance Company']],
      } as never,
      user: admin,
      overrideAccess: false,
    })
    expect(relationId(maintenance.role)).toBe(roles['Maintenance Company'])
    const second = await payload.create({
      collection: 'users',
      data: {
        email: `fit-admin-${run}@flugakte.test`.toLowerCase(),
        password: PASSWORD,
        first_name: 'F',
        last_name: 'T',
        role: roles.Administrator,
        roles: [roles.Administrator],
      } as never,
      user: admin,
      overrideAccess: false,
    })
    expect(relationId(second.company)).toBeNull()
    // A Club Member needs a company.
    const errors = await fieldErrors(
      payload.create({
        collection: 'users',
        data: {
          email: `fit-nocompany-${run}@flugakte.test`.toLowerCase(),
          password: PASSWORD,
          first_name: 'F',
          last_name: 'T',
          role: roles['Club Member'],
          roles: [roles['Club Member']],
        } as never,
        user: admin,
        overrideAccess: false,
      }),
    )
    expect(errors.map((error) => error.path)).toContain('role')
  })

  it('a company admin grants only fitting roles: REST update and invite answer 400 in the caller’s language', async () => {
    const token = await tokenOf('operator@flugakte.test')
    const colleague = (
      await payload.find({ collection: 'users', where: { email: { equals: 'lena.hoffmann@flugakte.test' } }, depth: 0 })
    ).docs[0]
    const patched = await call(
      token,
      'PATCH',
      `/api/users/${colleague.id}`,
      { roles: [roles.Operator, roles.CAO] },
      'en',
    )
    expect(patched.status).toBe(400)
    expect(patched.paths).toContain('roles')
    expect(JSON.stringify(patched.body)).toContain('does not fit the kind of company')
    const after = await payload.findByID({ collection: 'users', id: colleague.id, depth: 0 })
    expect(relationIds(after.roles)).toEqual([roles.Operator])

    const invited = await call(token, 'POST', '/api/users/invite', {
      email: `invite-cao-${run}@flugakte.test`.toLowerCase(),
      first_name: 'I',
      last_name: 'C',
      role: roles.CAO,
    })
    expect(invited.status).toBe(400)
    expect(JSON.stringify(invited.body)).toContain('passt nicht zur Art der Firma')
    expect(
      (
        await payload.count({
          collection: 'users',
          where: { email: { equals: `invite-cao-${run}@flugakte.test`.toLowerCase() } },
        })
      ).totalDocs,
    ).toBe(0)
  })

  it('answers malformed roles with 400, never 500', async () => {
    const token = await tokenOf('operator@flugakte.test')
    const colleague = (
      await payload.find({ collection: 'users', where: { email: { equals: 'lena.hoffmann@flugakte.test' } }, depth: 0 })
    ).docs[0]
    for (const value of ['abc', String(roles.CAO), [{ nested: true }]]) {
      const patched = await call(token, 'PATCH', `/api/users/${colleague.id}`, { roles: value })
      expect(patched.status).toBe(400)
    }
  })

  it('the switch-role endpoint refuses a held role that does not fit (a row from before the rule)', async () => {
    const email = `switch-${run}@flugakte.test`.toLowerCase()
    const raw = await rawUser(email, companies[OPERATOR_CO], 'Operator', ['Operator', 'CAO'])
    const user = await actingAs(payload, email)
    const { switchRoleEndpoint } = await import('../collections/users/switch-role')
    const response = await Promise.resolve(
      switchRoleEndpoint.handler({
        payload,
        user,
        routeParams: { id: String(user.id) },
        json: async () => ({ role: roles.CAO }),
        t: ((key: string) => key) as never,
      } as never),
    ).catch((error: { status?: number }) => error)
    expect((response as { status?: number }).status).toBe(400)
    const after = await payload.findByID({ collection: 'users', id: raw.id, depth: 0 })
    expect(relationId(after.role)).toBe(roles.Operator)
  })
})

describe('a company’s kind changes only while its roles and contracts fit', () => {
  it('refuses turning the CAO into an operator (REST, administrator) and allows it for an empty company', async () => {
    const admin = await tokenOf('admin@flugakte.test')
    const refused = await call(admin, 'PATCH', `/api/companies/${companies[CAO]}`, { kind: 'operator' }, 'en')
    expect(refused.status).toBe(400)
    expect(refused.paths).toEqual(['kind'])
    expect((await payload.findByID({ collection: 'companies', id: companies[CAO], depth: 0 })).kind).toBe('cao')
    const empty = await payload.create({ collection: 'companies', data: { name: `Leer ${run}`, kind: 'operator' } })
    expect((await call(admin, 'PATCH', `/api/companies/${empty.id}`, { kind: 'club' })).status).toBe(200)
  })
})

describe('the migration repairs rows that break the rule', () => {
  it('drops non-fitting roles, resets the active role and suspends users left without any', async () => {
    const wrongActive = await rawUser(`mig-a-${run}@flugakte.test`.toLowerCase(), companies[OPERATOR_CO], 'CAO', [
      'CAO',
      'Operator',
    ])
    const onlyWrong = await rawUser(`mig-b-${run}@flugakte.test`.toLowerCase(), companies[MAINTENANCE], 'Club Member')
    const noCompany = await rawUser(`mig-c-${run}@flugakte.test`.toLowerCase(), null, 'Operator')
    const fine = await rawUser(`mig-d-${run}@flugakte.test`.toLowerCase(), companies[CLUB], 'Club Member', [
      'Club Member',
      'Operator',
    ])
    const report = await fixRolesContractsAuthors(payload, await createLocalReq({}, payload))
    const a = await payload.findByID({ collection: 'users', id: wrongActive.id, depth: 0 })
    expect(relationId(a.role)).toBe(roles.Operator)
    expect(relationIds(a.roles)).toEqual([roles.Operator])
    const b = await payload.findByID({ collection: 'users', id: onlyWrong.id, depth: 0 })
    expect(relationId(b.role)).toBe(roles['Maintenance Company'])
    expect(relationIds(b.roles)).toEqual([roles['Maintenance Company']])
    const c = await payload.findByID({ collection: 'users', id: noCompany.id, depth: 0 })
    expect(c.status).toBe('suspended')
    const d = await payload.findByID({ collection: 'users', id: fine.id, depth: 0 })
    expect(relationIds(d.roles).sort()).toEqual([roles['Club Member'], roles.Operator].sort())
    expect(report.some((line) => line.includes(`mig-a-${run}`.toLowerCase()))).toBe(true)
    expect(report.some((line) => line.includes(`mig-d-${run}`.toLowerCase()))).toBe(false)
  })
})

describe('the migration turns named contractors into accepted contracts', () => {
  it('accepts a fitting contractor named before contracts existed, clears one of the wrong kind, fills author companies', async () => {
    const owner = await actingAs(payload, 'operator@flugakte.test')
    const plane = await payload.create({
      collection: 'customer_aircrafts',
      data: { registration: `D-M${run.slice(0, 3)}`, serial_number: `MIG-${run}`, aircraft: modelId } as never,
      user: owner,
      overrideAccess: false,
      depth: 0,
    })
    // Rows as the previous version stored them: contractors named straight on the aircraft.
    await payload.db.updateOne({
      collection: 'customer_aircrafts',
      id: plane.id,
      data: { cao: companies[CAO], maintenance_company: companies[CLUB] },
    })
    const document = await payload.create({
      collection: 'documents',
      data: { title: `Migrated ${run}`, customer_aircrafts: [plane.id] } as never,
      user: owner,
      overrideAccess: false,
    })
    await payload.db.updateOne({ collection: 'documents', id: document.id, data: { author_company: null } })
    const cao = await actingAs(payload, 'cao@flugakte.test')
    expect(
      await statusOf(
        payload.findByID({ collection: 'customer_aircrafts', id: plane.id, user: cao, overrideAccess: false }),
      ),
    ).toBe(404)

    await fixRolesContractsAuthors(payload, await createLocalReq({}, payload))
    const contracts = await payload.find({
      collection: 'aircraft_contracts',
      where: { customer_aircraft: { equals: plane.id } },
      depth: 0,
    })
    expect(contracts.docs.map((doc) => `${doc.kind} ${doc.status} ${relationId(doc.company)}`)).toEqual([
      `cao accepted ${companies[CAO]}`,
    ])
    const after = await payload.findByID({ collection: 'customer_aircrafts', id: plane.id, depth: 0 })
    expect(relationId(after.cao)).toBe(companies[CAO])
    expect(relationId(after.maintenance_company)).toBeNull()
    expect(
      await statusOf(
        payload.findByID({ collection: 'customer_aircrafts', id: plane.id, user: cao, overrideAccess: false }),
      ),
    ).toBe('ok')
    const migrated = await payload.findByID({ collection: 'documents', id: document.id, depth: 0 })
    expect(relationId(migrated.author_company)).toBe(companies[OPERATOR_CO])
  })
})

describe('compliance records come only from the accepted contractor', () => {
  const body = async (registration: string) => {
    const directive = (
      await payload.find({
        collection: 'airworthiness_directives',
        where: { number: { equals: '87-20-03' } },
        limit: 1,
        depth: 0,
      })
    ).docs[0]
    return {
      customer_aircraft: aircraft[registration],
      airworthiness_directive: directive.id,
      status: 'complied',
      date: new Date().toISOString().slice(0, 10),
      method_of_compliance: 'owner self-certification',
    }
  }

  it('refuses an owner-company user holding a CAO role (a row from before the rule), Local API and REST', async () => {
    const email = `owner-cao-${run}@flugakte.test`.toLowerCase()
    await rawUser(email, companies[OPERATOR_CO], 'CAO')
    const user = await actingAs(payload, email)
    const data = await body('D-EFAK')
    const errors = await fieldErrors(
      payload.create({ collection: 'ad_compliances', data: data as never, user, overrideAccess: false }),
    )
    expect(errors.map((error) => error.path)).toEqual(['customer_aircraft'])
    const task = (
      await payload.find({
        collection: 'maintenance_tasks',
        where: { customer_aircraft: { equals: aircraft['D-EFAK'] } },
        limit: 1,
        depth: 0,
      })
    ).docs[0]
    const taskErrors = await fieldErrors(
      payload.create({
        collection: 'task_completions',
        data: { customer_aircraft: aircraft['D-EFAK'], maintenance_task: task.id, date: data.date } as never,
        user,
        overrideAccess: false,
      }),
    )
    expect(taskErrors.map((error) => error.path)).toEqual(['customer_aircraft'])
    // REST, with a token of the same row.
    const token = await tokenOf(email)
    const rested = await call(token, 'POST', '/api/ad_compliances', data, 'en')
    expect(rested.status).toBe(400)
    expect(JSON.stringify(rested.body)).toContain('contracted maintenance company or CAO')
    const stored = await payload.count({
      collection: 'ad_compliances',
      where: { method_of_compliance: { equals: 'owner self-certification' } },
    })
    expect(stored.totalDocs).toBe(0)
  })

  it('refuses the owner’s operator through REST, and accepts the contracted CAO', async () => {
    const operator = await tokenOf('operator@flugakte.test')
    const refused = await call(operator, 'POST', '/api/ad_compliances', await body('D-EFAK'))
    expect(refused.status).toBe(403)
    const cao = await tokenOf('cao@flugakte.test')
    const accepted = await call(cao, 'POST', '/api/ad_compliances', {
      ...(await body('D-EFAK')),
      method_of_compliance: 'CAO inspection',
    })
    expect(accepted.status).toBe(201)
  })
})

describe('a contract request grants nothing until the named company’s admin accepts it', () => {
  let werft: number
  let werftAdmin: string
  let werftMechanic: string
  let plane: number
  let contractId: number
  const registration = `D-E${run.slice(0, 3)}`

  beforeAll(async () => {
    werft = (
      await payload.create({
        collection: 'companies',
        data: { name: `Werft Nord ${run}`, kind: 'maintenance_company' },
      })
    ).id
    werftAdmin = `werft-admin-${run}@flugakte.test`.toLowerCase()
    werftMechanic = `werft-mech-${run}@flugakte.test`.toLowerCase()
    for (const [email, isAdmin] of [
      [werftAdmin, true],
      [werftMechanic, false],
    ] as const) {
      await payload.create({
        collection: 'users',
        data: {
          email,
          password: PASSWORD,
          first_name: 'W',
          last_name: 'N',
          company: werft,
          role: roles['Maintenance Company'],
          roles: [roles['Maintenance Company']],
          is_company_admin: isAdmin,
          status: 'active',
        } as never,
      })
    }
  })

  it('naming a maintenance company on an aircraft makes a request and grants nothing', async () => {
    const owner = await actingAs(payload, 'operator-b@flugakte.test')
    const created = await payload.create({
      collection: 'customer_aircrafts',
      data: { registration, serial_number: `SN-${run}`, aircraft: modelId, maintenance_company: werft } as never,
      user: owner,
      overrideAccess: false,
      depth: 0,
    })
    plane = created.id
    expect(relationId(created.maintenance_company)).toBeNull()
    const contracts = await payload.find({
      collection: 'aircraft_contracts',
      where: { customer_aircraft: { equals: plane } },
      user: owner,
      overrideAccess: false,
      depth: 0,
    })
    expect(contracts.docs).toHaveLength(1)
    expect(contracts.docs[0].status).toBe('requested')
    expect(contracts.docs[0].registration).toBe(registration)
    contractId = contracts.docs[0].id

    const contractor = await actingAs(payload, werftAdmin)
    // The contractor sees the request itself, nothing of the aircraft or its records.
    const request = await payload.findByID({
      collection: 'aircraft_contracts',
      id: contractId,
      user: contractor,
      overrideAccess: false,
      depth: 0,
    })
    expect(request.owner_name).toBe(CLUB)
    expect(
      await statusOf(
        payload.findByID({ collection: 'customer_aircrafts', id: plane, user: contractor, overrideAccess: false }),
      ),
    ).toBe(404)
    const aircraftSeen = await payload.find({
      collection: 'customer_aircrafts',
      user: contractor,
      overrideAccess: false,
      depth: 0,
    })
    expect(aircraftSeen.docs).toHaveLength(0)
    const companiesSeen = await payload.find({
      collection: 'companies',
      user: contractor,
      overrideAccess: false,
      depth: 0,
    })
    expect(companiesSeen.docs.map((company) => company.id)).toEqual([werft])
    // Nor the owner anything of the contractor's company.
    const ownerCompanies = await payload.find({
      collection: 'companies',
      user: owner,
      overrideAccess: false,
      depth: 0,
      pagination: false,
    })
    expect(ownerCompanies.docs.map((company) => company.id)).not.toContain(werft)
    // REST: the same, and no record from the contractor.
    const token = await tokenOf(werftAdmin)
    expect((await call(token, 'GET', `/api/customer_aircrafts/${plane}`)).status).toBe(404)
    expect((await call(token, 'GET', `/api/flight_logs?where[customer_aircraft][equals]=${plane}`)).body).toMatchObject(
      { totalDocs: 0 },
    )
    const report = await call(token, 'POST', '/api/documents', {
      title: `Werft report ${run}`,
      customer_aircrafts: [plane],
    })
    expect(report.status).toBe(400)
    // Others see nothing of the request.
    const stranger = await actingAs(payload, 'cao@flugakte.test')
    expect(
      await statusOf(
        payload.findByID({ collection: 'aircraft_contracts', id: contractId, user: stranger, overrideAccess: false }),
      ),
    ).toBe(404)
  })

  it('refuses the wrong kind of company and a status sent with the request', async () => {
    const owner = await tokenOf('operator-b@flugakte.test')
    const wrong = await call(
      owner,
      'POST',
      '/api/aircraft_contracts',
      { customer_aircraft: plane, kind: 'cao', company: werft },
      'en',
    )
    expect(wrong.status).toBe(400)
    expect(JSON.stringify(wrong.body)).toContain('not a CAO')
    const cao = await call(owner, 'POST', '/api/aircraft_contracts', {
      customer_aircraft: plane,
      kind: 'cao',
      company: companies[CAO],
      status: 'accepted',
    })
    expect(cao.status).toBe(201)
    expect(cao.body.doc?.status).toBe('requested')
    // A stranger cannot request for an aircraft that is not theirs.
    const stranger = await tokenOf('operator@flugakte.test')
    expect(
      (
        await call(stranger, 'POST', '/api/aircraft_contracts', {
          customer_aircraft: plane,
          kind: 'cao',
          company: companies[CAO],
        })
      ).status,
    ).toBe(400)
  })

  it('only an admin of the named company accepts; the owner cannot accept its own request', async () => {
    const owner = await tokenOf('operator-b@flugakte.test')
    const byOwner = await call(owner, 'PATCH', `/api/aircraft_contracts/${contractId}`, { status: 'accepted' })
    expect(byOwner.status).toBe(400)
    const mechanic = await tokenOf(werftMechanic)
    expect([403, 404]).toContain(
      (await call(mechanic, 'PATCH', `/api/aircraft_contracts/${contractId}`, { status: 'accepted' })).status,
    )
    const stillRequested = await payload.findByID({ collection: 'aircraft_contracts', id: contractId, depth: 0 })
    expect(stillRequested.status).toBe('requested')

    const admin = await tokenOf(werftAdmin)
    const accepted = await call(admin, 'PATCH', `/api/aircraft_contracts/${contractId}`, { status: 'accepted' })
    expect(accepted.status).toBe(200)
    const after = await payload.findByID({ collection: 'customer_aircrafts', id: plane, depth: 0 })
    expect(relationId(after.maintenance_company)).toBe(werft)
    expect((await call(admin, 'GET', `/api/customer_aircrafts/${plane}`)).status).toBe(200)
    const ownerUser = await actingAs(payload, 'operator-b@flugakte.test')
    const ownerCompanies = await payload.find({
      collection: 'companies',
      user: ownerUser,
      overrideAccess: false,
      depth: 0,
      pagination: false,
    })
    expect(ownerCompanies.docs.map((company) => company.id)).toContain(werft)
    const contract = await payload.findByID({ collection: 'aircraft_contracts', id: contractId, depth: 0 })
    expect(contract.decided_by).toBeTruthy()
  })

  it('ending the contract (the owner empties the field) takes the aircraft away again', async () => {
    const owner = await tokenOf('operator-b@flugakte.test')
    expect((await call(owner, 'PATCH', `/api/customer_aircrafts/${plane}`, { maintenance_company: null })).status).toBe(
      200,
    )
    const contract = await payload.findByID({ collection: 'aircraft_contracts', id: contractId, depth: 0 })
    expect(contract.status).toBe('ended')
    const after = await payload.findByID({ collection: 'customer_aircrafts', id: plane, depth: 0 })
    expect(relationId(after.maintenance_company)).toBeNull()
    expect((await call(await tokenOf(werftAdmin), 'GET', `/api/customer_aircrafts/${plane}`)).status).toBe(404)
    // An ended contract cannot be revived.
    expect(
      (await call(await tokenOf(werftAdmin), 'PATCH', `/api/aircraft_contracts/${contractId}`, { status: 'accepted' }))
        .status,
    ).toBe(400)
  })

  it('the demo fleet’s contractors are accepted contracts', async () => {
    const accepted = await payload.find({
      collection: 'aircraft_contracts',
      where: { status: { equals: 'accepted' } },
      pagination: false,
      depth: 0,
    })
    const pairs = accepted.docs
      .filter((doc) => ['D-EFAK', 'D-EXAB', 'D-EKLU', 'D-EDRS'].includes(doc.registration ?? ''))
      .map((doc) => `${doc.registration} ${doc.kind}`)
      .sort()
    expect(pairs).toEqual([
      'D-EDRS cao',
      'D-EFAK cao',
      'D-EFAK maintenance_company',
      'D-EKLU maintenance_company',
      'D-EXAB maintenance_company',
    ])
  })
})

describe('contractors keep to their own documents', () => {
  const arcOf = async (registration: string) =>
    (
      await payload.find({
        collection: 'documents',
        where: { title: { equals: `ARC (EASA Form 15c) ${registration}` } },
        limit: 1,
        depth: 0,
      })
    ).docs[0]

  it('a contractor cannot change or archive the owner’s ARC (Local API and REST)', async () => {
    const arc = await arcOf('D-EFAK')
    const maintenance = await actingAs(payload, 'maintenance@flugakte.test')
    expect([403, 404]).toContain(
      await statusOf(
        payload.update({
          collection: 'documents',
          id: arc.id,
          data: { status: 'archived' },
          user: maintenance,
          overrideAccess: false,
        }),
      ),
    )
    const token = await tokenOf('cao@flugakte.test')
    const patched = await call(token, 'PATCH', `/api/documents/${arc.id}`, { status: 'archived', title: 'forged' })
    expect([403, 404]).toContain(patched.status)
    const after = await payload.findByID({ collection: 'documents', id: arc.id, depth: 0 })
    expect(after.status).toBe('published')
    expect(after.title).toBe('ARC (EASA Form 15c) D-EFAK')
    // The owner still can.
    const operator = await actingAs(payload, 'operator@flugakte.test')
    const renamed = await payload.update({
      collection: 'documents',
      id: arc.id,
      data: { description: 'checked' },
      user: operator,
      overrideAccess: false,
      depth: 0,
    })
    expect(renamed.description).toBe('checked')
  })

  it('a contractor changes its own report; the author company is the server’s, never the request’s', async () => {
    const token = await tokenOf('maintenance@flugakte.test')
    const created = await call(token, 'POST', '/api/documents', {
      title: `Own report ${run}`,
      customer_aircrafts: [aircraft['D-EFAK']],
      author_company: companies[OPERATOR_CO],
    })
    expect(created.status).toBe(201)
    expect(relationId(created.body.doc?.author_company)).toBe(companies[MAINTENANCE])
    const id = created.body.doc!.id
    expect(
      (await call(token, 'PATCH', `/api/documents/${id}`, { status: 'archived', author_company: companies[CAO] }))
        .status,
    ).toBe(200)
    const after = await payload.findByID({ collection: 'documents', id, depth: 0 })
    expect(after.status).toBe('archived')
    expect(relationId(after.author_company)).toBe(companies[MAINTENANCE])
    // Naming the owner as company is refused too.
    const named = await call(token, 'POST', '/api/documents', {
      title: `Named ${run}`,
      customer_aircrafts: [aircraft['D-EFAK']],
      companies: [companies[OPERATOR_CO]],
    })
    expect(named.status).toBe(400)
    expect(named.paths).toEqual(['companies'])
  })
})

describe('documents point only at what their author manages', () => {
  const typeOf = async (registration: string) => {
    const plane = await payload.findByID({ collection: 'customer_aircrafts', id: aircraft[registration], depth: 2 })
    return relationId((plane.aircraft as { easa_types?: never }).easa_types)!
  }

  it('refuses a fake manual under another company’s type (Local API and REST), and nobody sees one', async () => {
    const operator = await actingAs(payload, 'operator@flugakte.test')
    const clubType = await typeOf('D-EDRS')
    const title = `Fake manual ${run}`
    const errors = await fieldErrors(
      payload.create({
        collection: 'documents',
        data: { title, customer_aircrafts: [aircraft['D-EFAK']], easa_types: [clubType], tags: [] } as never,
        user: operator,
        overrideAccess: false,
      }),
    )
    expect(errors.map((error) => error.path)).toEqual(['easa_types'])
    const token = await tokenOf('operator@flugakte.test')
    const rested = await call(
      token,
      'POST',
      '/api/documents',
      { title, customer_aircrafts: [aircraft['D-EFAK']], easa_types: [clubType] },
      'en',
    )
    expect(rested.status).toBe(400)
    expect(JSON.stringify(rested.body)).toContain('kept by administrators')
    const engine = (await payload.findByID({ collection: 'customer_aircrafts', id: aircraft['D-EDRS'], depth: 0 }))
      .comp_serialized?.[0]?.component
    const byComponent = await call(token, 'POST', '/api/documents', {
      title,
      customer_aircrafts: [aircraft['D-EFAK']],
      components: [relationId(engine)],
    })
    expect(byComponent.status).toBe(400)
    expect(byComponent.paths).toEqual(['components'])
    // A chapter hung under the club type's flight manual.
    const afm = (
      await payload.find({
        collection: 'documents',
        where: { title: { equals: 'Flughandbuch DR 400/180' } },
        limit: 1,
        depth: 0,
      })
    ).docs[0]
    const chapter = await call(token, 'POST', '/api/documents', {
      title,
      customer_aircrafts: [aircraft['D-EFAK']],
      parent: afm.id,
    })
    expect(chapter.status).toBe(400)
    expect(chapter.paths).toEqual(['parent'])
    expect((await payload.count({ collection: 'documents', where: { title: { equals: title } } })).totalDocs).toBe(0)
    // An existing own document cannot be moved under the type either.
    const own = await payload.create({
      collection: 'documents',
      data: { title: `Own ${run}`, customer_aircrafts: [aircraft['D-EFAK']] } as never,
      user: operator,
      overrideAccess: false,
    })
    expect((await call(token, 'PATCH', `/api/documents/${own.id}`, { easa_types: [clubType] })).status).toBe(400)
    expect((await call(token, 'PATCH', `/api/documents/${own.id}`, { parent: afm.id })).status).toBe(400)
    const member = await actingAs(payload, 'member@flugakte.test')
    const seen = await payload.find({
      collection: 'documents',
      where: { title: { like: run } },
      user: member,
      overrideAccess: false,
      depth: 0,
    })
    expect(seen.docs).toHaveLength(0)
  })

  it('answers malformed references with 400, never 500', async () => {
    const token = await tokenOf('operator@flugakte.test')
    for (const body of [{ easa_types: '5' }, { components: 7 }, { parent: 'abc' }, { companies: 'x' }]) {
      const created = await call(token, 'POST', '/api/documents', {
        title: `Malformed ${run}`,
        customer_aircrafts: [aircraft['D-EFAK']],
        ...body,
      })
      expect(created.status).toBe(400)
    }
    expect(
      (await payload.count({ collection: 'documents', where: { title: { equals: `Malformed ${run}` } } })).totalDocs,
    ).toBe(0)
  })

  it('administrators keep type-wide manuals', async () => {
    const admin = await tokenOf('admin@flugakte.test')
    const created = await call(admin, 'POST', '/api/documents', {
      title: `Type manual ${run}`,
      easa_types: [await typeOf('D-EDRS')],
    })
    expect(created.status).toBe(201)
  })
})
