import { Forbidden, UnauthorizedError, type Endpoint, type PayloadRequest } from 'payload'

import { isAdministrator, userCompanyId } from '../../access/roles'
import { refuseFields } from '../../lib/refuse'
import { say } from '../../lib/texts'
import { createContracts } from '../aircraft-contracts/access'
import { CONTRACT_KINDS, type ContractKind } from '../aircraft-contracts/hooks'

/** One company an owner may ask for a contract: nothing but what the choice needs. */
export type ContractorChoice = {
  id: number | string
  name: string
  kind: ContractKind
  country: number | string | null
}

/** Those who may request contracts: administrators, and operators of a company (the owning side). */
async function mayRequestContracts(req: PayloadRequest): Promise<boolean> {
  if (!(await createContracts({ req }))) return false
  return (await isAdministrator(req)) || userCompanyId(req) !== null
}

/**
 * GET /api/companies/contractors?kind=maintenance_company|cao: the maintenance companies or CAOs an
 * owner may name in a contract request, with id, name, kind and country only. The companies
 * collection itself stays closed to them (readCompanies), so no address, user, aircraft or document
 * of these companies becomes visible.
 */
export const contractorsEndpoint: Endpoint = {
  path: '/contractors',
  method: 'get',
  handler: async (req) => {
    if (!req.user) throw new UnauthorizedError(req.t)
    if (!(await mayRequestContracts(req))) throw new Forbidden(req.t)
    const kind = new URL(req.url ?? 'http://localhost/').searchParams.get('kind')
    if (!(CONTRACT_KINDS as readonly string[]).includes(kind ?? '')) {
      refuseFields(req, 'companies', [{ path: 'kind', message: say(req, 'endpoints:badKind') }])
    }
    const own = userCompanyId(req)
    const found = await req.payload.find({
      collection: 'companies',
      where: {
        and: [{ kind: { equals: kind } }, ...(own === null ? [] : [{ id: { not_equals: own } }])],
      },
      select: { name: true, kind: true, country: true },
      sort: 'name',
      depth: 0,
      pagination: false,
      overrideAccess: true,
      req,
    })
    const docs: ContractorChoice[] = found.docs.map((company) => ({
      id: company.id,
      name: company.name,
      kind: company.kind as ContractKind,
      country:
        company.country === null || company.country === undefined
          ? null
          : typeof company.country === 'object'
            ? company.country.id
            : company.country,
    }))
    return Response.json({ docs })
  },
}
