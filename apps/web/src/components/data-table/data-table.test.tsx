import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'

import { renderAt } from '../../testing/render'
import { column, DataTable, type DataColumn } from './data-table'

type Part = { id: number; name: string; hours: number; parts: Part[] }

const PARTS: Part[] = [
  { id: 1, name: 'Engine', hours: 1200, parts: [{ id: 11, name: 'Magneto', hours: 300, parts: [] }] },
  { id: 2, name: 'Propeller', hours: 800, parts: [] },
]

function Parts({ data = PARTS, loading = false, visible }: { data?: Part[]; loading?: boolean; visible?: string[] }) {
  const [sort, setSort] = useState({ by: 'name', descending: false })
  const [open, setOpen] = useState<Record<string, boolean>>({})
  const columns: DataColumn<Part>[] = [
    column(
      'toggle',
      'Open',
      (part) =>
        part.parts.length > 0 ? (
          <button type="button" onClick={() => setOpen({ ...open, [part.id]: !open[part.id] })}>
            {`toggle ${part.name}`}
          </button>
        ) : null,
      { hiddenHeader: true },
    ),
    { ...column('name', 'Name', (part: Part) => part.name), enableSorting: true },
    column('hours', 'Hours', (part) => part.hours, { nowrap: true }),
  ]
  const sorted = [...data].sort((a, b) => (sort.descending ? -1 : 1) * a.name.localeCompare(b.name))
  return (
    <DataTable
      data={sorted}
      columns={columns}
      rowId={(part) => String(part.id)}
      empty="Nothing installed"
      minWidth={400}
      aria-label="Parts"
      sort={{ ...sort, onSort: (by) => setSort({ by, descending: !sort.descending }) }}
      subRows={(part) => part.parts}
      expanded={open}
      visibleColumns={visible}
      loading={loading}
    />
  )
}

const names = () =>
  within(screen.getByRole('table', { name: 'Parts' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]?.textContent)

describe('the data table', () => {
  it('shows the rows, marks and reports the sort, and opens child rows', async () => {
    await renderAt('/testing', { page: <Parts /> })
    expect(names()).toEqual(['Engine', 'Propeller'])
    const header = screen.getByRole('columnheader', { name: 'Name' })
    expect(header).toHaveAttribute('aria-sort', 'ascending')
    expect(screen.getByRole('columnheader', { name: 'Hours' })).not.toHaveAttribute('aria-sort')
    await userEvent.click(within(header).getByRole('button'))
    expect(header).toHaveAttribute('aria-sort', 'descending')
    expect(names()).toEqual(['Propeller', 'Engine'])
    await userEvent.click(screen.getByRole('button', { name: 'toggle Engine' }))
    expect(names()).toEqual(['Propeller', 'Engine', 'Magneto'])
  })

  it('says when it is empty, hides columns not chosen and tells screen readers it is loading', async () => {
    await renderAt('/testing', { page: <Parts data={[]} visible={['name']} loading /> })
    const table = screen.getByRole('table', { name: 'Parts' })
    expect(within(table).getByRole('cell')).toHaveTextContent('Nothing installed')
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name'])
    expect(table.closest('[aria-busy="true"]')).not.toBeNull()
  })
})
