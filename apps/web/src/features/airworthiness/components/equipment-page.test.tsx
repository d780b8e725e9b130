import type { EquipmentItem, EquipmentList } from '@flugakte/domain'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { mockServer, renderAt } from '../../../testing/render'
import { EquipmentPage } from './equipment-page'

const item = (id: number, overrides: Partial<EquipmentItem>): EquipmentItem => ({
  id,
  item: 'Item',
  manufacturer: null,
  part_number: null,
  serial_number: null,
  quantity: 1,
  location: null,
  weight_kg: null,
  arm_m: null,
  installed_date: null,
  remarks: null,
  ...overrides,
})

const list: EquipmentList = {
  aircraft: { id: 7, registration: 'D-EXAB', variant: 'DA 40 NG', serial_number: '40.N123' },
  data: [
    item(1, {
      item: 'Transponder GTX 335',
      manufacturer: 'Garmin',
      part_number: '011-03301-00',
      serial_number: 'T-1',
      location: 'Panel',
      weight_kg: 1.5,
      arm_m: 1.2,
      installed_date: '2024-03-01',
    }),
    item(2, { item: 'Fire extinguisher', quantity: 2, weight_kg: 1.25, remarks: 'Halon-free' }),
  ],
}

let downloads: string[] = []
mockServer(
  http.get('/api/customer_aircrafts/7/equipmentlist', ({ request }) => {
    const url = new URL(request.url)
    if (url.searchParams.get('download') !== 'true') return HttpResponse.json(list)
    downloads.push(`${url.pathname}${url.search}`)
    return new HttpResponse('file', { headers: { 'Content-Type': 'application/octet-stream' } })
  }),
)

afterEach(() => vi.restoreAllMocks())

describe('EquipmentPage', () => {
  it('lists the equipment with its total weight and narrows it by search', async () => {
    await renderAt('/testing', { language: 'en', page: <EquipmentPage aircraftId={7} /> })
    const table = await screen.findByRole('table', { name: 'Equipment of the aircraft' })
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Item', 'Manufacturer', 'P/N', 'S/N', 'Qty', 'Location', 'Weight kg', 'Arm m', 'Installed', 'Remarks'])
    expect(within(table).getByText('011-03301-00')).toBeInTheDocument()
    // Weight counts every piece: 1.5 + 2 × 1.25.
    expect(screen.getByText('Total weight: 4 kg')).toBeInTheDocument()

    await userEvent.type(screen.getByRole('textbox', { name: 'Search' }), 'garmin')
    expect(within(table).getAllByRole('row')).toHaveLength(2)
    expect(within(table).queryByText('Fire extinguisher')).not.toBeInTheDocument()
  })

  it('downloads the PDF and the CSV through the API and saves them under the registration', async () => {
    downloads = []
    const saved: string[] = []
    URL.createObjectURL = vi.fn(() => 'blob:equipment')
    URL.revokeObjectURL = vi.fn()
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download)
    })
    await renderAt('/testing', { language: 'en', page: <EquipmentPage aircraftId={7} /> })
    await screen.findByRole('table', { name: 'Equipment of the aircraft' })

    await userEvent.click(screen.getByRole('button', { name: 'Download PDF' }))
    await vi.waitFor(() => expect(saved).toEqual(['equipment-list-D-EXAB.pdf']))
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }))
    await vi.waitFor(() => expect(saved).toHaveLength(2))

    expect(saved[1]).toBe('equipment-list-D-EXAB.csv')
    expect(downloads).toEqual([
      '/api/customer_aircrafts/7/equipmentlist?download=true',
      '/api/customer_aircrafts/7/equipmentlist?download=true&format=csv',
    ])
  })
})
