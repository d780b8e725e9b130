import { http, HttpResponse } from 'msw'

/**
 * What every screen behind login may load beside its own data: the current user, the aircraft list and
 * the fleet status (the aircraft selector marks grounded aircraft; the "choose an aircraft" prompt).
 * Defaults: a pilot with no aircraft; none of them grounded.
 */
export function appHandlers({ aircraft = [] as unknown[] } = {}) {
  return [
    http.get('/api/users/me', () =>
      HttpResponse.json({
        user: {
          id: 7,
          email: 'pilot@flugakte.test',
          first_name: 'Jonas',
          last_name: 'Becker',
          // The licence a release they certify names (forms show it read-only).
          licence_number: 'DE.66.1234',
          licence_valid_until: '2099-12-31',
        },
      }),
    ),
    http.get('/api/customer_aircrafts', () => HttpResponse.json({ docs: aircraft, totalDocs: aircraft.length })),
    http.get('/api/fleet/status', () => HttpResponse.json({ today: '2026-01-01', aircraft: [] })),
  ]
}
