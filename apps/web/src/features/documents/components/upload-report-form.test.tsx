import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'

import { mockServer, renderAt } from '../../../testing/render'
import { AIRCRAFT_ID, REPORT_TYPES } from '../testing/document-fixtures'
import { UploadReportForm } from './upload-report-form'

type Sent = { fileContent?: string; filePayload?: unknown; document?: unknown }
let sent: Sent = {}
const server = mockServer(
  http.get('/api/doc_types', () => HttpResponse.json({ docs: REPORT_TYPES })),
  http.post('/api/files', async ({ request }) => {
    const form = await request.formData()
    const file = form.get('file') as File
    // jsdom's FormData loses the file name on its way to MSW; the bytes arrive.
    sent.fileContent = await file.text()
    sent.filePayload = JSON.parse(String(form.get('_payload')))
    return HttpResponse.json({ doc: { id: 77, url: '/api/files/file/bericht.pdf', filename: 'bericht.pdf' } })
  }),
  http.post('/api/documents', async ({ request }) => {
    sent.document = await request.json()
    return HttpResponse.json({ doc: { id: 90, title: 'x' } }, { status: 201 })
  }),
)

/** Mantine's FileInput is a labelled button over a hidden file input. */
const fileInput = () => document.querySelector<HTMLInputElement>('input[type=file]')!
const pdf = () => new File(['%PDF-1.4'], 'bericht.pdf', { type: 'application/pdf' })

async function renderForm(onDone = vi.fn(), defaultType?: string) {
  sent = {}
  await renderAt('/testing', {
    page: <UploadReportForm aircraftId={AIRCRAFT_ID} companyId={3} defaultType={defaultType} onDone={onDone} />,
  })
  return onDone
}

describe('UploadReportForm', () => {
  it('names the missing fields and sends nothing', async () => {
    await renderForm()
    await userEvent.click(screen.getByRole('button', { name: 'Hochladen' }))
    expect(await screen.findAllByText('Bitte alle Pflichtfelder ausfüllen')).toHaveLength(3)
    expect(sent).toEqual({})
  })

  it('uploads the PDF, then creates the published report for the aircraft, and says so', async () => {
    const onDone = await renderForm(vi.fn(), 'flight-report')
    // The screen's report type is preselected.
    expect(await screen.findByDisplayValue('Flugbericht')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('combobox', { name: /Berichtsart/ }))
    await userEvent.click(await screen.findByRole('option', { name: 'Befundbericht' }))
    await userEvent.type(screen.getByRole('textbox', { name: /Titel/ }), 'Befundbericht 2026')
    const date = screen.getByLabelText(/Datum/)
    await userEvent.clear(date)
    await userEvent.type(date, '2026-04-30')
    await userEvent.upload(fileInput(), pdf())
    await userEvent.click(screen.getByRole('button', { name: 'Hochladen' }))

    expect(await screen.findByText('Der Bericht wurde hochgeladen.')).toBeInTheDocument()
    expect(onDone).toHaveBeenCalled()
    expect(sent.fileContent).toBe('%PDF-1.4')
    expect(sent.filePayload).toEqual({ title: 'Befundbericht 2026' })
    expect(sent.document).toEqual({
      title: 'Befundbericht 2026',
      published_at: '2026-04-30',
      doc_type: 31,
      customer_aircrafts: [AIRCRAFT_ID],
      companies: [3],
      file: 77,
      status: 'published',
      tags: [],
    })
  })

  it('shows the server’s field errors at their fields', async () => {
    server.use(
      http.post('/api/documents', () =>
        HttpResponse.json(
          {
            errors: [
              {
                message: 'Ungültige Eingabe',
                data: { errors: [{ path: 'title', message: 'Dieser Titel ist zu lang.' }] },
              },
            ],
          },
          { status: 400 },
        ),
      ),
    )
    const onDone = await renderForm(vi.fn(), 'report-of-findings')
    await screen.findByDisplayValue('Befundbericht')
    await userEvent.type(screen.getByRole('textbox', { name: /Titel/ }), 'Sehr langer Titel')
    await userEvent.upload(fileInput(), pdf())
    await userEvent.click(screen.getByRole('button', { name: 'Hochladen' }))
    expect(await screen.findByText('Dieser Titel ist zu lang.')).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: /Titel/ })).toHaveAttribute('aria-invalid', 'true')
    expect(onDone).not.toHaveBeenCalled()
  })

  it('refuses a file that is not a PDF', async () => {
    await renderForm(vi.fn(), 'report-of-findings')
    await screen.findByDisplayValue('Befundbericht')
    await userEvent.type(screen.getByRole('textbox', { name: /Titel/ }), 'Foto')
    const input = fileInput()
    await userEvent.upload(input, new File(['x'], 'foto.png', { type: 'image/png' }), { applyAccept: false })
    await userEvent.click(screen.getByRole('button', { name: 'Hochladen' }))
    expect(await screen.findByText('Falsches Format')).toBeInTheDocument()
    expect(sent).toEqual({})
  })
})
