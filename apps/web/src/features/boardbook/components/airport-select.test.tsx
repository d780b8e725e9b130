import type { ComboboxItem } from '@mantine/core'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { useState } from 'react'
import { beforeEach, describe, expect, it } from 'vitest'

import { mockServer, renderAt, testQueryClient } from '../../../testing/render'
import { clearDevice, goOffline, keepPack, PACK, PACK_AIRPORTS } from '../testing/offline-fixtures'
import { AirportSelect } from './airport-select'

const searches: string[] = []
const server = mockServer()

function DepartureField() {
  const [picked, setPicked] = useState<ComboboxItem<number> | null>(null)
  return (
    <>
      <AirportSelect label="Startflugplatz" value={picked?.value ?? null} selected={picked} onChange={setPicked} />
      <output aria-label="Gewählt">{picked?.value ?? ''}</output>
    </>
  )
}

async function renderField(language: 'de' | 'en' = 'de') {
  const queryClient = testQueryClient()
  await keepPack(queryClient)
  return renderAt('/testing', { page: <DepartureField />, queryClient, language })
}

const input = () => screen.getByLabelText('Startflugplatz', { selector: 'input' })
const options = async () => (await screen.findAllByRole('option')).map((option) => option.textContent)

beforeEach(async () => {
  searches.length = 0
  await clearDevice()
})

describe('AirportSelect without a connection', () => {
  it('answers from the device’s offline pack, accents and case aside, sorted by name, and asks no server', async () => {
    goOffline()
    await renderField()
    await userEvent.type(input(), 'MUNCHEN')
    expect(await options()).toEqual(['EDDM – München'])
    await userEvent.clear(input())
    await userEvent.type(input(), 'edd')
    await waitFor(async () =>
      expect(await options()).toEqual([
        'EDDF – Frankfurt/Main',
        'EDDK – Köln/Bonn',
        'EDDM – München',
        'EDDN – Nürnberg',
        'EDDS – Stuttgart',
      ]),
    )
    await userEvent.click(screen.getByRole('option', { name: 'EDDN – Nürnberg' }))
    expect(screen.getByRole('status', { name: 'Gewählt' })).toHaveTextContent('47')
    // mockServer fails the test on any request without a handler: none was made.
  })

  it('searches from the third character only, as online', async () => {
    goOffline()
    await renderField()
    await userEvent.type(input(), 'ED')
    // The list stays closed: two characters are no search, and the field no longer is empty.
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(screen.queryByRole('option')).not.toBeInTheDocument()
    expect(screen.queryByText(/Nichts gefunden/)).not.toBeInTheDocument()
  })

  it('says that only what the device stores can be chosen when the pack has no match', async () => {
    goOffline()
    await renderField('en')
    await userEvent.type(input(), 'LFPG')
    expect(
      await screen.findByText('Nothing found. Without a connection, only what is stored on this device can be chosen.'),
    ).toBeInTheDocument()
  })

  it('falls back to the pack when the server cannot be reached although the browser reports a connection', async () => {
    server.use(
      http.get('/api/airports', ({ request }) => {
        searches.push(new URL(request.url).searchParams.get('where[or][0][icao][like]') ?? '')
        return HttpResponse.error()
      }),
    )
    await renderField()
    await userEvent.type(input(), 'Augsb')
    expect(await options()).toEqual(['EDMA – Augsburg'])
    expect(searches).toContain('Augsb')
  })

  it('lists the server’s answer while it is reachable', async () => {
    server.use(
      http.get('/api/airports', () => HttpResponse.json({ docs: [{ id: 99, icao: 'EDXX', apt_name: 'Server' }] })),
    )
    await renderField()
    await userEvent.type(input(), 'München')
    expect(await options()).toEqual(['EDXX – Server'])
  })
})

describe('AirportSelect, empty', () => {
  it('offers the eight aerodromes the aircraft used lately when the empty field gets the focus', async () => {
    goOffline()
    await renderField()
    await userEvent.tab()
    expect(input()).toHaveFocus()
    const listbox = await screen.findByRole('listbox')
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(8))
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(PACK_AIRPORTS.slice(0, 8).map((airport) => `${airport.icao} – ${airport.apt_name}`))
    await userEvent.click(within(listbox).getByRole('option', { name: 'EDDK – Köln/Bonn' }))
    expect(input()).toHaveValue('EDDK – Köln/Bonn')
    expect(PACK.airports[1]!.id).toBe(32)
    expect(screen.getByRole('status', { name: 'Gewählt' })).toHaveTextContent('32')
  })
})
