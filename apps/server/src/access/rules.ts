import type { Access, PayloadRequest } from 'payload'

import { whereAircraftInScope, type AircraftScope } from './aircraft-scope'
import { hasRole, isAdministrator, type RoleName } from './roles'

export const authenticated: Access = ({ req }) => Boolean(req.user)

export const administratorsOnly: Access = ({ req }) => isAdministrator(req)

export const nobody: Access = () => false

/** Rows reachable through the aircraft relation at `path`, for readers of any role. */
export function byAircraft(path: string, scope: AircraftScope = 'visible'): Access {
  return ({ req }) => whereAircraftInScope(req, scope, path)
}

/** Versions store the document under `version`, so their filter has to look there. */
export function versionsByAircraft(path: string, scope: AircraftScope = 'visible'): Access {
  return ({ req }) => whereAircraftInScope(req, scope, `version.${path}`)
}

/** Administrators everywhere; the given roles only on rows of the aircraft in scope. */
export function rolesOnAircraft(path: string, scope: AircraftScope, ...roles: RoleName[]): Access {
  return async ({ req }) => {
    if (await isAdministrator(req)) return true
    if (!(await hasRole(req, ...roles))) return false
    return whereAircraftInScope(req, scope, path)
  }
}

export async function mayAct(req: PayloadRequest, ...roles: RoleName[]): Promise<boolean> {
  return (await isAdministrator(req)) || (await hasRole(req, ...roles))
}
