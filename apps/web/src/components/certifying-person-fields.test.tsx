import { optionalReleaseSchema } from '@flugakte/domain'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { FormProvider, set, useForm, type FieldErrors, type Resolver } from 'react-hook-form'
import { describe, expect, it, vi } from 'vitest'

import { emptyRelease, hasRelease, type ReleaseValues } from '../lib/forms/release-values'
import { useSignerRelease } from '../lib/forms/use-signer-release'
import { mockServer, renderAt } from '../testing/render'
import { OptionalReleaseFields } from './optional-release-fields'

type Values = { release: ReleaseValues }

const PROFILE = { id: 7, email: 'werft@flugakte.test', first_name: 'Martin', last_name: 'Fischer' }
let licence: { licence_number: string | null; licence_valid_until: string | null }

mockServer(http.get('/api/users/me', () => HttpResponse.json({ user: { ...PROFILE, ...licence } })))

/** The domain's rule for an optional certificate, its issues at the form's fields (as the record forms do). */
const resolver: Resolver<Values> = (values) => {
  const result = optionalReleaseSchema.safeParse(hasRelease(values.release) ? values.release : undefined)
  if (result.success) return { values, errors: {} }
  const errors = {}
  for (const issue of result.error.issues)
    set(errors, `release.${String(issue.path[0])}`, { type: 'schema', message: issue.message })
  return { values: {}, errors: errors as FieldErrors<Values> }
}

function ReleaseForm({ onSave }: { onSave: (values: Values) => void }) {
  const form = useForm<Values>({ defaultValues: { release: emptyRelease() }, resolver })
  useSignerRelease(form, { carried: undefined })
  return (
    <FormProvider {...form}>
      <form onSubmit={form.handleSubmit(onSave)} noValidate>
        <OptionalReleaseFields<Values> />
        <button type="submit">Save</button>
      </form>
    </FormProvider>
  )
}

async function renderForm(language: 'de' | 'en' = 'de') {
  const onSave = vi.fn()
  await renderAt('/testing', { language, page: <ReleaseForm onSave={onSave} /> })
  return { onSave, section: within(screen.getByRole('group', { name: /CRS|release to service/ })) }
}

/** Begins the certificate: the place and date, which its certifying person states. */
async function beginCertificate(section: ReturnType<typeof within>, place: RegExp, date: RegExp) {
  await userEvent.type(section.getByRole('textbox', { name: place }), 'Koblenz')
  fireEvent.change(section.getByLabelText(date), { target: { value: '2026-01-02' } })
}

describe('the certifying person of a release form', () => {
  it('is the signed-in user with the licence of their profile, read-only, sent with the certificate', async () => {
    licence = { licence_number: 'DE.66.B1.4711', licence_valid_until: '2099-12-31' }
    const { onSave, section } = await renderForm()
    const person = section.getByRole('textbox', { name: /Bescheinigende Person/ })
    await waitFor(() => expect(person).toHaveValue('Martin Fischer'))
    expect(person).toHaveAttribute('readonly')
    const number = section.getByRole('textbox', { name: /Lizenz-\/Berechtigungsnummer/ })
    expect(number).toHaveValue('DE.66.B1.4711')
    expect(number).toHaveAttribute('readonly')
    expect(number).toHaveAccessibleDescription('Gültig bis 31.12.2099')
    expect(section.getByText('Bescheinigt unter Ihrem Namen und Ihrer Lizenz aus Ihrem Profil')).toBeInTheDocument()
    expect(section.queryByRole('alert')).not.toBeInTheDocument()
    await beginCertificate(section, /^Ort/, /Datum der Freigabe/)
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1))
    expect(onSave.mock.calls[0]![0]).toEqual({
      release: {
        certifying_person: 'Martin Fischer',
        licence: 'DE.66.B1.4711',
        approval_reference: '',
        date: '2026-01-02',
        place: 'Koblenz',
      },
    })
  })

  it('says a licence is missing, links to the profile, and refuses the certificate', async () => {
    licence = { licence_number: null, licence_valid_until: null }
    const { onSave, section } = await renderForm()
    const alert = await section.findByRole('alert')
    expect(alert).toHaveTextContent(
      'Ihr Profil enthält keine Lizenznummer. Tragen Sie Ihre Lizenz (Nummer und Gültigkeit) in den Einstellungen unter Mein Profil ein',
    )
    expect(within(alert).getByRole('link', { name: 'Mein Profil öffnen' })).toHaveAttribute('href', '/settings/user')
    const number = section.getByRole('textbox', { name: /Lizenz-\/Berechtigungsnummer/ })
    expect(number).toHaveValue('Keine Lizenz im Profil')
    await beginCertificate(section, /^Ort/, /Datum der Freigabe/)
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(number).toHaveAttribute('aria-invalid', 'true'))
    expect(number).toHaveAccessibleDescription(/Ihr Profil enthält keine Lizenznummer/)
    expect(onSave).not.toHaveBeenCalled()
  })

  it('says a licence expired (en) and refuses the certificate', async () => {
    licence = { licence_number: 'DE.66.B1.4711', licence_valid_until: '2020-06-30' }
    const { onSave, section } = await renderForm('en')
    const alert = await section.findByRole('alert')
    expect(alert).toHaveTextContent(
      'Your licence DE.66.B1.4711 was valid until 30 Jun 2020 only. A release cannot be certified with an expired licence',
    )
    expect(within(alert).getByRole('link', { name: 'Open My Profile' })).toHaveAttribute('href', '/settings/user')
    await beginCertificate(section, /^Place/, /Release date/)
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    const number = section.getByRole('textbox', { name: /Licence \/ authorisation number/ })
    await waitFor(() => expect(number).toHaveAttribute('aria-invalid', 'true'))
    expect(onSave).not.toHaveBeenCalled()
  })

  it('lets a record without a certificate be saved without a licence', async () => {
    licence = { licence_number: null, licence_valid_until: null }
    const { onSave, section } = await renderForm()
    await section.findByRole('alert')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1))
  })
})
