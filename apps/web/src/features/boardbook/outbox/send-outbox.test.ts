import type { FlightLogEntry } from '@flugakte/domain'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'

import { LocalDb } from '../../../lib/local-db'
import { addDefectToOutbox, addToOutbox, outboxItemsOf, outboxOf, updateOutbox } from '../../../lib/outbox/outbox-store'
import { saveSession, sessionFrom } from '../../../lib/session'
import { mockServer } from '../../../testing/render'
import { heldBack, sendOutbox } from './send-outbox'

const server = mockServer()

let db: LocalDb | null = null
const open = () => (db = new LocalDb(`send-outbox-${crypto.randomUUID()}`))
afterEach(async () => {
  await db?.delete()
  db = null
})

const entry = (aircraft: number, to_utc: string): FlightLogEntry =>
  ({
    customer_aircraft: aircraft,
    registration: aircraft === 4 ? 'D-EKLU' : 'D-EDRS',
    type: 'origin',
    date: '2026-05-02',
    nature_of_flight: 'private',
    pilot: 7,
    pilot_duty: 'pic',
    location_to: 31,
    location_ldg: 31,
    is_batch: false,
    to_utc,
    ldg_utc: '23:00',
    flight_time: '',
    cnt_ldg: 1,
  }) as unknown as FlightLogEntry

async function put(local: LocalDb, clientId: string, aircraft: number, createdAt: number, to_utc = '10:00') {
  await addToOutbox(
    {
      client_id: clientId,
      user_id: 7,
      aircraft_id: aircraft,
      registration: aircraft === 4 ? 'D-EKLU' : 'D-EDRS',
      entry: entry(aircraft, to_utc),
      labels: {},
      created_at: createdAt,
    },
    local,
  )
}

/** The server's submit endpoint: stores an entry once per client id, numbering from 171. */
function journeyLog() {
  const bodies: Record<string, unknown>[] = []
  const stored = new Map<string, number>()
  server.use(
    http.post('/api/flight_logs/submit', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>
      bodies.push(body)
      const clientId = body.client_id as string
      const known = stored.get(clientId)
      if (known) return HttpResponse.json({ doc: { id: known, number: known }, duplicate: true, signature: null })
      const number = 171 + stored.size
      stored.set(clientId, number)
      return HttpResponse.json(
        { doc: { id: number, number }, message: 'Created', duplicate: false, signature: null },
        { status: 201 },
      )
    }),
  )
  return { bodies, stored }
}

