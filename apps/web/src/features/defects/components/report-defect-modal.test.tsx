import { MAX_DEFECT_PHOTOS } from '@flugakte/domain'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { isDefectRecord, outboxItemsOf } from '../../../lib/outbox/outbox-store'
import { mockServer, renderAt } from '../../../testing/render'
import { AIRCRAFT_ID, REGISTRATION } from '../testing/defect-fixtures'
import { ReportDefectModal } from './report-defect-modal'

type Sent = { payload: Record<string, unknown>; photos: File[] }
let sent: Sent[] = []
let answer: () => Response = () => HttpResponse.json({ doc: { id: 31 }, duplicate: false }, { status: 201 })

mockServer(
  http.get('/api/flight_logs/55', () => HttpResponse.json({ id: 55, number: 123 })),
  http.post('/api/defects/submit', async ({ request }) => {
    const form = await request.formData()
    sent.push({
      payload: JSON.parse(String(form.get('_payload'))) as Record<string, unknown>,
      photos: form.getAll('photos') as File[],
    })
    return answer()
  }),
)

beforeAll(() => {
  // jsdom has no object URLs; the previews show the chosen photos through them.
  URL.createObjectURL = () => 'blob:preview'
  URL.revokeObjectURL = () => {}
})

const photo = (name: string, type = 'image/jpeg') => new File([new Uint8Array([0xff, 0xd8, 0xff])], name, { type })

/** The dialog as the page opens it for a pilot (user 7), from the journey-log entry `flightLogId` if given. */
async function open(language: 'de' | 'en' = 'de', flightLogId?: number) {
  sent = []
  answer = () => HttpResponse.json({ doc: { id: 31 }, duplicate: false }, { status: 201 })
  const onClose = vi.fn()
  await renderAt('/testing', {
    language,
    page: (
      <ReportDefectModal
        opened
        onClose={onClose}
        aircraftId={AIRCRAFT_ID}
        registration={REGISTRATION}
        flightLogId={flightLogId}
        userId={7}
      />
    ),
  })
  const dialog = await screen.findByRole('dialog', {
    name: language === 'de' ? 'Beanstandung melden' : 'Report defect',
  })
  return { dialog: within(dialog), onClose }
}

