import type { CollectionAfterChangeHook, CollectionBeforeChangeHook } from 'payload'

import { relationId, relationNumber } from '../../access/relation-id'
import { checkContractParties, CONTRACT_KINDS, CONTRACT_SYNC, type ContractKind } from '../aircraft-contracts/hooks'
import type { CustomerAircraft } from '../../payload-types'
import { filledByCollection } from '../../lib/filled-by-collection'

type Change = { kind: ContractKind; company: number | null }

const PENDING = '__flugakteContractChanges'

/**
 * `maintenance_company` and `cao` show the accepted contractor and are written by the server on
 * acceptance. A user naming another company there makes a contract request instead (the field keeps
 * its value until the named company accepts); emptying the field ends the accepted contract. The
 * system (seed, scripts without a user) names contractors directly, as accepted contracts.
 */
export const contractorFieldsMakeRequests: CollectionBeforeChangeHook<CustomerAircraft> = async ({
  data,
  originalDoc,
  req,
}) => {
  if (req.context[CONTRACT_SYNC]) return data
  const changes: Change[] = []
  for (const kind of CONTRACT_KINDS) {
    if (!(kind in data)) continue
    const wanted = relationId(data[kind])
    const current = relationNumber(originalDoc?.[kind])
    if (String(wanted) === String(current)) continue
    if (wanted !== null) {
      const owner = relationId(data.company ?? originalDoc?.company)
      await checkContractParties(req, owner, wanted, kind, kind)
    }
    // checkContractParties found the company by this id, so it is one of our numeric ids.
    changes.push({ kind, company: wanted === null ? null : Number(wanted) })
    if (req.user) data[kind] = current
  }
  // Kept per request: the aircraft's id is known only after the write.
  if (changes.length > 0) req.context[PENDING] = changes
  return data
}

export const contractorFieldsAfterChange: CollectionAfterChangeHook<CustomerAircraft> = async ({ doc, req }) => {
  if (req.context[CONTRACT_SYNC]) return doc
  const changes = req.context[PENDING] as Change[] | undefined
  if (!changes) return doc
  delete req.context[PENDING]
  for (const change of changes) {
    const accepted = await req.payload.find({
      collection: 'aircraft_contracts',
      where: {
        and: [
          { customer_aircraft: { equals: doc.id } },
          { kind: { equals: change.kind } },
          { status: { equals: 'accepted' } },
        ],
      },
      depth: 0,
      pagination: false,
      overrideAccess: true,
      req,
    })
    if (change.company === null) {
      for (const contract of accepted.docs) {
        await req.payload.update({
          collection: 'aircraft_contracts',
          id: contract.id,
          data: { status: 'ended' },
          overrideAccess: true,
          depth: 0,
          req,
        })
      }
      continue
    }
    if (accepted.docs.some((contract) => String(relationId(contract.company)) === String(change.company))) continue
    const open = await req.payload.find({
      collection: 'aircraft_contracts',
      where: {
        and: [
          { customer_aircraft: { equals: doc.id } },
          { kind: { equals: change.kind } },
          { company: { equals: change.company } },
          { status: { equals: 'requested' } },
        ],
      },
      depth: 0,
      limit: 1,
      overrideAccess: true,
      req,
    })
    const request = open.docs[0]
    if (req.user) {
      if (request) continue
      await req.payload.create({
        collection: 'aircraft_contracts',
        data: filledByCollection<'aircraft_contracts'>({
          customer_aircraft: doc.id,
          kind: change.kind,
          company: change.company,
        }),
        overrideAccess: true,
        depth: 0,
        req,
      })
    } else if (request) {
      await req.payload.update({
        collection: 'aircraft_contracts',
        id: request.id,
        data: { status: 'accepted' },
        overrideAccess: true,
        depth: 0,
        req,
      })
    } else {
      await req.payload.create({
        collection: 'aircraft_contracts',
        data: filledByCollection<'aircraft_contracts'>({
          customer_aircraft: doc.id,
          kind: change.kind,
          company: change.company,
          status: 'accepted',
        }),
        overrideAccess: true,
        depth: 0,
        req,
      })
    }
  }
  return doc
}
