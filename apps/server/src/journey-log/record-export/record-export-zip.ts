import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { PassThrough, Readable, Transform } from 'node:stream'

import { canonicalJson, todayUtc } from '@flugakte/domain'
import type { PayloadRequest } from 'payload'
import { ZipFile } from 'yazl'

import { buildAirworthinessReport } from '../../airworthiness/build-report'
import { equipmentListOf } from '../../endpoints/airworthiness/equipment-list-endpoint'
import { renderAdStatusCsv, type AdReportInput } from '../../endpoints/airworthiness/render-ad-report'
import { renderEquipmentListCsv } from '../../endpoints/airworthiness/render-equipment-list'
import { sanitiseFilename } from '../../lib/content-disposition'
import { inWorker } from '../../lib/heavy-work/heavy-work'
import { toCsv } from '../../lib/csv'
import { languageOf } from '../../lib/refuse'
import { loadReviewPack } from '../../records-health/load-records-health'
import { runtimeFile } from '../../lib/runtime-file'
import { inBothLanguages } from '../../lib/texts'
import type { Document, File, JourneyLogCheckpoint } from '../../payload-types'
import { bordbuchPdf, publicKeyFingerprint } from '../bordbuch-pdf/bordbuch-document'
import { checkpointStatementOf } from '../checkpoints'
import { HEAD_VERSION, headOf } from '../event-log/heads'
import { eventLogJson } from './event-log-files'
import { keyHistory, serverKey } from '../server-key'
import {
  journeyLogCsv,
  journeyLogJson,
  passkeysJson,
  readableJourneyLogCsv,
  signaturesJson,
  type ExportMeta,
} from './journey-log-files'
import {
  defectPhotoZipName,
  defectPhotosIndex,
  hashedDefectPhoto,
  releaseRecordFiles,
  releaseSignaturesJson,
} from './release-records'
import { readStoredFile } from './stored-file'

/** verify.mjs, kept in the repository as a real file and shipped as it is. */
export const VERIFY_SCRIPT = 'src/journey-log/record-export/verify.mjs'

type Source = () => Promise<Readable> | Readable

/**
 * One ZIP of every record of an aircraft, written while it is read: each part is produced only when the
 * ZIP reaches it (yazl takes entries one after another), the journey log in batches, files as streams.
 * A part that fails ends the ZIP with that error, so a download is never a complete-looking archive
 * with a part missing. The caller has checked the permission and created the export's checkpoint.
 */
export async function recordExportZip(req: PayloadRequest, meta: ExportMeta): Promise<Readable> {
  const zip = new ZipFile()
  const output = new PassThrough()
  let failed = false
  const fail = (error: unknown) => {
    if (failed) return
    failed = true
    req.payload.logger.error({ err: error }, `Record export of ${meta.aircraft.registration} failed`)
    output.destroy(error instanceof Error ? error : new Error(String(error)))
  }
  zip.on('error', fail)
  zip.outputStream.on('error', fail).pipe(output)
  // A client that goes away stops the part being read (a generator's reads stop with it).
  let current: Readable | null = null
  output.on('close', () => {
    if (!output.readableEnded) current?.destroy()
  })
  const options = { mtime: meta.exportedAt }
  // The SHA-256 of every file as it went into the ZIP, for the signed manifest written last.
  const manifest: { name: string; sha256: string; bytes: number }[] = []
  const add = (name: string, source: Source, compress = true) =>
    zip.addReadStreamLazy(name, { ...options, compress }, (done) => {
      Promise.resolve()
        .then(source)
        .then((stream) => {
          current = stream.on('error', fail)
          done(null, stream.pipe(digesting(name, manifest)).on('error', fail))
        })
        .catch(fail)
    })
  const text = (name: string, content: () => Promise<string | Uint8Array> | string | Uint8Array) =>
    add(name, async () => Readable.from([Buffer.from(await content())]))

  const key = serverKey(req.payload.secret)
  text('README.md', () => readme(meta, publicKeyFingerprint(key.publicKeyPem)))
  text('public-key.pem', () => key.publicKeyPem)
  text('verify.mjs', () => readFileSync(runtimeFile(VERIFY_SCRIPT)))
  const previousKeys = keyHistory(req.payload.secret).slice(1)
  if (previousKeys.length > 0)
    text('previous-public-keys.pem', () => previousKeys.map((known) => known.publicKeyPem).join(''))
  text('checkpoints.json', () => checkpointsJson(req, meta))
  add('journey-log.json', () => Readable.from(journeyLogJson(req, meta)))
  add('event-log.json', () => Readable.from(eventLogJson(req, meta)))
  add('journey-log.csv', () => Readable.from(journeyLogCsv(req, meta)))
  add('bordbuch.csv', () => Readable.from(readableJourneyLogCsv(req, meta, languageOf(req))))
  const credentials = new Set<string>()
  add('signatures.json', () => Readable.from(signaturesJson(req, meta, credentials)))
  text('release-signatures.json', () => releaseSignaturesJson(req, meta, credentials))
  // After signatures.json and release-signatures.json, whose passes collected the credentials.
  text('passkeys.json', () => passkeysJson(req, credentials))
  add(
    'bordbuch.pdf',
    async () => {
      const { bytes } = await bordbuchPdf(req, meta.aircraft.id, { checkpoint: meta.checkpoint })
      return Readable.from({ [Symbol.asyncIterator]: () => bytes })
    },
    false,
  )
  const reports = airworthinessReports(req, meta)
  text('ad-status.pdf', async () => (await reports).adPdf)
  text('ad-status.csv', async () => (await reports).adCsv)
  text('equipment-list.pdf', async () => (await reports).equipmentPdf)
  text('equipment-list.csv', async () => (await reports).equipmentCsv)
  // Avoids an unhandled rejection when the ZIP fails before it reaches the reports.
  reports.catch(() => {})
  await addReleaseRecords(req, meta, add, text)
  // The review pack as of the export day, with the hash a review record names.
  text('review-pack.json', async () => {
    const pack = await loadReviewPack(req, meta.aircraft.id, todayUtc(meta.exportedAt))
    return `${JSON.stringify(pack, null, 1)}\n`
  })
  await addDocuments(req, meta, add, text)
  // Last: every file above with its SHA-256, signed, so a file replaced inside the export is found.
  const manifestText = () => exportManifestText(meta, manifest)
  zip.addReadStreamLazy('manifest.json', options, (done) => done(null, Readable.from([Buffer.from(manifestText())])))
  zip.addReadStreamLazy('manifest.sig', options, (done) =>
    done(null, Readable.from([Buffer.from(`${key.keyId} ${key.sign(manifestText())}\n`)])),
  )
  zip.end()
  return output
}

