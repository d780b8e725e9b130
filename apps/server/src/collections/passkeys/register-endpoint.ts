import { verifyRegistrationResponse, type RegistrationResponseJSON } from '@simplewebauthn/server'
import type { Endpoint } from 'payload'

import { refuseSignature, signatureMessage } from '../../journey-log/signatures/messages'
import { PASSKEY_ALGORITHMS, relyingParty } from '../../journey-log/signatures/relying-party'
import { bodyOf, inRequestTransaction, signedInUser } from '../../journey-log/signatures/request'
import { formatDay } from '../../journey-log/signatures/sign-notice'
import { languageOf } from '../../lib/refuse'
import { readRegistrationToken } from './registration-token'

const NAME_LENGTH = 100

/**
 * POST /api/passkeys/register { token, response, name? }: stores the caller's new passkey once the
 * authenticator's answer checks out against the token's challenge, for this site, with the user
 * verified; 201 with the passkey's id, name and time.
 */
export const registerEndpoint: Endpoint = {
  path: '/register',
  method: 'post',
  handler: async (req) => {
    const user = signedInUser(req)
    const body = await bodyOf(req)
    const statement = readRegistrationToken(req.payload.secret, body.token)
    if (!statement || statement.user !== Number(user.id)) refuseSignature(req, 400, 'registrationExpired')
    const rp = relyingParty()
    const verification = await verifyRegistrationResponse({
      response: body.response as RegistrationResponseJSON,
      expectedChallenge: statement.challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
      supportedAlgorithmIDs: PASSKEY_ALGORITHMS,
    }).catch(() => null)
    if (!verification?.verified) refuseSignature(req, 400, 'registrationRejected')
    const { credential } = verification.registrationInfo
    const now = new Date()
    const given = typeof body.name === 'string' ? body.name.trim().slice(0, NAME_LENGTH) : ''
    const name = given || signatureMessage(req, 'defaultPasskeyName', { day: formatDay(now, languageOf(req)) })
    const passkey = await inRequestTransaction(req, async () => {
      const known = await req.payload.count({
        collection: 'passkeys',
        where: { credential_id: { equals: credential.id } },
        overrideAccess: true,
        req,
      })
      if (known.totalDocs > 0) refuseSignature(req, 409, 'passkeyAlreadyRegistered')
      // The server stores it: nobody creates passkeys through the collection's API.
      return req.payload.create({
        collection: 'passkeys',
        data: {
          user: user.id,
          name,
          credential_id: credential.id,
          public_key: Buffer.from(credential.publicKey).toString('base64url'),
          counter: credential.counter,
          transports: credential.transports ?? [],
        },
        depth: 0,
        overrideAccess: true,
        req,
      })
    })
    return Response.json({ id: passkey.id, name: passkey.name, createdAt: passkey.createdAt }, { status: 201 })
  },
}
