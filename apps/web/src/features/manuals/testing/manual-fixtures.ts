import type { Manual, Tag } from '../api/types'

export const AIRCRAFT_ID = 4

export const TAGS: Tag[] = [
  { id: 1, key: 'manual', name: 'Handbuch' },
  { id: 2, key: 'aircraft', name: 'Luftfahrzeug' },
  { id: 3, key: 'engine', name: 'Triebwerk' },
  { id: 6, key: 'aircraft-maintenance-manual', name: 'Wartungshandbuch' },
]

const manual = (fields: Partial<Manual> & Pick<Manual, 'id' | 'title'>): Manual => ({
  description: null,
  revision: '1',
  published_at: '2025-01-15T00:00:00.000Z',
  tags: [TAGS[0]!, TAGS[3]!],
  companies: [],
  authorities: [{ id: 1, name: 'European Union Aviation Safety Agency' }],
  bse_mnt_type: [],
  file: {
    id: fields.id,
    url: `/api/files/file/${fields.id}.pdf`,
    filename: `${fields.id}.pdf`,
    mimeType: 'application/pdf',
  },
  children: [],
  ...fields,
})

/** An AMM with two chapters, and an older engine manual. */
export const MANUALS: Manual[] = [
  manual({
    id: 10,
    title: 'Wartungshandbuch DR400',
    description: 'Aircraft Maintenance Manual',
    revision: '27',
    bse_mnt_type: [{ id: 2, abbr: '100H', name: '100-Stunden-Kontrolle' }],
    children: [
      manual({
        id: 12,
        title: 'Kapitel 32',
        description: 'ATA 32 Landing Gear',
        published_at: '2025-02-01T00:00:00.000Z',
      }),
      manual({
        id: 11,
        title: 'Kapitel 05',
        description: 'ATA 05 Time Limits',
        published_at: '2025-03-01T00:00:00.000Z',
      }),
    ],
  }),
  manual({
    id: 20,
    title: 'Betriebshandbuch O-360',
    description: 'Engine operator’s manual',
    revision: '3',
    published_at: '2023-06-01T00:00:00.000Z',
    tags: [TAGS[0]!, TAGS[2]!],
  }),
]
