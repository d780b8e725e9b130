import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'

import { mockServer, renderAt } from '../../../testing/render'
import { appHandlers } from '../../../testing/app-handlers'
import { AIRCRAFT_ID, MANUALS, TAGS } from '../testing/manual-fixtures'
import { ManualsPage, type ManualsFilter } from './manuals-page'

const requests: URL[] = []
const server = mockServer(
  ...appHandlers(),
  http.get('/api/app-files/manuals', ({ request }) => {
    requests.push(new URL(request.url))
    return HttpResponse.json({ data: MANUALS })
  }),
  http.get('/api/tags', () => HttpResponse.json({ docs: TAGS })),
)

/** The screen with its filter held the way the route holds it (the URL), changes merged in. */
function Screen({ initial = {}, onChange }: { initial?: ManualsFilter; onChange?: (filter: ManualsFilter) => void }) {
  const [filter, setFilter] = useState<ManualsFilter>(initial)
  return (
    <ManualsPage
      aircraftId={AIRCRAFT_ID}
      filter={filter}
      onFilterChange={(change) =>
        setFilter((previous) => {
          const next = { ...previous, ...change }
          onChange?.(next)
          return next
        })
      }
    />
  )
}

const lastTags = () => JSON.parse(requests.at(-1)?.searchParams.get('tags') ?? 'null') as unknown
const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Handbücher' }))
    .getAllByRole('row')
    .slice(1)
const titles = () =>
  bodyRows().map((row) => within(row).queryAllByRole('button').at(-1)?.textContent ?? row.textContent)

async function openFilter() {
  await userEvent.click(screen.getByRole('button', { name: 'Filter' }))
  return screen.findByRole('dialog', { name: 'Filter' })
}

