import { addDays, addMonths, todayUtc } from '@flugakte/domain'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'

import { fleetStatusKey } from '../../../lib/aircraft/get-fleet-status'
import { recordsHealthKey } from '../../../lib/aircraft/get-records-health'
import { appHandlers } from '../../../testing/app-handlers'
import { mockServer, renderAt, testQueryClient } from '../../../testing/render'
import { REVIEWS } from '../testing/fixtures'
import { RecordReviewButton } from './record-review-button'

const AIRCRAFT = 9
const HASH = 'cd'.repeat(32)
const PACK_HASH = '0123456789abcdef'.repeat(4)
let posted: Record<string, unknown>[] = []
let signings: string[] = []
let signs: Record<string, unknown>[] = []

const server = mockServer(
  // The signed-in user (Jonas Becker) is the reviewer the form proposes.
  ...appHandlers(),
  http.post('/api/airworthiness_reviews', async ({ request }) => {
    posted.push((await request.json()) as Record<string, unknown>)
    return HttpResponse.json({ doc: { id: 12 } }, { status: 201 })
  }),
  http.get('/api/releases/:subject/:id/signing', ({ params }) => {
    signings.push(`${String(params.subject)}/${String(params.id)}`)
    return HttpResponse.json({ content_hash: HASH, challenge: 'x', passkeys: [], may_sign: true, signature: null })
  }),
  http.post('/api/releases/airworthiness_reviews/12/sign', async ({ request }) => {
    signs.push((await request.json()) as Record<string, unknown>)
    return HttpResponse.json(
      { id: 4, signer: 'Jonas Becker', method: 'password', signed_at: '2026-11-21T15:00:00.000Z', content_hash: HASH },
      { status: 201 },
    )
  }),
)

const CACHED = [recordsHealthKey(AIRCRAFT, 'today'), ['airworthiness', AIRCRAFT, 'report'], fleetStatusKey()]
const yearLater = (day: string) => addDays(addMonths(day, 12), -1)

async function openForm(language: 'de' | 'en' = 'de', packHash?: string, arcValidUntil: string | null = null) {
  posted = []
  signings = []
  signs = []
  const queryClient = testQueryClient()
  const cache = () => CACHED.forEach((key) => queryClient.setQueryData(key, { cached: true }))
  cache()
  await renderAt('/testing', {
    language,
    queryClient,
    page: <RecordReviewButton aircraftId={AIRCRAFT} packHash={packHash} arcValidUntil={arcValidUntil} />,
  })
  await userEvent.click(screen.getByRole('button', { name: language === 'de' ? 'Prüfung erfassen' : 'Record review' }))
  const title = language === 'de' ? 'Lufttüchtigkeitsprüfung erfassen' : 'Record airworthiness review'
  const dialog = within(await screen.findByRole('dialog', { name: title }))
  const invalidated = () => CACHED.map((key) => queryClient.getQueryState(key)?.isInvalidated)
  return { dialog, invalidated, cache }
}

/** The reviewer's certificate: their name and authorisation are their profile's (read-only), the rest typed. */
async function fillReviewer(dialog: ReturnType<typeof within>, texts: { licence: RegExp; cao: RegExp; place: RegExp }) {
  await waitFor(() => expect(dialog.getByRole('textbox', { name: texts.licence })).toHaveValue('DE.66.1234'))
  expect(dialog.getByRole('textbox', { name: texts.licence })).toHaveAttribute('readonly')
  await userEvent.type(dialog.getByRole('textbox', { name: texts.cao }), 'DE.CAO.0042')
  await userEvent.type(dialog.getByRole('textbox', { name: texts.place }), 'Köln')
}

