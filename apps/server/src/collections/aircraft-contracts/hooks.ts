import type { CollectionAfterChangeHook, CollectionBeforeChangeHook, PayloadRequest } from 'payload'

import { relationId, relationNumber } from '../../access/relation-id'
import { isAdministrator, userCompanyId } from '../../access/roles'
import { refuseContract } from './messages'
import type { AircraftContract } from '../../payload-types'

export const CONTRACT_KINDS = ['maintenance_company', 'cao'] as const
export type ContractKind = (typeof CONTRACT_KINDS)[number]
export const CONTRACT_STATUSES = ['requested', 'accepted', 'declined', 'ended'] as const
export type ContractStatus = (typeof CONTRACT_STATUSES)[number]

/** Set while the server itself writes a contract or the aircraft's contractor fields. */
export const CONTRACT_SYNC = '__flugakteContractSync'

type Id = number | string

/** Runs a nested write with the sync flag set, and takes the flag away again (Payload shares req.context). */
export async function asContractSync<T>(req: PayloadRequest, write: () => Promise<T>): Promise<T> {
  const before = req.context[CONTRACT_SYNC]
  req.context[CONTRACT_SYNC] = true
  try {
    return await write()
  } finally {
    if (before === undefined) delete req.context[CONTRACT_SYNC]
    else req.context[CONTRACT_SYNC] = before
  }
}

async function findAircraft(req: PayloadRequest, id: Id | null) {
  if (id === null) return null
  return req.payload
    .findByID({ collection: 'customer_aircrafts', id, depth: 0, overrideAccess: true, req })
    .catch(() => null)
}

async function findCompany(req: PayloadRequest, id: Id | null) {
  if (id === null) return null
  return req.payload.findByID({ collection: 'companies', id, depth: 0, overrideAccess: true, req }).catch(() => null)
}

/**
 * The checks of a new contract, shared with the aircraft's maintenance_company/cao fields: the named
 * company is of the contract's kind and is not the owner; a user names contractors only for an
 * aircraft of their own company (administrators for any).
 */
export async function checkContractParties(
  req: PayloadRequest,
  aircraftCompany: Id | null,
  companyId: Id | null,
  kind: ContractKind,
  companyPath = 'company',
) {
  const company = await findCompany(req, companyId)
  if (!company) refuseContract(req, companyPath, 'unknownCompany')
  if (company.kind !== kind) refuseContract(req, companyPath, kind === 'cao' ? 'wrongKindCao' : 'wrongKindMaintenance')
  if (aircraftCompany !== null && String(aircraftCompany) === String(company.id))
    refuseContract(req, companyPath, 'ownCompany')
  return company
}

const isCompanyAdmin = (req: PayloadRequest) =>
  Boolean((req.user as { is_company_admin?: boolean } | null)?.is_company_admin)

/**
 * A request is made by the owner (status requested, whatever the body says); the named company's
 * admin accepts or declines it; the owner withdraws a request; either side ends an accepted contract.
 * Without a user (seed, migrations) the system writes the status it is given.
 */
