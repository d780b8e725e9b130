import type { Company, Role } from '../../../lib/current-user/types'

export type { Company, CurrentUser, Role } from '../../../lib/current-user/types'

export const USER_STATUSES = ['draft', 'invited', 'unverified', 'active', 'suspended', 'archived'] as const
export type UserStatus = (typeof USER_STATUSES)[number]

/** A company as GET /api/companies/{id}?depth=0 returns it. */
export type CompanyRecord = Company & {
  address?: string | null
  country?: number | null
  approval_reference?: string | null
}

/** A colleague in the company admin's user table (GET /api/users with depth 1). */
export type CompanyUser = {
  id: number
  email: string
  first_name: string
  last_name: string
  status: UserStatus
  role: number | Role
}

/** Payload's answer to PATCH /api/{collection}/{id}. */
export type UpdateResult<T> = { doc: T; message?: string }
