import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { mediaQueryList } from '../../../testing/match-media'
import { mockServer, renderAt } from '../../../testing/render'
import {
  AIRCRAFT,
  BOARDBOOK,
  EDKB,
  ENTRIES,
  fleetStatusHandler,
  ME,
  SIGNATURE,
  signingOf,
} from '../testing/boardbook-fixtures'
import { AddEntryModal } from './add-entry-modal'

const server = mockServer(
  http.get('/api/flight_logs/boardbook', () => HttpResponse.json(BOARDBOOK)),
  http.get('/api/customer_aircrafts', () =>
    HttpResponse.json({ docs: [AIRCRAFT, { id: 5, registration: 'D-EDRS' }, { id: 6, registration: 'D-EFAK' }] }),
  ),
  // D-EFAK is another company's aircraft the user only reads: not offered.
  http.get('/api/customer_aircrafts/capabilities', () =>
    HttpResponse.json({
      docs: [
        { ...AIRCRAFT, add_flight_log: true, record_compliance: false, add_document: false, report_defect: true },
        { id: 5, registration: 'D-EDRS', add_flight_log: true, record_compliance: false, add_document: false },
        { id: 6, registration: 'D-EFAK', add_flight_log: false, record_compliance: true, add_document: true },
      ],
    }),
  ),
  fleetStatusHandler(),
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
        within(await screen.findByRole('dialog', { name: 'Add journey-log entry' })).getAllByRole('button')[0]!,
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

  describe('sign-off after saving', () => {
    // The form refuses times in the future: the flight of today (10:00–11:00) lies before 23:00.
    afterEach(() => {
      vi.useRealTimers()
    })

    /** Saves a flight of today as entry #14, which the server then offers the caller to sign. */
    async function saveEntry() {
      vi.useFakeTimers({ toFake: ['Date'] })
      vi.setSystemTime(new Date(`${new Date().toISOString().slice(0, 10)}T23:00:00.000Z`))
      const saved = { ...ENTRIES[1]!, id: 200, number: 14, amended_by: null }
      const signs: Record<string, unknown>[] = []
      server.use(
        http.get('/api/airports', () => HttpResponse.json({ docs: [EDKB] })),
        http.post('/api/flight_logs/submit', () =>
          HttpResponse.json({ doc: saved, message: 'Created', duplicate: false, signature: null }, { status: 201 }),
        ),
        http.get('/api/flight_logs/200/signing', async () => HttpResponse.json(await signingOf(saved))),
        http.post('/api/flight_logs/200/sign', async ({ request }) => {
          signs.push((await request.json()) as Record<string, unknown>)
          return HttpResponse.json(SIGNATURE, { status: 201 })
        }),
      )
      // As Chromium does now: a cleanup React would call if an effect handed it on.
      vi.spyOn(Element.prototype, 'scrollIntoView').mockReturnValue(Promise.resolve() as never)
      const onClose = vi.fn()
      await renderAt('/testing', {
        page: <AddEntryModal opened onClose={onClose} aircraft={AIRCRAFT} currentUser={ME} />,
        language: 'en',
      })
      const dialog = await screen.findByRole('dialog', { name: 'Add journey-log entry' })
      await userEvent.type(within(dialog).getByLabelText(/^Departure airport/, { selector: 'input' }), 'EDKB')
      await userEvent.click(await screen.findByRole('option', { name: 'EDKB – Bonn-Hangelar' }))
      await userEvent.type(within(dialog).getByLabelText(/^Takeoff \(UTC\)/), '10:00')
      await userEvent.type(within(dialog).getByLabelText(/^Landing \(UTC\)/), '11:00{Enter}')
      const step = await within(dialog).findByRole('region', { name: 'Sign entry #14' })
      return { dialog, step, signs, onClose }
    }

    it('on a desk, offers to sign the saved entry above the form, which has started over for the next one', async () => {
      vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => mediaQueryList(query, true))
      const { dialog, step, signs, onClose } = await saveEntry()
      expect(within(dialog).getByLabelText(/^Departure airport/, { selector: 'input' })).toHaveValue('')
      await userEvent.type(await within(step).findByLabelText(/^Password/), 'Flugakte-Demo-1')
      await userEvent.click(within(step).getByRole('button', { name: 'Sign with password' }))
      expect(await screen.findByText('Entry #14 has been signed.')).toBeInTheDocument()
      expect(signs).toEqual([{ method: 'password', password: 'Flugakte-Demo-1' }])
      await waitFor(() => expect(within(dialog).queryByRole('region', { name: 'Sign entry #14' })).toBeNull())
      expect(within(dialog).getByLabelText(/^Takeoff \(UTC\)/)).toBeVisible()
      expect(within(dialog).queryByRole('button', { name: 'Enter the next leg' })).toBeNull()
      expect(onClose).not.toHaveBeenCalled()
    })

    it('on a phone, offers the next leg or done once signed, not a blank form', async () => {
      const { dialog, step, onClose } = await saveEntry()
      expect(within(dialog).getByLabelText(/^Takeoff \(UTC\)/)).not.toBeVisible()
      await userEvent.type(await within(step).findByLabelText(/^Password/), 'Flugakte-Demo-1')
      await userEvent.click(within(step).getByRole('button', { name: 'Sign with password' }))
      expect(await within(dialog).findByText('The flight is entered and signed.')).toBeInTheDocument()
      expect(within(dialog).getByLabelText(/^Takeoff \(UTC\)/)).not.toBeVisible()
      await userEvent.click(within(dialog).getByRole('button', { name: 'Enter the next leg' }))
      expect(within(dialog).getByLabelText(/^Takeoff \(UTC\)/)).toBeVisible()
      expect(within(dialog).getByLabelText(/^Takeoff \(UTC\)/)).toHaveValue('')
      expect(within(dialog).queryByText('The flight is entered and signed.')).toBeNull()
      expect(onClose).not.toHaveBeenCalled()
    })

    it('on a phone, “Done” after the sign-off closes the dialog', async () => {
      const { dialog, step, onClose } = await saveEntry()
      await userEvent.click(await within(step).findByRole('button', { name: 'Sign later' }))
      expect(
        await within(dialog).findByText('The flight is entered. The pilot in command’s signature is still missing.'),
      ).toBeInTheDocument()
      await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }))
      expect(onClose).toHaveBeenCalledTimes(1)
    })

    it('offers to report a defect from the flight just saved, and closes for it', async () => {
      const { step, onClose } = await saveEntry()
      const report = await within(step).findByRole('link', { name: 'Report defect' })
      expect(report).toHaveAttribute('href', `/defects?aircraft=${AIRCRAFT.id}&report=1&flight=200`)
      expect(step).toHaveTextContent('Did you notice a fault during the flight?')
      await userEvent.click(report)
      expect(onClose).toHaveBeenCalledTimes(1)
    })

    it('offers no report where the server takes none from the user', async () => {
      server.use(
        http.get('/api/customer_aircrafts/capabilities', () =>
          HttpResponse.json({
            docs: [
              {
                ...AIRCRAFT,
                add_flight_log: true,
                record_compliance: false,
                add_document: false,
                report_defect: false,
              },
            ],
          }),
        ),
      )
      const { step } = await saveEntry()
      await within(step).findByRole('button', { name: 'Sign later' })
      expect(within(step).queryByRole('link', { name: 'Report defect' })).not.toBeInTheDocument()
    })

    it('puts the sign-off off with “Sign later” and keeps the dialog for the next entry', async () => {
      const { dialog, step, signs } = await saveEntry()
      await userEvent.click(await within(step).findByRole('button', { name: 'Sign later' }))
      expect(within(dialog).queryByRole('region', { name: 'Sign entry #14' })).not.toBeInTheDocument()
      expect(within(dialog).getByLabelText(/^Takeoff \(UTC\)/)).toHaveValue('')
      expect(signs).toEqual([])
    })
  })
})
