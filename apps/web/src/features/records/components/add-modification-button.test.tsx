import { todayUtc, type ModificationView } from '@flugakte/domain'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'

import { fleetStatusKey } from '../../../lib/aircraft/get-fleet-status'
import { recordsHealthKey } from '../../../lib/aircraft/get-records-health'
import { appHandlers } from '../../../testing/app-handlers'
import { mockServer, renderAt, testQueryClient } from '../../../testing/render'
import { MODIFICATIONS } from '../testing/fixtures'
import { AddModificationButton } from './add-modification-button'

const AIRCRAFT = 7
const HASH = 'ab'.repeat(32)
let posted: Record<string, unknown>[] = []
let signings: string[] = []
let signs: Record<string, unknown>[] = []

const server = mockServer(
  ...appHandlers(),
  http.get('/api/documents', ({ request }) => {
    // Only the aircraft's own documents are offered.
    expect(new URL(request.url).searchParams.get('where[customer_aircrafts][in]')).toBe(String(AIRCRAFT))
    return HttpResponse.json({
      docs: [
        { id: 31, title: 'STC 10054321 Garmin G5', published_at: '2026-03-01' },
        { id: 32, title: 'Wägebericht 2026', published_at: '2026-02-01' },
        { id: 33, title: 'EASA Form 1 ELT', published_at: '2026-01-01' },
      ],
    })
  }),
  http.post('/api/modifications_repairs', async ({ request }) => {
    posted.push((await request.json()) as Record<string, unknown>)
    return HttpResponse.json({ doc: { id: 77 } }, { status: 201 })
  }),
  http.get('/api/releases/:subject/:id/signing', ({ params }) => {
    signings.push(`${String(params.subject)}/${String(params.id)}`)
    return HttpResponse.json({ content_hash: HASH, challenge: 'x', passkeys: [], may_sign: true, signature: null })
  }),
  http.post('/api/releases/modifications_repairs/77/sign', async ({ request }) => {
    signs.push((await request.json()) as Record<string, unknown>)
    return HttpResponse.json(
      { id: 3, signer: 'M. Fischer', method: 'password', signed_at: '2026-11-21T15:00:00.000Z', content_hash: HASH },
      { status: 201 },
    )
  }),
)

/** The answers the register changes, cached as the records page and the dashboard hold them. */
const CACHED = [recordsHealthKey(AIRCRAFT, 'today'), ['airworthiness', AIRCRAFT, 'report'], fleetStatusKey()]

async function openForm(language: 'de' | 'en' = 'de') {
  posted = []
  signings = []
  signs = []
  const queryClient = testQueryClient()
  const cache = () => CACHED.forEach((key) => queryClient.setQueryData(key, { cached: true }))
  cache()
  await renderAt('/testing', { language, queryClient, page: <AddModificationButton aircraftId={AIRCRAFT} /> })
  const open = language === 'de' ? 'Änderung/Reparatur eintragen' : 'Register modification/repair'
  await userEvent.click(screen.getByRole('button', { name: open }))
  const title = language === 'de' ? 'Änderung oder Reparatur eintragen' : 'Register a modification or repair'
  const dialog = within(await screen.findByRole('dialog', { name: title }))
  const invalidated = () => CACHED.map((key) => queryClient.getQueryState(key)?.isInvalidated)
  return { dialog, invalidated, cache }
}

async function choose(dialog: ReturnType<typeof within>, field: RegExp, option: string) {
  await userEvent.click(dialog.getByRole('combobox', { name: field }))
  await userEvent.click(await dialog.findByRole('option', { name: option }))
}

