import { http, HttpResponse } from 'msw'

/**
 * What every screen behind login may load beside its own data: the current user and the aircraft list
 * (the aircraft selector, the "choose an aircraft" prompt). Defaults: a pilot with no aircraft.
 */
export function appHandlers({ aircraft = [] as unknown[] } = {}) {
  return [
    http.get('/api/users/me', () =>
      HttpResponse.json({ user: { id: 7, email: 'pilot@flugakte.test', first_name: 'Jonas', last_name: 'Becker' } }),
    ),
    http.get('/api/customer_aircrafts', () => HttpResponse.json({ docs: aircraft, totalDocs: aircraft.length })),
  ]
}
