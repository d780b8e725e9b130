import type { CollectionBeforeChangeHook } from 'payload'

import { contractedAircraftIds } from '../../access/aircraft-scope'
import { relationId } from '../../access/relation-id'
import { isAdministrator, userCompanyId } from '../../access/roles'
import { refuseFields } from '../../lib/refuse'
import { say } from '../../lib/texts'

/**
 * Compliance records and task completions certify work on an aircraft, so they come only from a
 * company that holds an accepted maintenance-company or CAO contract for it, never from the owning
 * company, whatever role its user holds. Administrators (the /admin panel: paper records carried
 * over, corrections on request) may record for any aircraft; the system (no user) too.
 */
export function requireContractor(collection: 'ad_compliances' | 'task_completions'): CollectionBeforeChangeHook {
  return async ({ data, operation, req }) => {
    if (operation !== 'create' || !req.user || (await isAdministrator(req))) return data
    const companyId = userCompanyId(req)
    const aircraftId = relationId(data.customer_aircraft)
    const contracted = companyId === null ? [] : await contractedAircraftIds(req, companyId)
    if (aircraftId === null || !contracted.map(String).includes(String(aircraftId))) {
      refuseFields(req, collection, [{ path: 'customer_aircraft', message: say(req, 'scope:contractorOnly') }])
    }
    return data
  }
}
