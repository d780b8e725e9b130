import { todayUtc, type ReleaseToService } from '@flugakte/domain'
import { useEffect } from 'react'
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form'

import { useSignedInName } from '../current-user/get-me'
import { releaseValuesOf, type ReleaseValues } from './release-values'

/**
 * The certificate in a record form is the signed-in user's to sign. Their name arrives after the form
 * opened on a reload; once known, and unless someone typed a name already, a correction's certificate is
 * carried over from the corrected record for them (`carried`, see releaseValuesOf), and a new record's
 * gets their name where `proposeName` (a certificate the record always has).
 */
export function useSignerRelease<T extends FieldValues & { release: ReleaseValues }>(
  form: UseFormReturn<T>,
  { carried, proposeName }: { carried: ReleaseToService | null | undefined; proposeName: boolean },
) {
  const signedIn = useSignedInName()
  useEffect(() => {
    if (!signedIn || form.getValues('release.certifying_person' as Path<T>)) return
    if (carried !== undefined)
      form.setValue('release' as Path<T>, releaseValuesOf(carried, todayUtc(), signedIn) as PathValue<T, Path<T>>)
    else if (proposeName) form.setValue('release.certifying_person' as Path<T>, signedIn as PathValue<T, Path<T>>)
  }, [signedIn, carried, proposeName, form])
  return signedIn
}
