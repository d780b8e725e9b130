import type { Endpoint } from 'payload'

import { ownPasskeys } from '../collections/passkeys/own-passkeys'
import { issueChallenge } from '../journey-log/signatures/passkey-challenge'
import { relyingParty } from '../journey-log/signatures/relying-party'
import { bodyOf, idFromPath, signedInUser } from '../journey-log/signatures/request'
import { readableRelease, subjectFromPath } from './release-record'
import { releaseSignaturesOf } from './release-signatures'
import { signRelease } from './sign-release'

/**
 * GET /api/releases/:subject/:id/signing (subject: one of RELEASE_SUBJECTS — defect_actions,
 * task_completions, ad_compliances, modifications_repairs, airworthiness_reviews): what the release
 * dialog needs: the content hash the certifying person signs and the WebAuthn challenge made of it with
 * a server nonce that expires (issueChallenge), the caller's passkeys, whether the caller may sign now,
 * and the signature when there is one. 404 for a record the caller may not read.
 */
export const releaseSigningEndpoint: Endpoint = {
  path: '/releases/:subject/:id/signing',
  method: 'get',
  handler: async (req) => {
    const user = signedInUser(req)
    const subject = subjectFromPath(req)
    const release = await readableRelease(req, subject, idFromPath(req))
    const [passkeys, signatures] = await Promise.all([
      ownPasskeys(req, user.id),
      releaseSignaturesOf(req, { [subject]: [release.id] }),
    ])
    const signature = signatures(subject, release.id)
    return Response.json({
      subject,
      record: release.id,
      content_hash: release.content_hash,
      challenge: issueChallenge(req.payload.secret, release.content_hash, Number(user.id)),
      rp_id: relyingParty().id,
      passkeys: passkeys.map((passkey) => ({
        credential_id: passkey.credential_id,
        name: passkey.name,
        transports: Array.isArray(passkey.transports) ? passkey.transports : [],
      })),
      may_sign: signature === null && release.certifier === user.id && release.releasable && release.complete,
      signature,
    })
  },
}

/**
 * POST /api/releases/:subject/:id/sign { method: 'passkey', response } | { method: 'password', password },
 * optionally with the `content_hash` the dialog showed: the certifying person signs the release to
 * service (signRelease). 201 with the signature.
 */
export const releaseSignEndpoint: Endpoint = {
  path: '/releases/:subject/:id/sign',
  method: 'post',
  handler: async (req) => {
    const signer = Number(signedInUser(req).id)
    const subject = subjectFromPath(req)
    const id = idFromPath(req)
    const stored = await signRelease(req, subject, id, signer, await bodyOf(req))
    const signatures = await releaseSignaturesOf(req, { [subject]: [id] })
    return Response.json(
      {
        ...signatures(subject, id),
        id: stored.id,
        subject,
        record_id: id,
        signer_id: signer,
        credential_id: stored.credential_id ?? null,
      },
      { status: 201 },
    )
  },
}
