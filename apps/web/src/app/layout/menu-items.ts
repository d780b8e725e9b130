import { DOCUMENT_TAGS, MANUAL_TAG, MANUAL_TAGS, REPORT_TYPES } from '@flugakte/domain'
import type { ParseKeys } from 'i18next'

/** The search parameters a menu entry sets; every other current parameter is kept. */
export type MenuFilter = { docType?: string; tag?: string | string[]; view?: 'component' | 'aircraft' }

/** The screens the menu leads to. */
export type MenuPath =
  | '/dashboard'
  | '/boardbook'
  | '/defects'
  | '/records'
  | '/lifecycle'
  | '/list/airworthiness-directive'
  | '/operatinghours'
  | '/list/equipment'
  | '/report'
  | '/documents'
  | '/documents/amp'
  | '/manuals'

export type MenuLeaf = {
  label: ParseKeys<'layout'>
  to: MenuPath
  filter?: MenuFilter
  /** The filter keys of this section, dropped when the entry sets none ("All"). */
  clears?: (keyof MenuFilter)[]
}

export type MenuEntry = MenuLeaf | { label: ParseKeys<'layout'>; icon: string; children: MenuLeaf[] }

/** Exactly the spec's side menu (section 2), with its query filters. */
export const MENU: (MenuEntry & { icon: string })[] = [
  { label: 'menu.dashboard', icon: 'dashboard', to: '/dashboard' },
  { label: 'menu.boardbook', icon: 'boardbook', to: '/boardbook' },
  { label: 'menu.defects', icon: 'defects', to: '/defects' },
  { label: 'menu.records', icon: 'records', to: '/records' },
  { label: 'menu.lifecycle', icon: 'lifecycle', to: '/lifecycle' },
  {
    label: 'menu.airworthinessDirective',
    icon: 'directive',
    children: [
      { label: 'menu.adComponents', to: '/list/airworthiness-directive', filter: { view: 'component' } },
      { label: 'menu.adAircraft', to: '/list/airworthiness-directive', filter: { view: 'aircraft' } },
    ],
  },
  {
    label: 'menu.overviews',
    icon: 'overviews',
    children: [
      { label: 'menu.operatingHours', to: '/operatinghours' },
      { label: 'menu.equipmentList', to: '/list/equipment' },
    ],
  },
  {
    label: 'menu.reports',
    icon: 'reports',
    children: [
      { label: 'menu.all', to: '/report', clears: ['docType'] },
      ...REPORT_TYPES.map((docType): MenuLeaf => ({
        label: `menu.docType.${docType}` as const,
        to: '/report',
        filter: { docType },
      })),
    ],
  },
  {
    label: 'menu.documents',
    icon: 'documents',
    children: [
      { label: 'menu.all', to: '/documents', clears: ['tag'] },
      { label: 'menu.amp', to: '/documents/amp' },
      ...DOCUMENT_TAGS.map((tag): MenuLeaf => ({
        label: `menu.documentTag.${tag}` as const,
        to: '/documents',
        filter: { tag },
      })),
    ],
  },
  {
    label: 'menu.manuals',
    icon: 'manuals',
    children: [
      { label: 'menu.all', to: '/manuals', clears: ['tag'] },
      ...MANUAL_TAGS.map((tag): MenuLeaf => ({
        label: `menu.manualTag.${tag}` as const,
        to: '/manuals',
        filter: { tag: [MANUAL_TAG, tag] },
      })),
    ],
  },
]

/** The search of a menu link: the current parameters, the section's old filter dropped, the entry's own set. */
export function menuSearch(current: Record<string, unknown>, leaf: MenuLeaf): Record<string, unknown> {
  const next = { ...current }
  for (const key of [...(leaf.clears ?? []), ...(Object.keys(leaf.filter ?? {}) as (keyof MenuFilter)[])])
    delete next[key]
  return { ...next, ...leaf.filter }
}
