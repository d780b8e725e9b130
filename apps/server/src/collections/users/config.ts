import type { CollectionConfig } from 'payload'

import { isAdministrator } from '../../access/roles'
import { administratorsOnly } from '../../access/rules'
import { secureCookies } from '../../lib/security-headers'
import { languageOptions } from '../../lib/shared-fields'
import { createUsers, mayAssignAccountFields, readUsers, updateUsers } from './access'
import { forgotPasswordEmail, forgotPasswordSubject } from './forgot-password-email'
import { changeEmailEndpoint, changePasswordEndpoint } from './change-credentials'
import {
  activateInvitedOnReset,
  clearLoginCountOnReset,
  enforcePasswordPolicy,
  keepCompanyOfCompanyAdmin,
  logLogin,
  logUserChange,
  onlyActiveUsersLogIn,
  ownCredentialsOnlyWithCurrentPassword,
  refuseSelfPromotion,
} from './hooks'
import { inviteEndpoint } from './invite'
import { meEndpoint } from './me-endpoint'
import { roleFitsCompany } from './role-fits-company'
import { sessionEndpoints } from './session-endpoints'
import { checkedSessionStrategy, endSessionsOfInactive } from './sessions'
import { switchRoleEndpoint } from './switch-role'
import { lastAircraftField } from './last-aircraft'

export const USER_STATUSES = ['draft', 'invited', 'unverified', 'active', 'suspended', 'archived'] as const

const accountField = { create: mayAssignAccountFields, update: mayAssignAccountFields }

export const Users: CollectionConfig = {
  slug: 'users',
  // Where another record names a user (crew, audit, contracts): who it is, not the account's settings.
  defaultPopulate: { email: true, title: true, first_name: true, last_name: true, abbreviation: true },
  admin: {
    useAsTitle: 'email',
    group: 'Organisation',
    defaultColumns: ['email', 'first_name', 'last_name', 'company', 'role', 'status'],
  },
  auth: {
    depth: 1,
    // Tests shorten it to watch the web app refresh the token before it expires.
    tokenExpiration: Number(process.env.AUTH_TOKEN_EXPIRATION) || 60 * 60 * 2,
    // Payload's own lock is off: failed logins are counted in login_throttles (login-throttle.ts),
    // per account and client address, and lock only for a while.
    maxLoginAttempts: 0,
    // Payload's JWT check plus session expiry and account status on every request (sessions.ts).
    strategies: [checkedSessionStrategy],
    forgotPassword: { generateEmailHTML: forgotPasswordEmail, generateEmailSubject: forgotPasswordSubject },
    // payload-token travels over https only when the deployment is reached over https.
    cookies: { secure: secureCookies() },
  },
  access: {
    // The admin panel is for administrators; everybody else uses the web app (see admin/unauthorized).
    admin: ({ req }) => isAdministrator(req),
    read: readUsers,
    create: createUsers,
    update: updateUsers,
    delete: administratorsOnly,
    unlock: administratorsOnly,
  },
  hooks: {
    beforeOperation: [
      enforcePasswordPolicy,
      refuseSelfPromotion,
      ownCredentialsOnlyWithCurrentPassword,
      activateInvitedOnReset,
    ],
    beforeChange: [keepCompanyOfCompanyAdmin, roleFitsCompany],
    beforeLogin: [onlyActiveUsersLogIn],
    afterLogin: [logLogin],
    afterChange: [logUserChange, endSessionsOfInactive],
    afterOperation: [clearLoginCountOnReset],
  },
  endpoints: [
    meEndpoint,
    ...sessionEndpoints,
    changePasswordEndpoint, changeEmailEndpoint, switchRoleEndpoint, inviteEndpoint],
  fields: [
    { name: 'title', type: 'text' },
    { name: 'first_name', type: 'text', required: true },
    { name: 'last_name', type: 'text', required: true },
    { name: 'abbreviation', type: 'text', maxLength: 10 },
    // A certifying person's licence (Part-66 or authorisation), named by every certificate of release
    // they state (releases/certifying-person.ts); kept by the user in the profile.
    { name: 'licence_number', type: 'text', maxLength: 100 },
    { name: 'licence_valid_until', type: 'date', admin: { date: { pickerAppearance: 'dayOnly' } } },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'active',
      options: [...USER_STATUSES],
      index: true,
      access: accountField,
    },
    {
      name: 'role',
      type: 'relationship',
      relationTo: 'roles',
      required: true,
      access: accountField,
    },
    { name: 'roles', type: 'relationship', relationTo: 'roles', hasMany: true, access: accountField },
    { name: 'is_company_admin', type: 'checkbox', defaultValue: false, access: accountField },
    { name: 'company', type: 'relationship', relationTo: 'companies', index: true, access: accountField },
    { name: 'accept_privacy_policy', type: 'checkbox', defaultValue: false },
    {
      name: 'language',
      type: 'select',
      required: true,
      defaultValue: 'de-DE',
      options: languageOptions,
    },
    lastAircraftField,
  ],
}
