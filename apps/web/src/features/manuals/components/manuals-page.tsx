import { MANUAL_TAG } from '@flugakte/domain'
import { Button, Card, Drawer, Group, MultiSelect, Stack, TextInput, Title, useMatches } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { IconFilter, IconSearch } from '@tabler/icons-react'
import { useMemo, useState, type ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'

import { useManuals } from '../api/get-manuals'
import { useTags } from '../api/get-tags'
import {
  DEFAULT_SORT,
  effectiveTags,
  MANUAL_COLUMNS,
  nextSort,
  searchManuals,
  sortManuals,
  visibleColumns,
  type ManualColumn,
  type Sort,
  type SortBy,
} from '../utils/manual-filters'
import { ManualsTable } from './manuals-table'
import { ChooseAircraftPrompt } from '../../../components/choose-aircraft-prompt'

/** The manuals filter state (spec section 3: columns, query, tags), kept in the URL. */
export type ManualsFilter = { tag?: string | string[]; q?: string; columns?: string[] }

type Props = {
  aircraftId: number | undefined
  filter: ManualsFilter
  onFilterChange: (change: ManualsFilter) => void
}

type ResultsProps = Omit<ComponentProps<typeof ManualsTable>, 'manuals'> & {
  aircraftId: number
  tags: string[]
  search: string | undefined
}

function ManualsResults({ aircraftId, tags, search, ...table }: ResultsProps) {
  const { i18n } = useTranslation()
  const { data } = useManuals({ aircraft: aircraftId, tags, locale: i18n.language })
  const shown = useMemo(() => sortManuals(searchManuals(data, search), table.sort), [data, search, table.sort])
  return <ManualsTable manuals={shown} {...table} />
}

/** Manuals: those that apply to the aircraft, filtered by tags in a drawer, searched, sorted, expandable. */
export function ManualsPage({ aircraftId, filter, onFilterChange }: Props) {
  const { t, i18n } = useTranslation(['manuals', 'common'])
  const [filterOpen, filterDrawer] = useDisclosure(false)
  const [sort, setSort] = useState<Sort>(DEFAULT_SORT)
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set())
  const drawerWidth = useMatches({ base: '80vw', md: '30vw', lg: '25vw' })

  const tags = effectiveTags(filter.tag)
  const columns = visibleColumns(filter.columns)
  const tagList = useTags(i18n.language)

  const tagOptions = useMemo(() => {
    const known = (tagList.data ?? []).map((tag) => ({
      value: tag.key,
      label: tag.name,
      disabled: tag.key === MANUAL_TAG,
    }))
    const missing = tags.filter((key) => !known.some((option) => option.value === key))
    return [...known, ...missing.map((key) => ({ value: key, label: key, disabled: key === MANUAL_TAG }))]
  }, [tagList.data, tags])

  const onSort = (by: SortBy) => {
    setSort((current) => nextSort(current, by))
    // Spec: expanded child rows collapse on sort change.
    setExpanded(new Set())
  }
  const onToggle = (id: number) =>
    setExpanded((current) => {
      const next = new Set(current)
      if (!next.delete(id)) next.add(id)
      return next
    })

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{t('title')}</Title>
        <Button
          variant={filterOpen ? 'filled' : 'light'}
          leftSection={<IconFilter size={16} />}
          onClick={filterDrawer.toggle}
          aria-expanded={filterOpen}
        >
          {t('filter.toggle')}
        </Button>
      </Group>
      {!aircraftId ? (
        <ChooseAircraftPrompt />
      ) : (
        <Card withBorder>
          <ManualsResults
            aircraftId={aircraftId}
            tags={tags}
            search={filter.q}
            columns={columns}
            sort={sort}
            onSort={onSort}
            expanded={expanded}
            onToggle={onToggle}
          />
        </Card>
      )}
      <Drawer
        opened={filterOpen}
        onClose={filterDrawer.close}
        position="right"
        size={drawerWidth}
        title={t('filter.title')}
      >
        <Stack>
          <TextInput
            label={t('filter.search')}
            leftSection={<IconSearch size={16} />}
            value={filter.q ?? ''}
            onChange={(event) => onFilterChange({ q: event.currentTarget.value || undefined })}
          />
          <MultiSelect
            label={t('filter.tags')}
            data={tagOptions}
            value={tags}
            // `manual` stays whatever is removed (spec: it is protected).
            onChange={(next) => onFilterChange({ tag: effectiveTags(next.length > 0 ? next : [MANUAL_TAG]) })}
            searchable
          />
          <Title order={4}>{t('filter.settings')}</Title>
          <MultiSelect
            label={t('filter.columns')}
            data={MANUAL_COLUMNS.map((column) => ({ value: column, label: t(`columns.${column}`) }))}
            value={columns}
            onChange={(next) => onFilterChange({ columns: next.length > 0 ? (next as ManualColumn[]) : undefined })}
          />
        </Stack>
      </Drawer>
    </Stack>
  )
}
