import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core'
import { IconDownload, IconSearch } from '@tabler/icons-react'
import { useState } from 'react'
import { useUncontrolled } from '@mantine/hooks'
import { useTranslation } from 'react-i18next'
import type { EquipmentItem } from '@flugakte/domain'

import { column, DataTable, type DataColumn } from '../../../components/data-table/data-table'
import { ErrorAlert } from '../../../components/error-alert'
import { formatDate } from '../../../lib/dates'
import { downloadFile } from '../../../lib/files'
import { equipmentListDownloadPath, useEquipmentList } from '../api/get-equipment-list'
import { ChooseAircraftPrompt } from '../../../components/choose-aircraft-prompt'

type Props = {
  aircraftId: number | undefined
  /** The search text, kept in the URL by the screen; on its own the page keeps it itself. */
  search?: string
  onSearchChange?: (search: string) => void
}

/** Spec /list/equipment: the installed equipment, with PDF and CSV downloads. */
export function EquipmentPage({ aircraftId, ...props }: Props) {
  if (aircraftId === undefined) return <ChooseAircraftPrompt />
  return <Equipment aircraftId={aircraftId} {...props} />
}

function Equipment({ aircraftId, search: searchInUrl, onSearchChange }: Props & { aircraftId: number }) {
  const { t, i18n } = useTranslation(['airworthiness', 'common'])
  const { data } = useEquipmentList(aircraftId)
  const [search, setSearch] = useUncontrolled({ value: searchInUrl, finalValue: '', onChange: onSearchChange })
  const [downloadError, setDownloadError] = useState<string[]>([])
  const query = search.trim().toLowerCase()
  const items = data.data.filter(
    (item) =>
      query === '' ||
      [item.item, item.manufacturer, item.part_number, item.serial_number, item.location].some((text) =>
        text?.toLowerCase().includes(query),
      ),
  )
  const columns: DataColumn<EquipmentItem>[] = [
    column('item', t('equipment.item'), (item) => item.item),
    column('manufacturer', t('equipment.manufacturer'), (item) => item.manufacturer),
    column('partNumber', t('equipment.partNumber'), (item) => item.part_number),
    column('serialNumber', t('equipment.serialNumber'), (item) => item.serial_number),
    column('quantity', t('equipment.quantity'), (item) => item.quantity),
    column('location', t('equipment.location'), (item) => item.location),
    column('weight', t('equipment.weight'), (item) => item.weight_kg?.toLocaleString(i18n.language)),
    column('arm', t('equipment.arm'), (item) => item.arm_m?.toLocaleString(i18n.language)),
    column('installed', t('equipment.installed'), (item) => formatDate(item.installed_date, 'short', i18n.language)),
    column('remarks', t('equipment.remarks'), (item) => item.remarks),
  ]
  const weight = items.reduce((sum, item) => sum + (item.weight_kg ?? 0) * item.quantity, 0)
  const download = async (format: 'pdf' | 'csv') => {
    setDownloadError([])
    try {
      await downloadFile(
        equipmentListDownloadPath(aircraftId, format),
        `equipment-list-${data.aircraft.registration}.${format}`,
      )
    } catch {
      setDownloadError([t('downloadFailed')])
    }
  }

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{t('equipment.title')}</Title>
        <Group>
          <Button leftSection={<IconDownload size={16} />} variant="light" onClick={() => void download('pdf')}>
            {t('equipment.downloadPdf')}
          </Button>
          <Button leftSection={<IconDownload size={16} />} variant="light" onClick={() => void download('csv')}>
            {t('equipment.downloadCsv')}
          </Button>
        </Group>
      </Group>
      <ErrorAlert messages={downloadError} />
      <TextInput
        label={t('equipment.search')}
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        maw={320}
      />
      {items.length === 0 ? (
        <Text>{t('common:noData')}</Text>
      ) : (
        <>
          <DataTable
            data={items}
            columns={columns}
            rowId={(item) => String(item.id)}
            empty={t('common:noData')}
            minWidth={900}
            aria-label={t('equipment.table')}
            tableProps={{ striped: true }}
          />
          <Text fw={600}>
            {t('equipment.totalWeight', { weight: weight.toLocaleString(i18n.language, { maximumFractionDigits: 2 }) })}
          </Text>
        </>
      )}
    </Stack>
  )
}
