import { Table, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'

import { FileLink } from '../../../components/file-link'
import { formatDate } from '../../../lib/dates'
import type { AircraftDocument } from '../api/types'

/** Spec: columns Title, Revision, Date; each row opens its file; no rows: a no-data hint. */
export function DocumentTable({ documents }: { documents: AircraftDocument[] }) {
  const { t, i18n } = useTranslation(['documents', 'common'])
  if (documents.length === 0) return <Text c="dimmed">{t('common:noData')}</Text>
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table striped highlightOnHover aria-label={t('documents.table')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('columns.title')}</Table.Th>
            <Table.Th>{t('columns.revision')}</Table.Th>
            <Table.Th>{t('columns.date')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {documents.map((document) => (
            <Table.Tr key={document.id}>
              <Table.Td>
                <FileLink url={document.file?.url}>{document.title}</FileLink>
              </Table.Td>
              <Table.Td>{document.revision || '–'}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {formatDate(document.published_at, 'short', i18n.language)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
