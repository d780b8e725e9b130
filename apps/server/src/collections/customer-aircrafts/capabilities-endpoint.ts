import { hobbsUnitOf, type HobbsUnit } from '@flugakte/domain'
import { Forbidden, type Endpoint, type PayloadRequest } from 'payload'

import { aircraftIdsInScope, contractedAircraftIds } from '../../access/aircraft-scope'
import { isAdministrator, ROLES, userCompanyId } from '../../access/roles'
import { mayAct } from '../../access/rules'
import { COMPLIANCE_RECORD_WRITERS, DOCUMENT_WRITERS, FLIGHT_LOG_WRITERS } from '../../access/writers'
import { defectRights } from '../../defects/defect-rights'
import { manageableAircraftIds } from '../documents/access'
import { exportableAircraftIds } from '../../journey-log/record-export/may-export-records'

type Id = number | string

/** What the caller may do on one aircraft; the web app shows an action only where this says so. */
export type AircraftCapabilities = {
  id: Id
  registration: string
  add_flight_log: boolean
  record_compliance: boolean
  add_document: boolean
  /** Download the record export (journey log, signatures, checkpoints, AD status, documents). */
  record_export: boolean
  /** Report a defect (POST /api/defects/submit). */
  report_defect: boolean
  /** Assess, defer or rectify its defects (POST /api/defect_actions). */
  handle_defects: boolean
  /** Change the aircraft's setup (PATCH /api/customer_aircrafts/:id): its update access. */
  edit_setup: boolean
  /** The unit its Hobbs meter shows, in which the add-entry form takes readings. */
  hobbs_unit: HobbsUnit
}

const among = (ids: Id[] | null, id: Id) => ids === null || ids.map(String).includes(String(id))

/**
 * The same rules the writes check: the role (create access) and the aircraft (the create hooks):
 * journey-log entries on the own company's aircraft, compliance records only from the aircraft's
 * accepted contractor, documents on the aircraft the caller manages, defects as defectRights says.
 */
export async function capabilitiesOf(req: PayloadRequest): Promise<AircraftCapabilities[]> {
  const visible = await req.payload.find({
    collection: 'customer_aircrafts',
    where: { status: { equals: 'published' } },
    select: { registration: true, hobbs_unit: true },
    depth: 0,
    pagination: false,
    sort: 'registration',
    overrideAccess: false,
    user: req.user,
    req,
  })
  const administrator = await isAdministrator(req)
  const [logs, records, documents, operator] = await Promise.all([
    mayAct(req, ...FLIGHT_LOG_WRITERS),
    mayAct(req, ...COMPLIANCE_RECORD_WRITERS),
    mayAct(req, ...DOCUMENT_WRITERS),
    // The aircraft's update access (rolesOnAircraft('id', 'owned', operator)).
    mayAct(req, ROLES.operator),
  ])
  const owned = logs || operator ? await aircraftIdsInScope(req, 'owned') : []
  const companyId = userCompanyId(req)
  const contracted = administrator
    ? null
    : records && companyId !== null
      ? await contractedAircraftIds(req, companyId)
      : []
  const manageable = documents ? await manageableAircraftIds(req) : []
  const exportable = await exportableAircraftIds(req)
  const defects = await defectRights(req)
  return visible.docs.map((doc) => ({
    id: doc.id,
    registration: doc.registration,
    add_flight_log: logs && among(owned, doc.id),
    record_compliance: records && among(contracted, doc.id),
    add_document: documents && among(manageable, doc.id),
    record_export: among(exportable, doc.id),
    report_defect: defects(doc.id).report,
    handle_defects: defects(doc.id).handle,
    edit_setup: administrator || (operator && among(owned, doc.id)),
    hobbs_unit: hobbsUnitOf(doc.hobbs_unit),
  }))
}

/** GET /api/customer_aircrafts/capabilities: for each aircraft the caller sees, what the caller may do there. */
export const capabilitiesEndpoint: Endpoint = {
  path: '/capabilities',
  method: 'get',
  handler: async (req) => {
    if (!req.user) throw new Forbidden(req.t)
    return Response.json({ docs: await capabilitiesOf(req) })
  },
}
