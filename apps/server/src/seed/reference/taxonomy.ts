import type { Payload } from 'payload'

import { upsert } from '../upsert'

type Named = { key: string; de: string; en: string }

/** Tags the menu and the manuals screen filter on (spec section 2). */
export const TAGS: Named[] = [
  { key: 'manual', de: 'Handbuch', en: 'Manual' },
  { key: 'aircraft', de: 'Luftfahrzeug', en: 'Aircraft' },
  { key: 'engine', de: 'Triebwerk', en: 'Engine' },
  { key: 'propeller', de: 'Propeller', en: 'Propeller' },
  { key: 'component', de: 'Bauteil', en: 'Component' },
  { key: 'aircraft-maintenance-manual', de: 'Wartungshandbuch', en: 'Aircraft maintenance manual' },
  { key: 'aircraft-maintenance-program', de: 'Instandhaltungsprogramm', en: 'Aircraft maintenance programme' },
  { key: 'certificate-of-airworthiness', de: 'Lufttüchtigkeitszeugnis', en: 'Certificate of airworthiness' },
  { key: 'airworthiness-review-certificate', de: 'Bescheinigung über die Prüfung der Lufttüchtigkeit (ARC)', en: 'Airworthiness review certificate' },
  { key: 'aircraft-registration-form', de: 'Eintragungsschein', en: 'Certificate of registration' },
  { key: 'aeronautical-radio-certificate', de: 'Flugfunkgenehmigung', en: 'Aircraft radio licence' },
  { key: 'type-certificate-data-sheet', de: 'Kennblatt (TCDS)', en: 'Type certificate data sheet' },
  { key: 'insurance-certificate', de: 'Versicherungsnachweis', en: 'Insurance certificate' },
  { key: 'noise-certificate', de: 'Lärmzeugnis', en: 'Noise certificate' },
]

/** Report types of the Reports menu (spec section 2). */
export const DOC_TYPES: Named[] = [
  { key: 'report-of-findings', de: 'Befundbericht', en: 'Report of findings' },
  { key: 'flight-report', de: 'Flugbericht', en: 'Flight report' },
  { key: 'compensation-reports', de: 'Kompensationsprotokoll', en: 'Compass compensation report' },
  { key: 'weight-and-balance-report', de: 'Wägebericht', en: 'Weight and balance report' },
  { key: 'adjustment-reports', de: 'Einstellprotokoll', en: 'Adjustment report' },
  { key: 'standrun-reports', de: 'Standlaufprotokoll', en: 'Engine ground-run report' },
  { key: 'inspection-reports', de: 'Prüfbericht', en: 'Inspection report' },
  { key: 'certificate', de: 'Zeugnis', en: 'Certificate' },
  { key: 'manual', de: 'Handbuch', en: 'Manual' },
]

export const BASE_TAGS = [
  { abbr: 'AF', de: 'Zelle', en: 'Airframe' },
  { abbr: 'ENG', de: 'Triebwerk', en: 'Engine' },
  { abbr: 'PRP', de: 'Propeller', en: 'Propeller' },
  { abbr: 'AV', de: 'Avionik', en: 'Avionics' },
]

export const MAINTENANCE_TYPES = [
  { abbr: '50H', de: '50-Stunden-Kontrolle', en: '50-hour inspection' },
  { abbr: '100H', de: '100-Stunden-Kontrolle', en: '100-hour inspection' },
  { abbr: 'ANN', de: 'Jahresnachprüfung', en: 'Annual inspection' },
  { abbr: 'ARC', de: 'Lufttüchtigkeitsprüfung', en: 'Airworthiness review' },
]

export const AUTHORITIES = [
  { name: 'European Union Aviation Safety Agency', abbr: 'EASA', country: 'DE' },
  { name: 'Luftfahrt-Bundesamt', abbr: 'LBA', country: 'DE' },
  { name: 'Federal Aviation Administration', abbr: 'FAA', country: 'US' },
  { name: 'Direction générale de l’Aviation civile', abbr: 'DGAC', country: 'FR' },
]

export type Taxonomy = {
  tags: Map<string, number>
  docTypes: Map<string, number>
  baseTags: Map<string, number>
  maintenanceTypes: Map<string, number>
  authorities: Map<string, number>
}

/** Upserts translated lookup entries by their natural key (`key` or `abbr`); ids by that key. */
async function seedTranslated(
  payload: Payload,
  collection: 'tags' | 'doc_types' | 'base_tags' | 'bse_mnt_types',
  keyField: 'key' | 'abbr',
  items: ({ de: string; en: string } & Partial<Record<'key' | 'abbr', string>>)[],
): Promise<Map<string, number>> {
  const ids = new Map<string, number>()
  for (const item of items) {
    const key = item[keyField]!
    const localized = { de: { name: item.de }, en: { name: item.en } }
    ids.set(key, await upsert(payload, collection, { [keyField]: { equals: key } }, { [keyField]: key }, localized))
  }
  return ids
}

export async function seedTaxonomy(payload: Payload, countryIds: Map<string, number>): Promise<Taxonomy> {
  const authorities = new Map<string, number>()
  for (const authority of AUTHORITIES) {
    const data = { name: authority.name, abbr: authority.abbr, country: countryIds.get(authority.country) }
    authorities.set(authority.abbr, await upsert(payload, 'authorities', { abbr: { equals: authority.abbr } }, data))
  }
  return {
    tags: await seedTranslated(payload, 'tags', 'key', TAGS),
    docTypes: await seedTranslated(payload, 'doc_types', 'key', DOC_TYPES),
    baseTags: await seedTranslated(payload, 'base_tags', 'abbr', BASE_TAGS),
    maintenanceTypes: await seedTranslated(payload, 'bse_mnt_types', 'abbr', MAINTENANCE_TYPES),
    authorities,
  }
}
