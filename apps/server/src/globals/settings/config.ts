import { PASSWORD_POLICIES } from '@flugakte/domain'
import type { GlobalConfig } from 'payload'

import { isAdministrator } from '../../access/roles'
import { languageOptions } from '../../lib/shared-fields'

export const Settings: GlobalConfig = {
  slug: 'settings',
  admin: { group: 'Administration' },
  versions: { max: 0 },
  // The login limit and the password policy are the administrators' business; the web app gets what
  // it needs before login from /app-config.json, and the server reads them with overrideAccess.
  access: {
    read: ({ req }) => isAdministrator(req),
    update: ({ req }) => isAdministrator(req),
  },
  fields: [
    { name: 'project_name', type: 'text', required: true, defaultValue: 'Flugakte' },
    {
      name: 'default_language',
      type: 'select',
      required: true,
      defaultValue: 'de-DE',
      options: languageOptions,
    },
    {
      name: 'auth_password_policy',
      type: 'select',
      required: true,
      defaultValue: 'strong',
      options: PASSWORD_POLICIES.map((value) => ({ label: value, value })),
      admin: {
        description:
          'weak: at least 8 characters; strong: at least 8 with a digit, a lower-case and an upper-case letter, a special character and no whitespace; custom: the pattern below',
      },
    },
    {
      name: 'auth_password_pattern',
      type: 'text',
      admin: { condition: (data) => data?.auth_password_policy === 'custom' },
      validate: (value: unknown) => {
        if (!value) return true
        try {
          new RegExp(String(value))
          return true
        } catch {
          return 'Not a valid regular expression'
        }
      },
    },
    {
      name: 'auth_login_attempts',
      type: 'number',
      min: 1,
      defaultValue: 25,
      admin: {
        description:
          'Failed logins in a row to one account before it is locked for 15 minutes (each further failure doubles the lock, at most 4 hours; from the 3rd failure on, attempts wait 1, 2, 4 … at most 60 seconds). A client address may fail four times as often. Locks end by themselves, with a successful password reset, or when an administrator deletes the row in Login throttles; nobody is suspended. Empty: 25.',
      },
    },
    {
      name: 'public_registration',
      type: 'checkbox',
      defaultValue: false,
      access: { update: () => false },
      admin: { readOnly: true, description: 'Accounts are created by administrators and company admins only.' },
    },
  ],
}
