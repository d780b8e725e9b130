import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { IconUpload } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'

import { column, DataTable, type DataColumn } from '../../../components/data-table/data-table'
import { FileLink } from '../../../components/file-link'
import { formatDate } from '../../../lib/dates'
import { isReport, useAircraftDocuments } from '../api/get-aircraft-documents'
import type { AircraftDocument } from '../api/types'
import { UploadReportModal } from './upload-report-modal'
import { ChooseAircraftPrompt } from '../../../components/choose-aircraft-prompt'

type Props = {
  aircraftId: number | undefined
  easaTypeId?: number | undefined
  /** `?docType=`: one report type of the menu, or none for all. */
  docType: string | undefined
  /** Maintenance Company and CAO users upload reports; others read. */
  canUpload: boolean
  /** The uploader's company, the author of a new report. */
  companyId: number | null
}

function ReportTable({ reports }: { reports: AircraftDocument[] }) {
  const { t, i18n } = useTranslation(['documents', 'common'])
  const columns: DataColumn<AircraftDocument>[] = [
    column('type', t('columns.type'), (report) => (
      <Badge variant="light" style={{ textTransform: 'none', minWidth: 'max-content' }}>
        {report.doc_type?.name}
      </Badge>
    )),
    column('title', t('columns.title'), (report) => report.title),
    column('date', t('columns.date'), (report) => formatDate(report.published_at, 'short', i18n.language), {
      nowrap: true,
    }),
    column('company', t('columns.company'), authorName),
    column('file', t('columns.file'), (report) =>
      report.file ? <FileLink url={report.file.url}>{report.file.filename}</FileLink> : '–',
    ),
  ]
  return (
    <DataTable
      data={reports}
      columns={columns}
      rowId={(report) => String(report.id)}
      empty={<Text c="dimmed">{t('common:noData')}</Text>}
      minWidth={720}
      aria-label={t('reports.table')}
      tableProps={{ striped: true, highlightOnHover: true }}
    />
  )
}

/** Reports: the aircraft's reports, all or of one type, and the upload for contractors. */
/** The author company the server recorded; older documents name it only in `companies`. */
function authorName(report: AircraftDocument): string {
  if (report.author_company && typeof report.author_company === 'object') return report.author_company.name
  return (report.companies ?? []).map((company) => company.name).join(', ') || '–'
}

function Reports({ aircraftId, easaTypeId, docType }: Pick<Props, 'easaTypeId' | 'docType'> & { aircraftId: number }) {
  const { i18n } = useTranslation()
  const { data } = useAircraftDocuments({ aircraft: aircraftId, easaType: easaTypeId, locale: i18n.language })
  const reports = data.filter((document) => isReport(document) && (!docType || document.doc_type?.key === docType))
  return <ReportTable reports={reports} />
}

export function ReportsPage({ aircraftId, easaTypeId, docType, canUpload, companyId }: Props) {
  const { t } = useTranslation(['documents', 'common'])
  const [uploading, uploadDialog] = useDisclosure(false)

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{t('reports.title')}</Title>
        {canUpload && aircraftId && (
          <Button leftSection={<IconUpload size={16} />} onClick={uploadDialog.open}>
            {t('reports.upload')}
          </Button>
        )}
      </Group>
      {!aircraftId ? (
        <ChooseAircraftPrompt />
      ) : (
        <Card withBorder>
          <Reports aircraftId={aircraftId} easaTypeId={easaTypeId} docType={docType} />
        </Card>
      )}
      {canUpload && aircraftId && (
        <UploadReportModal
          opened={uploading}
          onClose={uploadDialog.close}
          aircraftId={aircraftId}
          companyId={companyId}
          defaultType={docType}
        />
      )}
    </Stack>
  )
}