describe('ReportDefectModal', () => {
  it('asks for the description first and sends nothing without it', async () => {
    const { dialog } = await open()
    await userEvent.click(dialog.getByRole('button', { name: 'Melden' }))
    expect(await dialog.findByText('Bitte alle Pflichtfelder ausfüllen')).toBeInTheDocument()
    expect(dialog.getByRole('textbox', { name: /^Beschreibung/ })).toHaveAttribute('aria-invalid', 'true')
    expect(sent).toEqual([])
  })

  it('takes up to six photos, JPEG or PNG, and lets one be removed', async () => {
    const { dialog } = await open('en')
    const input = dialog.getByLabelText('Add photos')
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png')
    expect(input).toHaveAttribute('multiple')
    await userEvent.upload(input, [photo('a.gif', 'image/gif')], { applyAccept: false })
    expect(dialog.getByText('a.gif is not a JPEG or PNG photo.')).toBeInTheDocument()

    const many = Array.from({ length: MAX_DEFECT_PHOTOS + 1 }, (_, index) => photo(`p${index + 1}.jpg`))
    await userEvent.upload(input, many)
    expect(dialog.getAllByRole('img', { name: /^Photo p\d\.jpg$/ })).toHaveLength(MAX_DEFECT_PHOTOS)
    expect(dialog.getByText(`At most ${MAX_DEFECT_PHOTOS} photos per defect.`)).toBeInTheDocument()
    expect(dialog.queryByText('a.gif is not a JPEG or PNG photo.')).not.toBeInTheDocument()
    expect(dialog.getByRole('button', { name: 'Add photos' })).toBeDisabled()

    await userEvent.click(dialog.getByRole('button', { name: 'Remove photo p2.jpg' }))
    expect(dialog.getAllByRole('img', { name: /^Photo p\d\.jpg$/ })).toHaveLength(MAX_DEFECT_PHOTOS - 1)
    expect(dialog.queryByRole('img', { name: 'Photo p2.jpg' })).not.toBeInTheDocument()
    expect(dialog.getByRole('button', { name: 'Add photos' })).toBeEnabled()
  })

  it('sends the report with its photos and the flight it was noticed on', async () => {
    const { dialog, onClose } = await open('de', 55)
    expect(await dialog.findByText('Gemeldet zu Flug Nr. 123')).toBeInTheDocument()
    await userEvent.type(dialog.getByRole('textbox', { name: /^Beschreibung/ }), 'Bremse links schleift')
    await userEvent.click(dialog.getByRole('combobox', { name: 'ATA-Kapitel' }))
    await userEvent.click(await screen.findByRole('option', { name: '32 – Fahrwerk' }))
    await userEvent.upload(dialog.getByLabelText('Fotos hinzufügen'), [
      photo('bremse.jpg'),
      photo('scheibe.png', 'image/png'),
    ])
    await userEvent.click(dialog.getByRole('checkbox', { name: /Ich halte das Luftfahrzeug für nicht flugklar/ }))
    await userEvent.click(dialog.getByRole('button', { name: 'Melden' }))

    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1))
    expect(sent).toHaveLength(1)
    expect(sent[0]!.payload).toEqual({
      customer_aircraft: AIRCRAFT_ID,
      flight_log: 55,
      client_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      description: 'Bremse links schleift',
      ata_chapter: '32',
      unsafe: true,
    })
    // jsdom's files lose their names on the way through undici's multipart; the count shows they went.
    expect(sent[0]!.photos).toHaveLength(2)
    expect(await screen.findByText('Gemeldet')).toBeInTheDocument()
  })

  it('keeps the report on the device when the server does not answer, and says so', async () => {
    const { dialog, onClose } = await open('de')
    answer = () => new HttpResponse(null, { status: 503 })
    await userEvent.type(dialog.getByRole('textbox', { name: /^Beschreibung/ }), 'Öldruck schwankt')
    await userEvent.upload(dialog.getByLabelText('Fotos hinzufügen'), [photo('oel.jpg')])
    await userEvent.click(dialog.getByRole('button', { name: 'Melden' }))

    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1))
    expect(
      await screen.findByText('Offline gespeichert – wird gesendet, sobald eine Verbindung besteht'),
    ).toBeInTheDocument()
    const kept = (await outboxItemsOf(7)).filter(isDefectRecord)
    expect(kept).toHaveLength(1)
    expect(kept[0]).toMatchObject({
      aircraft_id: AIRCRAFT_ID,
      registration: REGISTRATION,
      report: { description: 'Öldruck schwankt', unsafe: false, client_id: sent[0]!.payload.client_id },
      photos: [{ name: 'oel.jpg', type: 'image/jpeg' }],
    })
    expect(kept[0]!.report.flight_log).toBeUndefined()
  })

  it('shows the server’s field message at its field and sends the retry under the same client id', async () => {
    const { dialog, onClose } = await open('en')
    answer = () =>
      HttpResponse.json(
        {
          errors: [
            {
              message: 'The following field is invalid: description',
              data: { errors: [{ path: 'description', message: 'Describe the defect in words' }] },
            },
          ],
        },
        { status: 400 },
      )
    const description = dialog.getByRole('textbox', { name: /^Description/ })
    await userEvent.type(description, '???')
    await userEvent.click(dialog.getByRole('button', { name: 'Report' }))
    expect(await dialog.findByText('Describe the defect in words')).toBeInTheDocument()
    expect(description).toHaveAttribute('aria-invalid', 'true')
    expect(onClose).not.toHaveBeenCalled()

    answer = () => HttpResponse.json({ doc: { id: 32 }, duplicate: false }, { status: 201 })
    await userEvent.type(description, ' Nose wheel shimmies')
    await userEvent.click(dialog.getByRole('button', { name: 'Report' }))
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1))
    expect(sent).toHaveLength(2)
    expect(sent[1]!.payload.client_id).toBe(sent[0]!.payload.client_id)
    expect(await screen.findByText('Reported')).toBeInTheDocument()
  })

  it('asks before a draft with photos is thrown away', async () => {
    const { dialog, onClose } = await open('en')
    await userEvent.upload(dialog.getByLabelText('Add photos'), [photo('a.jpg')])
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }))
    const ask = await screen.findByRole('dialog', { name: 'Discard the report?' })
    await userEvent.click(within(ask).getByRole('button', { name: 'Keep editing' }))
    expect(onClose).not.toHaveBeenCalled()
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }))
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Discard the report?' })).getByRole('button', {
        name: 'Discard',
      }),
    )
    expect(onClose).toHaveBeenCalledTimes(1)
  })
})
