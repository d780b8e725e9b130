import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type { AirworthinessReport } from '@flugakte/domain'
import { beforeEach, describe, expect, it } from 'vitest'

import { recordsHealth } from '../../../testing/records-health'
import { mockServer, renderAt } from '../../../testing/render'
import { due, report } from '../testing/fixtures'
import { DashboardPage } from './dashboard-page'

const REPORTS = {
  1: report(1, 'D-EFAK', 'airworthy', {
    next_due: [],
    expiring_documents: [],
    arc: { valid_until: null, days_left: null, state: 'missing', source: null, review_id: null, document_id: null },
  }),
  2: report(2, 'D-EXAB', 'due_soon'),
  3: report(3, 'D-EKLU', 'overdue'),
  // Defect 21 grounds it; defect 22 is deferred with a limitation and a 10-hour deadline.
  4: report(4, 'D-EGRD', 'grounded', {
    defects: {
      open: 1,
      deferred: 1,
      grounding: [21],
      limitations: [
        {
          defect: 22,
          description: 'Landing light inoperative',
          limitation: 'Day VFR only',
          due: due('ok', { limit: { hours: 10 }, due_at: { minutes: 1460 * 60 } }),
        },
      ],
    },
    // Three more urgent items first: the deferred defect is listed all the same.
    next_due: [
      ...['ELT battery', 'Annual inspection', '50-hour check'].map((title, index) => ({
        key: `task:${index + 1}`,
        kind: 'task' as const,
        title,
        reference: null,
        due: due('due_soon'),
      })),
      {
        key: 'defect:22',
        kind: 'deferred_defect',
        title: 'Landing light inoperative',
        reference: '33',
        due: due('ok', { limit: { hours: 10 }, due_at: { minutes: 1460 * 60 } }),
      },
    ],
  }),
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
    return HttpResponse.json(REPORTS[Number(params.id) as 1 | 2 | 3 | 4])
  }),
  http.get('/api/customer_aircrafts/:id/records-health', ({ params }) =>
    HttpResponse.json(
      recordsHealth({
        aircraft: { id: Number(params.id), registration: 'D-EXAB', variant: null },
        records_state: 'complete',
      }),
    ),
  ),
  http.get('/api/customer_aircrafts/4/defects', () =>
    HttpResponse.json({
      aircraft: { id: 4, registration: 'D-EGRD' },
      today: '2026-11-22',
      summary: REPORTS[4].defects,
      defects: [{ id: 21, description: 'Nose wheel shimmy, tyre cut' }],
      may_report: true,
      may_handle: false,
    }),
  ),
)

const fleet = [
  { id: 1, label: 'D-EFAK (C172S)' },
  { id: 2, label: 'D-EXAB (DA 40 NG)' },
  { id: 3, label: 'D-EKLU (PA-28-181)' },
  { id: 4, label: 'D-EGRD (DA 40 NG)' },
]

