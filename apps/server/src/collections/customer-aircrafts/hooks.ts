import { ValidationError, type Access, type CollectionBeforeChangeHook } from 'payload'

import { relationId } from '../../access/relation-id'
import { isAdministrator, ROLES, userCompanyId } from '../../access/roles'
import { mayAct } from '../../access/rules'
import type { CustomerAircraft } from '../../payload-types'

export const mayCreateAircraft: Access = ({ req }) => mayAct(req, ROLES.operator)

/** Operators register aircraft for their own company only. */
export const assignOwningCompany: CollectionBeforeChangeHook<CustomerAircraft> = async ({ data, operation, req }) => {
  if (operation !== 'create' || !req.user || (await isAdministrator(req))) return data
  const own = userCompanyId(req)
  if ((data.company === undefined || data.company === null) && own !== null) data.company = own
  if (String(relationId(data.company)) !== String(own)) {
    throw new ValidationError({
      collection: 'customer_aircrafts',
      errors: [{ path: 'company', message: 'The aircraft must belong to your own company' }],
    })
  }
  return data
}
