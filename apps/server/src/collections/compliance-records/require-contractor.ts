import type { CollectionBeforeChangeHook } from 'payload'

import { contractedAircraftIds } from '../../access/aircraft-scope'
import { relationId } from '../../access/relation-id'
import { isAdministrator, userCompanyId } from '../../access/roles'
import { refuseFields } from '../../lib/refuse'
import { say, type TextKey } from '../../lib/texts'

type ContractorRecord = 'ad_compliances' | 'task_completions' | 'defect_actions' | 'modifications_repairs'

/** Where each kind of record is refused: a compliance record names its aircraft, a defect action its defect. */
const REFUSAL: Record<ContractorRecord, { path: string; message: TextKey }> = {
  ad_compliances: { path: 'customer_aircraft', message: 'scope:contractorOnly' },
  task_completions: { path: 'customer_aircraft', message: 'scope:contractorOnly' },
  defect_actions: { path: 'defect', message: 'defects:contractorOnly' },
  modifications_repairs: { path: 'customer_aircraft', message: 'scope:modificationContractorOnly' },
}

/**
 * Compliance records, task completions, what is done about a defect and the entries of the register of
 * modifications and repairs certify work on an aircraft, so they come only from a company that holds
 * an accepted maintenance-company or CAO contract for it, never from the owning company, whatever
 * role its user holds. Administrators (the /admin panel: paper records carried over, corrections on
 * request) may record for any aircraft; the system (no user) too. Runs once the record's
 * `customer_aircraft` is set.
 */
export function requireContractor(collection: ContractorRecord): CollectionBeforeChangeHook {
  return async ({ data, operation, req }) => {
    if (operation !== 'create' || !req.user || (await isAdministrator(req))) return data
    const companyId = userCompanyId(req)
    const aircraftId = relationId(data.customer_aircraft)
    const contracted = companyId === null ? [] : await contractedAircraftIds(req, companyId)
    if (aircraftId === null || !contracted.map(String).includes(String(aircraftId))) {
      const { path, message } = REFUSAL[collection]
      refuseFields(req, collection, [{ path, message: say(req, message) }])
    }
    return data
  }
}
