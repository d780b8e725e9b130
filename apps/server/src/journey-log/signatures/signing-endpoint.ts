import type { Endpoint } from 'payload'

import { ownPasskeys } from '../../collections/passkeys/own-passkeys'
import { issueChallenge } from './passkey-challenge'
import { relyingParty } from './relying-party'
import { idFromPath, signedInUser } from './request'
import { readableEntry } from './signable-entry'
import { signatureStates, signOffState } from './signature-states'

/**
 * GET /api/flight_logs/:id/signing: what the sign-off dialog needs: the content hash the pilot-in-
 * command signs and the WebAuthn challenge made of it with a server nonce that expires
 * (issueChallenge), the caller's passkeys, whether the caller may sign, and the signature when there
 * is one.
 */
export const signingEndpoint: Endpoint = {
  path: '/:id/signing',
  method: 'get',
  handler: async (req) => {
    const user = signedInUser(req)
    const entry = await readableEntry(req, idFromPath(req))
    const [passkeys, states] = await Promise.all([
      ownPasskeys(req, user.id),
      signatureStates(req, [entry.id]),
    ])
    const state = signOffState(entry, states, user.id)
    const contentHash = entry.content_hash ?? null
    return Response.json({
      flight_log: entry.id,
      content_hash: contentHash,
      challenge: contentHash ? issueChallenge(req.payload.secret, contentHash, Number(user.id)) : null,
      rp_id: relyingParty().id,
      allow_credentials: passkeys.map((passkey) => ({
        id: passkey.credential_id,
        transports: Array.isArray(passkey.transports) ? passkey.transports : [],
      })),
      may_sign: state.may_sign && contentHash !== null,
      signed: state.signature,
    })
  },
}
