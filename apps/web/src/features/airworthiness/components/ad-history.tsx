import { Modal } from '@mantine/core'
import { fromMinutes, type AdStatus, type DirectiveRow } from '@flugakte/domain'
import { useTranslation } from 'react-i18next'

import { column, DataTable, type DataColumn } from '../../../components/data-table/data-table'
import { formatDate } from '../../../lib/dates'
import { useReleaseSigning } from '../../../lib/releases/get-release-signing'
import { useAdRecords, type AdRecordRow } from '../api/get-ad-records'
import { ReleaseStatus, releaseStated } from './release-status'

/** A record's release with its signature, which the release's signing state tells. */
function SignedRelease({ record }: { record: AdRecordRow }) {
  const { data } = useReleaseSigning('ad_compliances', record.id)
  return <ReleaseStatus release={record.release} signature={data?.signature} />
}

function RecordRelease({ record }: { record: AdRecordRow }) {
  const { i18n } = useTranslation()
  const release = record.release
  if (!releaseStated(release)) return '–'
  return (
    <>
      {release.certifying_person} · {release.licence}
      {release.approval_reference ? ` · ${release.approval_reference}` : ''}
      <br />
      {release.place}, {formatDate(release.date, 'short', i18n.language)}
      <SignedRelease record={record} />
    </>
  )
}

/** Every record of one AD on the aircraft or on one installed part, corrections included. */
function AdHistory({ aircraftId, row }: { aircraftId: number; row: DirectiveRow }) {
  const { t, i18n } = useTranslation('airworthiness')
  // Opened on demand, so it loads in place instead of in the route's loader.
  const { data, isPending } = useAdRecords(aircraftId, row.directive_id)
  const records = (data ?? []).filter((record) => (record.installed_component || null) === (row.component?.id ?? null))
  const columns: DataColumn<AdRecordRow>[] = [
    column('date', t('ad.form.date'), (record) => (
      <>
        {formatDate(record.date, 'short', i18n.language)}
        {record.airframe_minutes != null && ` · ${fromMinutes(record.airframe_minutes)} h`}
      </>
    )),
    column('status', t('ad.status'), (record) => (
      <>
        {t(`adStatus.${record.status as AdStatus}`)}
        {record.amends ? ` (${t('ad.correction')})` : ''}
        {record.reason ? ` – ${record.reason}` : ''}
      </>
    )),
    column('method', t('ad.form.method'), (record) => record.method_of_compliance),
    column('performedBy', t('ad.form.performedBy'), (record) => (
      <>
        {record.performed_by}
        {typeof record.certifying_document === 'object' && record.certifying_document
          ? ` · ${record.certifying_document.title}`
          : ''}
      </>
    )),
    column('notes', t('ad.form.notes'), (record) => record.notes),
    column('release', t('release.column'), (record) => <RecordRelease record={record} />),
  ]
  return (
    <DataTable
      data={records}
      columns={columns}
      rowId={(record) => String(record.id)}
      empty={isPending ? null : t('ad.noHistory')}
      loading={isPending}
      minWidth={760}
    />
  )
}

/** The history dialog of the AD list: open while a row is chosen. */
export function AdHistoryModal({
  aircraftId,
  row,
  onClose,
}: {
  aircraftId: number
  row: DirectiveRow | null
  onClose: () => void
}) {
  const { t } = useTranslation('airworthiness')
  return (
    <Modal
      opened={row !== null}
      onClose={onClose}
      size="xl"
      title={row ? t('ad.historyOf', { number: row.number }) : ''}
    >
      {row && <AdHistory aircraftId={aircraftId} row={row} />}
    </Modal>
  )
}
