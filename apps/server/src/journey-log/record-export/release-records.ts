import { createHash } from 'node:crypto'
import { Transform } from 'node:stream'

import type { PayloadRequest } from 'payload'

import { relationNumber } from '../../access/relation-id'
import { sanitiseFilename } from '../../lib/content-disposition'
import { toCsv } from '../../lib/csv'
import { lookUpPeople } from '../bordbuch-pdf/journey-log-batches'
import type { ExportMeta } from './journey-log-files'
import { readStoredFile } from './stored-file'

/**
 * The airworthiness records a release to service can certify (the modifications and repairs register and
 * the CAO's airworthiness reviews among them), and the defects they answer, exported as
 * stored (depth 0: relations as ids, dates as the server keeps them), so that verify.mjs can recompute
 * each release's content hash from them (releaseContent of packages/domain, which verify.mjs repeats).
 * Names a reader wants beside the ids sit under `resolved` and enter no hash.
 */
type RecordCollection =
  | 'defects'
  | 'defect_actions'
  | 'task_completions'
  | 'ad_compliances'
  | 'modifications_repairs'
  | 'airworthiness_reviews'

type Stored = Record<string, unknown> & { id: number }

/** The aircraft's records of a collection made up to the export's checkpoint, read as the caller, oldest first. */
async function storedRecords(req: PayloadRequest, meta: ExportMeta, collection: RecordCollection | 'defect_photos') {
  const found = await req.payload.find({
    collection,
    where: {
      and: [
        { customer_aircraft: { equals: meta.aircraft.id } },
        { createdAt: { less_than_equal: meta.checkpoint.signed_at } },
      ],
    },
    sort: 'id',
    depth: 0,
    pagination: false,
    overrideAccess: false,
    user: req.user,
    req,
  })
  return found.docs as unknown as Stored[]
}

/** A JSON array with one record a line, as signatures.json is written. */
const jsonLines = (rows: readonly unknown[]) =>
  rows.length === 0 ? '[]\n' : `[\n${rows.map((row) => JSON.stringify(row)).join(',\n')}\n]\n`

