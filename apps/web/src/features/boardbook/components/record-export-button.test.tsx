import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'

import { mockServer, renderAt } from '../../../testing/render'
import { AIRCRAFT } from '../testing/boardbook-fixtures'
import { RecordExportButton } from './record-export-button'

const server = mockServer()

/** The server's streamed ZIP, without a length; the test sends its chunks and ends it. */
function streamedExport(headers: Record<string, string> = {}) {
  let controller!: ReadableStreamDefaultController<Uint8Array>
  const body = new ReadableStream<Uint8Array>({ start: (started) => void (controller = started) })
  const asked: string[] = []
  server.use(
    http.get('/api/customer_aircrafts/:id/record-export', ({ params }) => {
      asked.push(String(params.id))
      return new HttpResponse(body, { headers: { 'Content-Type': 'application/zip', ...headers } })
    }),
  )
  return {
    asked,
    send: (bytes: number) => controller.enqueue(new Uint8Array(bytes).fill(1)),
    end: () => controller.close(),
  }
}

/** What the browser was asked to save: the blob URL's bytes and the file name of the download link. */
function savedFiles() {
  const blobs: Blob[] = []
  const names: string[] = []
  URL.createObjectURL = vi.fn((blob: Blob) => {
    blobs.push(blob)
    return `blob:export-${blobs.length}`
  })
  URL.revokeObjectURL = vi.fn()
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download)
  })
  return { blobs, names }
}

const render = (language: 'de' | 'en' = 'en') =>
  renderAt('/testing', {
    page: <RecordExportButton aircraftId={AIRCRAFT.id} registration={AIRCRAFT.registration} />,
    language,
  })

describe('RecordExportButton', () => {
  it('counts the megabytes received while the server streams, then saves the ZIP under the server’s name', async () => {
    const saved = savedFiles()
    const stream = streamedExport({ 'Content-Disposition': 'attachment; filename="D-EKLU-akte.zip"' })
    await render()
    await userEvent.click(screen.getByRole('button', { name: 'Record export' }))
    const dialog = await screen.findByRole('dialog', { name: 'Record export D-EKLU' })
    expect(within(dialog).getByText('0.0 MB received')).toBeInTheDocument()
    expect(within(dialog).getByRole('progressbar', { name: 'Download progress' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Record export' })).toBeDisabled()

    stream.send(1_500_000)
    expect(await within(dialog).findByText('1.5 MB received')).toBeInTheDocument()
    stream.send(10_800_000)
    expect(await within(dialog).findByText('12.3 MB received')).toBeInTheDocument()
    expect(saved.names).toEqual([])
    stream.end()

    expect(await screen.findByText('The record export has been saved.')).toBeInTheDocument()
    expect(saved.names).toEqual(['D-EKLU-akte.zip'])
    expect(saved.blobs[0]?.size).toBe(12_300_000)
    expect(stream.asked).toEqual([String(AIRCRAFT.id)])
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('names the file itself when the server does not, in the interface language’s numbers', async () => {
    const saved = savedFiles()
    const stream = streamedExport()
    await render('de')
    await userEvent.click(screen.getByRole('button', { name: 'Akte exportieren' }))
    stream.send(2_250_000)
    expect(await screen.findByText('2,3 MB empfangen')).toBeInTheDocument()
    stream.end()
    await screen.findByText('Der Aktenexport wurde gespeichert.')
    expect(saved.names).toEqual([`D-EKLU-record-export-${new Date().toISOString().slice(0, 10)}.zip`])
  })

  it('stops on Cancel and saves nothing', async () => {
    const saved = savedFiles()
    const stream = streamedExport()
    await render()
    await userEvent.click(screen.getByRole('button', { name: 'Record export' }))
    stream.send(400_000)
    const dialog = await screen.findByRole('dialog', { name: 'Record export D-EKLU' })
    await within(dialog).findByText('0.4 MB received')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(await screen.findByText('The record export was cancelled.')).toBeInTheDocument()
    expect(saved.names).toEqual([])
    expect(screen.getByRole('button', { name: 'Record export' })).toBeEnabled()
  })

  it('says when the export fails', async () => {
    const saved = savedFiles()
    server.use(
      http.get('/api/customer_aircrafts/:id/record-export', () =>
        HttpResponse.json({ errors: [{ message: 'Forbidden' }] }, { status: 403 }),
      ),
    )
    await render()
    await userEvent.click(screen.getByRole('button', { name: 'Record export' }))
    expect(await screen.findByText('The record export failed.')).toBeInTheDocument()
    expect(saved.names).toEqual([])
  })
})
