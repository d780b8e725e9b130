import { ROLES, roleFitsKind } from '@flugakte/domain'

/**
 * Whether a company admin may grant the role in a company of this kind, by the domain's rule the
 * server checks (unknown kind: no filter; Administrator is never granted by a company admin).
 */
export function roleFitsCompanyKind(role: string, kind: string | null | undefined): boolean {
  if (!kind) return true
  return role !== ROLES.administrator && roleFitsKind(role, kind)
}
