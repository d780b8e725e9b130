import { certifyingPersonOf, todayUtc, type CertifyingPerson, type ReleaseToService } from '@flugakte/domain'
import { useEffect, useMemo } from 'react'
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form'

import { useMe } from '../current-user/get-me'
import { releaseValuesOf, type ReleaseValues, type SignerValues } from './release-values'

/**
 * The signed-in user as the certifying person of a release entered today (the rule of packages/domain
 * the server applies too): their name, licence and whether it may certify. Null until /me answered.
 */
export function useCertifyingPerson(): CertifyingPerson | null {
  const { data: me } = useMe()
  return useMemo(() => (me ? certifyingPersonOf(me, todayUtc()) : null), [me])
}

/** The approval reference of the signed-in user's company, as its admins keep it ('' for none). */
function useCompanyApproval(): string {
  const { data: me } = useMe()
  const company = me?.company
  return (typeof company === 'object' && company?.approval_reference) || ''
}

/** A form's values for its signer: the licence only while it may certify. */
export const signerValuesOf = (signer: CertifyingPerson | null): SignerValues => ({
  name: signer?.name ?? '',
  licence: signer && !signer.refusal ? signer.licence : '',
})

/**
 * The certificate in a record form is the signed-in user's to sign, under their name and licence from
 * their profile, never typed. Their profile arrives after the form opened on a reload; once known, a
 * correction's certificate is carried over from the corrected record for them (`carried`, see
 * releaseValuesOf) unless the form was filled already, and the signer's name and licence are the form's.
 */
export function useSignerRelease<T extends FieldValues & { release: ReleaseValues }>(
  form: UseFormReturn<T>,
  {
    carried,
    prefillApproval = false,
  }: {
    carried: ReleaseToService | null | undefined
    /**
     * The company's approval reference, for a form whose release is always stated (a rectification, a
     * review); in an optional one it would state a release the user did not mean to give.
     */
    prefillApproval?: boolean
  },
) {
  const signer = useCertifyingPerson()
  const approval = useCompanyApproval()
  useEffect(() => {
    if (!signer) return
    const values = signerValuesOf(signer)
    const path = (field: keyof ReleaseValues) => `release.${field}` as Path<T>
    if (carried && !form.getValues(path('certifying_person')))
      form.setValue('release' as Path<T>, releaseValuesOf(carried, todayUtc(), values) as PathValue<T, Path<T>>)
    form.setValue(path('certifying_person'), values.name as PathValue<T, Path<T>>)
    form.setValue(path('licence'), values.licence as PathValue<T, Path<T>>)
    // The company's approval, unless the form (or a carried certificate) names one: it may be changed.
    if (prefillApproval && approval && !form.getValues(path('approval_reference')))
      form.setValue(path('approval_reference'), approval as PathValue<T, Path<T>>)
  }, [signer, approval, prefillApproval, carried, form])
  return signer
}
