/** One manual as GET /api/app-files/manuals returns it, its chapters nested under `children`. */
export type Manual = {
  id: number
  title: string
  description?: string | null
  revision?: string | null
  published_at?: string | null
  tags: { id: number; key: string; name: string }[]
  companies: { id: number; name: string }[]
  authorities: { id: number; name: string }[]
  bse_mnt_type: { id: number; name: string; abbr: string }[]
  file: { id: number; url: string; filename: string; mimeType?: string | null; filesize?: number | null } | null
  children: Manual[]
}

export type Tag = { id: number; key: string; name: string }
