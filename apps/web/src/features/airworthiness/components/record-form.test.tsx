import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'

import { mockServer, renderAt } from '../../../testing/render'
import { RecordForm } from './record-form'

let posted: unknown[] = []
const server = mockServer(
  // The certifying-document choice lists the aircraft's documents.
  http.get('/api/documents', () => HttpResponse.json({ docs: [] })),
  http.post('/api/ad_compliances', async ({ request }) => {
    posted.push(await request.json())
    return HttpResponse.json({ doc: { id: 1 } }, { status: 201 })
  }),
)

const subject = { kind: 'ad' as const, aircraft: 7, directive: 3, installedComponent: 'row-1' }

async function renderForm(language: 'de' | 'en' = 'de') {
  posted = []
  const onDone = vi.fn()
  await renderAt('/testing', { language, page: <RecordForm subject={subject} correcting={null} onDone={onDone} /> })
  return onDone
}

describe('RecordForm for an AD', () => {
  it('refuses not applicable without a reason and sends nothing', async () => {
    await renderForm()
    await userEvent.click(screen.getByRole('combobox', { name: /Status/ }))
    await userEvent.click(await screen.findByRole('option', { name: 'Nicht zutreffend' }))
    await userEvent.click(screen.getByRole('button', { name: 'Nachweis speichern' }))
    expect(await screen.findByText('Bitte alle Pflichtfelder ausfüllen')).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: /Begründung/ })).toHaveAttribute('aria-invalid', 'true')
    expect(posted).toEqual([])
  })

  it('posts the record for the installed part, with HH:mm as minutes', async () => {
    const onDone = await renderForm('en')
    await userEvent.type(screen.getByRole('textbox', { name: /Method of compliance/ }), 'Software 2.12')
    await userEvent.type(screen.getByRole('textbox', { name: /Airframe hours/ }), '1234:30')
    await userEvent.type(screen.getByRole('textbox', { name: /Performed by/ }), 'M. Fischer')
    await userEvent.click(screen.getByRole('button', { name: 'Save record' }))
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled())
    expect(posted).toEqual([
      expect.objectContaining({
        customer_aircraft: 7,
        airworthiness_directive: 3,
        installed_component: 'row-1',
        status: 'complied',
        method_of_compliance: 'Software 2.12',
        airframe_minutes: 1234 * 60 + 30,
        performed_by: 'M. Fischer',
      }),
    ])
    expect(await screen.findByText('AD compliance recorded')).toBeInTheDocument()
  })

  it('shows a wrong HH:mm at its field and the server’s field message at its field', async () => {
    server.use(
      http.post('/api/ad_compliances', () =>
        HttpResponse.json(
          { errors: [{ message: 'x', data: { errors: [{ path: 'performed_by', message: 'Vom Server abgelehnt' }] } }] },
          { status: 400 },
        ),
      ),
    )
    await renderForm()
    await userEvent.type(screen.getByRole('textbox', { name: /Betriebsstunden Zelle/ }), '12:75')
    await userEvent.click(screen.getByRole('button', { name: 'Nachweis speichern' }))
    expect(await screen.findByText('Falsches Format')).toBeInTheDocument()
    await userEvent.clear(screen.getByRole('textbox', { name: /Betriebsstunden Zelle/ }))
    await userEvent.click(screen.getByRole('button', { name: 'Nachweis speichern' }))
    expect(await screen.findByText('Vom Server abgelehnt')).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: /Durchgeführt von/ })).toHaveAttribute('aria-invalid', 'true')
  })
})