describe('DashboardPage', () => {
  beforeEach(() => {
    fullReports = 0
  })

  it.each([
    ['de', 'Status Ihrer Luftfahrzeuge', ['Lufttüchtig', 'Bald fällig', 'Überfällig', 'Nicht flugklar']],
    ['en', 'Status of your aircraft', ['Airworthy', 'Due soon', 'Overdue', 'Grounded']],
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

  it('shows every aircraft’s ARC validity on its card', async () => {
    await renderAt('/testing', { page: <DashboardPage aircraft={fleet} selected={undefined} isLoading={false} /> })
    const exab = await screen.findByRole('region', { name: 'D-EXAB' })
    expect(within(exab).getByRole('group', { name: 'ARC' })).toHaveTextContent('ARC gültig bis 12.08.2027Aktuell')
    const efak = screen.getByRole('region', { name: 'D-EFAK' })
    expect(within(efak).getByRole('group', { name: 'ARC' })).toHaveTextContent('ARC fehltFehlt')
    // The records card is the chosen aircraft's only (it asks for its records).
    expect(screen.queryByRole('region', { name: 'Akten & ARC' })).not.toBeInTheDocument()
  })

  it('shows the chosen aircraft’s ARC, its records and the way to them (en)', async () => {
    await renderAt('/testing', {
      language: 'en',
      page: <DashboardPage aircraft={fleet} selected={2} isLoading={false} />,
    })
    const detail = await screen.findByRole('region', { name: 'D-EXAB' })
    const records = within(within(detail).getByRole('region', { name: 'Records & ARC' }))
    expect(await records.findByText('Complete')).toBeInTheDocument()
    expect(records.queryByRole('group', { name: 'ARC' })).toBeNull()
    expect(records.getByText('Missing: 2')).toBeInTheDocument()
    expect(records.getByRole('link', { name: 'Open records' })).toHaveAttribute('href', '/records?aircraft=2')
    // The ARC line of the aircraft's card, from the report.
    expect(within(detail).getByRole('group', { name: 'ARC' })).toHaveTextContent('ARC valid until 12 Aug 2027')
  })

  it('marks a grounded aircraft red in the fleet view', async () => {
    await renderAt('/testing', { page: <DashboardPage aircraft={fleet} selected={undefined} isLoading={false} /> })
    const rows = within(await screen.findByRole('table', { name: 'Status Ihrer Luftfahrzeuge' }))
      .getAllByRole('row')
      .slice(1)
    const grounded = await within(rows[3]!).findByText('Nicht flugklar')
    expect(grounded.closest('.mantine-Badge-root')).toHaveAttribute('data-variant', 'filled')
    expect(grounded.closest('.mantine-Badge-root')).toHaveStyle({ '--badge-bg': 'var(--mantine-color-red-filled)' })
    expect(within(rows[0]!).queryByText('Nicht flugklar')).not.toBeInTheDocument()
  })

  it('names the defects that ground the chosen aircraft, its limitations before flight and its open defects', async () => {
    await renderAt('/testing', { page: <DashboardPage aircraft={fleet} selected={4} isLoading={false} /> })
    const detail = await screen.findByRole('region', { name: 'D-EGRD' })
    expect(within(detail).getByText('Nicht flugklar')).toBeInTheDocument()
    const grounded = within(detail).getByRole('alert', { name: 'D-EGRD ist nicht flugklar' })
    expect(grounded).toHaveTextContent('Eine offene Beanstandung verbietet den Weiterflug:')
    expect(
      await within(grounded).findByRole('link', { name: 'Beanstandung #21: Nose wheel shimmy, tyre cut' }),
    ).toHaveAttribute('href', '/defects?aircraft=4&defect=21')
    expect(within(grounded).getByRole('link', { name: 'Beanstandungen ansehen' })).toHaveAttribute(
      'href',
      '/defects?aircraft=4',
    )

    const limitations = within(detail).getByRole('alert', { name: 'Einschränkungen vor dem Flug beachten' })
    expect(within(limitations).getByText('Day VFR only')).toBeInTheDocument()
    expect(
      within(limitations).getByRole('link', { name: 'zu Beanstandung #22: Landing light inoperative' }),
    ).toHaveAttribute('href', '/defects?aircraft=4&defect=22')
    expect(limitations).toHaveTextContent('Frist: 1460:00 h')

    expect(within(detail).getByRole('link', { name: 'Offene Beanstandungen: 2' })).toHaveAttribute(
      'href',
      '/defects?aircraft=4',
    )
    expect(within(detail).getByText(/davon zurückgestellt: 1/)).toBeInTheDocument()

    // The deferral's deadline is a due item like any other, leading to its defect.
    const next = within(detail).getByRole('table', { name: 'Als Nächstes fällig D-EGRD' })
    expect(within(next).getByRole('link', { name: 'Landing light inoperative' })).toHaveAttribute(
      'href',
      '/defects?aircraft=4&defect=22',
    )
    expect(within(next).getByText('Zurückgestellte Beanstandung · 33')).toBeInTheDocument()
  })

  it('shows neither warning for an airworthy aircraft, and its open defects as none (en)', async () => {
    await renderAt('/testing', {
      language: 'en',
      page: <DashboardPage aircraft={fleet} selected={2} isLoading={false} />,
    })
    const detail = await screen.findByRole('region', { name: 'D-EXAB' })
    expect(within(detail).queryByRole('alert')).not.toBeInTheDocument()
    expect(within(detail).getByRole('link', { name: 'Open defects: 0' })).toHaveAttribute('href', '/defects?aircraft=2')
  })

  it('says so when no aircraft is assigned', async () => {
    await renderAt('/testing', { page: <DashboardPage aircraft={[]} selected={undefined} isLoading={false} /> })
    expect(await screen.findByText('Ihnen sind noch keine Luftfahrzeuge zugeordnet.')).toBeInTheDocument()
  })
})
