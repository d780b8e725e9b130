import { PASSWORD_POLICIES } from '@flugakte/domain'
import type { GlobalConfig } from 'payload'

import { isAdministrator } from '../../access/roles'
import { formatRule } from '../../lib/format-rule'
import { languageOptions } from '../../lib/shared-fields'

function isRegularExpression(value: string): boolean {
  try {
    new RegExp(value)
    return true
  } catch {
    return false
  }
}

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
      options: [...PASSWORD_POLICIES],
    },
    {
      name: 'auth_password_pattern',
      type: 'text',
      admin: { condition: (data) => data?.auth_password_policy === 'custom' },
      validate: formatRule(isRegularExpression, 'regularExpression'),
    },
    {
      name: 'auth_login_attempts',
      type: 'number',
      min: 1,
      defaultValue: 25,
    },
    // The longest a defect may be deferred (from the day and airframe hours of the deferral), besides the
    // aircraft's next scheduled inspection (defects/deferral-bounds.ts).
    { name: 'max_deferral_months', type: 'number', min: 1, max: 120, defaultValue: 12 },
    { name: 'max_deferral_hours', type: 'number', min: 1, max: 10_000, defaultValue: 100 },
    {
      name: 'public_registration',
      type: 'checkbox',
      defaultValue: false,
      access: { update: () => false },
      admin: { readOnly: true },
    },
  ],
}
