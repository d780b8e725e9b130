import { APIError, Forbidden, ValidationError, type Endpoint, type PayloadRequest } from 'payload'

import { mayAct } from '../../access/rules'
import { FLIGHT_LOG_WRITERS } from '../../access/writers'
import { signatureMessage } from '../../journey-log/signatures/messages'
import { OFFLINE_SIGN_OFF } from '../../journey-log/signatures/passkey-assertion'
import { bodyOf, signedInUser } from '../../journey-log/signatures/request'
import { signEntry } from '../../journey-log/signatures/sign-entry'
import { signatureAnswer } from '../../journey-log/signatures/signature-record'
import { checkFields } from '../../lib/input-guard/check-input'
import { refuseFields } from '../../lib/refuse'
import { say } from '../../lib/texts'
import type { FlightLog } from '../../payload-types'
import { CLIENT_ID, ClientIdTaken, readableEntryByClientId, refuseChangedResubmission } from './client-id'
import { messageText } from './messages'

type SignatureOutcome = { signature: ReturnType<typeof signatureAnswer> | null; signature_error: string | null }

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The body's entry, its client id and the pilot's answer to the addendum question, checked (else 400). */
function submissionOf(req: PayloadRequest, body: Record<string, unknown>) {
  const { client_id: clientId, confirm_earlier: confirmEarlier, signature, ...entry } = body
  // The route is not the collection's own create, so the request guard left its field types to us.
  const issues = checkFields(req.payload.collections.flight_logs.config.fields, entry).map(({ path, key }) => ({
    path,
    message: say(req, `input:${key}`),
  }))
  if (typeof clientId !== 'string' || !CLIENT_ID.test(clientId)) {
    issues.push({ path: 'client_id', message: messageText(req, 'clientIdInvalid') })
  }
  if (confirmEarlier !== undefined && typeof confirmEarlier !== 'boolean') {
    issues.push({ path: 'confirm_earlier', message: say(req, 'input:wrongType') })
  }
  // The pilot's answer to the grounded question stays with the entry for the create's check (refuse-grounded.ts).
  if (entry.confirm_grounded !== undefined && typeof entry.confirm_grounded !== 'boolean') {
    issues.push({ path: 'confirm_grounded', message: say(req, 'input:wrongType') })
  }
  if (issues.length > 0) refuseFields(req, 'flight_logs', issues)
  return {
    entry,
    // A UUID in any case is the same id: the phone's randomUUID is lower case, another client may differ.
    clientId: (clientId as string).toLowerCase(),
    confirmEarlier: confirmEarlier === true,
    signature,
  }
}

/** The caller's signature of an entry, if they signed it already. */
async function callerSignature(req: PayloadRequest, entryId: number, signer: number) {
  const found = await req.payload.find({
    collection: 'flight_log_signatures',
    where: { and: [{ flight_log: { equals: entryId } }, { signer: { equals: signer } }] },
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: false,
    user: req.user,
    req,
  })
  return found.docs[0] ? signatureAnswer(found.docs[0]) : null
}

/**
 * The sign-off made on the device, stored as POST /:id/sign would store it. The entry stands either
 * way: a refused sign-off leaves it unsigned (awaiting the pilot's signature) and says why. A password
 * is not taken here: it is checked online, under its throttle.
 */
async function signOff(
  req: PayloadRequest,
  entryId: number,
  signer: number,
  proof: unknown,
): Promise<SignatureOutcome> {
  const already = await callerSignature(req, entryId, signer)
  if (already || proof === undefined || proof === null) return { signature: already, signature_error: null }
  if (!isObject(proof) || proof.method !== 'passkey') {
    const key = isObject(proof) && proof.method === 'password' ? 'passwordOnline' : 'chooseMethod'
    return { signature: null, signature_error: signatureMessage(req, key) }
  }
  try {
    // Made on the phone, possibly offline: over the content hash alone (passkey-assertion.ts).
    req.context[OFFLINE_SIGN_OFF] = true
    const stored = await signEntry(req, entryId, signer, { method: 'passkey', response: proof.response })
    return { signature: signatureAnswer(stored), signature_error: null }
  } catch (error) {
    if (error instanceof APIError && error.isPublic) return { signature: null, signature_error: error.message }
    req.payload.logger.error({ err: error, msg: `Sign-off of flight log ${entryId} with its submission failed` })
    return { signature: null, signature_error: signatureMessage(req, 'signOffFailed') }
  }
}

