import type { Payload } from 'payload'

import type { Taxonomy } from '../reference/taxonomy'
import { upsert } from '../upsert'
import { DEMO_AIRCRAFT, type Fleet } from './fleet'
import { demoPdf } from './pdf'

type DocumentSeed = {
  title: string
  revision: string
  published_at: string
  description?: string
  tags?: string[]
  doc_type?: string
  bse_mnt_type?: string[]
  base_tags?: string[]
  authorities?: string[]
  companies?: number[]
  customer_aircrafts?: number[]
  easa_types?: number[]
  components?: number[]
  parent?: number
}

async function seedDocument(payload: Payload, taxonomy: Taxonomy, seed: DocumentSeed, lines: string[]): Promise<number> {
  const found = await payload.find({ collection: 'documents', where: { title: { equals: seed.title } }, limit: 1, depth: 0 })
  if (found.docs[0]) return found.docs[0].id
  const bytes = await demoPdf(seed.title, lines)
  const filename = `${seed.title
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/(^-|-$)/g, '')}.pdf`
  const file = await payload.create({
    collection: 'files',
    data: { title: seed.title },
    file: { data: bytes, mimetype: 'application/pdf', name: filename, size: bytes.length },
    depth: 0,
  })
  const keys = (values: string[] | undefined, map: Map<string, number>) =>
    (values ?? []).map((key) => map.get(key)).filter((id): id is number => id !== undefined)
  return upsert(payload, 'documents', { title: { equals: seed.title } }, {
    title: seed.title,
    description: seed.description,
    revision: seed.revision,
    published_at: seed.published_at,
    status: 'published',
    parent: seed.parent,
    doc_type: seed.doc_type ? taxonomy.docTypes.get(seed.doc_type) : undefined,
    tags: keys(seed.tags, taxonomy.tags),
    bse_mnt_type: keys(seed.bse_mnt_type, taxonomy.maintenanceTypes),
    base_tags: keys(seed.base_tags, taxonomy.baseTags),
    authorities: keys(seed.authorities, taxonomy.authorities),
    companies: seed.companies ?? [],
    // The seed writes as the system; a user's documents get their company from the server.
    author_company: seed.companies?.[0] ?? null,
    customer_aircrafts: seed.customer_aircrafts ?? [],
    easa_types: seed.easa_types ?? [],
    components: seed.components ?? [],
    file: file.id,
  })
}

const CERTIFICATES = [
  { tag: 'certificate-of-airworthiness', de: 'Lufttüchtigkeitszeugnis', field: 'certificate_of_airworthiness', authority: 'LBA' },
  { tag: 'aircraft-registration-form', de: 'Eintragungsschein', field: 'registration_form', authority: 'LBA' },
  { tag: 'aeronautical-radio-certificate', de: 'Flugfunkgenehmigung', field: null, authority: null },
  { tag: 'insurance-certificate', de: 'Versicherungsnachweis', field: 'insurance_certificate', authority: null },
  { tag: 'noise-certificate', de: 'Lärmzeugnis', field: null, authority: 'LBA' },
  { tag: 'airworthiness-review-certificate', de: 'ARC (EASA Form 15c)', field: 'airworthiness_review_certificate', authority: null },
  { tag: 'aircraft-maintenance-program', de: 'Instandhaltungsprogramm (AMP)', field: 'aircraft_maintenance_program', authority: null },
] as const

/**
 * Certificates an aircraft lacks on purpose: D-EDRS's radio licence, so its records show a document of
 * the register missing (records incomplete).
 */
const ABSENT_CERTIFICATES: Record<string, string[]> = { 'D-EDRS': ['aeronautical-radio-certificate'] }

/** The approval of D-EFAK's minor change, which its modifications register names (seed/demo/records.ts). */
export const MODIFICATION_APPROVAL_DOCUMENT = 'Genehmigung geringfügige Änderung MC-FWM-2026-014 D-EFAK'

const REPORTS = [
  { type: 'report-of-findings', de: 'Befundbericht Jahresnachprüfung', mnt: ['ANN'] },
  { type: 'flight-report', de: 'Nachprüfflugbericht', mnt: ['ANN'] },
  { type: 'compensation-reports', de: 'Kompasskompensation', mnt: [] },
  { type: 'weight-and-balance-report', de: 'Wägebericht', mnt: [] },
  { type: 'adjustment-reports', de: 'Einstellprotokoll Steuerung', mnt: ['100H'] },
  { type: 'standrun-reports', de: 'Standlaufprotokoll', mnt: ['50H'] },
  { type: 'inspection-reports', de: 'Prüfbericht 100-Stunden-Kontrolle', mnt: ['100H'] },
] as const

/** The approval document D-EFAK's minor change names. */
async function seedApprovalDocument(payload: Payload, fleet: Fleet, taxonomy: Taxonomy) {
  const efak = fleet.aircraft.get('D-EFAK')
  if (efak === undefined) return
  await seedDocument(payload, taxonomy, {
    title: MODIFICATION_APPROVAL_DOCUMENT,
    description: 'Minor change approval: ADS-B receiver uAvionix SkyEcho 2',
    revision: '1',
    published_at: '2026-03-02',
    doc_type: 'certificate',
    customer_aircrafts: [efak],
    companies: [fleet.companies.maintenance],
  }, ['Kennzeichen / Registration: D-EFAK', 'Geringfügige Änderung / minor change MC-FWM-2026-014'])
}

