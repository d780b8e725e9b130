import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ComplianceRecord } from '@flugakte/domain'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'

import { mockServer, renderAt } from '../../../testing/render'
import { directive, due, operatingHours, report } from '../testing/fixtures'
import { AdListPage } from './ad-list-page'
import { LifecyclePage } from './lifecycle-page'
import { OperatingHoursPage } from './operating-hours-page'

const withParts = report(7, 'D-EXAB', 'due_soon', {
  components: [
    {
      key: 'component:b',
      component: { id: 'b', name: 'ELT battery', part_number: 'ELT-BAT', serial_number: null, position: 'ELT' },
      category: 'equipment',
      meter: 'airframe',
      serialized: false,
      installed_date: '2024-01-01',
      tsn_minutes: 100,
      csn: 10,
      tso_minutes: null,
      cso: null,
      life: due('overdue', {
        limit: { months: 72 },
        governing: 'calendar',
        due_at: { date: '2026-10-01' },
        remaining: { days: -52 },
        consumed: 1.02,
      }),
      overhaul: null,
    },
    {
      key: 'component:e',
      component: { id: 'e', name: 'Engine', part_number: 'E4', serial_number: 'E-1', position: null },
      category: 'engine',
      meter: 'engine',
      serialized: true,
      installed_date: '2024-01-01',
      tsn_minutes: 1000,
      csn: 10,
      tso_minutes: 900,
      cso: 5,
      life: null,
      overhaul: due('due_soon', { projected_date: null }),
    },
  ],
})
const server = mockServer(
  http.get('/api/customer_aircrafts/7/airworthiness', () => HttpResponse.json(withParts)),
  http.get('/api/customer_aircrafts/7/operating-hours', () => HttpResponse.json(operatingHours())),
  // The operating hours offer the meter's unit to whoever may change the aircraft's setup: not this reader.
  http.get('/api/customer_aircrafts/capabilities', () =>
    HttpResponse.json({ docs: [{ id: 7, registration: 'D-EKLU', edit_setup: false }] }),
  ),
)

describe('AD list', () => {
  it('shows the aircraft or the component ADs by view, with the not-applicable reason in the row', async () => {
    await renderAt('/testing', { page: <AdListPage aircraftId={7} view="aircraft" canRecord={false} /> })
    const table = await screen.findByRole('table', { name: 'Lufttüchtigkeitsanweisungen des Luftfahrzeugs' })
    expect(within(table).getByText('2016-23-03')).toBeInTheDocument()
    expect(within(table).queryByText('DEMO-2026-001')).not.toBeInTheDocument()
    expect(within(table).getByText('Begründung: Gilt nur für DA 40 und DA 40 F')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /Erfüllung eintragen/ })).not.toBeInTheDocument()
  })

  it('lists component ADs with their part, and offers recording to contractors', async () => {
    await renderAt('/testing', { language: 'en', page: <AdListPage aircraftId={7} view="component" canRecord /> })
    const table = await screen.findByRole('table', { name: 'Airworthiness directives of the aircraft' })
    expect(within(table).getAllByRole('row')).toHaveLength(2)
    expect(within(table).getByText('Transponder GTX 335, S/N T-1')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Record compliance: DEMO-2026-001' })).toBeInTheDocument()
  })
})

describe('lifecycle', () => {
  it('colours the life bars by status and says when nothing can be projected', async () => {
    await renderAt('/testing', { language: 'en', page: <LifecyclePage aircraftId={7} canRecord={false} /> })
    // Mantine writes the section colour as a CSS variable on the bar or its section.
    const colourOf = (bar: HTMLElement) => (bar.closest('.mantine-Progress-root') ?? bar).outerHTML
    const battery = await screen.findByRole('progressbar', { name: 'ELT battery: Life limit 102 % used' })
    expect(colourOf(battery)).toContain('--mantine-color-red')
    const engine = screen.getByRole('progressbar', { name: 'Engine: Overhaul 94 % used' })
    expect(colourOf(engine)).toContain('--mantine-color-yellow')
    expect(colourOf(engine)).not.toContain('--mantine-color-red')
    expect(screen.getByText('no projection (no flights in 90 days)')).toBeInTheDocument()
  })
})

describe('operating hours', () => {
  it('draws 24 months with their figures and lists the end-of-month readings', async () => {
    await renderAt('/testing', { language: 'en', page: <OperatingHoursPage aircraftId={7} /> })
    const chart = await screen.findByRole('img', { name: /Flight hours and landings per month/ })
    const months = within(chart).getAllByRole('listitem')
    expect(months).toHaveLength(24)
    expect(months[23]).toHaveAccessibleName('Nov 26: 23:00 h, 46 landings')
    const history = screen.getByRole('table', { name: 'Counter readings per month' })
    const newest = within(history).getAllByRole('row')[1]!
    expect(within(newest).getByText('1023:00 h')).toBeInTheDocument()
  })
})

