import { defectReportInputSchema, todayUtc, type DefectView } from '@flugakte/domain'
import { Forbidden, type Endpoint, type PayloadRequest } from 'payload'

import { aircraftIdsInScope } from '../../access/aircraft-scope'
import { userCompanyId } from '../../access/roles'
import { airframeClocks, loadDefects } from '../../defects/aircraft-defects'
import { defectRights } from '../../defects/defect-rights'
import { preparePhotos, uploadedPhotos } from '../../defects/defect-photos'
import { notifyDefectReported } from '../../defects/notify-defect'
import { refuseInput } from '../../defects/refuse-input'
import { bodyOf, inRequestTransaction, signedInUser } from '../../journey-log/signatures/request'
import { refuseFields } from '../../lib/refuse'
import { say } from '../../lib/texts'
import type { Defect } from '../../payload-types'

/** The defect a device already stored under its client id on the aircraft (found whatever the caller sees). */
async function storedByClientId(req: PayloadRequest, aircraftId: number, clientId: string): Promise<Defect | null> {
  const found = await req.payload.find({
    collection: 'defects',
    where: { and: [{ customer_aircraft: { equals: aircraftId } }, { client_id: { equals: clientId } }] },
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  return found.docs[0] ?? null
}

/** The journey-log entry a report names must be one of the aircraft's that the caller may read. */
async function checkFlight(req: PayloadRequest, aircraftId: number, flightId: number | undefined) {
  if (flightId === undefined) return
  const found = await req.payload.count({
    collection: 'flight_logs',
    where: { and: [{ id: { equals: flightId } }, { customer_aircraft: { equals: aircraftId } }] },
    overrideAccess: false,
    user: req.user,
    req,
  })
  if (found.totalDocs === 0) {
    refuseFields(req, 'defects', [{ path: 'flight_log', message: say(req, 'defects:flightNotOfAircraft') }])
  }
}

/** The aircraft must be one the caller sees and may report on (defectRights); 403 otherwise, either way. */
async function checkReporter(req: PayloadRequest, aircraftId: number) {
  const [visible, rights] = await Promise.all([aircraftIdsInScope(req, 'visible'), defectRights(req)])
  const sees = visible === null || visible.map(String).includes(String(aircraftId))
  if (!sees || !rights(aircraftId).report) throw new Forbidden(req.t)
}

/** The stored defect as GET /api/customer_aircrafts/:id/defects shows it, and the aircraft's registration. */
async function viewOf(req: PayloadRequest, defect: Defect, aircraftId: number) {
  const clocks = await airframeClocks(req, [aircraftId], todayUtc())
  const aircraft = clocks.get(aircraftId)!
  const views = await loadDefects(req, [aircraftId], () => aircraft.clock)
  const view = views.get(aircraftId)?.find((candidate) => candidate.id === defect.id) as DefectView
  return { view, registration: aircraft.registration }
}

/**
 * POST /api/defects/submit: a defect reported from the field, possibly kept offline in a phone's
 * outbox and sent as often as it takes to get an answer. A multipart body (`_payload`: the report as
 * JSON; files in `photos`) or plain JSON without photos; the report passes defectReportInputSchema.
 * - 201 { doc, duplicate: false } when stored now (doc as the aircraft's defect list shows it); the
 *   owner's company admins and the contracted maintenance company and CAO are notified;
 * - 200 { doc, duplicate: true } when the aircraft already holds a report with this client id;
 * - 400 with field messages (input, journey-log entry, photos), 403 for an aircraft the caller may not
 *   report on (or does not see).
 * The photos are re-encoded before anything is written; the report and its photos are stored in one
 * transaction, whose check for the client id, with the unique index behind it, stores a report once
 * however many copies arrive at the same time. Reporter, time and company are the server's.
 */
export const submitDefectEndpoint: Endpoint = {
  path: '/submit',
  method: 'post',
  handler: async (req) => {
    const user = signedInUser(req)
    const parsed = defectReportInputSchema.safeParse(await bodyOf(req))
    if (!parsed.success) refuseInput(req, 'defects', parsed.error.issues)
    const input = parsed.data
    const aircraftId = input.customer_aircraft
    const clientId = input.client_id ?? null
    await checkReporter(req, aircraftId)
    await checkFlight(req, aircraftId, input.flight_log)

    const answer = async (defect: Defect, duplicate: boolean) => {
      const { view, registration } = await viewOf(req, defect, aircraftId)
      return {
        view,
        registration,
        response: Response.json({ doc: view, duplicate }, { status: duplicate ? 200 : 201 }),
      }
    }
    // A copy of a stored report is answered before its photos cost any work.
    const earlier = clientId ? await storedByClientId(req, aircraftId, clientId) : null
    if (earlier) return (await answer(earlier, true)).response
    const photos = await preparePhotos(req, uploadedPhotos(req))

    let stored: { defect: Defect; duplicate: boolean }
    try {
      stored = await inRequestTransaction(req, async () => {
        const first = clientId ? await storedByClientId(req, aircraftId, clientId) : null
        if (first) return { defect: first, duplicate: true }
        const photoIds: number[] = []
        for (const file of photos) {
          const photo = await req.payload.create({
            collection: 'defect_photos',
            data: { customer_aircraft: aircraftId },
            file,
            depth: 0,
            overrideAccess: true,
            req,
          })
          photoIds.push(photo.id)
        }
        const defect = await req.payload.create({
          collection: 'defects',
          data: {
            customer_aircraft: aircraftId,
            flight_log: input.flight_log ?? null,
            client_id: clientId,
            description: input.description,
            ata_chapter: input.ata_chapter ?? null,
            unsafe: input.unsafe,
            photos: photoIds,
            reported_by: Number(user.id),
            reported_at: new Date().toISOString(),
            author_company: userCompanyId(req),
          },
          depth: 0,
          overrideAccess: true,
          req,
        })
        return { defect, duplicate: false }
      })
    } catch (error) {
      // A parallel copy committed first (the unique index of aircraft and client id refused this one).
      const first = clientId ? await storedByClientId(req, aircraftId, clientId) : null
      if (!first) throw error
      stored = { defect: first, duplicate: true }
    }

    const { view, registration, response } = await answer(stored.defect, stored.duplicate)
    if (!stored.duplicate) {
      await notifyDefectReported(req.payload, {
        id: view.id,
        aircraftId,
        registration,
        description: view.description,
        unsafe: view.unsafe,
        reported_at: view.reported_at,
        reporter: { id: Number(user.id), name: view.reported_by ?? '' },
      }).catch((error: unknown) => {
        // The report stands; the people to tell find it on the aircraft's defect list.
        req.payload.logger.error({ err: error, msg: `Notices of defect ${view.id} failed` })
      })
    }
    return response
  },
}
