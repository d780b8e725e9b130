import { useMe } from '../features/auth/api/get-me'

/** Maintenance Company and CAO users write reports and maintenance records; the active role decides. */
const CONTRACTOR_ROLES = ['Maintenance Company', 'CAO']

export function useIsContractor(): boolean {
  const { data: me } = useMe()
  const role = me && typeof me.role === 'object' ? me.role.name : ''
  return CONTRACTOR_ROLES.includes(role)
}
