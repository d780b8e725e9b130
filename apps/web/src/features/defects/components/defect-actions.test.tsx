import { todayUtc } from '@flugakte/domain'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'

import { appHandlers } from '../../../testing/app-handlers'
import { mockServer, renderAt } from '../../../testing/render'
import { AIRCRAFT_ID, aircraftDefects, REGISTRATION } from '../testing/defect-fixtures'
import { DefectsPage } from './defects-page'

let posted: Record<string, unknown>[] = []
let signs: Record<string, unknown>[] = []
const HASH = 'f00d'.repeat(16)

const server = mockServer(
  ...appHandlers(),
  http.get(`/api/customer_aircrafts/${AIRCRAFT_ID}/defects`, () =>
    HttpResponse.json(aircraftDefects({ may_handle: true })),
  ),
  http.post('/api/defect_actions', async ({ request }) => {
    posted.push((await request.json()) as Record<string, unknown>)
    return HttpResponse.json({ doc: { id: 201 } }, { status: 201 })
  }),
  http.get('/api/releases/defect_actions/201/signing', () =>
    HttpResponse.json({ content_hash: HASH, challenge: 'x', passkeys: [], may_sign: true, signature: null }),
  ),
  http.post('/api/releases/defect_actions/201/sign', async ({ request }) => {
    signs.push((await request.json()) as Record<string, unknown>)
    return HttpResponse.json(
      { id: 3, signer: 'Jonas Becker', method: 'password', signed_at: '2026-11-21T15:00:00.000Z', content_hash: HASH },
      { status: 201 },
    )
  }),
)

async function renderPage(language: 'de' | 'en' = 'de') {
  posted = []
  signs = []
  const noop = () => {}
  await renderAt('/testing', {
    language,
    page: (
      <DefectsPage
        aircraftId={AIRCRAFT_ID}
        registration={REGISTRATION}
        highlight={undefined}
        reporting={false}
        flightLogId={undefined}
        currentUserId={7}
        onReport={noop}
        onReportClose={noop}
      />
    ),
  })
  return within(await screen.findByRole('article', { name: 'Bremse links schleift' }))
}

