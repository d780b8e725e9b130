type Relation<T> = number | T

export type Role = { id: number; name: string }
export type Company = { id: number; name: string; kind?: string; approval_reference?: string | null }

/** The signed-in user as /api/users/me returns it (relations populated one level). */
export type CurrentUser = {
  id: number
  email: string
  title?: string | null
  first_name: string
  last_name: string
  abbreviation?: string | null
  /** A certifying person's licence (number and last valid day), kept in the profile. */
  licence_number?: string | null
  licence_valid_until?: string | null
  status: string
  role: Relation<Role>
  roles?: Relation<Role>[] | null
  is_company_admin?: boolean | null
  accept_privacy_policy?: boolean | null
  language: 'de-DE' | 'en-US'
  company?: Relation<Company> | null
  /** The aircraft chosen last, remembered on the server (an id). */
  last_aircraft?: number | null
}

export type LoginResult = { token: string; exp: number; user: CurrentUser }
