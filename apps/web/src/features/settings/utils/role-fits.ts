/**
 * Which company kinds each role belongs in, as the server checks it: Operator and Club Member in
 * operators and clubs, Maintenance Company in maintenance companies, CAO in CAOs.
 */
const ROLE_FITS: Record<string, string[]> = {
  Operator: ['operator', 'club'],
  'Club Member': ['operator', 'club'],
  'Maintenance Company': ['maintenance_company'],
  CAO: ['cao'],
}

/** Whether a company admin may grant the role in a company of this kind (unknown kind: no filter). */
export function roleFitsCompanyKind(role: string, kind: string | null | undefined): boolean {
  if (!kind) return true
  return (ROLE_FITS[role] ?? []).includes(kind)
}
