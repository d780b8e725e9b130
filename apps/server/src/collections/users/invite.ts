import { randomBytes } from 'node:crypto'

import { Forbidden, type Endpoint, type PayloadRequest } from 'payload'

import { isAdministrator } from '../../access/roles'
import { mailPasswordLink } from './password-link'
import { badRequest } from '../../endpoints/request-params'
import { filledByCollection } from '../../lib/filled-by-collection'

type InviteBody = { email?: unknown; first_name?: unknown; last_name?: unknown; title?: unknown; role?: unknown }

function required(req: PayloadRequest, body: InviteBody, field: keyof InviteBody): string {
  const value = body[field]
  if (typeof value === 'string' && value.trim()) return value.trim()
  badRequest(req, field, 'fieldRequired')
}

/**
 * POST /api/users/invite {email, first_name, last_name, role}: an administrator or company admin
 * adds a person (status invited, in the inviter's company for company admins) and Flugakte mails them
 * a link to choose their password; choosing it activates the account.
 */
export const inviteEndpoint: Endpoint = {
  path: '/invite',
  method: 'post',
  handler: async (req) => {
    const inviter = req.user as { id: number; is_company_admin?: boolean } | null
    if (!inviter || !(inviter.is_company_admin || (await isAdministrator(req)))) throw new Forbidden(req.t)
    const body = ((await req.json?.()) ?? {}) as InviteBody
    const role = Number(body.role)
    if (!Number.isInteger(role)) badRequest(req, 'role', 'roleMissing')
    const email = required(req, body, 'email')
    // The account cannot be used before its owner sets a password through the mailed link.
    const password = `${randomBytes(24).toString('base64url')}aA1!`
    const user = await req.payload.create({
      collection: 'users',
      data: filledByCollection<'users'>({
        email,
        first_name: required(req, body, 'first_name'),
        last_name: required(req, body, 'last_name'),
        title: typeof body.title === 'string' ? body.title : undefined,
        role,
        roles: [role],
        status: 'invited',
        password,
      }),
      user: req.user,
      overrideAccess: false,
      req,
    })
    await mailPasswordLink(req, email, { limited: false })
    return Response.json({ doc: user }, { status: 201 })
  },
}
