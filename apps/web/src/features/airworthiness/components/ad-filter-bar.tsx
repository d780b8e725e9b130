import { Group, MultiSelect, Select, Switch, TextInput } from '@mantine/core'
import { AD_STATUSES, type AdStatus } from '@flugakte/domain'
import { IconSearch } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'

import type { AdFilter, AdSort } from '../utils/ad-filter'

/** The AD list's search, status filter, sort and "needs attention" switch. */
export function AdFilterBar({ filter, onChange }: { filter: AdFilter; onChange: (change: AdFilter) => void }) {
  const { t } = useTranslation('airworthiness')
  const { q: search = '', status: statuses = [], attention: attentionOnly = false, sort = 'number' } = filter
  return (
    <Group align="flex-end">
      <TextInput
        label={t('ad.search')}
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(event) => onChange({ q: event.currentTarget.value || undefined })}
      />
      <MultiSelect
        label={t('ad.statusFilter')}
        data={AD_STATUSES.map((value) => ({ value, label: t(`adStatus.${value}`) }))}
        value={statuses}
        onChange={(value) => onChange({ status: value.length > 0 ? (value as AdStatus[]) : undefined })}
        clearable
        miw={220}
      />
      <Select
        label={t('ad.sort')}
        data={[
          { value: 'number', label: t('ad.sortNumber') },
          { value: 'due', label: t('ad.sortDue') },
          { value: 'status', label: t('ad.sortStatus') },
        ]}
        value={sort}
        onChange={(value) => onChange({ sort: value === null || value === 'number' ? undefined : (value as AdSort) })}
        allowDeselect={false}
      />
      <Switch
        label={t('ad.attentionOnly')}
        checked={attentionOnly}
        onChange={(event) => onChange({ attention: event.currentTarget.checked || undefined })}
        mb={8}
      />
    </Group>
  )
}
