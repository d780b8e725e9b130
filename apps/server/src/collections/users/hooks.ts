import { checkPasswordPolicy, passwordPolicyMessages } from '@flugakte/domain'
import {
  AuthenticationError,
  Forbidden,
  ValidationError,
  type CollectionAfterChangeHook,
  type CollectionAfterOperationHook,
  type CollectionAfterLoginHook,
  type CollectionBeforeChangeHook,
  type CollectionBeforeLoginHook,
  type CollectionBeforeOperationHook,
} from 'payload'

import { relationId, relationIds, type RelationValue } from '../../access/relation-id'
import { isAdministrator, ROLES, userCompanyId } from '../../access/roles'
import { recordActivity } from '../../audit/record-activity'
import { readSettings } from '../../globals/settings/read-settings'
import { OWN_CREDENTIALS_CONTEXT } from './change-credentials'
import { accountKey, clearCount } from './login-throttle'
import { accountMessage } from './messages'
import type { User } from '../../payload-types'

const PROTECTED_FIELDS = ['role', 'roles', 'company', 'is_company_admin', 'status'] as const

function messageLanguage(req: { user?: unknown; i18n?: { language?: string } }): 'de' | 'en' {
  const language = (req.user as { language?: string } | null)?.language ?? req.i18n?.language ?? 'de'
  return language.startsWith('en') ? 'en' : 'de'
}

/** Every way a password is set (create, update, reset) passes the settings' policy. */
export const enforcePasswordPolicy: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'create' && operation !== 'update' && operation !== 'resetPassword') return args
  const password = (args.data as { password?: unknown } | undefined)?.password
  if (typeof password !== 'string') return args
  const settings = await readSettings(req)
  const violation = checkPasswordPolicy(password, settings.auth_password_policy, settings.auth_password_pattern)
  if (violation) {
    throw new ValidationError({
      collection: 'users',
      errors: [{ path: 'password', message: passwordPolicyMessages[violation][messageLanguage(req)] }],
    })
  }
  return args
}

/** An invited person becomes active by choosing a password through the mailed link. */
export const activateInvitedOnReset: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'resetPassword') return args
  const token = (args.data as { token?: unknown } | undefined)?.token
  if (typeof token !== 'string' || !token) return args
  const user = await req.payload.db.findOne<{ id: number; status?: string }>({
    collection: 'users',
    where: {
      and: [{ resetPasswordToken: { equals: token } }, { resetPasswordExpiration: { greater_than: new Date().toISOString() } }],
    },
    req,
  })
  if (user?.status === 'invited') {
    await req.payload.db.updateOne({ collection: 'users', id: user.id, data: { status: 'active' }, req })
  }
  return args
}

/** Field access already drops these silently; saying so is clearer for someone trying. */
export const refuseSelfPromotion: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'update' || !req.user || args.overrideAccess) return args
  const { id, data } = args as { id?: number | string; data?: Record<string, unknown> }
  if (id === undefined || String(id) !== String(req.user.id) || !data) return args
  const current = req.user as unknown as Record<string, RelationValue | RelationValue[] | boolean | string>
  for (const field of PROTECTED_FIELDS) {
    if (!(field in data)) continue
    const wanted = data[field]
    const has = current[field]
    const same = Array.isArray(wanted)
      ? JSON.stringify(relationIds(wanted).map(String).sort()) ===
        JSON.stringify(relationIds(has).map(String).sort())
      : typeof wanted === 'object' || typeof wanted === 'number' || typeof has === 'object'
        ? String(relationId(wanted)) === String(relationId(has))
        : wanted === has
    if (!same) throw new Forbidden(req.t)
  }
  return args
}

/** Company admins manage only their own company's people and never hand out Administrator. */
export const keepCompanyOfCompanyAdmin: CollectionBeforeChangeHook<User> = async ({ context, data, req }) => {
  if (!req.user || context.roleSwitch || (await isAdministrator(req))) return data
  const companyId = userCompanyId(req)
  if ('company' in data && data.company !== undefined && String(relationId(data.company)) !== String(companyId)) {
    throw new Forbidden(req.t)
  }
  if (data.company === undefined || data.company === null) data.company = companyId
  const roleIds = [...relationIds(data.roles ?? []), ...(data.role ? [relationId(data.role)] : [])]
  if (roleIds.length > 0) {
    const admins = await req.payload.find({
      collection: 'roles',
      where: { and: [{ id: { in: roleIds } }, { name: { equals: ROLES.administrator } }] },
      overrideAccess: true,
      depth: 0,
      req,
    })
    if (admins.totalDocs > 0) throw new Forbidden(req.t)
  }
  return data
}

/**
 * A login that passed the password check but whose account stopped being active meanwhile gets the
 * wrong-password answer: no caller learns from the answer that an account exists or is suspended.
 */
export const onlyActiveUsersLogIn: CollectionBeforeLoginHook = ({ req, user }) => {
  if (user.status !== 'active') throw new AuthenticationError(req.t)
  return user
}

/**
 * One's own password and e-mail change only through POST /api/users/change-password and
 * /change-email, which ask for the current password; a plain update (REST, admin panel) is refused
 * with a pointer to the settings. Administrators and company admins still set them for others.
 */
export const ownCredentialsOnlyWithCurrentPassword: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation !== 'update' || !req.user || req.context[OWN_CREDENTIALS_CONTEXT]) return args
  const { id, data } = args as { id?: number | string; data?: { password?: unknown; email?: unknown } }
  if (!data) return args
  // A bulk update (id unknown) may reach the caller's own record as well.
  const own = id === undefined || String(id) === String(req.user.id)
  if (!own) return args
  const errors: { path: string; message: string }[] = []
  if (typeof data.password === 'string' && data.password !== '') {
    errors.push({ path: 'password', message: accountMessage(req, 'useSettingsForPassword') })
  }
  const currentEmail = String((req.user as { email?: string }).email ?? '').toLowerCase()
  if (typeof data.email === 'string' && (id === undefined || data.email.toLowerCase().trim() !== currentEmail)) {
    errors.push({ path: 'email', message: accountMessage(req, 'useSettingsForEmail') })
  }
  if (errors.length > 0) throw new ValidationError({ collection: 'users', errors, req }, req.t)
  return args
}

/** Choosing a new password through the mailed link also lifts a login lock on the account. */
export const clearLoginCountOnReset: CollectionAfterOperationHook = async ({ operation, req, result }) => {
  if (operation !== 'resetPassword') return result
  const email = (result as { user?: { email?: string } } | undefined)?.user?.email
  if (email) await clearCount(req.payload, accountKey(email))
  return result
}

export const logLogin: CollectionAfterLoginHook = async ({ req, user }) => {
  await recordActivity(req, { action: 'login', collection: 'users', item: user.id, user: user.id })
  return user
}

export const logUserChange: CollectionAfterChangeHook<User> = async ({ doc, operation, req }) => {
  await recordActivity(req, { action: operation, collection: 'users', item: doc.id })
  return doc
}
