import { QueryClient } from '@tanstack/react-query'
import { delay, http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { mockServer } from '../../testing/render'
import { ApiError } from '../api-client'
import { localDb } from '../local-db'
import {
  filesOf,
  invalidateAfterDefectReport,
  sendStoredDefectReport,
  submitDefectReport,
  type DefectReport,
} from './defect-outbox'
import { outboxItemsOf, outboxOf } from './outbox-store'
import { onOutboxSendRequest } from './send-request'
import type { DefectOutboxRecord } from './types'

const server = mockServer()

const CLIENT_ID = '5b0a3f4e-8c1d-4e2f-9a7b-1c2d3e4f5a6b'
const report: DefectReport = {
  client_id: CLIENT_ID,
  customer_aircraft: 4,
  flight_log: 171,
  description: 'Ölverlust am Motor, Tropfen unter der Cowling',
  ata_chapter: '79',
  unsafe: true,
}
const context = { userId: 7, registration: 'D-EKLU' }
const photos = () => [
  new File(['jpeg-bytes-1'], 'motor.jpg', { type: 'image/jpeg' }),
  new File(['png-bytes-22'], 'cowling.png', { type: 'image/png' }),
]

type Received = { payload: unknown; photos: { type: string; text: string }[]; contentType: string | null }

/** The submit endpoint: what arrived as multipart, answered with `status` (201 stores the report). */
function defectsEndpoint(
  status = 201,
  body: Record<string, unknown> = { doc: { id: 55, description: report.description } },
) {
  const received: Received[] = []
  server.use(
    http.post('/api/defects/submit', async ({ request }) => {
      const contentType = request.headers.get('Content-Type')
      const form = await request.formData()
      const files = form.getAll('photos') as File[]
      received.push({
        payload: JSON.parse(String(form.get('_payload'))),
        photos: await Promise.all(files.map(async (file) => ({ type: file.type, text: await file.text() }))),
        contentType,
      })
      return HttpResponse.json(status < 300 ? { duplicate: false, ...body } : body, { status })
    }),
  )
  return received
}

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online })
}

const text = (bytes: ArrayBuffer) => new TextDecoder().decode(bytes)

let sendRequests = 0
let stopListening: () => void = () => {}
beforeEach(async () => {
  await localDb.outbox.clear()
  sendRequests = 0
  stopListening = onOutboxSendRequest(() => (sendRequests += 1))
})
afterEach(() => {
  stopListening()
  setOnline(true)
})