describe('sendOutbox', () => {
  it('sends the entries in the order entered, one at a time, and removes each the server stored', async () => {
    const local = open()
    await put(local, 'b', 4, 2000, '11:00')
    await put(local, 'a', 4, 1000, '10:00')
    const { bodies } = journeyLog()
    const summary = await sendOutbox(7, { db: local })
    expect(bodies.map((body) => body.client_id)).toEqual(['a', 'b'])
    expect(bodies[0]).toMatchObject({ to_utc: '10:00', customer_aircraft: 4 })
    // Only the chosen mode's times travel.
    expect(bodies[0]).not.toHaveProperty('flight_time')
    expect(summary.sent.map(({ result }) => result.doc.number)).toEqual([171, 172])
    expect(await outboxOf(7, local)).toEqual([])
  })

  it('keeps an entry waiting when the network fails, counting the attempt', async () => {
    const local = open()
    await put(local, 'a', 4, 1000)
    await put(local, 'b', 5, 2000)
    const calls: unknown[] = []
    server.use(
      http.post('/api/flight_logs/submit', async ({ request }) => {
        calls.push(await request.json())
        return HttpResponse.error()
      }),
    )
    const summary = await sendOutbox(7, { db: local })
    expect(summary).toEqual({ sent: [], defectsSent: [], stopped: 'offline' })
    // Without a connection the rest is not tried either.
    expect(calls).toHaveLength(1)
    expect(await outboxOf(7, local)).toMatchObject([
      { client_id: 'a', status: 'waiting', attempts: 1 },
      { client_id: 'b', status: 'waiting', attempts: 0 },
    ])
  })

  it('sends again after a lost answer under the same client id, and the server stores the entry once', async () => {
    const local = open()
    await put(local, 'a', 4, 1000)
    const { bodies, stored } = journeyLog()
    let first = true
    server.use(
      http.post('/api/flight_logs/submit', async ({ request }) => {
        if (!first) return undefined
        first = false
        // The server stores it, but the answer never reaches the phone.
        const body = (await request.clone().json()) as Record<string, unknown>
        stored.set(body.client_id as string, 171)
        bodies.push(body)
        return HttpResponse.error()
      }),
    )
    await sendOutbox(7, { db: local })
    expect(await outboxOf(7, local)).toMatchObject([{ client_id: 'a', status: 'waiting', attempts: 1 }])

    const summary = await sendOutbox(7, { db: local })
    expect(bodies.map((body) => body.client_id)).toEqual(['a', 'a'])
    expect(summary.sent.map(({ result }) => [result.doc.number, result.duplicate])).toEqual([[171, true]])
    expect(stored.size).toBe(1)
    expect(await outboxOf(7, local)).toEqual([])
  })

  it('keeps a refused entry for its author’s decision; later entries of that aircraft wait behind it', async () => {
    const local = open()
    await put(local, 'a', 4, 1000)
    await put(local, 'b', 4, 2000, '11:00')
    await put(local, 'c', 5, 3000)
    const sent: string[] = []
    server.use(
      http.post('/api/flight_logs/submit', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>
        sent.push(body.client_id as string)
        if (body.client_id === 'a') {
          return HttpResponse.json(
            {
              errors: [
                {
                  message: 'Earlier than entry no. 170',
                  data: { code: 'earlierThanLatest', latest: { number: 170 } },
                },
              ],
            },
            { status: 409 },
          )
        }
        return HttpResponse.json({ doc: { id: 180, number: 180 }, duplicate: false, signature: null }, { status: 201 })
      }),
    )
    await sendOutbox(7, { db: local })
    expect(sent).toEqual(['a', 'c'])
    const records = await outboxOf(7, local)
    expect(records).toMatchObject([
      {
        client_id: 'a',
        status: 'attention',
        problem: { status: 409, messages: ['Earlier than entry no. 170'], code: 'earlierThanLatest' },
      },
      { client_id: 'b', status: 'waiting' },
    ])
    expect([...heldBack(records)]).toEqual(['b'])

    // Until the author decides, nothing of that aircraft goes.
    await sendOutbox(7, { db: local })
    expect(sent).toEqual(['a', 'c'])
  })

  it('stops at a refused session and keeps the entries waiting', async () => {
    const local = open()
    await put(local, 'a', 4, 1000)
    await put(local, 'b', 5, 2000)
    let calls = 0
    server.use(
      http.post('/api/flight_logs/submit', () => {
        calls += 1
        return HttpResponse.json({ errors: [{ message: 'You are not allowed' }] }, { status: 403 })
      }),
      // The client asks who the token belongs to: nobody is signed in here.
      http.get('/api/users/me', () => HttpResponse.json({ user: null })),
    )
    expect((await sendOutbox(7, { db: local })).stopped).toBe('session')
    expect(calls).toBe(1)
    expect(await outboxOf(7, local)).toMatchObject([
      { client_id: 'a', status: 'waiting' },
      { client_id: 'b', status: 'waiting' },
    ])
  })

  it('sends an entry a closed tab left as sending, and only the author’s entries', async () => {
    const local = open()
    await put(local, 'a', 4, 1000)
    await updateOutbox('a', { status: 'sending' }, local)
    await addToOutbox(
      { client_id: 'x', user_id: 8, aircraft_id: 4, registration: 'D-EKLU', entry: entry(4, '12:00'), labels: {} },
      local,
    )
    const { bodies } = journeyLog()
    await sendOutbox(7, { db: local })
    expect(bodies.map((body) => body.client_id)).toEqual(['a'])
    expect(await outboxOf(8, local)).toHaveLength(1)
  })

  it('sends the pilot’s confirmation of a flight on a grounded aircraft with the entry', async () => {
    const local = open()
    await put(local, 'a', 4, 1000)
    await updateOutbox('a', { confirm_grounded: true }, local)
    await put(local, 'b', 4, 2000, '11:00')
    const { bodies } = journeyLog()
    await sendOutbox(7, { db: local })
    expect(bodies[0]).toMatchObject({ client_id: 'a', confirm_grounded: true })
    expect(bodies[1]).not.toHaveProperty('confirm_grounded')
  })

  it('sends a defect report in the order entered, with its photos, after the entry made before it', async () => {
    const local = open()
    await put(local, 'flight', 4, 1000)
    await putDefect(local, 'defect', 2000)
    await put(local, 'later', 4, 3000, '11:00')
    const order = journeyLogAndDefects()
    const summary = await sendOutbox(7, { db: local })
    expect(order.calls).toEqual(['flight', 'defect', 'later'])
    expect(order.defects[0]).toMatchObject({
      payload: { client_id: 'defect', customer_aircraft: 4, description: 'Reifen abgefahren' },
      photos: ['jpeg-bytes'],
    })
    expect(summary.defectsSent.map(({ record, result }) => [record.client_id, result.duplicate])).toEqual([
      ['defect', false],
    ])
    expect(summary.sent.map(({ record }) => record.client_id)).toEqual(['flight', 'later'])
    expect(await outboxItemsOf(7, local)).toEqual([])
  })

  it('counts a defect report the server already had (its answer was lost) as sent', async () => {
    const local = open()
    await putDefect(local, 'defect', 1000)
    const order = journeyLogAndDefects()
    order.known.add('defect')
    const sent: string[] = []
    const summary = await sendOutbox(7, { db: local, onDefectSent: ({ record }) => sent.push(record.client_id) })
    expect(summary.defectsSent.map(({ result }) => result.duplicate)).toEqual([true])
    expect(sent).toEqual(['defect'])
    expect(await outboxItemsOf(7, local)).toEqual([])
  })

  it('keeps a refused defect report for its author, and the aircraft’s entries go on', async () => {
    const local = open()
    await putDefect(local, 'defect', 1000)
    await put(local, 'flight', 4, 2000)
    const order = journeyLogAndDefects({
      defectAnswer: () =>
        HttpResponse.json(
          {
            errors: [
              {
                message: 'Die folgenden Felder sind ungültig: description',
                data: { errors: [{ path: 'description', message: 'Bitte alle Pflichtfelder ausfüllen' }] },
              },
            ],
          },
          { status: 400 },
        ),
    })
    const summary = await sendOutbox(7, { db: local })
    expect(order.calls).toEqual(['defect', 'flight'])
    expect(summary.defectsSent).toEqual([])
    expect(await outboxItemsOf(7, local)).toMatchObject([
      {
        client_id: 'defect',
        kind: 'defect',
        status: 'attention',
        problem: {
          status: 400,
          messages: ['Die folgenden Felder sind ungültig: description'],
          fieldErrors: [{ path: 'description', message: 'Bitte alle Pflichtfelder ausfüllen' }],
        },
      },
    ])
    // It waits for its author: the next run leaves it alone.
    await sendOutbox(7, { db: local })
    expect(order.calls).toEqual(['defect', 'flight'])
  })

  it('sends a defect report even while an entry of its aircraft waits for a decision', async () => {
    const local = open()
    await put(local, 'flight', 4, 1000)
    await updateOutbox('flight', { status: 'attention' }, local)
    await putDefect(local, 'defect', 2000)
    const order = journeyLogAndDefects()
    await sendOutbox(7, { db: local })
    expect(order.calls).toEqual(['defect'])
    expect((await outboxItemsOf(7, local)).map((item) => item.client_id)).toEqual(['flight'])
  })

  it('keeps a defect report waiting when the network fails, and stops there', async () => {
    const local = open()
    await putDefect(local, 'defect', 1000)
    await put(local, 'flight', 5, 2000)
    const order = journeyLogAndDefects({ defectAnswer: () => HttpResponse.error() })
    const summary = await sendOutbox(7, { db: local })
    expect(summary.stopped).toBe('offline')
    expect(order.calls).toEqual(['defect'])
    expect(await outboxItemsOf(7, local)).toMatchObject([
      { client_id: 'defect', status: 'waiting', attempts: 1 },
      { client_id: 'flight', status: 'waiting', attempts: 0 },
    ])
  })

  it('keeps a record the server forbids while the session stays for its author, and goes on', async () => {
    saveSession(sessionFrom('jwt', Date.now() / 1000 + 3600))
    const local = open()
    await putDefect(local, 'defect', 1000)
    await put(local, 'flight', 5, 2000)
    const order = journeyLogAndDefects({
      defectAnswer: () =>
        HttpResponse.json({ errors: [{ message: 'Sie dürfen hier keine Beanstandung melden.' }] }, { status: 403 }),
    })
    // The api client asks whose token it is: still the author's.
    server.use(http.get('/api/users/me', () => HttpResponse.json({ user: { id: 7 } })))
    const summary = await sendOutbox(7, { db: local })
    expect(summary.stopped).toBeNull()
    expect(order.calls).toEqual(['defect', 'flight'])
    expect(await outboxItemsOf(7, local)).toMatchObject([
      {
        client_id: 'defect',
        status: 'attention',
        problem: { status: 403, messages: ['Sie dürfen hier keine Beanstandung melden.'] },
      },
    ])
  })
})