/** The AD status and the equipment list exactly as their own downloads make them. */
async function airworthinessReports(req: PayloadRequest, meta: ExportMeta) {
  const language = languageOf(req)
  const generatedAt = meta.exportedAt
  const [report, equipment] = await Promise.all([
    buildAirworthinessReport(req, meta.aircraft.id, todayUtc(generatedAt)),
    equipmentListOf(req, meta.aircraft.id),
  ])
  const ad: AdReportInput = {
    aircraft: {
      registration: report.aircraft.registration,
      variant: report.aircraft.variant,
      serial_number: report.aircraft.serial_number,
    },
    counters: report.counters,
    rows: report.directives.map((row) => ({ ...row, registration: report.aircraft.registration })),
  }
  return {
    adPdf: await inWorker(req, 'adStatusPdf', { report: ad, options: { language, generatedAt } }),
    adCsv: renderAdStatusCsv(ad, language),
    equipmentPdf: await inWorker(req, 'equipmentListPdf', { list: equipment, options: { language, generatedAt } }),
    equipmentCsv: renderEquipmentListCsv(equipment, language),
  }
}

/** A stream that passes its bytes on and notes their SHA-256 under `name` when it ends. */
function digesting(name: string, manifest: { name: string; sha256: string; bytes: number }[]): Transform {
  const hash = createHash('sha256')
  let bytes = 0
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk)
      bytes += chunk.length
      done(null, chunk)
    },
    flush(done) {
      manifest.push({ name, sha256: hash.digest('hex'), bytes })
      done()
    },
  })
}

/** manifest.json: what the server signs (manifest.sig) over the export's files. */
function exportManifestText(meta: ExportMeta, files: { name: string; sha256: string; bytes: number }[]): string {
  return `${canonicalJson({
    v: 1,
    kind: 'flugakte-record-export-manifest',
    aircraft: meta.aircraft.id,
    registration: meta.aircraft.registration,
    checkpoint: {
      id: meta.checkpoint.id,
      tree_size: meta.checkpoint.tree_size ?? null,
      root_hash: meta.checkpoint.root_hash ?? null,
    },
    files: [...files].sort((a, b) => a.name.localeCompare(b.name)),
  })}\n`
}

/** Every checkpoint of the aircraft up to the export's own, with the statement each one signed. */
async function checkpointsJson(req: PayloadRequest, meta: ExportMeta): Promise<string> {
  const found = await req.payload.find({
    collection: 'journey_log_checkpoints',
    where: {
      and: [{ customer_aircraft: { equals: meta.aircraft.id } }, { id: { less_than_equal: meta.checkpoint.id } }],
    },
    // The order they were stored in: each head of the event log names the one before.
    sort: 'id',
    depth: 0,
    pagination: false,
    overrideAccess: false,
    user: req.user,
    req,
  })
  const rows = found.docs.map((checkpoint: JourneyLogCheckpoint) =>
    checkpoint.v === HEAD_VERSION
      ? {
          id: checkpoint.id,
          v: HEAD_VERSION,
          ...headOf(checkpoint).statement,
          signature: checkpoint.signature,
          key_id: checkpoint.key_id,
        }
      : {
          id: checkpoint.id,
          ...checkpointStatementOf(checkpoint),
          signature: checkpoint.signature,
          key_id: checkpoint.key_id,
        },
  )
  return `${JSON.stringify(rows, null, 1)}\n`
}

