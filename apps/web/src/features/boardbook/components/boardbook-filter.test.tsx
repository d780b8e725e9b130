import { fireEvent, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'

import { renderAt } from '../../../testing/render'
import type { BoardbookFilter as Filter } from '../api/filter'
import { BoardbookFilter } from './boardbook-filter'

async function renderFilter(value: Filter = {}) {
  const onChange = vi.fn()
  await renderAt('/testing', { page: <BoardbookFilter value={value} onChange={onChange} /> })
  const form = await screen.findByRole('search', { name: 'Bordbuch filtern' })
  return { onChange, form }
}

const setDay = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } })

describe('the boardbook filter', () => {
  it('sends the days and the search once applied, without empty values', async () => {
    const { onChange } = await renderFilter()
    setDay('Von', '2026-11-01')
    setDay('Bis', '2026-11-20')
    await userEvent.type(screen.getByRole('searchbox', { name: 'Suche' }), ' Koch {Enter}')
    expect(onChange).toHaveBeenLastCalledWith({ from: '2026-11-01', to: '2026-11-20', q: 'Koch' })
    expect(screen.queryByRole('button', { name: 'Alle Einträge' })).not.toBeInTheDocument()
  })

  it('refuses a period that ends before it starts, at the field', async () => {
    const { onChange } = await renderFilter()
    setDay('Von', '2026-11-20')
    setDay('Bis', '2026-11-01')
    await userEvent.click(screen.getByRole('button', { name: 'Filtern' }))
    expect(onChange).not.toHaveBeenCalled()
    expect(screen.getByText('„Bis“ liegt vor „Von“.')).toBeInTheDocument()
  })

  it('shows the filter in force and clears it', async () => {
    const { onChange } = await renderFilter({ from: '2026-11-01', q: 'EDKB' })
    expect(screen.getByLabelText('Von')).toHaveValue('2026-11-01')
    expect(screen.getByRole('searchbox', { name: 'Suche' })).toHaveValue('EDKB')
    await userEvent.click(screen.getByRole('button', { name: 'Alle Einträge' }))
    expect(onChange).toHaveBeenLastCalledWith({})
    expect(screen.getByLabelText('Von')).toHaveValue('')
  })
})
