import { Button, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core'
import { IconDownload, IconSearch } from '@tabler/icons-react'
import { useState } from 'react'
import { useUncontrolled } from '@mantine/hooks'
import { useTranslation } from 'react-i18next'

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
          <Table.ScrollContainer minWidth={900}>
            <Table aria-label={t('equipment.table')} striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('equipment.item')}</Table.Th>
                  <Table.Th>{t('equipment.manufacturer')}</Table.Th>
                  <Table.Th>{t('equipment.partNumber')}</Table.Th>
                  <Table.Th>{t('equipment.serialNumber')}</Table.Th>
                  <Table.Th>{t('equipment.quantity')}</Table.Th>
                  <Table.Th>{t('equipment.location')}</Table.Th>
                  <Table.Th>{t('equipment.weight')}</Table.Th>
                  <Table.Th>{t('equipment.arm')}</Table.Th>
                  <Table.Th>{t('equipment.installed')}</Table.Th>
                  <Table.Th>{t('equipment.remarks')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((item) => (
                  <Table.Tr key={item.id}>
                    <Table.Td>{item.item}</Table.Td>
                    <Table.Td>{item.manufacturer}</Table.Td>
                    <Table.Td>{item.part_number}</Table.Td>
                    <Table.Td>{item.serial_number}</Table.Td>
                    <Table.Td>{item.quantity}</Table.Td>
                    <Table.Td>{item.location}</Table.Td>
                    <Table.Td>{item.weight_kg?.toLocaleString(i18n.language)}</Table.Td>
                    <Table.Td>{item.arm_m?.toLocaleString(i18n.language)}</Table.Td>
                    <Table.Td>{formatDate(item.installed_date, 'short', i18n.language)}</Table.Td>
                    <Table.Td>{item.remarks}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Text fw={600}>
            {t('equipment.totalWeight', { weight: weight.toLocaleString(i18n.language, { maximumFractionDigits: 2 }) })}
          </Text>
        </>
      )}
    </Stack>
  )
}
