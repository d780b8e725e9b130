import { convertMeterReading, type HobbsUnit } from '@flugakte/domain'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { mockServer, renderAt } from '../../../../testing/render'
import { AIRCRAFT, BOARDBOOK, EDKB, fleetStatusHandler, ME } from '../../testing/boardbook-fixtures'
import { AddEntryForm } from '../add-entry-form'

/** The aircraft's meter shows `unit`; its latest entry ended at `end`, taken in `endUnit`. */
let meter: { unit: HobbsUnit; end: string; endUnit: HobbsUnit | null } = {
  unit: 'hh_mm',
  end: '1234:30',
  endUnit: null,
}
const posts: Record<string, unknown>[] = []

mockServer(
  http.get('/api/flight_logs/boardbook', () =>
    HttpResponse.json({
      ...BOARDBOOK,
      hobbs_unit: meter.unit,
      latest: { ...BOARDBOOK.latest, hobbs_eng1_end: meter.end, hobbs_unit: meter.endUnit },
    }),
  ),
  http.get('/api/airports', () => HttpResponse.json({ docs: [EDKB] })),
  http.get('/api/users', () => HttpResponse.json({ docs: [ME] })),
  fleetStatusHandler(),
  http.post('/api/flight_logs/submit', async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>
    posts.push(body)
    return HttpResponse.json(
      { doc: { id: 200, number: 14, ...body }, message: 'Created', duplicate: false, signature: null },
      { status: 201 },
    )
  }),
)

const field = (label: string) =>
  screen.getByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}\\s*\\*?$`), { selector: 'input, textarea' })

async function renderWith(unit: HobbsUnit, end: string, endUnit: HobbsUnit | null, language: 'de' | 'en') {
  meter = { unit, end, endUnit }
  renderAt('/testing', { page: <AddEntryForm aircraft={AIRCRAFT} currentUser={ME} />, language })
  const start = language === 'de' ? 'Hobbs Beginn' : 'Hobbs start'
  // The start reading arrives with the journey log, in the meter's form.
  const carried = convertMeterReading(end, endUnit, unit)
  await waitFor(() => expect(field(start)).toHaveValue(carried), { timeout: 15_000 })
}

async function fillFlight(language: 'de' | 'en') {
  const [departure, takeoff, landing] =
    language === 'de'
      ? ['Startflugplatz', 'Start (UTC)', 'Landung (UTC)']
      : ['Departure airport', 'Takeoff (UTC)', 'Landing (UTC)']
  await userEvent.type(field(departure), 'EDKB')
  await userEvent.click(await screen.findByRole('option', { name: 'EDKB – Bonn-Hangelar' }))
  await userEvent.type(field(takeoff), '10:00')
  await userEvent.type(field(landing), '11:00')
}

beforeEach(() => {
  posts.length = 0
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date(`${new Date().toISOString().slice(0, 10)}T23:00:00.000Z`))
})
afterEach(() => vi.useRealTimers())

describe('Hobbs readings in the aircraft’s meter unit', () => {
  it('takes hundredths with the unit beside the field, on the decimal keypad, and sends them with the unit', async () => {
    await renderWith('decimal_2', '4726.50', 'decimal_2', 'de')
    expect(field('Hobbs Beginn')).toHaveValue('4726.50')
    expect(field('Hobbs Beginn')).toHaveAttribute('inputmode', 'decimal')
    expect(field('Hobbs Ende')).toHaveAttribute('placeholder', '4726.50')
    expect(screen.getAllByText('Std. (0,01)')).toHaveLength(2)
    await fillFlight('de')
    await userEvent.type(field('Hobbs Ende'), '4727,25')
    await userEvent.click(field('Bemerkungen'))
    // Shown as the meter shows it once left.
    expect(field('Hobbs Ende')).toHaveValue('4727.25')
    await userEvent.type(field('Bemerkungen'), '{Enter}')
    await waitFor(() => expect(posts).toHaveLength(1))
    expect(posts[0]).toMatchObject({ hobbs_unit: 'decimal_2', hobbs_eng1_start: '4726.50', hobbs_eng1_end: '4727.25' })
  })

  it('refuses an ambiguous reading with the expected form and an example, and sends nothing', async () => {
    await renderWith('decimal_2', '4726.50', 'decimal_2', 'en')
    await fillFlight('en')
    await userEvent.type(field('Hobbs end'), '4727.3')
    await userEvent.click(screen.getByRole('button', { name: 'Save entry' }))
    await waitFor(() =>
      expect(field('Hobbs end')).toHaveAccessibleDescription(
        'Enter the reading as the meter shows it, in hours with two decimal places (hundredths): e.g. 4726.50',
      ),
    )
    expect(posts).toHaveLength(0)
  })

  it('takes tenths, and carries an hours:minutes reading over when the meter can show it', async () => {
    // The latest entry was made in hours:minutes before the aircraft's unit was set to tenths.
    await renderWith('decimal_1', '1234:30', null, 'en')
    expect(field('Hobbs start')).toHaveValue('1234.5')
    expect(screen.getAllByText('h (0.1)')).toHaveLength(2)
    await fillFlight('en')
    await userEvent.type(field('Hobbs end'), '1235.3{Enter}')
    await waitFor(() => expect(posts).toHaveLength(1))
    expect(posts[0]).toMatchObject({ hobbs_unit: 'decimal_1', hobbs_eng1_start: '1234.5', hobbs_eng1_end: '1235.3' })
  })

  it('refuses 4726.50 on an hours:minutes meter instead of reading it as 4726:50', async () => {
    await renderWith('hh_mm', '4726:00', null, 'de')
    expect(field('Hobbs Ende')).toHaveAttribute('inputmode', 'text')
    await fillFlight('de')
    await userEvent.type(field('Hobbs Ende'), '4726.50')
    await userEvent.click(screen.getByRole('button', { name: 'Eintrag speichern' }))
    await waitFor(() =>
      expect(field('Hobbs Ende')).toHaveAccessibleDescription(
        'Stand so eingeben, wie der Zähler ihn zeigt, in Stunden und Minuten mit Doppelpunkt: z. B. 4726:30',
      ),
    )
    expect(field('Hobbs Ende')).toHaveValue('4726.50')
    expect(posts).toHaveLength(0)
  })
})