export async function seedDocuments(payload: Payload, fleet: Fleet, taxonomy: Taxonomy) {
  for (const plane of DEMO_AIRCRAFT) {
    const aircraftId = fleet.aircraft.get(plane.registration)
    if (aircraftId === undefined) continue
    const links: Record<string, number> = {}
    for (const certificate of CERTIFICATES) {
      if (ABSENT_CERTIFICATES[plane.registration]?.includes(certificate.tag)) continue
      const id = await seedDocument(payload, taxonomy, {
        title: `${certificate.de} ${plane.registration}`,
        revision: '1',
        published_at: '2025-03-14',
        tags: [certificate.tag],
        doc_type: 'certificate',
        authorities: certificate.authority ? [certificate.authority] : [],
        customer_aircrafts: [aircraftId],
        companies: [fleet.companies[plane.company]],
      }, [`Kennzeichen / Registration: ${plane.registration}`, `Werknummer / Serial number: ${plane.serial_number}`])
      if (certificate.field) links[certificate.field] = id
    }
    await payload.update({ collection: 'customer_aircrafts', id: aircraftId, data: links, depth: 0 })
    const author = plane.maintenance_company ?? plane.cao ?? plane.company
    for (const [index, report] of REPORTS.entries()) {
      await seedDocument(payload, taxonomy, {
        title: `${report.de} ${plane.registration}`,
        revision: '1',
        published_at: `2026-0${(index % 9) + 1}-1${index % 9}`,
        doc_type: report.type,
        bse_mnt_type: [...report.mnt],
        customer_aircrafts: [aircraftId],
        companies: [fleet.companies[author]],
      }, [`Kennzeichen / Registration: ${plane.registration}`, 'Ohne Beanstandung / no findings'])
    }
  }

  await seedApprovalDocument(payload, fleet, taxonomy)

  for (const [variant, easaTypeId] of fleet.easaTypes) {
    const common = { easa_types: [easaTypeId], authorities: ['EASA'] }
    const afm = await seedDocument(payload, taxonomy, {
      ...common,
      title: `Flughandbuch ${variant}`,
      description: 'Pilot’s Operating Handbook / Aircraft Flight Manual',
      revision: '12',
      published_at: '2024-06-01',
      tags: ['manual', 'aircraft'],
      base_tags: ['AF'],
    }, [`Muster / Type: ${variant}`])
    await seedDocument(payload, taxonomy, {
      ...common,
      title: `Flughandbuch ${variant} – Ergänzung Transponder GTX 335`,
      description: 'AFM Supplement: Garmin GTX 335 transponder',
      revision: '2',
      published_at: '2024-06-01',
      tags: ['manual', 'aircraft'],
      base_tags: ['AV'],
      parent: afm,
    }, [`Muster / Type: ${variant}`, 'Garmin GTX 335'])
    const amm = await seedDocument(payload, taxonomy, {
      ...common,
      title: `Wartungshandbuch ${variant}`,
      description: 'Aircraft Maintenance Manual',
      revision: '27',
      published_at: '2025-01-15',
      tags: ['manual', 'aircraft-maintenance-manual'],
      bse_mnt_type: ['50H', '100H', 'ANN'],
      base_tags: ['AF'],
    }, [`Muster / Type: ${variant}`])
    for (const [chapter, name] of [['05', 'Time Limits / Maintenance Checks'], ['12', 'Servicing'], ['32', 'Landing Gear']] as const) {
      await seedDocument(payload, taxonomy, {
        ...common,
        title: `Wartungshandbuch ${variant} – Kapitel ${chapter}`,
        description: `ATA ${chapter} ${name}`,
        revision: '27',
        published_at: '2025-01-15',
        tags: ['manual', 'aircraft-maintenance-manual'],
        base_tags: ['AF'],
        parent: amm,
      }, [`Muster / Type: ${variant}`, `ATA ${chapter}: ${name}`])
    }
    await seedDocument(payload, taxonomy, {
      ...common,
      title: `Kennblatt (TCDS) ${variant}`,
      revision: '9',
      published_at: '2023-11-20',
      tags: ['type-certificate-data-sheet'],
    }, [`Muster / Type: ${variant}`])
    await seedDocument(payload, taxonomy, {
      title: `Triebwerkshandbuch ${variant}`,
      description: 'Engine operator and maintenance manual',
      revision: '5',
      published_at: '2022-09-01',
      tags: ['manual', 'engine'],
      base_tags: ['ENG'],
      authorities: ['EASA'],
      components: [fleet.engineOf.get(variant)!],
    }, [`Muster / Type: ${variant}`])
    await seedDocument(payload, taxonomy, {
      title: `Propellerhandbuch ${variant}`,
      description: 'Propeller owner’s manual',
      revision: '3',
      published_at: '2021-04-12',
      tags: ['manual', 'propeller'],
      base_tags: ['PRP'],
      components: [fleet.propellerOf.get(variant)!],
    }, [`Muster / Type: ${variant}`])
  }
  await seedDocument(payload, taxonomy, {
    title: 'ELT Kannad 406 AF-Compact – Installations- und Betriebshandbuch',
    revision: '14',
    published_at: '2020-02-03',
    tags: ['manual', 'component'],
    base_tags: ['AV'],
    components: [fleet.components.get('S1821502-01')!],
  }, ['Emergency locator transmitter'])
}
