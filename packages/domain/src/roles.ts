/** The roles a user can hold, by the names the roles collection stores. */
export const ROLES = {
  administrator: 'Administrator',
  operator: 'Operator',
  maintenanceCompany: 'Maintenance Company',
  clubMember: 'Club Member',
  cao: 'CAO',
} as const

export type RoleName = (typeof ROLES)[keyof typeof ROLES]

export const COMPANY_KINDS = ['operator', 'club', 'maintenance_company', 'cao'] as const
export type CompanyKind = (typeof COMPANY_KINDS)[number]

/** Which company kinds each role belongs in; Administrator belongs to no company. */
export const ROLE_FITS: Record<Exclude<RoleName, 'Administrator'>, readonly CompanyKind[]> = {
  [ROLES.operator]: ['operator', 'club'],
  [ROLES.clubMember]: ['operator', 'club'],
  [ROLES.maintenanceCompany]: ['maintenance_company'],
  [ROLES.cao]: ['cao'],
}

/** The role a company of this kind gets when a user's roles must be repaired. */
export const DEFAULT_ROLE_OF_KIND: Record<CompanyKind, RoleName> = {
  operator: ROLES.operator,
  club: ROLES.clubMember,
  maintenance_company: ROLES.maintenanceCompany,
  cao: ROLES.cao,
}

/** Whether a role fits a company of this kind; Administrator fits without a company. */
export function roleFitsKind(role: string, kind: string | null | undefined): boolean {
  if (role === ROLES.administrator) return true
  const kinds = ROLE_FITS[role as keyof typeof ROLE_FITS] as readonly string[] | undefined
  return Boolean(kinds && kind && kinds.includes(kind))
}

/** The longest logbook abbreviation of a person (the boardbook's crew column). */
export const ABBREVIATION_MAX_LENGTH = 10
