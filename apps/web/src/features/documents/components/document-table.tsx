import { Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'

import { column, DataTable, type DataColumn } from '../../../components/data-table/data-table'
import { FileLink } from '../../../components/file-link'
import { formatDate } from '../../../lib/dates'
import type { AircraftDocument } from '../api/types'

/** Spec: columns Title, Revision, Date; each row opens its file; no rows: a no-data hint. */
export function DocumentTable({ documents }: { documents: AircraftDocument[] }) {
  const { t, i18n } = useTranslation(['documents', 'common'])
  const columns: DataColumn<AircraftDocument>[] = [
    column('title', t('columns.title'), (document) => <FileLink url={document.file?.url}>{document.title}</FileLink>),
    column('revision', t('columns.revision'), (document) => document.revision || '–'),
    column('date', t('columns.date'), (document) => formatDate(document.published_at, 'short', i18n.language), {
      nowrap: true,
    }),
  ]
  return (
    <DataTable
      data={documents}
      columns={columns}
      rowId={(document) => String(document.id)}
      empty={<Text c="dimmed">{t('common:noData')}</Text>}
      minWidth={480}
      aria-label={t('documents.table')}
      tableProps={{ striped: true, highlightOnHover: true }}
    />
  )
}
