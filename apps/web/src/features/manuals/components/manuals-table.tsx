import { ActionIcon, Badge, Group, Table, Text, Tooltip, UnstyledButton, VisuallyHidden } from '@mantine/core'
import {
  IconChevronDown,
  IconChevronRight,
  IconSelector,
  IconSortAscending,
  IconSortDescending,
} from '@tabler/icons-react'
import { Fragment, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

import { FileLink } from '../../../components/file-link'
import { formatDate } from '../../../lib/dates'
import type { Manual } from '../api/types'
import type { ManualColumn, Sort, SortBy } from '../utils/manual-filters'

type Props = {
  manuals: Manual[]
  columns: ManualColumn[]
  sort: Sort
  onSort: (by: SortBy) => void
  expanded: ReadonlySet<number>
  onToggle: (id: number) => void
}

const chip = { textTransform: 'none', minWidth: 'max-content' } as const

function Chips({ items }: { items: { id: number; label: string; tooltip?: string }[] }) {
  if (items.length === 0) return <>–</>
  return (
    <Group gap={4}>
      {items.map((item) =>
        item.tooltip ? (
          <Tooltip key={item.id} label={item.tooltip} withArrow>
            <Badge variant="light" size="sm" style={chip} tabIndex={0} aria-label={item.tooltip}>
              {item.label}
            </Badge>
          </Tooltip>
        ) : (
          <Badge key={item.id} variant="outline" size="sm" style={chip}>
            {item.label}
          </Badge>
        ),
      )}
    </Group>
  )
}

function SortHeader({
  by,
  sort,
  onSort,
  children,
}: {
  by: SortBy
  sort: Sort
  onSort: (by: SortBy) => void
  children: ReactNode
}) {
  const active = sort.by === by
  const Icon = !active ? IconSelector : sort.descending ? IconSortDescending : IconSortAscending
  return (
    <Table.Th aria-sort={active ? (sort.descending ? 'descending' : 'ascending') : 'none'}>
      <UnstyledButton onClick={() => onSort(by)}>
        <Group gap={4} wrap="nowrap">
          <Text fw={700} size="sm">
            {children}
          </Text>
          <Icon size={14} aria-hidden />
        </Group>
      </UnstyledButton>
    </Table.Th>
  )
}

/** The manuals, sortable by title and date; a manual with chapters expands to show them. */
export function ManualsTable({ manuals, columns, sort, onSort, expanded, onToggle }: Props) {
  const { t, i18n } = useTranslation(['manuals', 'common'])

  const cell = (manual: Manual, column: ManualColumn) => {
    switch (column) {
      case 'title':
        return <FileLink url={manual.file?.url}>{manual.title}</FileLink>
      case 'revision':
        return manual.revision || '–'
      case 'date':
        return formatDate(manual.published_at, 'short', i18n.language)
      case 'tags':
        return <Chips items={manual.tags.map((tag) => ({ id: tag.id, label: tag.name }))} />
      case 'companies':
        return <Chips items={manual.companies.map((company) => ({ id: company.id, label: company.name }))} />
      case 'authorities':
        return <Chips items={manual.authorities.map((authority) => ({ id: authority.id, label: authority.name }))} />
      case 'maintenanceTypes':
        return (
          <Chips items={manual.bse_mnt_type.map((type) => ({ id: type.id, label: type.abbr, tooltip: type.name }))} />
        )
    }
  }

  const row = (manual: Manual, depth: number): ReactNode => {
    const open = expanded.has(manual.id)
    return (
      <Fragment key={manual.id}>
        <Table.Tr>
          <Table.Td w={40} style={{ paddingLeft: depth * 24 + 8 }}>
            {manual.children.length > 0 && (
              <ActionIcon
                variant="subtle"
                onClick={() => onToggle(manual.id)}
                aria-expanded={open}
                aria-label={t(open ? 'collapse' : 'expand', { title: manual.title })}
              >
                {open ? <IconChevronDown size={16} /> : <IconChevronRight size={16} />}
              </ActionIcon>
            )}
          </Table.Td>
          {columns.map((column) => (
            <Table.Td
              key={column}
              style={
                column === 'title' && depth > 0
                  ? { paddingLeft: depth * 24 }
                  : column === 'date'
                    ? { whiteSpace: 'nowrap' }
                    : undefined
              }
            >
              {cell(manual, column)}
            </Table.Td>
          ))}
        </Table.Tr>
        {open && manual.children.map((child) => row(child, depth + 1))}
      </Fragment>
    )
  }

  return (
    <Table.ScrollContainer minWidth={columns.length * 140}>
      <Table highlightOnHover aria-label={t('table')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <VisuallyHidden>{t('columns.expand')}</VisuallyHidden>
            </Table.Th>
            {columns.map((column) =>
              column === 'title' || column === 'date' ? (
                <SortHeader key={column} by={column} sort={sort} onSort={onSort}>
                  {t(`columns.${column}`)}
                </SortHeader>
              ) : (
                <Table.Th key={column}>{t(`columns.${column}`)}</Table.Th>
              ),
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {manuals.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={columns.length + 1}>
                <Text c="dimmed" ta="center">
                  {t('common:noData')}
                </Text>
              </Table.Td>
            </Table.Tr>
          ) : (
            manuals.map((manual) => row(manual, 0))
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
