export type Named = { id: number; key: string; name: string }
export type Company = { id: number; name: string }
export type StoredFile = {
  id: number
  url: string
  filename: string
  mimeType?: string | null
  filesize?: number | null
}

/** A document or report as GET /api/documents returns it with depth 1. */
export type AircraftDocument = {
  id: number
  title: string
  description?: string | null
  revision?: string | null
  published_at?: string | null
  doc_type?: Named | null
  tags?: Named[] | null
  companies?: Company[] | null
  /** Set by the server: the company of the user who added it (an id when the reader cannot see it). */
  author_company?: Company | number | null
  file?: StoredFile | null
}
