import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import type { AircraftSummary, FleetStatus } from '@flugakte/domain'
import { describe, expect, it } from 'vitest'

import { appHandlers } from '../testing/app-handlers'
import { mockServer, renderAt } from '../testing/render'
import { AircraftSelector } from './aircraft-selector'

const AIRCRAFT = [
  { id: 4, registration: 'D-EKLU' },
  { id: 5, registration: 'D-EDRS' },
]

const summary = (id: number, registration: string, status: AircraftSummary['status']): AircraftSummary => ({
  aircraft: { id, registration, serial_number: '1', variant: null, easa_type: null },
  status,
  defects: {
    open: status === 'grounded' ? 1 : 0,
    deferred: 0,
    grounding: status === 'grounded' ? [21] : [],
    limitations: [],
  },
  counters: { airframe_minutes: 0, landings: 0, engine_minutes: 0, engine_cycles: 0 },
  counters_as_of: null,
  next_due: [],
  expiring_documents: [],
  arc: { valid_until: null, days_left: null, state: 'missing', source: null, review_id: null, document_id: null },
})

let fleetLoads = 0
const server = mockServer(
  // Before the app's defaults, which answer with no aircraft grounded.
  http.get('/api/fleet/status', () => {
    fleetLoads += 1
    return HttpResponse.json({
      today: '2026-05-03',
      aircraft: [summary(4, 'D-EKLU', 'grounded'), summary(5, 'D-EDRS', 'airworthy')],
    } satisfies FleetStatus)
  }),
  ...appHandlers({ aircraft: AIRCRAFT }),
)

describe('AircraftSelector', () => {
  it('marks a grounded aircraft red, in words a screen reader says too', async () => {
    await renderAt('/testing?aircraft=4', { page: <AircraftSelector /> })
    const selector = screen.getByRole('combobox', { name: 'Luftfahrzeug' })
    expect(await screen.findByDisplayValue('D-EKLU – Nicht flugklar')).toBe(selector)
    await userEvent.click(selector)
    const grounded = await screen.findByRole('option', { name: 'D-EKLU Nicht flugklar' })
    expect(within(grounded).getByText('Nicht flugklar').closest('[data-variant]')).toHaveStyle({
      '--badge-bg': 'var(--mantine-color-red-filled)',
    })
    expect(screen.getByRole('option', { name: 'D-EDRS' })).toBeInTheDocument()
  })

  it('says so in English, and leaves an airworthy choice as it was', async () => {
    await renderAt('/testing?aircraft=5', { page: <AircraftSelector />, language: 'en' })
    expect(await screen.findByDisplayValue('D-EDRS')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('combobox', { name: 'Aircraft' }))
    expect(await screen.findByRole('option', { name: 'D-EKLU Grounded' })).toBeInTheDocument()
  })

  it('asks for no status while the user has no aircraft', async () => {
    fleetLoads = 0
    server.use(http.get('/api/customer_aircrafts', () => HttpResponse.json({ docs: [], totalDocs: 0 })))
    await renderAt('/testing', { page: <AircraftSelector /> })
    expect(await screen.findByPlaceholderText('Kein Luftfahrzeug')).toBeInTheDocument()
    expect(fleetLoads).toBe(0)
  })
})