describe('the moment the figures stand at', () => {
  it('is stated alike on the AD list, the lifecycle and the operating hours', async () => {
    const expected = 'Stand 21. Nov. 26, Samstag, 16:42 UTC'
    for (const page of [
      <AdListPage key="ad" aircraftId={7} view="aircraft" canRecord={false} />,
      <LifecyclePage key="life" aircraftId={7} canRecord={false} />,
      <OperatingHoursPage key="hours" aircraftId={7} />,
    ]) {
      const { unmount } = await renderAt('/testing', { page })
      expect(await screen.findByText(expected)).toBeInTheDocument()
      unmount()
    }
  })
})

describe('releases to service', () => {
  const release = {
    certifying_person: 'M. Fischer',
    licence: 'DE.66.1234',
    approval_reference: 'DE.CAO.0042',
    date: '2026-11-20',
    place: 'Hangelar',
    statement: 'Es wird bescheinigt …',
  }
  const record = (fields: Partial<ComplianceRecord>): ComplianceRecord => ({
    id: 51,
    date: '2026-11-20',
    airframe_minutes: 1440 * 60,
    method_of_compliance: null,
    performed_by: 'M. Fischer',
    certifying_document: null,
    notes: null,
    author_company: 'Werft Hangelar',
    release: null,
    signature: null,
    ...fields,
  })
  const withReleases = report(7, 'D-EXAB', 'due_soon', {
    directives: [
      directive('2016-23-03', {
        last_record: {
          ...record({
            release,
            signature: {
              id: 3,
              signer: 'Martin Fischer',
              method: 'passkey',
              signed_at: '2026-11-20T15:00:00.000Z',
              content_hash: 'ab'.repeat(32),
            },
          }),
          status: 'complied',
          reason: null,
        },
      }),
    ],
    tasks: [
      {
        key: 'task:1',
        task_id: 1,
        name: '100-Stunden-Kontrolle',
        description: null,
        interval: { hours: 100 },
        last_record: record({ id: 52, release }),
        due: due('ok'),
      },
      {
        key: 'task:2',
        task_id: 2,
        name: 'Jahresnachprüfung',
        description: null,
        interval: { months: 12 },
        last_record: record({ id: 53 }),
        due: due('ok'),
      },
    ],
  })

  it('says on the AD list who signed the last record’s release', async () => {
    server.use(http.get('/api/customer_aircrafts/7/airworthiness', () => HttpResponse.json(withReleases)))
    await renderAt('/testing', { page: <AdListPage aircraftId={7} view="aircraft" canRecord={false} /> })
    const table = await screen.findByRole('table', { name: 'Lufttüchtigkeitsanweisungen des Luftfahrzeugs' })
    expect(
      within(table).getByText('✓ Freigabe unterschrieben von Martin Fischer, 20. Nov. 26, Freitag, 15:00 UTC'),
    ).toBeInTheDocument()
  })

  it('says when a completion’s release awaits its signature, and lets it be signed from the list', async () => {
    server.use(
      http.get('/api/customer_aircrafts/7/airworthiness', () => HttpResponse.json(withReleases)),
      http.get('/api/releases/task_completions/52/signing', () =>
        HttpResponse.json({
          content_hash: 'cd'.repeat(32),
          challenge: 'Y2g',
          passkeys: [],
          may_sign: true,
          signature: null,
        }),
      ),
    )
    await renderAt('/testing', { language: 'en', page: <LifecyclePage aircraftId={7} canRecord /> })
    const table = await screen.findByRole('table', { name: 'Maintenance programme tasks' })
    const [, hundred, annual] = within(table).getAllByRole('row') as [HTMLElement, HTMLElement, HTMLElement]
    expect(within(hundred).getByText('Release not signed')).toBeInTheDocument()
    // A completion without a release says nothing of one.
    expect(within(annual).queryByText(/Release/)).not.toBeInTheDocument()
    await userEvent.click(within(hundred).getByRole('button', { name: 'Sign release: 100-Stunden-Kontrolle' }))
    const dialog = await screen.findByRole('dialog', { name: 'Sign the release to service' })
    expect(dialog).toHaveTextContent('Certifying person: M. Fischer')
    expect(await within(dialog).findByRole('button', { name: 'Sign with password' })).toBeInTheDocument()
  })
})
