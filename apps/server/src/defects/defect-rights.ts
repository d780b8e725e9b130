import type { PayloadRequest } from 'payload'

import { aircraftIdsInScope, contractedAircraftIds } from '../access/aircraft-scope'
import { hasRole, isAdministrator, userCompanyId } from '../access/roles'
import { COMPLIANCE_RECORD_WRITERS, FLIGHT_LOG_WRITERS } from '../access/writers'

type Id = number | string

/** What a caller may do about the defects of one aircraft. */
export type DefectRights = { report: boolean; handle: boolean }

const NONE: DefectRights = { report: false, handle: false }
const among = (ids: Id[] | null, id: Id) => ids === null || ids.map(String).includes(String(id))

/**
 * Who reports and who handles defects (ML.A.403), for the aircraft the caller sees:
 * - **report**: whoever may add journey-log entries on the aircraft (the writers' roles on the own
 *   company's aircraft) and every user of a company with an accepted maintenance-company or CAO contract
 *   for it;
 * - **handle** (assess, defer, rectify): the maintenance-company and CAO roles of such a contracted
 *   company, never the owner (the same rule as compliance records, see requireContractor).
 * Administrators may both everywhere. The answer is a lookup per aircraft, from reads cached on the request.
 */
export async function defectRights(req: PayloadRequest): Promise<(aircraftId: Id) => DefectRights> {
  if (!req.user) return () => NONE
  if (await isAdministrator(req)) return () => ({ report: true, handle: true })
  const [writes, records] = await Promise.all([
    hasRole(req, ...FLIGHT_LOG_WRITERS),
    hasRole(req, ...COMPLIANCE_RECORD_WRITERS),
  ])
  const companyId = userCompanyId(req)
  const [owned, contracted] = await Promise.all([
    writes ? aircraftIdsInScope(req, 'owned') : Promise.resolve([] as Id[]),
    companyId === null ? Promise.resolve([] as Id[]) : contractedAircraftIds(req, companyId),
  ])
  return (aircraftId) => ({
    report: (writes && among(owned, aircraftId)) || among(contracted, aircraftId),
    handle: records && among(contracted, aircraftId),
  })
}
