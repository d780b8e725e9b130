import { Checkbox, SimpleGrid, Stack, Text } from '@mantine/core'
import {
  APPROVAL_TYPES,
  ATA_CHAPTERS,
  MODIFICATION_CLASSES,
  MODIFICATION_KINDS,
  type ModificationView,
} from '@flugakte/domain'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

import { OptionalReleaseFields } from '../../../components/optional-release-fields'
import { MultiSelectField, SelectField, TextareaField, TextField } from '../../../lib/forms/fields'
import { Form, FormActions, FormAlert } from '../../../lib/forms/form'
import { useFormSubmit } from '../../../lib/forms/use-form-submit'
import { signerValuesOf, useCertifyingPerson, useSignerRelease } from '../../../lib/forms/use-signer-release'
import { formatDate } from '../../../lib/dates'
import { useCreateModification } from '../api/create-modification'
import { useEvidenceDocuments } from '../../../lib/aircraft/get-evidence-documents'
import {
  correctionValuesOf,
  modificationBody,
  modificationResolver,
  newModificationValues,
  type ModificationValues,
} from '../utils/modification-values'
import { hasRelease } from '../../../lib/forms/release-values'
import { RELEASE_FIELD_OF } from '../utils/schema-resolver'
import { CorrectionReason } from './correction-reason'
import type { RecordFormProps } from './record-dialog'

type Props = RecordFormProps<ModificationValues> & {
  aircraftId: number
  /** The entry this one corrects; the form starts from it and asks why. */
  correcting?: ModificationView
}

/**
 * A new entry of the register of modifications and repairs (ML.A.305, ML.A.903(a)(6)): what was changed
 * or repaired, how its design is approved, the documents that show it, and optionally the release to
 * service of the work (ML.A.801), which its certifying person signs once the entry is stored. Stored with
 * a certificate, `onSaved` asks for its signature next.
 */
export function ModificationForm({ aircraftId, correcting, onCancel, onSaved }: Props) {
  const { t } = useTranslation(['records', 'defects'])
  const signer = signerValuesOf(useCertifyingPerson())
  const create = useCreateModification()
  const amends = correcting?.id ?? null
  const documents = useEvidenceDocuments(aircraftId)
  const form = useForm<ModificationValues>({
    resolver: modificationResolver(aircraftId, amends),
    defaultValues: correcting ? correctionValuesOf(correcting, signer) : newModificationValues(),
  })
  useSignerRelease(form, { carried: correcting ? correcting.release : undefined })
  const submit = useFormSubmit(form, {
    action: (values) => create.mutateAsync(modificationBody(aircraftId, values, amends)),
    onSuccess: (saved, values) => onSaved(saved.id, values, hasRelease(values.release)),
    success: t('modificationForm.saved'),
    failure: t('modificationForm.failed'),
    fieldOf: RELEASE_FIELD_OF,
  })
  const ataOptions = ATA_CHAPTERS.map((code) => ({
    value: code,
    label: t('modificationForm.ataOption', { code, name: t(`defects:ata.${code}`) }),
  }))
  return (
    <Form form={form} submit={submit}>
      <Stack>
        <FormAlert />
        {correcting && <CorrectionReason<ModificationValues> />}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <SelectField<ModificationValues>
            name="kind"
            label={t('modificationForm.kind')}
            required
            allowDeselect={false}
            data={MODIFICATION_KINDS.map((value) => ({ value, label: t(`modificationKinds.${value}`) }))}
          />
          <SelectField<ModificationValues>
            name="classification"
            label={t('modificationForm.classification')}
            required
            allowDeselect={false}
            data={MODIFICATION_CLASSES.map((value) => ({ value, label: t(`modificationClasses.${value}`) }))}
          />
          <SelectField<ModificationValues>
            name="approval_type"
            label={t('modificationForm.approvalType')}
            required
            allowDeselect={false}
            data={APPROVAL_TYPES.map((value) => ({ value, label: t(`approvalTypes.${value}`) }))}
          />
          <TextField<ModificationValues>
            name="approval_reference"
            label={t('modificationForm.approvalReference')}
            description={t('modificationForm.approvalReferenceHint')}
            required
          />
          <TextField<ModificationValues> name="date" label={t('modificationForm.date')} type="date" required />
          <SelectField<ModificationValues>
            name="ata_chapter"
            label={t('modificationForm.ata')}
            placeholder={t('modificationForm.ataPlaceholder')}
            data={ataOptions}
            searchable
            clearable
          />
        </SimpleGrid>
        <TextareaField<ModificationValues>
          name="description"
          label={t('modificationForm.description')}
          required
          autosize
          minRows={3}
        />
        <Checkbox
          {...form.register('affects_mass_balance')}
          label={t('modificationForm.massBalance')}
          description={t('modificationForm.massBalanceHint')}
        />
        <MultiSelectField<ModificationValues>
          name="documents"
          label={t('modificationForm.documents')}
          description={t('modificationForm.documentsHint')}
          nothingFoundMessage={t('modificationForm.documentsEmpty')}
          data={(documents.data ?? []).map((document) => ({ value: String(document.id), label: document.title }))}
          searchable
          clearable
        />
        <OptionalReleaseFields<ModificationValues> />
        <FormActions submitLabel={t('modificationForm.save')} onCancel={onCancel} />
      </Stack>
    </Form>
  )
}

/** What the certifying person signs: the entry in its own words and the certificate. */
export function ModificationCertifies({ values }: { values: ModificationValues }) {
  const { t, i18n } = useTranslation('records')
  const { release } = values
  const day = (date: string) => formatDate(date, 'short', i18n.language)
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600}>
        {[
          values.kind && t(`modificationKinds.${values.kind}`),
          values.classification && t(`modificationClasses.${values.classification}`),
          values.approval_type && `${t(`approvalTypes.${values.approval_type}`)} ${values.approval_reference}`,
        ]
          .filter(Boolean)
          .join(' · ')}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
        {day(values.date)} · {values.description}
      </Text>
      <Text size="sm">
        {t('modificationForm.certifyingPerson')}: {release.certifying_person} · {t('modificationForm.licence')}:{' '}
        {release.licence}
        {release.approval_reference ? ` · ${t('modificationForm.releaseApproval')}: ${release.approval_reference}` : ''}
      </Text>
      <Text size="sm">
        {release.place}, {day(release.date)}
      </Text>
    </Stack>
  )
}
