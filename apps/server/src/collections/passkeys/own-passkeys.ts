import type { PayloadRequest } from 'payload'

/**
 * The caller's passkeys, as the registration (to exclude them) and the sign-off dialog (to offer them)
 * pass them to the browser: credential id and transports (and the name the dialog shows).
 */
export async function ownPasskeys(req: PayloadRequest, userId: number) {
  const found = await req.payload.find({
    collection: 'passkeys',
    where: { user: { equals: userId } },
    depth: 0,
    pagination: false,
    select: { credential_id: true, transports: true, name: true },
    overrideAccess: false,
    user: req.user,
    req,
  })
  return found.docs
}
