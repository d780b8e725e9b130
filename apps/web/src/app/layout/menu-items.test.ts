import { describe, expect, it } from 'vitest'

import { MENU, menuSearch, type MenuLeaf } from './menu-items'

const leaves = MENU.flatMap((entry) => ('children' in entry ? entry.children : [entry as MenuLeaf]))

describe('side menu', () => {
  it('has the spec’s entries and filters', () => {
    expect(leaves.filter((leaf) => leaf.to === '/report' && leaf.filter).map((leaf) => leaf.filter?.docType)).toEqual([
      'report-of-findings',
      'flight-report',
      'compensation-reports',
      'weight-and-balance-report',
      'adjustment-reports',
      'standrun-reports',
      'inspection-reports',
    ])
    expect(leaves.filter((leaf) => leaf.to === '/manuals' && leaf.filter).map((leaf) => leaf.filter?.tag)).toEqual([
      ['manual', 'aircraft'],
      ['manual', 'engine'],
      ['manual', 'propeller'],
      ['manual', 'component'],
    ])
    expect(leaves.filter((leaf) => leaf.to === '/documents' && leaf.filter)).toHaveLength(6)
    expect(leaves.map((leaf) => leaf.to)).toContain('/documents/amp')
  })

  it('leads to the defects right after the boardbook, then to the records and ARC', () => {
    const top = MENU.map((entry) => ('to' in entry ? entry.to : entry.label))
    expect(top.slice(0, 4)).toEqual(['/dashboard', '/boardbook', '/defects', '/records'])
    expect(MENU.find((entry) => 'to' in entry && entry.to === '/defects')?.label).toBe('menu.defects')
    expect(MENU.find((entry) => 'to' in entry && entry.to === '/records')?.label).toBe('menu.records')
  })

  it('keeps the current parameters and sets its own filter', () => {
    const flightReports = leaves.find((leaf) => leaf.filter?.docType === 'flight-report')!
    expect(menuSearch({ aircraft: 3, docType: 'report-of-findings' }, flightReports)).toEqual({
      aircraft: 3,
      docType: 'flight-report',
    })
  })

  it('drops the section’s filter on "All" but keeps the aircraft', () => {
    const allReports = leaves.find((leaf) => leaf.to === '/report' && !leaf.filter)!
    expect(menuSearch({ aircraft: 3, docType: 'flight-report' }, allReports)).toEqual({ aircraft: 3 })
  })
})
