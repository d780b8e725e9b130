import { Fieldset, SimpleGrid, Stack, Text } from '@mantine/core'
import { proposedArcValidUntil, REVIEW_OUTCOMES, type ReviewView } from '@flugakte/domain'
import { useEffect, useRef } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

import { CertifyingPersonFields, CertifyingPersonHint } from '../../../components/certifying-person-fields'
import { formatDate } from '../../../lib/dates'
import { SelectField, TextareaField, TextField } from '../../../lib/forms/fields'
import { Form, FormActions, FormAlert } from '../../../lib/forms/form'
import { useFormSubmit } from '../../../lib/forms/use-form-submit'
import { signerValuesOf, useCertifyingPerson, useSignerRelease } from '../../../lib/forms/use-signer-release'
import { useCreateReview } from '../api/create-review'
import {
  correctionValuesOf,
  newReviewValues,
  reviewBody,
  reviewResolver,
  withArc,
  type ReviewValues,
} from '../utils/review-values'
import { RELEASE_FIELD_OF } from '../utils/schema-resolver'
import { CorrectionReason } from './correction-reason'

type Props = {
  aircraftId: number
  /** The review pack the reviewer worked from: its hash is stored with the review. */
  packHash?: string
  /** Until when the ARC in force is valid (null without one): an extension adds a year to it. */
  arcValidUntil: string | null
  /** The review this one corrects; the form starts from it and asks why. */
  correcting?: ReviewView
  onCancel: () => void
  /** Stored: its reviewer signs it next. */
  onSaved: (id: number, values: ReviewValues) => void
}

/** The characters of a hash shown to a person. */
const hashPrefix = (hash: string) => hash.slice(0, 12)

/**
 * The record of an airworthiness review (ML.A.903) by the CAO's review staff: when, with what outcome
 * (an ARC issued or extended, with its reference and validity, or refused with the findings), and the
 * reviewer's certificate, which the reviewer signs once the review is stored.
 */
export function ReviewForm({ aircraftId, packHash, arcValidUntil, correcting, onCancel, onSaved }: Props) {
  const { t } = useTranslation('records')
  const signer = signerValuesOf(useCertifyingPerson())
  const create = useCreateReview()
  const amends = correcting?.id ?? null
  const form = useForm<ReviewValues>({
    resolver: reviewResolver(aircraftId, packHash, amends),
    defaultValues: correcting ? correctionValuesOf(correcting, signer) : newReviewValues(signer),
  })
  useSignerRelease(form, { carried: correcting ? correcting.release : undefined, prefillApproval: true })
  const submit = useFormSubmit(form, {
    action: (values) => create.mutateAsync(reviewBody(aircraftId, values, packHash, amends)),
    onSuccess: (saved, values) => onSaved(saved.id, values),
    success: t('reviewForm.saved'),
    failure: t('reviewForm.failed'),
    fieldOf: RELEASE_FIELD_OF,
  })
  const [outcome, reviewDate] = useWatch({ control: form.control, name: ['outcome', 'review_date'] })
  // The proposed validity (ML.A.901) follows the outcome, the review date and the ARC in force, unless the reviewer entered another day
  // (a re-issue keeps its anniversary). Compared with the last proposal, not by RHF's dirty state, which
  // marks every field differing from the defaults once any field returns to its default.
  // A correction's validity is the corrected review's: the reviewer's own.
  const proposed = useRef(correcting ? null : form.getValues('valid_until'))
  useEffect(() => {
    if (!withArc(outcome)) return
    const entered = form.getValues('valid_until')
    if (entered && entered !== proposed.current) return
    proposed.current = proposedArcValidUntil(outcome, reviewDate, arcValidUntil)
    form.setValue('valid_until', proposed.current)
  }, [outcome, reviewDate, arcValidUntil, form])
  const arc = withArc(outcome)

  return (
    <Form form={form} submit={submit}>
      <Stack>
        <FormAlert />
        {correcting && <CorrectionReason<ReviewValues> />}
        {packHash && (
          <Text size="xs" c="dimmed">
            {t('reviewForm.packHash', { hash: hashPrefix(packHash) })}
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextField<ReviewValues> name="review_date" label={t('reviewForm.reviewDate')} type="date" required />
          <SelectField<ReviewValues>
            name="outcome"
            label={t('reviewForm.outcome')}
            required
            allowDeselect={false}
            data={REVIEW_OUTCOMES.map((value) => ({ value, label: t(`reviewOutcomes.${value}`) }))}
          />
          {arc && <TextField<ReviewValues> name="arc_reference" label={t('reviewForm.arcReference')} required />}
          {arc && (
            <TextField<ReviewValues>
              name="valid_until"
              label={t('reviewForm.validUntil')}
              description={t('reviewForm.validUntilHint')}
              type="date"
              required
            />
          )}
        </SimpleGrid>
        <TextareaField<ReviewValues>
          name="findings"
          label={t('reviewForm.findings')}
          description={t('reviewForm.findingsHint')}
          required={outcome === 'not_issued'}
          autosize
          minRows={3}
        />
        <Fieldset legend={t('reviewForm.reviewer')} variant="filled">
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {t('reviewForm.reviewerHint')}
            </Text>
            <CertifyingPersonHint />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <CertifyingPersonFields<ReviewValues>
                personLabel={t('reviewForm.person')}
                licenceLabel={t('reviewForm.authorisation')}
              />
              <TextField<ReviewValues> name="release.approval_reference" label={t('reviewForm.caoApproval')} required />
              <TextField<ReviewValues> name="release.place" label={t('reviewForm.place')} required />
              <TextField<ReviewValues> name="release.date" label={t('reviewForm.date')} type="date" required />
            </SimpleGrid>
            <Text size="sm" fs="italic">
              {t('reviewSign.statement')}
            </Text>
          </Stack>
        </Fieldset>
        <FormActions submitLabel={t('reviewForm.save')} onCancel={onCancel} />
      </Stack>
    </Form>
  )
}

/** What the reviewer signs: the review in its own words and the reviewer's certificate. */
export function ReviewCertifies({ values }: { values: ReviewValues }) {
  const { t, i18n } = useTranslation('records')
  const day = (date: string) => formatDate(date, 'short', i18n.language)
  const { release } = values
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600}>
        {values.outcome && t(`reviewOutcomes.${values.outcome}`)} · {day(values.review_date)}
      </Text>
      {withArc(values.outcome) && (
        <Text size="sm">
          {t('reviewForm.arcReference')}: {values.arc_reference} · {t('reviewForm.validUntil')}:{' '}
          {day(values.valid_until)}
        </Text>
      )}
      {values.findings && (
        <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
          {t('reviewForm.findings')}: {values.findings}
        </Text>
      )}
      <Text size="sm">
        {t('reviewForm.person')}: {release.certifying_person} · {t('reviewForm.authorisation')}: {release.licence} ·{' '}
        {t('reviewForm.caoApproval')}: {release.approval_reference}
      </Text>
      <Text size="sm">
        {release.place}, {day(release.date)}
      </Text>
    </Stack>
  )
}
