import type { AircraftDocument, Named } from '../api/types'

export const AIRCRAFT_ID = 4

const tag = (id: number, key: string, name: string): Named => ({ id, key, name })
const file = (id: number) => ({
  id,
  url: `/api/files/file/doc-${id}.pdf`,
  filename: `doc-${id}.pdf`,
  mimeType: 'application/pdf',
})

export const REPORT_TYPES: Named[] = [
  { id: 31, key: 'report-of-findings', name: 'Befundbericht' },
  { id: 32, key: 'flight-report', name: 'Flugbericht' },
]

/** Two certificates, the AMP, a manual linked to the aircraft and a report, newest first. */
export const DOCUMENTS: AircraftDocument[] = [
  {
    id: 1,
    title: 'Lufttüchtigkeitszeugnis D-EKLU',
    revision: '2',
    published_at: '2025-03-14T00:00:00.000Z',
    doc_type: { id: 40, key: 'certificate', name: 'Zeugnis' },
    tags: [tag(8, 'certificate-of-airworthiness', 'Lufttüchtigkeitszeugnis')],
    file: file(1),
  },
  {
    id: 2,
    title: 'Lärmzeugnis D-EKLU',
    description: 'Noise certificate',
    revision: '1',
    published_at: '2024-05-02T00:00:00.000Z',
    doc_type: { id: 40, key: 'certificate', name: 'Zeugnis' },
    tags: [tag(14, 'noise-certificate', 'Lärmzeugnis')],
    file: file(2),
  },
  {
    id: 3,
    title: 'Instandhaltungsprogramm (AMP) D-EKLU',
    revision: '4',
    published_at: '2024-01-10T00:00:00.000Z',
    tags: [tag(7, 'aircraft-maintenance-program', 'Instandhaltungsprogramm')],
    file: file(3),
  },
  {
    id: 4,
    title: 'Flughandbuch D-EKLU',
    tags: [tag(1, 'manual', 'Handbuch')],
    file: file(4),
  },
  {
    id: 5,
    title: 'Befundbericht Jahresnachprüfung D-EKLU',
    published_at: '2026-01-10T00:00:00.000Z',
    doc_type: REPORT_TYPES[0]!,
    tags: [],
    companies: [{ id: 3, name: 'Werft Hangelar GmbH' }],
    file: file(5),
  },
]
