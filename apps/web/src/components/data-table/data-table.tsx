import { Box, Group, LoadingOverlay, Table, Text, UnstyledButton, type TableProps } from '@mantine/core'
import { IconSelector, IconSortAscending, IconSortDescending } from '@tabler/icons-react'
import {
  columnVisibilityFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type Cell,
  type ColumnDef,
  type Header,
  type Row,
  type RowData,
} from '@tanstack/react-table'
import type { CSSProperties, ReactNode } from 'react'

/**
 * What our tables use of TanStack Table: sorting (the screens sort, the table shows and asks) and column
 * visibility; child rows come from `getSubRows`. The column meta carries what a cell needs from Mantine.
 */
export const dataTableFeatures = tableFeatures({
  rowSortingFeature,
  columnVisibilityFeature,
  columnMeta: {} as {
    /** Mantine's `w` of the header cell. */
    width?: number
    /** Dates and times stay on one line. */
    nowrap?: boolean
    /** The header's text for screen readers only (an actions column). */
    hiddenHeader?: boolean
  },
})
type Features = typeof dataTableFeatures

export type DataColumn<TRow extends RowData> = ColumnDef<Features, TRow>
export type DataRow<TRow extends RowData> = Row<Features, TRow>

/** A column showing what `value` gives for a row's record. */
export function column<TRow extends RowData>(
  id: string,
  header: string,
  value: (row: TRow) => ReactNode,
  meta?: DataColumn<TRow>['meta'],
): DataColumn<TRow> {
  return { id, header, meta, cell: ({ row }) => value(row.original) }
}

/** A sort the screen owns: the table marks the column and reports clicks on a sortable header. */
export type DataSort = { by: string; descending: boolean; onSort: (columnId: string) => void }

type Props<TRow extends RowData> = {
  data: TRow[]
  columns: DataColumn<TRow>[]
  /** A stable id per row (record ids), so React and the expanded state follow the record. */
  rowId: (row: TRow) => string
  /** What an empty table says, in one full-width row. */
  empty: ReactNode
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth: number
  'aria-label'?: string
  'aria-labelledby'?: string
  sort?: DataSort
  /** Columns shown (by id); all when left out. */
  visibleColumns?: readonly string[]
  /** Rows with child rows (a manual's chapters) and which of them are open. */
  subRows?: (row: TRow) => TRow[]
  expanded?: Record<string, boolean>
  /** Attributes of a row's `<tr>` (an anchor id). */
  rowProps?: (row: TRow) => { id?: string }
  /** The rows shown are being replaced (the next page loads). */
  loading?: boolean
  tableProps?: Omit<TableProps, 'children' | 'data'>
}

const defaultColumn = { enableSorting: false }

/*
 * Cells and headers are called, not mounted: TanStack's FlexRender mounts a function as a component,
 * and column definitions made during render are new functions each time, so every render would
 * remount every cell (a click between pointer-down and pointer-up would land on a replaced button).
 */
function renderHeader<TRow extends RowData>(header: Header<Features, TRow, unknown>): ReactNode {
  const content = header.column.columnDef.header
  return typeof content === 'function' ? content(header.getContext()) : content
}
function renderCell<TRow extends RowData>(cell: Cell<Features, TRow, unknown>): ReactNode {
  const content = cell.column.columnDef.cell
  return typeof content === 'function' ? content(cell.getContext()) : (content as ReactNode)
}
const noRow = () => ({})

function SortButton<TRow extends RowData>({
  header,
  sort,
}: {
  header: Header<Features, TRow, unknown>
  sort: DataSort
}) {
  const active = sort.by === header.column.id
  const Icon = !active ? IconSelector : sort.descending ? IconSortDescending : IconSortAscending
  return (
    <UnstyledButton onClick={() => sort.onSort(header.column.id)}>
      <Group gap={4} wrap="nowrap">
        <Text fw={700} size="sm">
          {renderHeader(header)}
        </Text>
        <Icon size={14} aria-hidden />
      </Group>
    </UnstyledButton>
  )
}

/**
 * The app's one data table: columns as definitions, the screen's sort, column visibility, child rows,
 * an empty row and a loading overlay, rendered with Mantine's Table and scrolling sideways on a phone.
 */
export function DataTable<TRow extends RowData>({
  data,
  columns,
  rowId,
  empty,
  minWidth,
  sort,
  visibleColumns,
  subRows,
  expanded = {},
  rowProps = noRow,
  loading = false,
  tableProps,
  ...labels
}: Props<TRow>) {
  const columnVisibility = visibleColumns
    ? Object.fromEntries(columns.map((column) => [column.id ?? '', visibleColumns.includes(column.id ?? '')]))
    : {}
  const table = useTable({
    features: dataTableFeatures,
    columns,
    data,
    defaultColumn,
    getRowId: (row) => rowId(row),
    getSubRows: subRows,
    manualSorting: true,
    state: {
      sorting: sort ? [{ id: sort.by, desc: sort.descending }] : [],
      columnVisibility,
    },
  })
  const headers = table.getHeaderGroups()[0]?.headers ?? []
  // Open rows are followed by their child rows; the screen owns which rows are open.
  const withOpenChildren = (row: DataRow<TRow>): DataRow<TRow>[] => [
    row,
    ...(expanded[row.id] ? row.subRows.flatMap(withOpenChildren) : []),
  ]
  const rows = table.getRowModel().rows.flatMap(withOpenChildren)

  return (
    <Box pos="relative" aria-busy={loading || undefined}>
      <LoadingOverlay visible={loading} overlayProps={{ blur: 1 }} />
      <Table.ScrollContainer minWidth={minWidth}>
        <Table {...tableProps} {...labels}>
          <Table.Thead>
            <Table.Tr>
              {headers.map((header) => {
                const meta = header.column.columnDef.meta
                const sortable = sort !== undefined && header.column.columnDef.enableSorting === true
                const active = sortable && sort.by === header.column.id
                return (
                  <Table.Th
                    key={header.id}
                    w={meta?.width}
                    aria-sort={
                      sortable ? (active ? (sort.descending ? 'descending' : 'ascending') : 'none') : undefined
                    }
                  >
                    {sortable ? (
                      <SortButton header={header} sort={sort} />
                    ) : meta?.hiddenHeader ? (
                      <Box component="span" style={visuallyHidden}>
                        {renderHeader(header)}
                      </Box>
                    ) : (
                      renderHeader(header)
                    )}
                  </Table.Th>
                )
              })}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={headers.length}>{empty}</Table.Td>
              </Table.Tr>
            ) : (
              rows.map((row) => (
                <Table.Tr key={row.id} {...rowProps(row.original)}>
                  {row.getVisibleCells().map((cell) => (
                    <Table.Td
                      key={cell.id}
                      style={cell.column.columnDef.meta?.nowrap ? { whiteSpace: 'nowrap' } : undefined}
                    >
                      {renderCell(cell)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Box>
  )
}

// Mantine's VisuallyHidden renders a div, which a header cell's text should not be.
const visuallyHidden: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
}