function readme(meta: ExportMeta, fingerprint: string): string {
  const { de, en } = inBothLanguages('recordExport:readme', {
    registration: meta.aircraft.registration,
    generated: meta.exportedAt.toISOString().slice(0, 16).replace('T', ' '),
    zip: `${meta.aircraft.registration}-records-${meta.exportedAt.toISOString().slice(0, 10)}.zip`,
    fingerprint,
  })
  return `${de}\n\n---\n\n${en}\n`
}

type Add = (name: string, source: Source, compress?: boolean) => void
type Text = (name: string, content: () => Promise<string | Uint8Array> | string | Uint8Array) => void

/**
 * The defects, defect actions, task completions, AD compliance records, modifications and repairs and
 * airworthiness reviews as stored (the records the release signatures certify), and defect-photos/: every photo of the defects, then its index with the
 * SHA-256 of the bytes written.
 */
async function addReleaseRecords(req: PayloadRequest, meta: ExportMeta, add: Add, text: Text) {
  const records = await releaseRecordFiles(req, meta)
  for (const file of records.files) text(file.name, () => file.content)
  const digests = new Map<number, { sha256: string; size: number }>()
  for (const photo of records.photos) {
    // JPEG and PNG are compressed already.
    add(
      defectPhotoZipName(photo),
      () => hashedDefectPhoto(req, photo, (digest) => digests.set(photo.id, digest)),
      false,
    )
  }
  text('defect-photos/index.csv', () => defectPhotosIndex(records.photos, digests))
}

/** A name inside documents/ that is safe on every file system and unique per document. */
function zipName(document: Pick<Document, 'id'>, file: File): string {
  const name = sanitiseFilename(file.filename ?? '', `file-${file.id}`).replace(/[/\\:*?"<>|]/g, '_')
  return `documents/${document.id}-${name}`
}

/**
 * documents/: the file of every document of the aircraft the caller may read, then documents/index.csv
 * with what each is and the SHA-256 of the bytes written (taken while they streamed into the ZIP).
 */
async function addDocuments(req: PayloadRequest, meta: ExportMeta, add: Add, text: Text) {
  const found = await req.payload.find({
    collection: 'documents',
    where: { customer_aircrafts: { in: [meta.aircraft.id] } },
    select: {
      title: true,
      revision: true,
      published_at: true,
      expires_at: true,
      status: true,
      doc_type: true,
      file: true,
    },
    sort: 'id',
    depth: 1,
    pagination: false,
    overrideAccess: false,
    user: req.user,
    req,
  })
  const digests = new Map<number, { sha256: string; size: number }>()
  for (const document of found.docs) {
    const file = typeof document.file === 'object' && document.file ? document.file : null
    if (!file) continue
    add(
      zipName(document, file),
      async () => {
        const hash = createHash('sha256')
        let size = 0
        const stream = await readStoredFile(req, file)
        const hashed = new Transform({
          transform(chunk: Buffer, _encoding, done) {
            hash.update(chunk)
            size += chunk.length
            done(null, chunk)
          },
          flush(done) {
            digests.set(document.id, { sha256: hash.digest('hex'), size })
            done()
          },
        })
        stream.on('error', (error) => hashed.destroy(error))
        return stream.pipe(hashed)
      },
      // PDF, PNG and JPEG are compressed already.
      false,
    )
  }
  text('documents/index.csv', () =>
    toCsv([
      [
        'document',
        'title',
        'revision',
        'doc_type',
        'status',
        'published_at',
        'expires_at',
        'file',
        'mime_type',
        'bytes',
        'sha256',
      ],
      ...found.docs.map((document) => {
        const file = typeof document.file === 'object' && document.file ? document.file : null
        const digest = digests.get(document.id)
        return [
          document.id,
          document.title,
          document.revision ?? '',
          typeof document.doc_type === 'object' && document.doc_type ? document.doc_type.name : '',
          document.status ?? '',
          document.published_at?.slice(0, 10) ?? '',
          document.expires_at?.slice(0, 10) ?? '',
          file ? zipName(document, file) : '',
          file?.mimeType ?? '',
          digest?.size ?? '',
          digest?.sha256 ?? '',
        ]
      }),
    ]),
  )
}
