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

export async function seedTaxonomy(payload: Payload, countryIds: Map<string, number>): Promise<Taxonomy> {
  const taxonomy: Taxonomy = {
    tags: new Map(),
    docTypes: new Map(),
    baseTags: new Map(),
    maintenanceTypes: new Map(),
    authorities: new Map(),
  }
  for (const tag of TAGS) {
    taxonomy.tags.set(tag.key, await upsert(payload, 'tags', { key: { equals: tag.key } }, { key: tag.key }, { de: { name: tag.de }, en: { name: tag.en } }))
  }
  for (const type of DOC_TYPES) {
    taxonomy.docTypes.set(type.key, await upsert(payload, 'doc_types', { key: { equals: type.key } }, { key: type.key }, { de: { name: type.de }, en: { name: type.en } }))
  }
  for (const tag of BASE_TAGS) {
    taxonomy.baseTags.set(tag.abbr, await upsert(payload, 'base_tags', { abbr: { equals: tag.abbr } }, { abbr: tag.abbr }, { de: { name: tag.de }, en: { name: tag.en } }))
  }
  for (const type of MAINTENANCE_TYPES) {
    taxonomy.maintenanceTypes.set(type.abbr, await upsert(payload, 'bse_mnt_types', { abbr: { equals: type.abbr } }, { abbr: type.abbr }, { de: { name: type.de }, en: { name: type.en } }))
  }
  for (const authority of AUTHORITIES) {
    taxonomy.authorities.set(
      authority.abbr,
      await upsert(payload, 'authorities', { abbr: { equals: authority.abbr } }, {
        name: authority.name,
        abbr: authority.abbr,
        country: countryIds.get(authority.country),
      }),
    )
  }
  return taxonomy
}
