import { fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'

import { appHandlers } from '../../../testing/app-handlers'
import { mockServer, renderAt } from '../../../testing/render'
import { RecordForm } from './record-form'
import { RecordModal } from './record-modal'

let posted: unknown[] = []
const server = mockServer(
  // The signed-in user certifies a release under the name and licence of their profile.
  ...appHandlers(),
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
    // No certificate of release to service begun: none is sent.
    expect(posted[0]).not.toHaveProperty('release')
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

const today = () => new Date().toISOString().slice(0, 10)

describe('the certificate of release to service', () => {
  it('is optional, states the ML.A.801 statement, and once begun asks for all of it', async () => {
    await renderForm()
    const section = screen.getByRole('group', { name: 'Freigabebescheinigung (CRS)' })
    expect(section).toHaveTextContent('Erklärung nach ML.A.801')
    expect(section).toHaveTextContent(
      'Es wird bescheinigt, dass die oben angegebenen Arbeiten, sofern nicht anders angegeben, gemäß Part-ML durchgeführt wurden',
    )
    // The certifying person and licence are the signed-in user's, from their profile, never typed.
    const person = await within(section).findByRole('textbox', { name: /Bescheinigende Person/ })
    await vi.waitFor(() => expect(person).toHaveValue('Jonas Becker'))
    expect(person).toHaveAttribute('readonly')
    expect(within(section).getByRole('textbox', { name: /Lizenz-\/Berechtigungsnummer/ })).toHaveValue('DE.66.1234')
    await userEvent.type(within(section).getByRole('textbox', { name: /Ort/ }), 'Hangelar')
    await userEvent.click(screen.getByRole('button', { name: 'Nachweis speichern' }))
    const date = within(section).getByLabelText(/Datum der Freigabe/)
    await vi.waitFor(() => expect(date).toHaveAttribute('aria-invalid', 'true'))
    // The approval reference may stay empty.
    expect(within(section).getByRole('textbox', { name: /Genehmigungszeichen des Betriebs/ })).not.toHaveAttribute(
      'aria-invalid',
      'true',
    )
    expect(posted).toEqual([])
  })

  it('is sent with the record, and its certifying person signs it next or later', async () => {
    posted = []
    const signings: string[] = []
    server.use(
      http.get('/api/releases/:subject/:id/signing', ({ params }) => {
        signings.push(`${String(params.subject)}/${String(params.id)}`)
        return HttpResponse.json({
          content_hash: 'ab'.repeat(32),
          challenge: 'Y2hhbGxlbmdl',
          passkeys: [],
          may_sign: true,
          signature: null,
        })
      }),
    )
    const onClose = vi.fn()
    await renderAt('/testing', {
      language: 'en',
      page: (
        <RecordModal
          recording={{ subject, correcting: null, title: 'Record compliance: 2016-23-03' }}
          onClose={onClose}
        />
      ),
    })
    const dialog = await screen.findByRole('dialog', { name: 'Record compliance: 2016-23-03' })
    const section = within(dialog).getByRole('group', { name: 'Certificate of release to service' })
    await vi.waitFor(() =>
      expect(within(section).getByRole('textbox', { name: /Certifying person/ })).toHaveValue('Jonas Becker'),
    )
    await userEvent.type(within(section).getByRole('textbox', { name: /Approval reference/ }), 'DE.CAO.0042')
    await userEvent.type(within(section).getByRole('textbox', { name: /Place/ }), 'Hangelar')
    fireEvent.change(within(section).getByLabelText(/Release date/), { target: { value: today() } })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save record' }))

    const signing = await screen.findByRole('dialog', { name: 'Sign the release to service' })
    expect(posted).toEqual([
      expect.objectContaining({
        airworthiness_directive: 3,
        release: {
          certifying_person: 'Jonas Becker',
          licence: 'DE.66.1234',
          approval_reference: 'DE.CAO.0042',
          date: today(),
          place: 'Hangelar',
        },
      }),
    ])
    expect(signing).toHaveTextContent('Certifying person: Jonas Becker · Licence / authorisation number: DE.66.1234')
    expect(await within(signing).findByRole('button', { name: 'Sign with password' })).toBeInTheDocument()
    expect(signings).toEqual(['ad_compliances/1'])
    await userEvent.click(within(signing).getByRole('button', { name: 'Sign later' }))
    expect(onClose).toHaveBeenCalledTimes(1)
  })
})
