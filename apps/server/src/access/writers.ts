import { ROLES, type RoleName } from './roles'

/**
 * Who writes which record, by active role; where on which aircraft is decided by the aircraft scope
 * (see the collections' hooks). The create access and the capabilities answer both read these lists.
 */
export const FLIGHT_LOG_WRITERS: RoleName[] = [ROLES.operator, ROLES.clubMember]
export const COMPLIANCE_RECORD_WRITERS: RoleName[] = [ROLES.maintenanceCompany, ROLES.cao]
export const DOCUMENT_WRITERS: RoleName[] = [ROLES.operator, ROLES.maintenanceCompany, ROLES.cao]