describe('submitDefectReport', () => {
  it('sends the report at once as multipart with its photos when there is a connection', async () => {
    const received = defectsEndpoint()
    const outcome = await submitDefectReport(report, photos(), context)
    expect(outcome).toEqual({ status: 'sent', doc: { id: 55, description: report.description }, duplicate: false })
    expect(received).toHaveLength(1)
    expect(received[0]!.contentType).toMatch(/^multipart\/form-data; boundary=/)
    expect(received[0]!.payload).toEqual(report)
    expect(received[0]!.photos).toEqual([
      { type: 'image/jpeg', text: 'jpeg-bytes-1' },
      { type: 'image/png', text: 'png-bytes-22' },
    ])
    expect(await outboxItemsOf(7)).toEqual([])
    expect(sendRequests).toBe(0)
  })

  it('hands back the server’s answer to a repeated client id as sent', async () => {
    defectsEndpoint(200, { doc: { id: 55 }, duplicate: true })
    expect(await submitDefectReport(report, [], context)).toEqual({
      status: 'sent',
      doc: { id: 55 },
      duplicate: true,
    })
  })

  it('keeps the report with its photos on the device without a connection, and asks the sender to run', async () => {
    setOnline(false)
    const received = defectsEndpoint()
    const outcome = await submitDefectReport(report, photos(), context)
    expect(outcome).toEqual({ status: 'queued' })
    expect(received).toEqual([])
    expect(sendRequests).toBe(1)

    const [stored] = await outboxItemsOf(7)
    expect(stored).toMatchObject({
      client_id: CLIENT_ID,
      kind: 'defect',
      user_id: 7,
      aircraft_id: 4,
      registration: 'D-EKLU',
      report,
      status: 'waiting',
      attempts: 0,
    })
    const record = stored as DefectOutboxRecord
    expect(record.photos.map(({ name, type, bytes }) => [name, type, text(bytes)])).toEqual([
      ['motor.jpg', 'image/jpeg', 'jpeg-bytes-1'],
      ['cowling.png', 'image/png', 'png-bytes-22'],
    ])
    // The journey log's readers see entries only.
    expect(await outboxOf(7)).toEqual([])
  })

  it.each([
    ['a gateway without the server behind it (503)', () => HttpResponse.json({}, { status: 503 })],
    ['a network failure', () => HttpResponse.error()],
  ])('keeps the report on the device when no answer comes: %s', async (_case, answer) => {
    let calls = 0
    server.use(
      http.post('/api/defects/submit', () => {
        calls += 1
        return answer()
      }),
    )
    expect(await submitDefectReport(report, photos(), context)).toEqual({ status: 'queued' })
    expect(calls).toBe(1)
    expect(await outboxItemsOf(7)).toMatchObject([{ client_id: CLIENT_ID, kind: 'defect', status: 'waiting' }])
    expect(sendRequests).toBe(1)
  })

  it('keeps the report on the device when its author stops waiting for the answer', async () => {
    server.use(http.post('/api/defects/submit', () => delay('infinite')))
    const controller = new AbortController()
    const outcome = submitDefectReport(report, photos(), { ...context, signal: controller.signal })
    controller.abort()
    expect(await outcome).toEqual({ status: 'queued' })
    expect(await outboxItemsOf(7)).toMatchObject([{ client_id: CLIENT_ID, status: 'waiting' }])
  })

  it('rejects a refusal with the server’s field errors, and keeps nothing', async () => {
    defectsEndpoint(400, {
      errors: [
        {
          message: 'Die folgenden Felder sind ungültig: description',
          data: { errors: [{ path: 'description', message: 'Bitte alle Pflichtfelder ausfüllen' }] },
        },
      ],
    })
    const refusal = await submitDefectReport(report, photos(), context).catch((error: unknown) => error)
    expect(refusal).toBeInstanceOf(ApiError)
    expect(refusal).toMatchObject({
      status: 400,
      fieldErrors: [{ path: 'description', message: 'Bitte alle Pflichtfelder ausfüllen' }],
    })
    expect(await outboxItemsOf(7)).toEqual([])
    expect(sendRequests).toBe(0)
  })

  it('sends a stored report later with the same client id and the same photos', async () => {
    setOnline(false)
    await submitDefectReport(report, photos(), context)
    setOnline(true)
    const received = defectsEndpoint()
    const [stored] = (await outboxItemsOf(7)) as DefectOutboxRecord[]
    expect(filesOf(stored!).map((file) => file.name)).toEqual(['motor.jpg', 'cowling.png'])
    await sendStoredDefectReport(stored!)
    expect(received[0]!.payload).toMatchObject({ client_id: CLIENT_ID })
    expect(received[0]!.photos).toEqual([
      { type: 'image/jpeg', text: 'jpeg-bytes-1' },
      { type: 'image/png', text: 'png-bytes-22' },
    ])
  })
})

describe('invalidateAfterDefectReport', () => {
  it('marks stale the defects, the airworthiness answers and the aircraft’s journey log, nothing else', async () => {
    const queryClient = new QueryClient()
    const keys = [
      ['defects', 4],
      ['defects', 'flight-log', 171],
      ['airworthiness', 'fleet'],
      ['airworthiness', 4, 'report'],
      ['boardbook', 'list', 4, 1, 20],
      ['boardbook', 'list', 5, 1, 20],
      ['documents', 'aircraft', 4],
    ]
    for (const key of keys) queryClient.setQueryData(key, { cached: true })
    await invalidateAfterDefectReport(queryClient, 4)
    const stale = keys.filter((key) => queryClient.getQueryState(key)?.isInvalidated)
    expect(stale).toEqual(keys.slice(0, 5))
  })
})
