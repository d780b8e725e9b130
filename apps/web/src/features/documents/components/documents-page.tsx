import { Card, CloseButton, Group, Select, Stack, TextInput, Title } from '@mantine/core'
import { IconSearch } from '@tabler/icons-react'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { hasTag, isPaper, useAircraftDocuments } from '../api/get-aircraft-documents'
import type { Named } from '../api/types'
import { DocumentTable } from './document-table'
import { ChooseAircraftPrompt } from '../../../components/choose-aircraft-prompt'

type Props = {
  aircraftId: number | undefined
  easaTypeId?: number | undefined
  /** `?tag=`: the menu's document tag, or none for all. */
  tag: string | undefined
  onTagChange: (tag: string | undefined) => void
}

/** Documents: the aircraft's certificates and papers, filtered by tag and search text. */
export function DocumentsPage({ aircraftId, ...props }: Props) {
  const { t } = useTranslation('documents')
  return (
    <Stack>
      <Title order={2}>{t('documents.title')}</Title>
      {aircraftId ? <Papers aircraftId={aircraftId} {...props} /> : <ChooseAircraftPrompt />}
    </Stack>
  )
}

function Papers({ aircraftId, easaTypeId, tag, onTagChange }: Props & { aircraftId: number }) {
  const { t, i18n } = useTranslation(['documents', 'common'])
  const [search, setSearch] = useState('')
  const { data } = useAircraftDocuments({ aircraft: aircraftId, easaType: easaTypeId, locale: i18n.language })

  const papers = useMemo(() => data.filter(isPaper), [data])
  const tagOptions = useMemo(() => {
    const byKey = new Map<string, Named>()
    for (const document of papers) for (const item of document.tags ?? []) byKey.set(item.key, item)
    if (tag && !byKey.has(tag)) byKey.set(tag, { id: 0, key: tag, name: tag })
    return [...byKey.values()]
      .map((item) => ({ value: item.key, label: item.name }))
      .sort((a, b) => a.label.localeCompare(b.label))
  }, [papers, tag])
  const needle = search.trim().toLowerCase()
  const shown = papers.filter(
    (document) =>
      (!tag || hasTag(document, tag)) &&
      (!needle ||
        document.title.toLowerCase().includes(needle) ||
        (document.description ?? '').toLowerCase().includes(needle)),
  )

  return (
    <Card withBorder>
      <Stack>
        <Group grow align="flex-end" role="search" aria-label={t('filter.label')}>
          <TextInput
            label={t('filter.search')}
            leftSection={<IconSearch size={16} />}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            rightSection={
              search ? (
                <CloseButton aria-label={t('filter.clearSearch')} onClick={() => setSearch('')} size="sm" />
              ) : null
            }
          />
          <Select
            label={t('filter.tag')}
            placeholder={t('filter.allTags')}
            data={tagOptions}
            value={tag ?? null}
            onChange={(value) => onTagChange(value ?? undefined)}
            searchable
            clearable
            nothingFoundMessage={t('common:noData')}
          />
        </Group>
        <DocumentTable documents={shown} />
      </Stack>
    </Card>
  )
}
