import type { Payload, PayloadRequest } from 'payload'

import { relationId, relationIds, type RelationValue } from '../../access/relation-id'
import { ROLES } from '../../access/roles'
import { CONTRACT_KINDS } from '../../collections/aircraft-contracts/hooks'
import { DEFAULT_ROLE_OF_KIND, roleFitsKind } from '@flugakte/domain'

type Id = number | string

/**
 * The data half of issue 11's roles-and-contracts change, shared by both dialects' migration:
 * 1. Users' roles fit their company's kind: non-fitting entries are dropped from `roles`; an active
 *    role that no longer fits becomes the first fitting one left, or the kind's default role (added
 *    to `roles`). A user without a company keeps only Administrator; one left with nothing is
 *    suspended (an administrator gives them a company and a role).
 * 2. Every maintenance company / CAO named on an aircraft becomes an accepted contract (it was in
 *    force before contracts existed); a name that does not fit (wrong kind, or the owner itself) is
 *    cleared from the aircraft.
 * 3. Documents get their author company: the company of the user who created them, else their single
 *    named company.
 */
export async function fixRolesContractsAuthors(payload: Payload, req: PayloadRequest): Promise<string[]> {
  const report: string[] = []
  // Reads and writes name their columns: a later migration's new column is not there yet when this runs.
  const all = async <T>(
    collection: 'users' | 'roles' | 'companies' | 'customer_aircrafts' | 'documents',
    select: Record<string, true>,
  ) => (await payload.find({ collection, pagination: false, depth: 0, overrideAccess: true, select, req })).docs as T[]

  const roles = await all<{ id: Id; name: string }>('roles', { name: true })
  const roleName = new Map(roles.map((role) => [String(role.id), role.name]))
  const roleId = new Map(roles.map((role) => [role.name, role.id]))
  const companies = await all<{ id: Id; kind: string; name: string }>('companies', { kind: true, name: true })
  const kindOf = new Map(companies.map((company) => [String(company.id), company.kind]))

  type UserRow = { id: Id; email: string; role?: RelationValue; roles?: RelationValue[]; company?: RelationValue; status?: string }
  const userColumns = { email: true, role: true, roles: true, company: true, status: true } as const
  for (const user of await all<UserRow>('users', userColumns)) {
    const companyId = relationId(user.company)
    const kind = companyId === null ? null : (kindOf.get(String(companyId)) ?? null)
    const fits = (id: Id) => {
      const name = roleName.get(String(id))
      if (!name) return false
      if (name === ROLES.administrator) return true
      return companyId !== null && roleFitsKind(name, kind)
    }
    const held = relationIds(user.roles)
    const active = relationId(user.role)
    const kept = held.filter(fits)
    let nextActive: Id | null = active !== null && fits(active) ? active : (kept[0] ?? null)
    if (nextActive === null && kind && DEFAULT_ROLE_OF_KIND[kind as keyof typeof DEFAULT_ROLE_OF_KIND]) {
      nextActive = roleId.get(DEFAULT_ROLE_OF_KIND[kind as keyof typeof DEFAULT_ROLE_OF_KIND]) ?? null
    }
    if (nextActive !== null && !kept.map(String).includes(String(nextActive))) kept.push(nextActive)
    const unchanged =
      String(nextActive) === String(active) &&
      JSON.stringify(kept.map(String).sort()) === JSON.stringify(held.map(String).sort())
    if (unchanged) continue
    if (nextActive === null) {
      await payload.db.updateOne({ collection: 'users', id: user.id, data: { status: 'suspended' }, returning: false, req })
      report.push(`user ${user.email}: no fitting role without a company, suspended`)
      continue
    }
    await payload.update({
      collection: 'users',
      id: user.id,
      data: { role: nextActive as number, roles: kept as number[] },
      overrideAccess: true,
      depth: 0,
      select: { email: true },
      req,
    })
    report.push(`user ${user.email}: roles ${held.map((id) => roleName.get(String(id))).join('+')} → ${kept.map((id) => roleName.get(String(id))).join('+')}`)
  }

  type AircraftRow = { id: Id; registration: string; company?: RelationValue; maintenance_company?: RelationValue; cao?: RelationValue }
  for (const aircraft of await all<AircraftRow>('customer_aircrafts', {
    registration: true,
    company: true,
    maintenance_company: true,
    cao: true,
  })) {
    for (const kind of CONTRACT_KINDS) {
      const companyId = relationId(aircraft[kind])
      if (companyId === null) continue
      const fits = kindOf.get(String(companyId)) === kind && String(companyId) !== String(relationId(aircraft.company))
      if (!fits) {
        await payload.db.updateOne({
          collection: 'customer_aircrafts',
          id: aircraft.id,
          data: { [kind]: null },
          returning: false,
          req,
        })
        report.push(`aircraft ${aircraft.registration}: ${kind} did not fit, cleared`)
        continue
      }
      const existing = await payload.count({
        collection: 'aircraft_contracts',
        where: { and: [{ customer_aircraft: { equals: aircraft.id } }, { kind: { equals: kind } }, { status: { equals: 'accepted' } }] },
        overrideAccess: true,
        req,
      })
      if (existing.totalDocs > 0) continue
      await payload.create({
        collection: 'aircraft_contracts',
        data: { customer_aircraft: aircraft.id as number, kind, company: companyId as number, status: 'accepted' },
        overrideAccess: true,
        depth: 0,
        req,
      })
    }
  }

  type DocumentRow = { id: Id; author_company?: RelationValue; user_created?: RelationValue; companies?: RelationValue[] }
  const users = await all<UserRow>('users', userColumns)
  const companyOfUser = new Map(users.map((user) => [String(user.id), relationId(user.company)]))
  for (const document of await all<DocumentRow>('documents', {
    author_company: true,
    user_created: true,
    companies: true,
  })) {
    if (relationId(document.author_company) !== null) continue
    const creator = relationId(document.user_created)
    const named = relationIds(document.companies)
    const author = (creator === null ? null : (companyOfUser.get(String(creator)) ?? null)) ?? (named.length === 1 ? named[0] : null)
    if (author === null) continue
    await payload.db.updateOne({
      collection: 'documents',
      id: document.id,
      data: { author_company: author },
      returning: false,
      req,
    })
  }
  return report
}