describe('maintenance’s actions on a defect', () => {
  it('assesses a defect as airworthiness-affecting', async () => {
    const brake = await renderPage()
    await userEvent.click(brake.getByRole('button', { name: 'Bewerten' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Beanstandung bewerten' }))
    await userEvent.click(dialog.getByRole('button', { name: 'Bewertung speichern' }))
    expect(await dialog.findByText('Bitte alle Pflichtfelder ausfüllen')).toBeInTheDocument()
    expect(posted).toEqual([])

    await userEvent.click(dialog.getByRole('radio', { name: 'Ja – beeinträchtigt die Lufttüchtigkeit' }))
    await userEvent.click(dialog.getByRole('button', { name: 'Bewertung speichern' }))
    await waitFor(() => expect(posted).toHaveLength(1))
    expect(posted[0]).toEqual({ kind: 'assessment', defect: 11, airworthiness_affecting: true })
    expect(await screen.findByText('Bewertung gespeichert.')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('defers a defect only with a deadline, and sends the deadline given', async () => {
    const brake = await renderPage()
    await userEvent.click(brake.getByRole('button', { name: 'Zurückstellen' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Beanstandung zurückstellen' }))
    await userEvent.type(dialog.getByRole('textbox', { name: /^Begründung der Zurückstellung/ }), 'Teil bestellt')
    await userEvent.type(dialog.getByRole('textbox', { name: /^Betriebseinschränkung/ }), 'Nur Platzrunden')
    await userEvent.click(dialog.getByRole('button', { name: 'Zurückstellung speichern' }))
    expect(await dialog.findByText('Bitte eine Frist in Stunden, Zyklen oder Tagen angeben')).toBeInTheDocument()
    expect(posted).toEqual([])

    await userEvent.type(dialog.getByRole('textbox', { name: 'Tage' }), '30')
    await userEvent.click(dialog.getByRole('button', { name: 'Zurückstellung speichern' }))
    await waitFor(() => expect(posted).toHaveLength(1))
    expect(posted[0]).toEqual({
      kind: 'deferral',
      defect: 11,
      reason: 'Teil bestellt',
      limitation: 'Nur Platzrunden',
      deadline_days: 30,
    })
  })

  it('shows the server’s refusal of a deadline beyond the next scheduled inspection at the field', async () => {
    const limit =
      'Zurückstellung höchstens bis zur nächsten planmäßigen Instandhaltung: Jahresnachprüfung am 20.12.2026'
    server.use(
      http.post('/api/defect_actions', () =>
        HttpResponse.json(
          {
            errors: [
              {
                message: limit,
                data: { collection: 'defect_actions', errors: [{ path: 'deadline_days', message: limit }] },
              },
            ],
          },
          { status: 400 },
        ),
      ),
    )
    const brake = await renderPage()
    await userEvent.click(brake.getByRole('button', { name: 'Zurückstellen' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Beanstandung zurückstellen' }))
    expect(dialog.getByText(/^Höchstens bis zur nächsten planmäßigen Instandhaltung/)).toBeInTheDocument()
    await userEvent.type(dialog.getByRole('textbox', { name: /^Begründung der Zurückstellung/ }), 'Teil bestellt')
    await userEvent.type(dialog.getByRole('textbox', { name: /^Betriebseinschränkung/ }), 'Nur Platzrunden')
    const days = dialog.getByRole('textbox', { name: 'Tage' })
    await userEvent.type(days, '60')
    await userEvent.click(dialog.getByRole('button', { name: 'Zurückstellung speichern' }))
    await waitFor(() => expect(days).toHaveAccessibleDescription(limit))
  })

  it('rectifies with the release to service, then signs the release', async () => {
    const brake = await renderPage('en')
    await userEvent.click(brake.getByRole('button', { name: 'Rectify' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Rectify defect' }))
    // The certifying person is the signed-in user with the licence of their profile (read-only), today.
    await waitFor(() => expect(dialog.getByRole('textbox', { name: /^Certifying person/ })).toHaveValue('Jonas Becker'))
    expect(dialog.getByRole('textbox', { name: /^Licence/ })).toHaveValue('DE.66.1234')
    expect(dialog.getByRole('textbox', { name: /^Licence/ })).toHaveAttribute('readonly')
    expect(dialog.getByLabelText(/^Date/)).toHaveValue(todayUtc())
    expect(
      dialog.getByText(
        'Certifies that the work specified was carried out in accordance with Part-ML and in respect to that work the aircraft is considered ready for release to service.',
      ),
    ).toBeInTheDocument()
    await userEvent.type(dialog.getByRole('textbox', { name: /^Work performed/ }), 'Bremsscheibe ersetzt')
    await userEvent.type(dialog.getByRole('textbox', { name: /^Maintenance data/ }), 'AMM 32-40-00')
    await userEvent.click(dialog.getByRole('button', { name: 'Add part' }))
    const part = within(dialog.getByRole('group', { name: 'Part 1' }))
    await userEvent.type(part.getByRole('textbox', { name: /^Description/ }), 'Bremsscheibe')
    await userEvent.type(part.getByRole('textbox', { name: /^Part number/ }), '164-01')
    await userEvent.type(dialog.getByRole('textbox', { name: /^Place/ }), 'Bonn-Hangelar')
    await userEvent.click(dialog.getByRole('button', { name: 'Save rectification' }))

    await waitFor(() => expect(posted).toHaveLength(1))
    expect(posted[0]).toEqual({
      kind: 'rectification',
      defect: 11,
      work_performed: 'Bremsscheibe ersetzt',
      maintenance_data: 'AMM 32-40-00',
      parts: [{ description: 'Bremsscheibe', part_number: '164-01' }],
      release: { certifying_person: 'Jonas Becker', licence: 'DE.66.1234', date: todayUtc(), place: 'Bonn-Hangelar' },
    })
    // The stored rectification goes on to its release.
    const sign = within(await screen.findByRole('dialog', { name: 'Sign the release to service' }))
    expect(sign.getByRole('group', { name: 'You certify' })).toHaveTextContent('Bremsscheibe ersetzt')
    await userEvent.type(sign.getByLabelText(/^Password/), 'Flugakte-Demo-1')
    await userEvent.click(sign.getByRole('button', { name: 'Sign with password' }))
    await waitFor(() =>
      expect(signs).toEqual([{ method: 'password', password: 'Flugakte-Demo-1', content_hash: HASH }]),
    )
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('corrects an action with the reason for the correction', async () => {
    const brake = await renderPage()
    // The corrected assessment offers no second correction; its correction does.
    expect(brake.getAllByRole('button', { name: 'Bewertung korrigieren' })).toHaveLength(1)
    await userEvent.click(brake.getByRole('button', { name: 'Bewertung korrigieren' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Bewertung korrigieren' }))
    expect(dialog.getByRole('radio', { name: 'Ja – beeinträchtigt die Lufttüchtigkeit' })).toBeChecked()
    await userEvent.click(dialog.getByRole('radio', { name: 'Nein – beeinträchtigt die Lufttüchtigkeit nicht' }))
    await userEvent.click(dialog.getByRole('button', { name: 'Bewertung speichern' }))
    expect(await dialog.findByText('Bitte alle Pflichtfelder ausfüllen')).toBeInTheDocument()
    expect(dialog.getByRole('textbox', { name: /^Grund der Korrektur/ })).toHaveAttribute('aria-invalid', 'true')
    expect(posted).toEqual([])

    await userEvent.type(dialog.getByRole('textbox', { name: /^Grund der Korrektur/ }), 'Riss nur im Lack')
    await userEvent.click(dialog.getByRole('button', { name: 'Bewertung speichern' }))
    await waitFor(() => expect(posted).toHaveLength(1))
    expect(posted[0]).toEqual({
      kind: 'assessment',
      defect: 11,
      amends: 102,
      airworthiness_affecting: false,
      notes: 'Riss nur im Lack',
    })
  })

  it('offers the signature of a release that waits for it', async () => {
    server.use(
      http.get('/api/releases/defect_actions/105/signing', () =>
        HttpResponse.json({ content_hash: HASH, challenge: 'x', passkeys: [], may_sign: true, signature: null }),
      ),
    )
    await renderPage('en')
    const seat = within(screen.getByRole('article', { name: 'Sitzverstellung klemmt' }))
    await userEvent.click(seat.getByRole('button', { name: 'Sign release' }))
    const sign = within(await screen.findByRole('dialog', { name: 'Sign the release to service' }))
    const certified = await sign.findByRole('group', { name: 'You certify' })
    expect(certified).toHaveTextContent('Schiene gereinigt')
    expect(certified).toHaveTextContent('DE.66.1234')
    // The ML.A.801 statement once: the dialog's own, not the record's beside it.
    expect(sign.getAllByText(/^(Certifies that|Es wird bescheinigt)/)).toHaveLength(1)
    await userEvent.click(sign.getByRole('button', { name: 'Sign later' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('shows the server’s message at the release field it names', async () => {
    server.use(
      http.post('/api/defect_actions', () =>
        HttpResponse.json(
          {
            errors: [
              {
                message: 'The following field is invalid: release.licence',
                data: { errors: [{ path: 'release.licence', message: 'Keine gültige Lizenznummer' }] },
              },
            ],
          },
          { status: 400 },
        ),
      ),
    )
    const brake = await renderPage()
    await userEvent.click(brake.getByRole('button', { name: 'Beheben' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Beanstandung beheben' }))
    await userEvent.type(dialog.getByRole('textbox', { name: /^Durchgeführte Arbeiten/ }), 'Bremsscheibe ersetzt')
    await userEvent.type(dialog.getByRole('textbox', { name: /^Instandhaltungsunterlagen/ }), 'AMM 32-40-00')
    await userEvent.type(dialog.getByRole('textbox', { name: /^Ort/ }), 'Bonn')
    await userEvent.click(dialog.getByRole('button', { name: 'Behebung speichern' }))
    expect(await dialog.findByText('Keine gültige Lizenznummer')).toBeInTheDocument()
    expect(dialog.getByRole('textbox', { name: /^Lizenz-/ })).toHaveAttribute('aria-invalid', 'true')
    expect(screen.queryByRole('dialog', { name: 'Freigabe unterschreiben' })).not.toBeInTheDocument()
  })
})
