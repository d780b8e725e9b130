import type { Endpoint } from 'payload'

import { bodyOf, idFromPath, signedInUser } from './request'
import { signEntry } from './sign-entry'
import { signatureAnswer } from './signature-record'

/**
 * POST /api/flight_logs/:id/sign { method: 'passkey', response } | { method: 'password', password }:
 * the pilot-in-command signs the entry (signEntry).
 */
export const signEndpoint: Endpoint = {
  path: '/:id/sign',
  method: 'post',
  handler: async (req) => {
    const signer = Number(signedInUser(req).id)
    const id = idFromPath(req)
    const signature = await signEntry(req, id, signer, await bodyOf(req))
    return Response.json(signatureAnswer(signature), { status: 201 })
  },
}