describe('AddModificationButton', () => {
  it('names every missing field and sends nothing', async () => {
    const { dialog } = await openForm()
    await userEvent.clear(dialog.getByLabelText(/^Datum der Arbeiten/))
    await userEvent.click(dialog.getByRole('button', { name: 'Eintrag speichern' }))
    await waitFor(() =>
      expect(dialog.getByRole('textbox', { name: /^Genehmigungsreferenz/ })).toHaveAccessibleDescription(
        /Bitte alle Pflichtfelder ausfüllen/,
      ),
    )
    for (const field of [/^Einstufung/, /^Genehmigungsgrundlage/])
      expect(dialog.getByRole('combobox', { name: field })).toHaveAttribute('aria-invalid', 'true')
    expect(dialog.getByRole('textbox', { name: /^Beschreibung/ })).toHaveAttribute('aria-invalid', 'true')
    expect(dialog.getByLabelText(/^Datum der Arbeiten/)).toHaveAttribute('aria-invalid', 'true')
    // The certificate is optional and not begun: none of its fields is asked for.
    const section = within(dialog.getByRole('group', { name: 'Freigabebescheinigung (CRS)' }))
    expect(section.getByRole('textbox', { name: /Bescheinigende Person/ })).not.toHaveAttribute('aria-invalid', 'true')
    expect(posted).toEqual([])
  })

  it('asks for the whole certificate once it is begun, and refuses a day in the future', async () => {
    const { dialog } = await openForm()
    const section = within(dialog.getByRole('group', { name: 'Freigabebescheinigung (CRS)' }))
    expect(section.getByText('Erklärung nach ML.A.801')).toBeInTheDocument()
    // Begun with the organisation's approval; the person and licence are the profile's (read-only).
    await userEvent.type(section.getByRole('textbox', { name: /Genehmigungszeichen des Betriebs/ }), 'DE.145.0815')
    fireEvent.change(dialog.getByLabelText(/^Datum der Arbeiten/), { target: { value: '2999-01-01' } })
    await userEvent.click(dialog.getByRole('button', { name: 'Eintrag speichern' }))
    await waitFor(() => expect(section.getByRole('textbox', { name: /^Ort/ })).toHaveAttribute('aria-invalid', 'true'))
    expect(section.getByLabelText(/Datum der Freigabe/)).toHaveAttribute('aria-invalid', 'true')
    expect(section.getByRole('textbox', { name: /Genehmigungszeichen des Betriebs/ })).not.toHaveAttribute(
      'aria-invalid',
      'true',
    )
    expect(dialog.getByLabelText(/^Datum der Arbeiten/)).toHaveAccessibleDescription('Falscher Wert')
    expect(posted).toEqual([])
  })

  it('sends every field, then opens the release’s signature, and refreshes the records after each step', async () => {
    const { dialog, invalidated, cache } = await openForm('en')
    await choose(dialog, /^Kind/, 'Repair')
    await choose(dialog, /^Classification/, 'major')
    await choose(dialog, /^Approval basis/, 'Repair design')
    await userEvent.type(dialog.getByRole('textbox', { name: /^Approval reference(?! of)/ }), 'RDAS 10071234')
    fireEvent.change(dialog.getByLabelText(/^Date of the work/), { target: { value: '2026-03-02' } })
    await userEvent.type(dialog.getByRole('textbox', { name: /^Description/ }), 'Doubler fitted to the wing root rib')
    await userEvent.click(dialog.getByRole('combobox', { name: /^ATA chapter/ }))
    await userEvent.click(await dialog.findByRole('option', { name: /^57 – / }))
    await userEvent.click(dialog.getByRole('checkbox', { name: /Affects mass and balance/ }))
    await userEvent.click(dialog.getByRole('combobox', { name: /^Documents/ }))
    await userEvent.click(await dialog.findByRole('option', { name: 'STC 10054321 Garmin G5' }))
    await userEvent.click(await dialog.findByRole('option', { name: 'Wägebericht 2026' }))
    const section = within(dialog.getByRole('group', { name: 'Certificate of release to service' }))
    expect(section.getByRole('textbox', { name: /Certifying person/ })).toHaveValue('Jonas Becker')
    expect(section.getByRole('textbox', { name: /Licence \/ authorisation number/ })).toHaveValue('DE.66.1234')
    await userEvent.type(section.getByRole('textbox', { name: /Approval reference/ }), 'DE.CAO.0042')
    await userEvent.type(section.getByRole('textbox', { name: /Place/ }), 'Hangelar')
    fireEvent.change(section.getByLabelText(/Release date/), { target: { value: todayUtc() } })
    await userEvent.click(dialog.getByRole('button', { name: 'Save entry' }))

    const signing = within(await screen.findByRole('dialog', { name: 'Sign the release to service' }))
    expect(posted).toEqual([
      {
        customer_aircraft: AIRCRAFT,
        kind: 'repair',
        classification: 'major',
        approval_type: 'repair_design',
        approval_reference: 'RDAS 10071234',
        date: '2026-03-02',
        description: 'Doubler fitted to the wing root rib',
        ata_chapter: '57',
        affects_mass_balance: true,
        documents: [31, 32],
        release: {
          certifying_person: 'Jonas Becker',
          licence: 'DE.66.1234',
          approval_reference: 'DE.CAO.0042',
          date: todayUtc(),
          place: 'Hangelar',
        },
      },
    ])
    expect(invalidated()).toEqual([true, true, true])
    expect(signings).toEqual(['modifications_repairs/77'])
    const certified = await signing.findByRole('group', { name: 'You certify' })
    expect(certified).toHaveTextContent('Repair · major · Repair design RDAS 10071234')
    expect(certified).toHaveTextContent('Certifying person: Jonas Becker · Licence / authorisation number: DE.66.1234')
    expect(certified).toHaveTextContent('Certifies that the work specified was carried out in accordance with Part-ML')

    cache()
    await userEvent.type(signing.getByLabelText(/^Password/), 'Flugakte-Demo-1')
    await userEvent.click(signing.getByRole('button', { name: 'Sign with password' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(signs).toEqual([{ method: 'password', password: 'Flugakte-Demo-1', content_hash: HASH }])
    expect(invalidated()).toEqual([true, true, true])
  })

  it('closes after saving an entry without a certificate', async () => {
    const { dialog, invalidated } = await openForm('en')
    await choose(dialog, /^Classification/, 'minor')
    await choose(dialog, /^Approval basis/, 'EASA Form 1')
    await userEvent.type(dialog.getByRole('textbox', { name: /^Approval reference(?! of)/ }), 'F1-2026-0042')
    await userEvent.type(dialog.getByRole('textbox', { name: /^Description/ }), 'ELT replaced by a 406 MHz unit')
    await userEvent.click(dialog.getByRole('button', { name: 'Save entry' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(posted).toEqual([
      {
        customer_aircraft: AIRCRAFT,
        kind: 'modification',
        classification: 'minor',
        approval_type: 'easa_form_1',
        approval_reference: 'F1-2026-0042',
        date: todayUtc(),
        description: 'ELT replaced by a 406 MHz unit',
        affects_mass_balance: false,
        documents: [],
      },
    ])
    expect(signings).toEqual([])
    expect(await screen.findByText('Modification/repair registered')).toBeInTheDocument()
    expect(invalidated()).toEqual([true, true, true])
  })

  it('shows the server’s refusal at the fields it names', async () => {
    server.use(
      http.post('/api/modifications_repairs', () =>
        HttpResponse.json(
          {
            errors: [
              {
                message: 'Ungültige Eingabe',
                data: {
                  errors: [
                    { path: 'documents', message: 'Das Dokument gehört zu einem anderen Luftfahrzeug.' },
                    { path: 'release.licence', message: 'Lizenz unbekannt' },
                  ],
                },
              },
            ],
          },
          { status: 400 },
        ),
      ),
    )
    const { dialog } = await openForm()
    await choose(dialog, /^Einstufung/, 'geringfügig')
    await choose(dialog, /^Genehmigungsgrundlage/, 'Minor Change')
    await userEvent.type(dialog.getByRole('textbox', { name: /^Genehmigungsreferenz/ }), 'MC-1')
    await userEvent.type(dialog.getByRole('textbox', { name: /^Beschreibung/ }), 'Antenne versetzt')
    const section = within(dialog.getByRole('group', { name: 'Freigabebescheinigung (CRS)' }))
    await userEvent.type(section.getByRole('textbox', { name: /^Ort/ }), 'Hangelar')
    fireEvent.change(section.getByLabelText(/Datum der Freigabe/), { target: { value: todayUtc() } })
    await userEvent.click(dialog.getByRole('button', { name: 'Eintrag speichern' }))
    expect(await dialog.findByText('Das Dokument gehört zu einem anderen Luftfahrzeug.')).toBeInTheDocument()
    expect(section.getByRole('textbox', { name: /Lizenz-\/Berechtigungsnummer/ })).toHaveAccessibleDescription(
      expect.stringContaining('Lizenz unbekannt'),
    )
    expect(screen.getByRole('dialog', { name: 'Änderung oder Reparatur eintragen' })).toBeInTheDocument()
    expect(signings).toEqual([])
  })

  it('corrects an entry: starts from it, asks why, and sends the correction with the entry it amends', async () => {
    posted = []
    signings = []
    const entry: ModificationView = { ...MODIFICATIONS[0]!, documents: [{ id: 31, title: 'STC 10054321 Garmin G5' }] }
    // The register the page holds: refreshed after the save, it marks the entry corrected.
    let markCorrected = () => {}
    function Register() {
      const [amended, setAmended] = useState(false)
      markCorrected = () => setAmended(true)
      return <AddModificationButton aircraftId={AIRCRAFT} correcting={{ ...entry, amended }} />
    }
    await renderAt('/testing', { page: <Register /> })
    await userEvent.click(screen.getByRole('button', { name: 'Eintrag #72 korrigieren' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Eintrag korrigieren' }))
    expect(dialog.getByRole('textbox', { name: /^Beschreibung/ })).toHaveValue('Zweites Funkgerät eingebaut')
    expect(dialog.getByRole('textbox', { name: /^Genehmigungsreferenz(?! der)/ })).toHaveValue('MC-2026-03')
    expect(dialog.getByLabelText(/^Datum der Arbeiten/)).toHaveValue('2026-10-02')

    await userEvent.click(dialog.getByRole('button', { name: 'Eintrag speichern' }))
    await waitFor(() =>
      expect(dialog.getByRole('textbox', { name: /^Grund der Korrektur/ })).toHaveAccessibleDescription(
        /Bitte alle Pflichtfelder ausfüllen/,
      ),
    )
    expect(posted).toEqual([])

    await userEvent.type(dialog.getByRole('textbox', { name: /^Grund der Korrektur/ }), 'Falsche Genehmigungsnummer')
    const reference = dialog.getByRole('textbox', { name: /^Genehmigungsreferenz(?! der)/ })
    await userEvent.clear(reference)
    await userEvent.type(reference, 'MC-2026-04')
    // The certificate is carried over for the signed-in user, who signs the correction, dated today,
    // under their own name and licence (their profile's), not the corrected certificate's.
    const section = within(dialog.getByRole('group', { name: 'Freigabebescheinigung (CRS)' }))
    await waitFor(() =>
      expect(section.getByRole('textbox', { name: /Bescheinigende Person/ })).toHaveValue('Jonas Becker'),
    )
    expect(section.getByRole('textbox', { name: /Lizenz/ })).toHaveValue('DE.66.1234')
    await userEvent.click(dialog.getByRole('button', { name: 'Eintrag speichern' }))
    await screen.findByRole('dialog', { name: 'Freigabe unterschreiben' })
    // The entry is corrected now: no second correction, but the signature of this one stays open.
    act(() => markCorrected())
    expect(screen.queryByRole('button', { name: 'Eintrag #72 korrigieren' })).not.toBeInTheDocument()
    expect(screen.getByRole('dialog', { name: 'Freigabe unterschreiben' })).toBeInTheDocument()
    expect(posted).toEqual([
      {
        customer_aircraft: AIRCRAFT,
        kind: 'modification',
        classification: 'minor',
        approval_type: 'minor_change',
        approval_reference: 'MC-2026-04',
        date: '2026-10-02',
        description: 'Zweites Funkgerät eingebaut',
        ata_chapter: '23',
        affects_mass_balance: true,
        documents: [31],
        release: {
          certifying_person: 'Jonas Becker',
          licence: 'DE.66.1234',
          approval_reference: 'DE.CAO.0042',
          date: todayUtc(),
          place: 'Bonn-Hangelar',
        },
        amends: 72,
        amend_reason: 'Falsche Genehmigungsnummer',
      },
    ])
    expect(signings).toEqual(['modifications_repairs/77'])
  })
})
