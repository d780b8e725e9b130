import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'

import { mockServer, renderAt } from '../testing/render'
import { RECORDS_AIRCRAFT, recordsHealth } from '../testing/records-health'
import { ArcValidityLine } from './arc-validity'
import { RecordsHealthCard } from './records-health-card'

const server = mockServer(
  http.get(`/api/customer_aircrafts/${RECORDS_AIRCRAFT}/records-health`, () => HttpResponse.json(recordsHealth())),
)

describe('RecordsHealthCard', () => {
  it.each([
    [
      'de',
      'Akten & ARC',
      'Unvollständig',
      'Fehlt oder abgelaufen: Flugfunkgenehmigung, Versicherungsnachweis',
      ['Aktuell: 7', 'Bald fällig: 4', 'Überfällig: 3', 'Fehlt: 2', 'Nicht zutreffend: 1'],
      'Zum Aktenstand',
    ],
    [
      'en',
      'Records & ARC',
      'Incomplete',
      'Missing or expired: Aircraft radio licence, Insurance certificate',
      ['Current: 7', 'Due soon: 4', 'Overdue: 3', 'Missing: 2', 'Not applicable: 1'],
      'Open records',
    ],
  ] as const)(
    'shows the records state, the documents missing or expired, the counts and the way to the records (%s)',
    async (language, title, state, gaps, counts, link) => {
      await renderAt('/testing', { language, page: <RecordsHealthCard aircraftId={RECORDS_AIRCRAFT} /> })
      const card = within(screen.getByRole('region', { name: title }))
      expect(await card.findByText(state)).toBeInTheDocument()
      expect(card.getByText(gaps)).toBeInTheDocument()
      expect(card.queryByRole('group', { name: 'ARC' })).toBeNull()
      expect(card.getAllByRole('listitem').map((item) => item.textContent)).toEqual(counts)
      expect(card.getByRole('link', { name: link })).toHaveAttribute('href', `/records?aircraft=${RECORDS_AIRCRAFT}`)
    },
  )

  it('says complete records in green words', async () => {
    server.use(
      http.get(`/api/customer_aircrafts/${RECORDS_AIRCRAFT}/records-health`, () =>
        HttpResponse.json(recordsHealth({ records_state: 'complete' })),
      ),
    )
    await renderAt('/testing', { page: <RecordsHealthCard aircraftId={RECORDS_AIRCRAFT} /> })
    const badge = await screen.findByText('Vollständig')
    expect(badge.closest('.mantine-Badge-root')).toHaveStyle({
      '--badge-color': 'var(--mantine-color-green-light-color)',
    })
  })

  it('says so when the records cannot be loaded', async () => {
    server.use(
      http.get(`/api/customer_aircrafts/${RECORDS_AIRCRAFT}/records-health`, () =>
        HttpResponse.json({ errors: [{ message: 'Nope' }] }, { status: 500 }),
      ),
    )
    await renderAt('/testing', { language: 'en', page: <RecordsHealthCard aircraftId={RECORDS_AIRCRAFT} /> })
    expect(await screen.findByText('The records could not be loaded.')).toBeInTheDocument()
  })
})

const arc = (valid_until: string | null, state: 'current' | 'due_soon' | 'overdue' | 'missing') => ({
  valid_until,
  days_left: null,
  state,
  source: valid_until ? ('document' as const) : null,
  review_id: null,
  document_id: valid_until ? 9 : null,
})

describe('ArcValidityLine', () => {
  it.each([
    ['de', arc('2027-08-12', 'current'), 'ARC gültig bis 12.08.2027', 'Aktuell'],
    ['en', arc('2027-08-12', 'current'), 'ARC valid until 12 Aug 2027', 'Current'],
    ['de', arc('2026-11-01', 'overdue'), 'ARC abgelaufen am 01.11.2026', 'Überfällig'],
    ['en', arc('2026-11-01', 'overdue'), 'ARC expired on 1 Nov 2026', 'Overdue'],
    ['de', arc(null, 'missing'), 'ARC fehlt', 'Fehlt'],
    ['en', arc(null, 'missing'), 'No ARC', 'Missing'],
  ] as const)('%s: %s → %s', async (language, validity, text, state) => {
    await renderAt('/testing', { language, page: <ArcValidityLine arc={validity} /> })
    const line = await screen.findByRole('group', { name: 'ARC' })
    expect(within(line).getByText(text)).toBeInTheDocument()
    expect(within(line).getByText(state)).toBeInTheDocument()
  })
})
