import type { CollectionConfig } from 'payload'

import { isAdministrator } from '../../access/roles'
import { administratorsOnly } from '../../access/rules'
import { secureCookies } from '../../lib/security-headers'
import { languageOptions } from '../../lib/shared-fields'
import { createUsers, mayAssignAccountFields, readUsers, updateUsers } from './access'
import { forgotPasswordEmail, forgotPasswordSubject } from './forgot-password-email'
import {
  enforceLoginAttempts,
  activateInvitedOnReset,
  enforcePasswordPolicy,
  equalizeForgotPasswordTiming,
  keepCompanyOfCompanyAdmin,
  logLogin,
  logUserChange,
  onlyActiveUsersLogIn,
  refuseSelfPromotion,
  resetAttemptsOnReactivation,
} from './hooks'
import { inviteEndpoint } from './invite'
import { roleFitsCompany } from './role-fits-company'
import { switchRoleEndpoint } from './switch-role'

export const USER_STATUSES = ['draft', 'invited', 'unverified', 'active', 'suspended', 'archived'] as const

const accountField = { create: mayAssignAccountFields, update: mayAssignAccountFields }

export const Users: CollectionConfig = {
  slug: 'users',
  admin: {
    useAsTitle: 'email',
    group: 'Organisation',
    defaultColumns: ['email', 'first_name', 'last_name', 'company', 'role', 'status'],
  },
  auth: {
    depth: 1,
    // Tests shorten it to watch the web app refresh the token before it expires.
    tokenExpiration: Number(process.env.AUTH_TOKEN_EXPIRATION) || 60 * 60 * 2,
    // Payload only counts failures; the limit that suspends an account is the settings' own.
    maxLoginAttempts: 1_000_000,
    lockTime: 1,
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
      enforceLoginAttempts,
      refuseSelfPromotion,
      equalizeForgotPasswordTiming,
      activateInvitedOnReset,
    ],
    beforeChange: [keepCompanyOfCompanyAdmin, roleFitsCompany, resetAttemptsOnReactivation],
    beforeLogin: [onlyActiveUsersLogIn],
    afterLogin: [logLogin],
    afterChange: [logUserChange],
  },
  endpoints: [switchRoleEndpoint, inviteEndpoint],
  fields: [
    { name: 'title', type: 'text' },
    { name: 'first_name', type: 'text', required: true },
    { name: 'last_name', type: 'text', required: true },
    { name: 'abbreviation', type: 'text', maxLength: 10 },
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
      admin: { description: 'The active role; the user switches among "roles".' },
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
  ],
}
