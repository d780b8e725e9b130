import { generateRegistrationOptions } from '@simplewebauthn/server'
import type { Endpoint } from 'payload'

import { PASSKEY_ALGORITHMS, relyingParty } from '../../journey-log/signatures/relying-party'
import { signedInUser } from '../../journey-log/signatures/request'
import { ownPasskeys } from './own-passkeys'
import { registrationToken } from './registration-token'

/**
 * POST /api/passkeys/registration-options: what the browser passes to navigator.credentials.create()
 * for a new passkey of the caller (user verification required; the caller's passkeys excluded), and a
 * signed token of its challenge that the registration brings back.
 */
export const registrationOptionsEndpoint: Endpoint = {
  path: '/registration-options',
  method: 'post',
  handler: async (req) => {
    const user = signedInUser(req)
    const own = await ownPasskeys(req, user.id)
    const rp = relyingParty()
    const options = await generateRegistrationOptions({
      rpName: rp.name,
      rpID: rp.id,
      userName: user.email,
      // The same user handle every time, so an authenticator keeps one passkey per account.
      userID: new TextEncoder().encode(`flugakte-user-${user.id}`),
      userDisplayName: `${user.first_name} ${user.last_name}`.trim(),
      attestationType: 'none',
      excludeCredentials: own.map((passkey) => ({
        id: passkey.credential_id,
        transports: Array.isArray(passkey.transports) ? (passkey.transports as string[]) : undefined,
      })),
      authenticatorSelection: { residentKey: 'preferred', userVerification: 'required' },
      supportedAlgorithmIDs: PASSKEY_ALGORITHMS,
    })
    return Response.json({ options, token: registrationToken(req.payload.secret, options.challenge, Number(user.id)) })
  },
}