/** Companies' names by id (names only, as the journey log names people). */
async function companyNames(req: PayloadRequest, ids: (number | null)[]) {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))]
  if (wanted.length === 0) return new Map<number, string>()
  const found = await req.payload.find({
    collection: 'companies',
    where: { id: { in: wanted } },
    select: { name: true },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  return new Map(found.docs.map((company) => [company.id, company.name]))
}

async function peopleNames(req: PayloadRequest, ids: (number | null)[]) {
  const names = new Map<number, string>()
  await lookUpPeople(req, [...new Set(ids.filter((id): id is number => id !== null))], names)
  return names
}

const nameOf = (names: Map<number, string>, value: unknown) => {
  const id = relationNumber(value)
  return id === null ? null : (names.get(id) ?? null)
}

/** Where a defect photo lies in the ZIP: unique per photo, safe on every file system. */
export function defectPhotoZipName(photo: { id: number; filename?: string | null }): string {
  const name = sanitiseFilename(photo.filename ?? '', `photo-${photo.id}.jpg`).replace(/[/\\:*?"<>|]/g, '_')
  return `defect-photos/${photo.id}-${name}`
}

export type ReleaseRecordFiles = {
  /**
   * defects.json, defect-actions.json, task-completions.json, ad-compliances.json,
   * modifications-repairs.json, airworthiness-reviews.json.
   */
  files: { name: string; content: string }[]
  /** The defect photos to add under defect-photos/. */
  photos: { id: number; defect: number | null; filename: string | null; mimeType: string | null }[]
}

/**
 * The defects (with their photos' places in the ZIP), the defect actions (assessments, deferrals,
 * rectifications with their releases) and the task completions and AD compliance records, each file a
 * JSON array of the stored records with `resolved` names.
 */
export async function releaseRecordFiles(req: PayloadRequest, meta: ExportMeta): Promise<ReleaseRecordFiles> {
  const [defects, actions, completions, compliances, modifications, reviews, photos] = await Promise.all([
    storedRecords(req, meta, 'defects'),
    storedRecords(req, meta, 'defect_actions'),
    storedRecords(req, meta, 'task_completions'),
    storedRecords(req, meta, 'ad_compliances'),
    storedRecords(req, meta, 'modifications_repairs'),
    storedRecords(req, meta, 'airworthiness_reviews'),
    storedRecords(req, meta, 'defect_photos'),
  ])
  const records = [...defects, ...actions, ...completions, ...compliances, ...modifications, ...reviews]
  const [people, companies] = await Promise.all([
    peopleNames(
      req,
      records.flatMap((record) => [record.reported_by, record.author, record.user_created].map(relationNumber)),
    ),
    companyNames(
      req,
      records.map((record) => relationNumber(record.author_company)),
    ),
  ])
  const defectOfPhoto = new Map<number, number>()
  for (const defect of defects) {
    for (const photo of (defect.photos as unknown[] | null | undefined) ?? []) {
      const id = relationNumber(photo)
      if (id !== null) defectOfPhoto.set(id, defect.id)
    }
  }
  const photoOf = new Map(photos.map((photo) => [photo.id, photo]))
  const company = (record: Stored) => nameOf(companies, record.author_company)
  return {
    files: [
      {
        name: 'defects.json',
        content: jsonLines(
          defects.map((defect) => ({
            ...defect,
            resolved: {
              reported_by: nameOf(people, defect.reported_by),
              author_company: company(defect),
              photos: ((defect.photos as unknown[] | null | undefined) ?? []).flatMap((photo) => {
                const stored = photoOf.get(relationNumber(photo) ?? -1)
                return stored ? [defectPhotoZipName(stored as { id: number; filename?: string | null })] : []
              }),
            },
          })),
        ),
      },
      {
        name: 'defect-actions.json',
        content: jsonLines(
          actions.map((action) => ({
            ...action,
            resolved: { author: nameOf(people, action.author), author_company: company(action) },
          })),
        ),
      },
      ...(
        [
          ['task-completions.json', completions],
          ['ad-compliances.json', compliances],
        ] as const
      ).map(([name, rows]) => ({
        name,
        content: jsonLines(
          rows.map((record) => ({
            ...record,
            resolved: { user_created: nameOf(people, record.user_created), author_company: company(record) },
          })),
        ),
      })),
      ...(
        [
          ['modifications-repairs.json', modifications],
          ['airworthiness-reviews.json', reviews],
        ] as const
      ).map(([name, rows]) => ({
        name,
        content: jsonLines(
          rows.map((record) => ({
            ...record,
            resolved: { author: nameOf(people, record.author), author_company: company(record) },
          })),
        ),
      })),
    ],
    photos: photos.map((photo) => ({
      id: photo.id,
      defect: defectOfPhoto.get(photo.id) ?? null,
      filename: typeof photo.filename === 'string' ? photo.filename : null,
      mimeType: typeof photo.mimeType === 'string' ? photo.mimeType : null,
    })),
  }
}

/**
 * A defect photo's bytes for the ZIP, hashed as they stream in; `done` gets the SHA-256 and size for
 * defect-photos/index.csv once the file is written.
 */
export async function hashedDefectPhoto(
  req: PayloadRequest,
  photo: { id: number; filename: string | null },
  done: (digest: { sha256: string; size: number }) => void,
) {
  const hash = createHash('sha256')
  let size = 0
  const stream = await readStoredFile(req, photo, 'defect_photos')
  const hashed = new Transform({
    transform(chunk: Buffer, _encoding, next) {
      hash.update(chunk)
      size += chunk.length
      next(null, chunk)
    },
    flush(next) {
      done({ sha256: hash.digest('hex'), size })
      next()
    },
  })
  stream.on('error', (error) => hashed.destroy(error))
  return stream.pipe(hashed)
}

export function defectPhotosIndex(
  photos: ReleaseRecordFiles['photos'],
  digests: Map<number, { sha256: string; size: number }>,
): string {
  return toCsv([
    ['photo', 'defect', 'file', 'mime_type', 'bytes', 'sha256'],
    ...photos.map((photo) => {
      const digest = digests.get(photo.id)
      return [
        photo.id,
        photo.defect ?? '',
        defectPhotoZipName(photo),
        photo.mimeType ?? '',
        digest?.size ?? '',
        digest?.sha256 ?? '',
      ]
    }),
  ])
}

/**
 * release-signatures.json: the aircraft's release signatures made up to the export's checkpoint (read
 * as the caller), each as stored with the signer's name beside it. The credentials of passkey
 * signatures are collected for passkeys.json.
 */
export async function releaseSignaturesJson(
  req: PayloadRequest,
  meta: ExportMeta,
  credentials: Set<string>,
): Promise<string> {
  const found = await req.payload.find({
    collection: 'release_signatures',
    where: {
      and: [
        { customer_aircraft: { equals: meta.aircraft.id } },
        { signed_at: { less_than_equal: meta.checkpoint.signed_at } },
      ],
    },
    sort: 'id',
    depth: 0,
    pagination: false,
    overrideAccess: false,
    user: req.user,
    req,
  })
  const names = await peopleNames(
    req,
    found.docs.map((doc) => relationNumber(doc.signer)),
  )
  return jsonLines(
    found.docs.map((signature) => {
      if (signature.method === 'passkey' && signature.credential_id) credentials.add(signature.credential_id)
      return {
        id: signature.id,
        subject: signature.subject,
        record_id: signature.record_id,
        customer_aircraft: relationNumber(signature.customer_aircraft),
        signer: relationNumber(signature.signer),
        signer_name: nameOf(names, signature.signer),
        method: signature.method,
        credential_id: signature.credential_id ?? null,
        content_hash: signature.content_hash,
        signed_at: new Date(signature.signed_at).toISOString(),
        authenticator_data: signature.authenticator_data ?? null,
        client_data_json: signature.client_data_json ?? null,
        signature: signature.signature ?? null,
        server_signature: signature.server_signature,
        key_id: signature.key_id,
      }
    }),
  )
}
