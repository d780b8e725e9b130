import type { AircraftDefects } from '@flugakte/domain'
import type { Payload } from 'payload'
import sharp from 'sharp'

import type { CustomerAircraft } from '../payload-types'
import { bearer, rest } from '../testing/rest'
import { defectNoticeKey } from './notify-defect'

export type Answer<Doc = Record<string, unknown>> = {
  status: number
  doc?: Doc
  duplicate?: boolean
  errors?: { message: string; data?: Record<string, unknown> & { errors?: { path: string; message: string }[] } }[]
  /** Field messages by path (Payload's errors[0].data.errors). */
  fields: Record<string, string>
}

async function answerOf<Doc>(response: Response): Promise<Answer<Doc>> {
  const json = (await response.json()) as Omit<Answer<Doc>, 'status' | 'fields'>
  const fields = Object.fromEntries((json.errors?.[0]?.data?.errors ?? []).map((error) => [error.path, error.message]))
  return { status: response.status, ...json, fields }
}

/**
 * A new aircraft of the demo club (owner: LSV Hangelar) with an empty journey log, whose maintenance
 * company is D-EKLU's (Flugwerft Mittelrhein, an accepted contract as the system names it): a test that
 * changes an aircraft's state keeps the demo fleet as it is.
 */
export async function clubAircraftWithMaintenance(payload: Payload, registration: string): Promise<CustomerAircraft> {
  const template = await payload.find({
    collection: 'customer_aircrafts',
    where: { registration: { equals: 'D-EKLU' } },
    depth: 0,
    limit: 1,
  })
  const { company, aircraft, maintenance_company: maintenanceCompany } = template.docs[0]!
  return payload.create({
    collection: 'customer_aircrafts',
    data: {
      registration,
      serial_number: `SN-${registration}`,
      aircraft,
      company,
      maintenance_company: maintenanceCompany,
      status: 'published',
      counters_baseline: { date: '2026-01-01', airframe_minutes: 60_000, landings: 3000 },
    } as never,
  })
}

export type Photo = { name: string; type: string; data: Buffer }

/** POST /api/defects/submit as JSON, or as multipart when photos are given. */
export async function submitDefect(
  token: string | null,
  body: Record<string, unknown>,
  { photos, language = 'de' }: { photos?: Photo[]; language?: 'de' | 'en' } = {},
) {
  const headers: Record<string, string> = { ...(token ? bearer(token) : {}), 'Accept-Language': language }
  let requestBody: BodyInit
  if (photos) {
    const form = new FormData()
    form.append('_payload', JSON.stringify(body))
    for (const photo of photos)
      form.append('photos', new Blob([new Uint8Array(photo.data)], { type: photo.type }), photo.name)
    requestBody = form
  } else {
    headers['Content-Type'] = 'application/json'
    requestBody = JSON.stringify(body)
  }
  return answerOf<DefectViewDoc>(await rest('/api/defects/submit', { method: 'POST', headers, body: requestBody }))
}

type DefectViewDoc = AircraftDefects['defects'][number]

/** POST /api/defect_actions (Payload's REST create). */
export async function postAction(token: string, body: Record<string, unknown>, language: 'de' | 'en' = 'de') {
  return answerOf<{ id: number } & Record<string, unknown>>(
    await rest('/api/defect_actions', {
      method: 'POST',
      headers: { ...bearer(token), 'Content-Type': 'application/json', 'Accept-Language': language },
      body: JSON.stringify(body),
    }),
  )
}

/** GET /api/customer_aircrafts/:id/defects. */
export async function defectsOf(token: string, aircraftId: number): Promise<{ status: number; body: AircraftDefects }> {
  const response = await rest(`/api/customer_aircrafts/${aircraftId}/defects`, { headers: bearer(token) })
  return { status: response.status, body: (await response.json()) as AircraftDefects }
}

/** A photo as a phone takes it: `width`×`height` JPEG carrying EXIF (an orientation, a camera, a comment). */
export async function cameraPhoto(width: number, height: number, orientation = 1): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } } })
    .jpeg({ quality: 90 })
    .withMetadata({ orientation, exif: { IFD0: { Make: 'TestCam', ImageDescription: 'secret place' } } })
    .toBuffer()
}

/**
 * Takes a test's defects of an aircraft back (records are append-only for everyone else), with their
 * notices: SQLite gives a later defect a freed id again, and a notice keyed by it would pass for its own.
 */
export async function removeDefects(payload: Payload, aircraftId: number) {
  const where = { customer_aircraft: { equals: aircraftId } }
  const defects = await payload.find({ collection: 'defects', where, select: {}, depth: 0, pagination: false })
  const keys = defects.docs.map((defect) => defectNoticeKey(defect.id))
  if (keys.length > 0) await payload.delete({ collection: 'notifications', where: { key: { in: keys } } })
  await payload.delete({ collection: 'release_signatures', where, overrideAccess: true })
  // Corrections first: an action another one amends is referenced.
  await payload.delete({ collection: 'defect_actions', where: { and: [where, { amends: { exists: true } }] } })
  await payload.delete({ collection: 'defect_actions', where })
  await payload.delete({ collection: 'defects', where })
  await payload.delete({ collection: 'defect_photos', where })
}
