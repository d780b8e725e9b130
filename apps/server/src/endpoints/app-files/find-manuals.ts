import { NotFound, type PayloadRequest, type TypedLocale, type Where } from 'payload'

import { relationId, relationIds } from '../../access/relation-id'
import type { Document, File } from '../../payload-types'

type Id = number | string

/** One row of the manuals table, with the relations its columns show and its child documents. */
export type Manual = {
  id: number
  title: string
  description: string | null
  revision: string | null
  published_at: string | null
  tags: { id: number; key: string; name: string }[]
  companies: { id: number; name: string }[]
  authorities: { id: number; name: string }[]
  bse_mnt_type: { id: number; name: string; abbr: string }[]
  file: { id: number; url: string; filename: string; mimeType: string | null; filesize: number | null } | null
  children: Manual[]
}

// Children of children are nested too; a parent chain longer than this is a data error, not a manual.
const MAX_NESTING = 5

const POPULATE = {
  tags: { key: true, name: true },
  companies: { name: true },
  authorities: { name: true },
  bse_mnt_types: { name: true, abbr: true },
  files: { filename: true, mimeType: true, filesize: true },
} as const

/** The aircraft, as the caller may see it, and what manuals can apply to it through: type and components. */
async function applicability(req: PayloadRequest, aircraftId: number): Promise<Where> {
  const aircraft = await req.payload
    .findByID({
      collection: 'customer_aircrafts',
      id: aircraftId,
      depth: 1,
      populate: { aircrafts: { easa_types: true }, components: { name: true } },
      overrideAccess: false,
      user: req.user,
      req,
    })
    .catch(() => null)
  if (!aircraft) throw new NotFound(req.t)
  const easaType = typeof aircraft.aircraft === 'object' ? relationId(aircraft.aircraft.easa_types) : null
  const components = new Set<Id>()
  for (const row of [...(aircraft.comp_serialized ?? []), ...(aircraft.comp_unserialized ?? [])]) {
    const id = relationId(row.component)
    if (id !== null) components.add(id)
  }
  const or: Where[] = [{ customer_aircrafts: { in: [aircraftId] } }]
  if (easaType !== null) or.push({ easa_types: { in: [easaType] } })
  if (components.size > 0) or.push({ components: { in: [...components] } })
  return { or }
}

/** The file's own download route, relative, so it is served behind the files collection's read access. */
function fileOf(req: PayloadRequest, file: Document['file']): Manual['file'] {
  if (!file || typeof file !== 'object' || !file.filename) return null
  const { api } = req.payload.config.routes
  return {
    id: file.id,
    url: `${api}/files/file/${encodeURIComponent(file.filename)}`,
    filename: file.filename,
    mimeType: (file as File).mimeType ?? null,
    filesize: (file as File).filesize ?? null,
  }
}

function populated<T extends { id: number }>(values: (number | T)[] | null | undefined): T[] {
  return (values ?? []).filter((value): value is T => typeof value === 'object' && value !== null)
}

function toManual(req: PayloadRequest, doc: Document, children: Manual[]): Manual {
  return {
    id: doc.id,
    title: doc.title,
    description: doc.description ?? null,
    revision: doc.revision ?? null,
    published_at: doc.published_at ?? null,
    tags: populated(doc.tags).map(({ id, key, name }) => ({ id, key, name })),
    companies: populated(doc.companies).map(({ id, name }) => ({ id, name })),
    authorities: populated(doc.authorities).map(({ id, name }) => ({ id, name })),
    bse_mnt_type: populated(doc.bse_mnt_type).map(({ id, name, abbr }) => ({ id, name, abbr })),
    file: fileOf(req, doc.file),
    children,
  }
}

/** Published documents matching `where`, read as the caller in the request's language. */
async function readDocuments(req: PayloadRequest, where: Where, locale: TypedLocale): Promise<Document[]> {
  const result = await req.payload.find({
    collection: 'documents',
    where: { and: [{ status: { equals: 'published' } }, where] },
    sort: 'title',
    depth: 1,
    populate: POPULATE,
    // The children join would carry unfiltered, unpopulated rows; children are read below instead.
    joins: false,
    pagination: false,
    locale,
    overrideAccess: false,
    user: req.user,
    req,
  })
  return result.docs
}

/** The children of `parents` (whatever their tags), nested to MAX_NESTING levels. */
async function childrenOf(
  req: PayloadRequest,
  parents: number[],
  locale: TypedLocale,
  level: number,
  seen: Set<number>,
): Promise<Map<number, Manual[]>> {
  const byParent = new Map<number, Manual[]>()
  if (parents.length === 0 || level >= MAX_NESTING) return byParent
  const docs = (await readDocuments(req, { parent: { in: parents } }, locale)).filter((doc) => !seen.has(doc.id))
  for (const doc of docs) seen.add(doc.id)
  const grandchildren = await childrenOf(
    req,
    docs.map((doc) => doc.id),
    locale,
    level + 1,
    seen,
  )
  for (const doc of docs) {
    const parent = relationId(doc.parent) as number
    const list = byParent.get(parent) ?? []
    list.push(toManual(req, doc, grandchildren.get(doc.id) ?? []))
    byParent.set(parent, list)
  }
  return byParent
}

/**
 * The published manuals applying to the aircraft (directly, through its EASA type or its components)
 * that carry every one of `tagKeys`, as the caller may read them. Matches whose parent is not itself a
 * match form the top level; every child of a top-level manual is nested under it, whatever its tags.
 * An aircraft the caller cannot see is reported as not found.
 */
export async function findManuals(
  req: PayloadRequest,
  { aircraftId, tagKeys, locale }: { aircraftId: number; tagKeys: string[]; locale: TypedLocale },
): Promise<Manual[]> {
  const applies = await applicability(req, aircraftId)
  const keys = [...new Set(tagKeys)]
  const tags = await req.payload.find({
    collection: 'tags',
    where: { key: { in: keys } },
    select: { key: true },
    depth: 0,
    pagination: false,
    overrideAccess: false,
    user: req.user,
    req,
  })
  // A tag nobody defined is carried by no document, so nothing can carry all of them.
  if (tags.docs.length < keys.length) return []
  const tagIds = tags.docs.map((tag) => tag.id)
  const candidates = await readDocuments(req, { and: [applies, { tags: { in: tagIds } }] }, locale)
  // Every tag, not any: the database filter above narrows, this keeps those carrying all.
  const matches = candidates.filter((doc) => {
    const carried = new Set(relationIds(doc.tags).map(String))
    return tagIds.every((id) => carried.has(String(id)))
  })
  const matchIds = new Set(matches.map((doc) => doc.id))
  const roots = matches.filter((doc) => {
    const parent = relationId(doc.parent)
    return parent === null || !matchIds.has(parent as number)
  })
  const seen = new Set(roots.map((doc) => doc.id))
  const children = await childrenOf(req, [...seen], locale, 0, seen)
  return roots.map((doc) => toManual(req, doc, children.get(doc.id) ?? []))
}