describe('ManualsPage', () => {
  it('asks for manual and aircraft-maintenance-manual without a route tag, and lists by title ascending', async () => {
    await renderAt('/testing', { page: <Screen /> })
    await screen.findByRole('table', { name: 'Handbücher' })
    expect(lastTags()).toEqual(['manual', 'aircraft-maintenance-manual'])
    expect(requests.at(-1)?.searchParams.get('customerAircraftId')).toBe(String(AIRCRAFT_ID))
    expect(titles()).toEqual(['Betriebshandbuch O-360', 'Wartungshandbuch DR400'])
    // Default columns: expand toggle, title, revision, date.
    const headers = within(screen.getByRole('table')).getAllByRole('columnheader')
    expect(headers.map((header) => header.textContent)).toEqual(['Kapitel', 'Titel', 'Revision', 'Datum'])
  })

  it('adds manual to the route’s tags; manual cannot be removed in the drawer', async () => {
    const onChange = vi.fn()
    await renderAt('/testing', { page: <Screen initial={{ tag: 'engine' }} onChange={onChange} /> })
    await screen.findByRole('table', { name: 'Handbücher' })
    expect(lastTags()).toEqual(['manual', 'engine'])

    const drawer = await openFilter()
    const tagField = within(drawer).getByRole('combobox', { name: 'Schlagwörter' })
    // Pills: manual without a remove button, engine with one.
    const pills = tagField.closest<HTMLElement>('.mantine-MultiSelect-root')!
    expect(within(pills).getByText('Handbuch')).toBeInTheDocument()
    expect(within(pills).getByText('Triebwerk')).toBeInTheDocument()
    const removeButtons = pills.querySelectorAll('.mantine-Pill-remove')
    expect(removeButtons).toHaveLength(1)
    await userEvent.click(removeButtons[0]!)
    expect(onChange).toHaveBeenLastCalledWith({ tag: ['manual'] })
    await vi.waitFor(() => expect(lastTags()).toEqual(['manual']))
    // Backspace in the empty search would remove the last pill, manual: it stays.
    await userEvent.click(tagField)
    await userEvent.keyboard('{Backspace}')
    expect(onChange).toHaveBeenLastCalledWith({ tag: ['manual'] })
  })

  it('toggles the sort direction and collapses expanded rows on a sort change', async () => {
    await renderAt('/testing', { page: <Screen /> })
    await screen.findByRole('table', { name: 'Handbücher' })
    await userEvent.click(screen.getByRole('button', { name: 'Kapitel von Wartungshandbuch DR400 zeigen' }))
    expect(titles()).toEqual(['Betriebshandbuch O-360', 'Wartungshandbuch DR400', 'Kapitel 05', 'Kapitel 32'])
    expect(screen.getByRole('button', { name: 'Kapitel von Wartungshandbuch DR400 ausblenden' })).toHaveAttribute(
      'aria-expanded',
      'true',
    )

    const titleHeader = screen.getByRole('columnheader', { name: 'Titel' })
    expect(titleHeader).toHaveAttribute('aria-sort', 'ascending')
    await userEvent.click(within(titleHeader).getByRole('button'))
    expect(titleHeader).toHaveAttribute('aria-sort', 'descending')
    expect(titles()).toEqual(['Wartungshandbuch DR400', 'Betriebshandbuch O-360'])

    // Date: that column becomes the sort, the direction toggles (descending: newest first).
    await userEvent.click(within(screen.getByRole('columnheader', { name: 'Datum' })).getByRole('button'))
    expect(screen.getByRole('columnheader', { name: 'Datum' })).toHaveAttribute('aria-sort', 'ascending')
    expect(screen.getByRole('columnheader', { name: 'Titel' })).toHaveAttribute('aria-sort', 'none')
    expect(titles()).toEqual(['Betriebshandbuch O-360', 'Wartungshandbuch DR400'])
    await userEvent.click(within(screen.getByRole('columnheader', { name: 'Datum' })).getByRole('button'))
    expect(titles()).toEqual(['Wartungshandbuch DR400', 'Betriebshandbuch O-360'])

    await userEvent.click(screen.getByRole('button', { name: 'Kapitel von Wartungshandbuch DR400 zeigen' }))
    expect(titles()).toHaveLength(4)
    await userEvent.click(screen.getByRole('button', { name: 'Kapitel von Wartungshandbuch DR400 ausblenden' }))
    expect(titles()).toHaveLength(2)
  })

  it('shows the columns chosen under Settings, with chips and tooltips', async () => {
    const onChange = vi.fn()
    await renderAt('/testing', {
      page: <Screen initial={{ columns: ['title', 'tags', 'maintenanceTypes'] }} onChange={onChange} />,
    })
    const table = await screen.findByRole('table', { name: 'Handbücher' })
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Kapitel', 'Titel', 'Schlagwörter', 'Instandhaltungsarten'])
    expect(within(table).getByLabelText('100-Stunden-Kontrolle')).toHaveTextContent('100H')
    // Tags by their names in the interface language, never their keys.
    expect(within(table).getAllByText('Wartungshandbuch').length).toBeGreaterThan(0)
    expect(within(table).queryByText('aircraft-maintenance-manual')).not.toBeInTheDocument()

    const drawer = await openFilter()
    expect(within(drawer).getByRole('heading', { name: 'Einstellungen' })).toBeInTheDocument()
    await userEvent.click(within(drawer).getByRole('combobox', { name: 'Spalten' }))
    await userEvent.click(await screen.findByRole('option', { name: 'Behörden' }))
    expect(onChange).toHaveBeenLastCalledWith({ columns: ['title', 'tags', 'maintenanceTypes', 'authorities'] })
    // Table order stays fixed whatever the order of choice.
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Kapitel', 'Titel', 'Schlagwörter', 'Behörden', 'Instandhaltungsarten'])
    expect(within(table).getAllByText('European Union Aviation Safety Agency')).toHaveLength(2)
  })

  it('searches title and description without reloading, and says when nothing is left', async () => {
    await renderAt('/testing', { page: <Screen initial={{ columns: ['title'] }} />, language: 'en' })
    await screen.findByRole('table', { name: 'Manuals' })
    const before = requests.length
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }))
    const search = await screen.findByRole('textbox', { name: 'Search' })
    await userEvent.type(search, 'OPERATOR')
    const table = screen.getByRole('table', { name: 'Manuals' })
    expect(within(table).getAllByRole('row')).toHaveLength(2)
    expect(within(table).getByText('Betriebshandbuch O-360')).toBeInTheDocument()
    await userEvent.clear(search)
    await userEvent.type(search, 'landing gear')
    expect(within(table).getAllByRole('row')).toHaveLength(2)
    await userEvent.click(within(table).getByRole('button', { name: 'Show chapters of Wartungshandbuch DR400' }))
    expect(within(table).getByText('Kapitel 32')).toBeInTheDocument()
    expect(within(table).queryByText('Kapitel 05')).not.toBeInTheDocument()
    await userEvent.type(search, 'xyz')
    expect(within(table).getByText('No data available')).toBeInTheDocument()
    expect(requests).toHaveLength(before)
  })

  it('says No data available in German for an empty list', async () => {
    server.use(http.get('/api/app-files/manuals', () => HttpResponse.json({ data: [] })))
    await renderAt('/testing', { page: <Screen /> })
    expect(await screen.findByText('Keine Daten verfügbar')).toBeInTheDocument()
  })

  it('asks for an aircraft when none is selected', async () => {
    const before = requests.length
    await renderAt('/testing', { page: <ManualsPage aircraftId={undefined} filter={{}} onFilterChange={() => {}} /> })
    expect(screen.getByRole('region', { name: 'Welches Luftfahrzeug?' })).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(requests).toHaveLength(before)
  })
})
