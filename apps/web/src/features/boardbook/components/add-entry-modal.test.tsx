import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'

import { mockServer, renderAt } from '../../../testing/render'
import { AIRCRAFT, BOARDBOOK, ME } from '../testing/boardbook-fixtures'
import { AddEntryModal } from './add-entry-modal'

mockServer(
  http.get('/api/flight_logs/boardbook', () => HttpResponse.json(BOARDBOOK)),
  http.get('/api/customer_aircrafts', () =>
    HttpResponse.json({ docs: [AIRCRAFT, { id: 5, registration: 'D-EDRS' }, { id: 6, registration: 'D-EFAK' }] }),
  ),
  // D-EFAK is another company's aircraft the user only reads: not offered.
  http.get('/api/customer_aircrafts/capabilities', () =>
    HttpResponse.json({
      docs: [
        { ...AIRCRAFT, add_flight_log: true, record_compliance: false, add_document: false },
        { id: 5, registration: 'D-EDRS', add_flight_log: true, record_compliance: false, add_document: false },
        { id: 6, registration: 'D-EFAK', add_flight_log: false, record_compliance: true, add_document: true },
      ],
    }),
  ),
)

describe('AddEntryModal', () => {
  it('asks before discarding unsaved input, and closes at once without any', async () => {
    const onClose = vi.fn()
    await renderAt('/testing', {
      page: <AddEntryModal opened onClose={onClose} aircraft={AIRCRAFT} currentUser={ME} />,
      language: 'en',
    })
    const close = async () =>
      userEvent.click(
        within(await screen.findByRole('dialog', { name: 'Add boardbook entry' })).getAllByRole('button')[0]!,
      )
    await userEvent.type(await screen.findByLabelText(/^Takeoff \(UTC\)/), '930')
    await close()
    expect(await screen.findByText('Discard your input?')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Keep editing' }))
    expect(onClose).not.toHaveBeenCalled()
    expect(screen.getByLabelText(/^Takeoff \(UTC\)/)).toHaveValue('09:30')
    await close()
    await userEvent.click(await screen.findByRole('button', { name: 'Discard' }))
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('lets the pilot choose the aircraft when none is selected', async () => {
    await renderAt('/testing', {
      page: <AddEntryModal opened onClose={() => {}} aircraft={undefined} currentUser={ME} />,
      language: 'en',
    })
    expect(screen.queryByLabelText(/^Takeoff \(UTC\)/)).not.toBeInTheDocument()
    await userEvent.click(await screen.findByLabelText(/^Aircraft/, { selector: 'input' }))
    await screen.findByRole('option', { name: 'D-EDRS' })
    expect(screen.queryByRole('option', { name: 'D-EFAK' })).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('option', { name: 'D-EDRS' }))
    await waitFor(() => expect(screen.getByLabelText(/^Registration/)).toHaveValue('D-EDRS'))
  })
})