export const checkContract: CollectionBeforeChangeHook<AircraftContract> = async ({
  data,
  operation,
  originalDoc,
  req,
}) => {
  const admin = req.user ? await isAdministrator(req) : false
  const own = userCompanyId(req)
  if (operation === 'create') {
    const aircraft = await findAircraft(req, relationId(data.customer_aircraft))
    if (!aircraft) refuseContract(req, 'customer_aircraft', 'unknownAircraft')
    const owner = relationNumber(aircraft.company)
    if (req.user && !admin && (own === null || String(owner) !== String(own))) {
      refuseContract(req, 'customer_aircraft', 'notOwner')
    }
    const kind = data.kind as ContractKind
    const company = await checkContractParties(req, owner, relationId(data.company), kind)
    const open = await req.payload.count({
      collection: 'aircraft_contracts',
      where: {
        and: [
          { customer_aircraft: { equals: aircraft.id } },
          { company: { equals: company.id } },
          { kind: { equals: kind } },
          { status: { in: ['requested', 'accepted'] } },
        ],
      },
      overrideAccess: true,
      req,
    })
    if (open.totalDocs > 0) refuseContract(req, 'company', 'duplicate')
    const ownerCompany = await findCompany(req, owner)
    data.registration = aircraft.registration
    data.owner_company = owner
    data.owner_name = ownerCompany?.name ?? ''
    data.company_name = company.name
    if (req.user) {
      data.status = 'requested'
      data.requested_by = req.user.id
      data.decided_by = null
      data.decided_at = null
    } else {
      data.status = data.status && CONTRACT_STATUSES.includes(data.status) ? data.status : 'requested'
      data.decided_at = data.status === 'requested' ? null : new Date().toISOString()
    }
    return data
  }

  if (req.context[CONTRACT_SYNC]) return data
  const from = originalDoc?.status as ContractStatus
  const to = (data.status ?? from) as ContractStatus
  if (to === from) return data
  const allowed: Record<ContractStatus, ContractStatus[]> = {
    requested: ['accepted', 'declined', 'ended'],
    accepted: ['ended'],
    declined: [],
    ended: [],
  }
  if (!allowed[from]?.includes(to)) refuseContract(req, 'status', 'transition')
  if (req.user && !admin) {
    const contractor = own !== null && String(relationId(originalDoc?.company)) === String(own)
    const aircraft = await findAircraft(req, relationId(originalDoc?.customer_aircraft))
    const owner = own !== null && aircraft !== null && String(relationId(aircraft.company)) === String(own)
    if (to === 'accepted' || to === 'declined') {
      if (!contractor || !isCompanyAdmin(req)) refuseContract(req, 'status', 'notDecider')
    } else if (from === 'requested') {
      // Withdrawing a request is the owner's.
      if (!owner) refuseContract(req, 'status', 'notParty')
    } else if (!owner && !(contractor && isCompanyAdmin(req))) {
      refuseContract(req, 'status', 'notParty')
    }
  }
  data.decided_by = req.user?.id ?? null
  data.decided_at = new Date().toISOString()
  return data
}

/**
 * The aircraft's maintenance_company / cao fields show the accepted contractor: set on acceptance
 * (ending an earlier accepted contract of the same kind), cleared when that contract ends.
 */
export const syncAircraftContractor: CollectionAfterChangeHook<AircraftContract> = async ({
  doc,
  operation,
  previousDoc,
  req,
}) => {
  if (req.context[CONTRACT_SYNC]) return doc
  const before = operation === 'create' ? null : (previousDoc?.status as ContractStatus | undefined)
  if (doc.status === before) return doc
  const aircraftId = relationId(doc.customer_aircraft)!
  const kind = doc.kind as ContractKind
  const companyId = relationId(doc.company)
  if (doc.status === 'accepted') {
    const others = await req.payload.find({
      collection: 'aircraft_contracts',
      where: {
        and: [
          { customer_aircraft: { equals: aircraftId } },
          { kind: { equals: kind } },
          { status: { equals: 'accepted' } },
          { id: { not_equals: doc.id } },
        ],
      },
      depth: 0,
      pagination: false,
      overrideAccess: true,
      req,
    })
    for (const other of others.docs) {
      await asContractSync(req, () =>
        req.payload.update({
          collection: 'aircraft_contracts',
          id: other.id,
          data: { status: 'ended', decided_by: req.user?.id ?? null, decided_at: new Date().toISOString() },
          overrideAccess: true,
          depth: 0,
          req,
        }),
      )
    }
    const aircraft = await findAircraft(req, aircraftId)
    if (aircraft && String(relationId(aircraft[kind])) !== String(companyId)) {
      await asContractSync(req, () =>
        req.payload.update({
          collection: 'customer_aircrafts',
          id: aircraftId,
          data: { [kind]: companyId },
          overrideAccess: true,
          depth: 0,
          req,
        }),
      )
    }
  } else if (before === 'accepted') {
    const aircraft = await findAircraft(req, aircraftId)
    if (aircraft && String(relationId(aircraft[kind])) === String(companyId)) {
      await asContractSync(req, () =>
        req.payload.update({
          collection: 'customer_aircrafts',
          id: aircraftId,
          data: { [kind]: null },
          overrideAccess: true,
          depth: 0,
          req,
        }),
      )
    }
  }
  return doc
}