/**
 * POST /api/flight_logs/submit: an entry kept on a phone (its outbox), sent as often as it takes to get
 * an answer. The body is the entry as POST /api/flight_logs takes it, plus `client_id` (the UUID the
 * phone gave it), optionally `confirm_earlier` (the pilot answered the addendum question: not an
 * addendum), `confirm_grounded` (the pilot confirmed the flight on an aircraft an open defect grounds) and
 * `signature` ({ method: 'passkey', response }: the pilot-in-command's sign-off, made on the phone,
 * possibly offline, over the entry's content hash).
 * - 201 { doc, message, duplicate: false, signature, signature_error } when stored now,
 * - 200 { …, duplicate: true } when the aircraft's log holds this client id (in any case) already with
 *   the same content: that entry; 409 `clientIdConflict` when it holds other content under it (nothing
 *   is stored, the sign-off is not taken);
 * - 409 `earlierThanLatest` (with the latest entry) for an origin entry earlier than the newest one,
 *   unless confirmed; 409 `aircraftGrounded` unless confirmed; 409 `duplicateTakeoff`; 400 with field
 *   messages; 403 for non-writers.
 * The create is the collection's own (every hook, access rule and message), and a client id is checked
 * under the aircraft's numbering lock, so replays, also concurrent ones, store one entry.
 */
export const submitEndpoint: Endpoint = {
  path: '/submit',
  method: 'post',
  handler: async (req) => {
    const signer = Number(signedInUser(req).id)
    if (!(await mayAct(req, ...FLIGHT_LOG_WRITERS))) throw new Forbidden(req.t)
    const { entry, clientId, confirmEarlier, signature } = submissionOf(req, await bodyOf(req))
    const aircraftId = typeof entry.customer_aircraft === 'number' ? entry.customer_aircraft : null

    const answerStored = async (doc: FlightLog) => {
      await refuseChangedResubmission(req, doc, entry)
      return Response.json(
        {
          doc,
          message: messageText(req, 'clientIdTaken', { number: doc.number ?? '' }),
          duplicate: true,
          ...(await signOff(req, doc.id, signer, signature)),
        },
        { status: 200 },
      )
    }

    const stored = aircraftId === null ? null : await readableEntryByClientId(req, aircraftId, clientId)
    if (stored) return answerStored(stored)

    let doc: FlightLog
    try {
      doc = await req.payload.create({
        collection: 'flight_logs',
        data: { ...entry, client_id: clientId } as unknown as FlightLog,
        context: { outboxCheckEarlier: !confirmEarlier },
        overrideAccess: false,
        user: req.user,
        req,
      })
    } catch (error) {
      // A parallel submission got there first (found under the numbering lock, or at the latest by the
      // unique index of aircraft and client id): answer the entry it stored.
      if (aircraftId !== null && (error instanceof ClientIdTaken || error instanceof ValidationError)) {
        const first = await readableEntryByClientId(req, aircraftId, clientId)
        if (first) return answerStored(first)
        if (error instanceof ClientIdTaken) {
          refuseFields(req, 'flight_logs', [{ path: 'client_id', message: messageText(req, 'clientIdUsed') }])
        }
      }
      throw error
    }
    return Response.json(
      {
        doc,
        message: messageText(req, 'submitted'),
        duplicate: false,
        ...(await signOff(req, doc.id, signer, signature)),
      },
      { status: 201 },
    )
  },
}
