import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'

import { mockServer, renderAt } from '../../../testing/render'
import type { BreakReason } from '../api/verify-journey-log'
import { AIRCRAFT, VERIFIED } from '../testing/boardbook-fixtures'
import { JourneyLogIntegrity } from './journey-log-integrity'

const server = mockServer()

function answer(body: Record<string, unknown>, status = 200) {
  const asked: string[] = []
  server.use(
    http.get('/api/customer_aircrafts/:id/journey-log/verify', ({ params }) => {
      asked.push(String(params.id))
      return HttpResponse.json(body, { status })
    }),
  )
  return asked
}

const show = (language: 'de' | 'en') =>
  renderAt('/testing', { page: <JourneyLogIntegrity aircraftId={AIRCRAFT.id} />, language })

describe('JourneyLogIntegrity', () => {
  it('says the log is verified, with its entries and the latest checkpoint, in green', async () => {
    const asked = answer(VERIFIED)
    await show('en')
    const line = await screen.findByText('Integrity verified: 2 entries')
    expect(line).toHaveStyle({ color: 'var(--mantine-color-green-8)' })
    expect(screen.getByRole('status', { name: 'Integrity of the journey log' })).toHaveTextContent(
      'latest signed checkpoint 3 May 26, Sunday 02:00 UTC',
    )
    expect(asked).toEqual([String(AIRCRAFT.id)])
  })

  it('speaks German, one entry in the singular', async () => {
    answer({ ...VERIFIED, entries: 1, checkpoints: { count: 0, latest: null } })
    await show('de')
    expect(await screen.findByText('Integrität geprüft: 1 Eintrag')).toBeInTheDocument()
  })

  it.each<[BreakReason, string]>([
    ['content', 'Entry no. 7 does not match its record (changed after it was recorded)'],
    ['gap', 'Entry no. 7 is missing'],
    ['chain', 'Chain broken at entry no. 7'],
    ['checkpoint', 'Checkpoint does not match entry no. 7'],
    ['signature', 'Signature of entry no. 7 is invalid'],
  ])('names the first break (%s) in red', async (reason, text) => {
    answer({ ...VERIFIED, ok: false, firstBroken: { number: 7, reason } })
    await show('en')
    expect(await screen.findByText(text)).toHaveStyle({ color: 'var(--mantine-color-red-8)' })
    expect(screen.queryByText(/Integrity verified/)).not.toBeInTheDocument()
  })

  it('does not claim integrity when the check fails without naming an entry', async () => {
    answer({ ...VERIFIED, ok: false, firstBroken: null })
    await show('de')
    expect(await screen.findByText('Die Integrität des Bordbuchs konnte nicht bestätigt werden.')).toBeInTheDocument()
  })

  it('says when the check itself could not run', async () => {
    answer({ errors: [{ message: 'boom' }] }, 500)
    await show('en')
    expect(await screen.findByText('The integrity of the journey log could not be checked.')).toBeInTheDocument()
  })
})