async function putDefect(local: LocalDb, clientId: string, createdAt: number) {
  await addDefectToOutbox(
    {
      client_id: clientId,
      user_id: 7,
      aircraft_id: 4,
      registration: 'D-EKLU',
      report: { client_id: clientId, customer_aircraft: 4, description: 'Reifen abgefahren', unsafe: false },
      photos: [{ name: 'reifen.jpg', type: 'image/jpeg', bytes: new TextEncoder().encode('jpeg-bytes').buffer }],
      created_at: createdAt,
    },
    local,
  )
}

/**
 * Both submit endpoints, recording the order of calls by client id; defect reports are stored once per
 * client id (`known`), unless `defectAnswer` answers instead.
 */
function journeyLogAndDefects({ defectAnswer }: { defectAnswer?: () => Response } = {}) {
  const calls: string[] = []
  const defects: { payload: Record<string, unknown>; photos: string[] }[] = []
  const known = new Set<string>()
  server.use(
    http.post('/api/flight_logs/submit', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>
      calls.push(body.client_id as string)
      return HttpResponse.json({ doc: { id: 171, number: 171 }, duplicate: false, signature: null }, { status: 201 })
    }),
    http.post('/api/defects/submit', async ({ request }) => {
      const form = await request.formData()
      const payload = JSON.parse(String(form.get('_payload'))) as Record<string, unknown>
      calls.push(payload.client_id as string)
      if (defectAnswer) return defectAnswer()
      const files = form.getAll('photos') as File[]
      defects.push({ payload, photos: await Promise.all(files.map((file) => file.text())) })
      const duplicate = known.has(payload.client_id as string)
      known.add(payload.client_id as string)
      return HttpResponse.json({ doc: { id: 55 }, duplicate }, { status: duplicate ? 200 : 201 })
    }),
  )
  return { calls, defects, known }
}