describe('RecordReviewButton', () => {
  it('prefills the CAO approval reference from the reviewer’s company, and it may be changed', async () => {
    server.use(
      http.get('/api/users/me', () =>
        HttpResponse.json({
          user: {
            id: 7,
            email: 'pilot@flugakte.test',
            first_name: 'Jonas',
            last_name: 'Becker',
            licence_number: 'DE.66.1234',
            licence_valid_until: '2099-12-31',
            company: { id: 4, name: 'Lufttüchtigkeit West CAO GmbH', kind: 'cao', approval_reference: 'DE.CAO.0042' },
          },
        }),
      ),
    )
    const { dialog } = await openForm('en')
    const approval = dialog.getByRole('textbox', { name: /^CAO approval reference/ })
    await waitFor(() => expect(approval).toHaveValue('DE.CAO.0042'))
    expect(approval).not.toHaveAttribute('readonly')
  })

  it('proposes the signed-in reviewer, today and a year’s validity, which follows the review date', async () => {
    const { dialog } = await openForm()
    const section = within(dialog.getByRole('group', { name: 'Bescheinigung des Prüfers' }))
    await waitFor(() => expect(section.getByRole('textbox', { name: /^Prüfer/ })).toHaveValue('Jonas Becker'))
    expect(section.getByLabelText(/^Datum der Bescheinigung/)).toHaveValue(todayUtc())
    expect(section.getByText(/Die Lufttüchtigkeitsprüfung wurde gemäß ML\.A\.903 durchgeführt/)).toBeInTheDocument()
    expect(dialog.getByLabelText(/^Datum der Prüfung/)).toHaveValue(todayUtc())
    expect(dialog.getByRole('combobox', { name: /^Ergebnis/ })).toHaveValue('ARC ausgestellt')
    expect(dialog.getByLabelText(/^Gültig bis/)).toHaveValue(yearLater(todayUtc()))

    fireEvent.change(dialog.getByLabelText(/^Datum der Prüfung/), { target: { value: '2026-02-28' } })
    await waitFor(() => expect(dialog.getByLabelText(/^Gültig bis/)).toHaveValue('2027-02-27'))
    // A day the reviewer chose stays (a re-issue keeps the ARC's anniversary).
    fireEvent.change(dialog.getByLabelText(/^Gültig bis/), { target: { value: '2027-04-30' } })
    fireEvent.change(dialog.getByLabelText(/^Datum der Prüfung/), { target: { value: '2026-03-01' } })
    expect(dialog.getByLabelText(/^Gültig bis/)).toHaveValue('2027-04-30')
  })

  it('proposes a year more than the ARC in force for an extension, and a year from the review for an issue', async () => {
    // Expiring in 120 days: an issue today starts its own year (ML.A.901 keeps the date only within 90 days).
    const inForce = addDays(todayUtc(), 120)
    const { dialog } = await openForm('en', undefined, inForce)
    await waitFor(() => expect(dialog.getByLabelText(/^Valid until/)).toHaveValue(yearLater(todayUtc())))
    await userEvent.click(dialog.getByRole('combobox', { name: /^Outcome/ }))
    await userEvent.click(await dialog.findByRole('option', { name: 'ARC extended' }))
    await waitFor(() => expect(dialog.getByLabelText(/^Valid until/)).toHaveValue(addMonths(inForce, 12)))
    await userEvent.click(dialog.getByRole('combobox', { name: /^Outcome/ }))
    await userEvent.click(await dialog.findByRole('option', { name: 'ARC issued' }))
    await waitFor(() => expect(dialog.getByLabelText(/^Valid until/)).toHaveValue(yearLater(todayUtc())))
  })

  it('keeps the expiry of an ARC running out within 90 days as the start of the new year, for an issue too', async () => {
    const inForce = addDays(todayUtc(), 20)
    const { dialog } = await openForm('en', undefined, inForce)
    // Not the review's anniversary, which would lose 21 days.
    await waitFor(() => expect(dialog.getByLabelText(/^Valid until/)).toHaveValue(addMonths(inForce, 12)))
    await userEvent.click(dialog.getByRole('combobox', { name: /^Outcome/ }))
    await userEvent.click(await dialog.findByRole('option', { name: 'ARC extended' }))
    await waitFor(() => expect(dialog.getByLabelText(/^Valid until/)).toHaveValue(addMonths(inForce, 12)))
  })

  it('names the missing fields and refuses a validity of more than 15 months', async () => {
    const { dialog } = await openForm()
    fireEvent.change(dialog.getByLabelText(/^Gültig bis/), { target: { value: addMonths(todayUtc(), 16) } })
    await userEvent.click(dialog.getByRole('button', { name: 'Prüfung speichern' }))
    await waitFor(() =>
      expect(dialog.getByRole('textbox', { name: /^ARC-Nummer/ })).toHaveAccessibleDescription(
        'Bitte alle Pflichtfelder ausfüllen',
      ),
    )
    expect(dialog.getByLabelText(/^Gültig bis/)).toHaveAccessibleDescription(
      expect.stringContaining('Muss nach dem Prüfdatum und höchstens 15 Monate danach liegen'),
    )
    for (const field of [/^Genehmigungszeichen der CAO/, /^Ort/])
      expect(dialog.getByRole('textbox', { name: field })).toHaveAttribute('aria-invalid', 'true')
    // The authorisation is the reviewer's profile's (valid): nothing to ask for.
    expect(dialog.getByRole('textbox', { name: /^Berechtigung/ })).not.toHaveAttribute('aria-invalid', 'true')
    // Findings are optional when the ARC is issued.
    expect(dialog.getByRole('textbox', { name: /^Feststellungen/ })).not.toHaveAttribute('aria-invalid', 'true')
    expect(posted).toEqual([])
  })

  it('without an ARC hides its reference and validity and asks for the findings', async () => {
    const { dialog } = await openForm()
    await userEvent.type(dialog.getByRole('textbox', { name: /^ARC-Nummer/ }), 'DE.MG.0042/2026')
    await userEvent.click(dialog.getByRole('combobox', { name: /^Ergebnis/ }))
    await userEvent.click(await dialog.findByRole('option', { name: 'ARC nicht ausgestellt' }))
    expect(dialog.queryByRole('textbox', { name: /^ARC-Nummer/ })).not.toBeInTheDocument()
    expect(dialog.queryByLabelText(/^Gültig bis/)).not.toBeInTheDocument()
    await fillReviewer(dialog, { licence: /^Berechtigung/, cao: /^Genehmigungszeichen der CAO/, place: /^Ort/ })
    await userEvent.click(dialog.getByRole('button', { name: 'Prüfung speichern' }))
    await waitFor(() =>
      expect(dialog.getByRole('textbox', { name: /^Feststellungen/ })).toHaveAccessibleDescription(
        /Bitte alle Pflichtfelder ausfüllen/,
      ),
    )
    expect(posted).toEqual([])

    await userEvent.type(dialog.getByRole('textbox', { name: /^Feststellungen/ }), 'AD 2020-0123 nicht erfüllt')
    await userEvent.click(dialog.getByRole('button', { name: 'Prüfung speichern' }))
    await screen.findByRole('dialog', { name: 'Prüfung unterschreiben' })
    // Neither the reference typed before nor the proposed validity goes with a refusal.
    expect(posted).toEqual([
      {
        customer_aircraft: AIRCRAFT,
        review_date: todayUtc(),
        outcome: 'not_issued',
        findings: 'AD 2020-0123 nicht erfüllt',
        release: {
          certifying_person: 'Jonas Becker',
          licence: 'DE.66.1234',
          approval_reference: 'DE.CAO.0042',
          date: todayUtc(),
          place: 'Köln',
        },
      },
    ])
  })

  it('sends every field with the pack’s hash, then the reviewer signs, and the records refresh', async () => {
    const { dialog, invalidated, cache } = await openForm('en', PACK_HASH)
    expect(dialog.getByText(`Based on review pack ${PACK_HASH.slice(0, 12)}…`)).toBeInTheDocument()
    await userEvent.click(dialog.getByRole('combobox', { name: /^Outcome/ }))
    await userEvent.click(await dialog.findByRole('option', { name: 'ARC extended' }))
    fireEvent.change(dialog.getByLabelText(/^Review date/), { target: { value: addDays(todayUtc(), -2) } })
    fireEvent.change(dialog.getByLabelText(/^Valid until/), { target: { value: addMonths(todayUtc(), 13) } })
    await userEvent.type(dialog.getByRole('textbox', { name: /^ARC reference/ }), 'DE.MG.0042/2026')
    await userEvent.type(dialog.getByRole('textbox', { name: /^Findings/ }), 'None')
    const reviewer = dialog.getByRole('textbox', { name: /^Reviewer/ })
    await waitFor(() => expect(reviewer).toHaveValue('Jonas Becker'))
    expect(reviewer).toHaveAttribute('readonly')
    await fillReviewer(dialog, { licence: /^Authorisation/, cao: /^CAO approval reference/, place: /^Place/ })
    fireEvent.change(dialog.getByLabelText(/^Certificate date/), { target: { value: addDays(todayUtc(), -1) } })
    await userEvent.click(dialog.getByRole('button', { name: 'Save review' }))

    const signing = within(await screen.findByRole('dialog', { name: 'Sign the review' }))
    expect(posted).toEqual([
      {
        customer_aircraft: AIRCRAFT,
        review_date: addDays(todayUtc(), -2),
        outcome: 'extended',
        arc_reference: 'DE.MG.0042/2026',
        valid_until: addMonths(todayUtc(), 13),
        findings: 'None',
        pack_hash: PACK_HASH,
        release: {
          certifying_person: 'Jonas Becker',
          licence: 'DE.66.1234',
          approval_reference: 'DE.CAO.0042',
          date: addDays(todayUtc(), -1),
          place: 'Köln',
        },
      },
    ])
    expect(invalidated()).toEqual([true, true, true])
    expect(signings).toEqual(['airworthiness_reviews/12'])
    const certified = await signing.findByRole('group', { name: 'You certify' })
    expect(certified).toHaveTextContent('ARC extended')
    expect(certified).toHaveTextContent('ARC reference: DE.MG.0042/2026')
    expect(certified).toHaveTextContent(
      'Reviewer: Jonas Becker · Authorisation: DE.66.1234 · CAO approval reference: DE.CAO.0042',
    )
    expect(certified).toHaveTextContent('The airworthiness review was carried out in accordance with ML.A.903')
    expect(signing.getByText(/As the reviewer you sign this airworthiness review/)).toBeInTheDocument()

    cache()
    await userEvent.type(signing.getByLabelText(/^Password/), 'Flugakte-Demo-1')
    await userEvent.click(signing.getByRole('button', { name: 'Sign with password' }))
    expect(await screen.findByText('The review has been signed.')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(signs).toEqual([{ method: 'password', password: 'Flugakte-Demo-1', content_hash: HASH }])
    expect(invalidated()).toEqual([true, true, true])
  })

  it('shows the server’s refusal at the fields it names', async () => {
    server.use(
      http.post('/api/airworthiness_reviews', () =>
        HttpResponse.json(
          {
            errors: [
              {
                message: 'Ungültige Eingabe',
                data: {
                  errors: [
                    { path: 'arc_reference', message: 'ARC-Nummer bereits vergeben' },
                    { path: 'release.approval_reference', message: 'Keine CAO-Genehmigung dieses Betriebs' },
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
    await userEvent.type(dialog.getByRole('textbox', { name: /^ARC-Nummer/ }), 'DE.MG.0042/2026')
    await fillReviewer(dialog, { licence: /^Berechtigung/, cao: /^Genehmigungszeichen der CAO/, place: /^Ort/ })
    await userEvent.click(dialog.getByRole('button', { name: 'Prüfung speichern' }))
    await waitFor(() =>
      expect(dialog.getByRole('textbox', { name: /^ARC-Nummer/ })).toHaveAccessibleDescription(
        'ARC-Nummer bereits vergeben',
      ),
    )
    expect(dialog.getByRole('textbox', { name: /^Genehmigungszeichen der CAO/ })).toHaveAccessibleDescription(
      'Keine CAO-Genehmigung dieses Betriebs',
    )
    expect(signings).toEqual([])
  })

  it('corrects a review: keeps its validity and pack, asks why, and sends the review it amends', async () => {
    posted = []
    signings = []
    // Recorded by the signed-in reviewer: their certificate is carried over whole, dated today.
    const review = { ...REVIEWS[0]!, release: { ...REVIEWS[0]!.release!, certifying_person: 'Jonas Becker' } }
    await renderAt('/testing', {
      language: 'en',
      page: <RecordReviewButton aircraftId={AIRCRAFT} arcValidUntil="2026-12-31" correcting={review} />,
    })
    await userEvent.click(screen.getByRole('button', { name: 'Correct' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Correct an airworthiness review' }))
    expect(dialog.getByRole('combobox', { name: /^Outcome/ })).toHaveValue('ARC extended')
    expect(dialog.getByLabelText(/^Review date/)).toHaveValue('2025-12-20')
    // Not a year beyond the ARC in force: the corrected review's own validity.
    expect(dialog.getByLabelText(/^Valid until/)).toHaveValue('2026-12-31')
    expect(dialog.getByText(`Based on review pack ${review.pack_hash!.slice(0, 12)}…`)).toBeInTheDocument()

    await userEvent.click(dialog.getByRole('button', { name: 'Save review' }))
    await waitFor(() =>
      expect(dialog.getByRole('textbox', { name: /^Reason for the correction/ })).toHaveAccessibleDescription(
        /Please enter all required fields/,
      ),
    )
    expect(posted).toEqual([])

    await userEvent.type(dialog.getByRole('textbox', { name: /^Reason for the correction/ }), 'Wrong ARC reference')
    const reference = dialog.getByRole('textbox', { name: /^ARC reference/ })
    await userEvent.clear(reference)
    await userEvent.type(reference, 'DE.MG.0043/2025')
    await userEvent.click(dialog.getByRole('button', { name: 'Save review' }))
    await screen.findByRole('dialog', { name: 'Sign the review' })
    expect(posted).toEqual([
      {
        customer_aircraft: AIRCRAFT,
        review_date: '2025-12-20',
        outcome: 'extended',
        arc_reference: 'DE.MG.0043/2025',
        valid_until: '2026-12-31',
        findings: 'Keine Beanstandungen',
        pack_hash: review.pack_hash,
        release: {
          certifying_person: 'Jonas Becker',
          licence: 'DE.66.1234',
          approval_reference: 'DE.CAO.0042',
          date: todayUtc(),
          place: 'Bonn-Hangelar',
        },
        amends: 81,
        amend_reason: 'Wrong ARC reference',
      },
    ])
    expect(signings).toEqual(['airworthiness_reviews/12'])
  })
})
