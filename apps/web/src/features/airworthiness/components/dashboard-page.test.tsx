import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type { AirworthinessReport } from '@flugakte/domain'
import { beforeEach, describe, expect, it } from 'vitest'

import { mockServer, renderAt } from '../../../testing/render'
import { report } from '../testing/fixtures'
import { DashboardPage } from './dashboard-page'

const REPORTS = {
  1: report(1, 'D-EFAK', 'airworthy', { next_due: [], expiring_documents: [] }),
  2: report(2, 'D-EXAB', 'due_soon'),
  3: report(3, 'D-EKLU', 'overdue'),
}
const summary = ({
  recent_flights: _flights,
  directives: _d,
  tasks: _t,
  components: _c,
  utilisation: _u,
  today: _today,
  ...rest
}: AirworthinessReport) => ({
  ...rest,
  next_due: rest.next_due.slice(0, 3),
})
let fullReports = 0
mockServer(
  http.get('/api/fleet/status', () =>
    HttpResponse.json({ today: '2026-11-22', aircraft: Object.values(REPORTS).map(summary) }),
  ),
  http.get('/api/customer_aircrafts/:id/airworthiness', ({ params }) => {
    fullReports += 1
    return HttpResponse.json(REPORTS[Number(params.id) as 1 | 2 | 3])
  }),
)

const fleet = [
  { id: 1, label: 'D-EFAK (C172S)' },
  { id: 2, label: 'D-EXAB (DA 40 NG)' },
  { id: 3, label: 'D-EKLU (PA-28-181)' },
]

describe('DashboardPage', () => {
  beforeEach(() => {
    fullReports = 0
  })

  it.each([
    ['de', 'Status Ihrer Luftfahrzeuge', ['Lufttüchtig', 'Bald fällig', 'Überfällig']],
    ['en', 'Status of your aircraft', ['Airworthy', 'Due soon', 'Overdue']],
  ] as const)('shows each aircraft’s status in the fleet view (%s)', async (language, table, statuses) => {
    await renderAt('/testing', {
      language,
      page: <DashboardPage aircraft={fleet} selected={undefined} isLoading={false} />,
    })
    const rows = within(await screen.findByRole('table', { name: table }))
      .getAllByRole('row')
      .slice(1)
    for (const [index, status] of statuses.entries())
      expect(await within(rows[index]!).findByText(status)).toBeInTheDocument()
    // The fleet and every aircraft's summary come from the one fleet-status request.
    expect(await screen.findByRole('region', { name: 'D-EKLU' })).toBeInTheDocument()
    expect(fullReports).toBe(0)
  })

  it('shows the chosen aircraft: three next items, an expired document, the last flights', async () => {
    await renderAt('/testing', { page: <DashboardPage aircraft={fleet} selected={2} isLoading={false} /> })
    const detail = await screen.findByRole('region', { name: 'D-EXAB' })
    const next = within(detail).getByRole('table', { name: 'Als Nächstes fällig D-EXAB' })
    expect(within(next).getAllByRole('row')).toHaveLength(3)
    expect(within(detail).getByText('seit 2 Tagen abgelaufen')).toBeInTheDocument()
    const flights = within(detail).getByRole('table', { name: 'Letzte Flüge D-EXAB' })
    expect(within(flights).getByText('EDFE → EDFZ')).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'D-EKLU' })).not.toBeInTheDocument()
    expect(fullReports).toBe(1)
  })

  it('says so when no aircraft is assigned', async () => {
    await renderAt('/testing', { page: <DashboardPage aircraft={[]} selected={undefined} isLoading={false} /> })
    expect(await screen.findByText('Ihnen sind noch keine Luftfahrzeuge zugeordnet.')).toBeInTheDocument()
  })
})
