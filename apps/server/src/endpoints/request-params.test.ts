import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { hiddenAircraft, VISIBLE_AIRCRAFT } from '../testing/demo-expectations'
import { aircraftIdsByRegistration, getTestPayload } from '../testing/get-test-payload'
import { bearer, rest, tokenOf } from '../testing/rest'

let payload: Payload
let aircraft: Record<string, number>

beforeAll(async () => {
  payload = await getTestPayload()
  aircraft = await aircraftIdsByRegistration(payload)
})

/** Every endpoint that answers about one aircraft, by where it takes the aircraft from. */
const ENDPOINTS = [
  (id: number | string) => `/api/flight_logs/boardbook?aircraft=${id}`,
  (id: number | string) => `/api/app-files/manuals?customerAircraftId=${id}`,
  (id: number | string) => `/api/app-files/ad?customerAircraft=${id}`,
  (id: number | string) => `/api/customer_aircrafts/${id}/airworthiness`,
  (id: number | string) => `/api/customer_aircrafts/${id}/operating-hours`,
  (id: number | string) => `/api/customer_aircrafts/${id}/equipmentlist`,
  (id: number | string) => `/api/customer_aircrafts/${id}/journey-log/verify`,
  (id: number | string) => `/api/customer_aircrafts/${id}/records-health`,
]

const restricted = Object.keys(VISIBLE_AIRCRAFT).filter((email) => hiddenAircraft(email).length > 0)

describe('aircraft endpoints', () => {
  it.each(restricted)('answer %s 404 for every aircraft of another company, 200 for its own', async (email) => {
    const token = await tokenOf(email)
    for (const path of ENDPOINTS) {
      for (const registration of hiddenAircraft(email)) {
        const response = await rest(path(aircraft[registration]), { headers: bearer(token) })
        expect(response.status, `${email} ${path(registration)}`).toBe(404)
      }
      const own = VISIBLE_AIRCRAFT[email][0]
      expect((await rest(path(aircraft[own]), { headers: bearer(token) })).status, `${email} ${path(own)}`).toBe(200)
    }
  })

  it('answer 403 without a session', async () => {
    for (const path of ENDPOINTS) expect((await rest(path(aircraft['D-EFAK']))).status, path(1)).toBe(403)
  })

  it('name a missing or malformed aircraft in the caller language', async () => {
    const token = await tokenOf('operator@flugakte.test')
    for (const [language, text] of [
      ['de', 'Das Luftfahrzeug (aircraft) ist keine gültige Nummer'],
      ['en', 'The aircraft (aircraft) is not a valid id'],
    ] as const) {
      const response = await rest('/api/flight_logs/boardbook?aircraft=abc', {
        headers: { ...bearer(token), 'Accept-Language': language },
      })
      expect(response.status).toBe(400)
      const body = (await response.json()) as { errors: { message: string; data: { errors: unknown[] } }[] }
      expect(body.errors[0].message).toBe(text)
      expect(body.errors[0].data.errors).toEqual([{ path: 'aircraft', message: text }])
    }
    const missing = await rest('/api/app-files/manuals', { headers: { ...bearer(token), 'Accept-Language': 'de' } })
    expect(missing.status).toBe(400)
    expect(((await missing.json()) as { errors: { message: string }[] }).errors[0].message).toBe(
      'Bitte ein Luftfahrzeug angeben (customerAircraftId)',
    )
  })
})
