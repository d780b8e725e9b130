import { CHAIN_VERSION, LEGAL_FIELDS } from '@flugakte/domain'
import type { PayloadRequest } from 'payload'

import { relationNumber } from '../../access/relation-id'
import { csvLine, READER_CSV_SEPARATOR } from '../../lib/csv'
import type { Language } from '../../lib/refuse'
import { textIn } from '../../lib/texts'
import type { FlightLogSignature, JourneyLogCheckpoint } from '../../payload-types'
import { bordbuchRows, picSignature } from '../bordbuch-pdf/bordbuch-rows'
import { BORDBUCH_COLUMNS } from '../bordbuch-pdf/render-bordbuch'
import {
  journeyLogBatches,
  lookUpNumbers,
  lookUpPeople,
  type JourneyLogBatch,
} from '../bordbuch-pdf/journey-log-batches'
import type { ChainEntry } from '../chain-entries'

const encoder = new TextEncoder()
const BATCH = 1000

/** What the export states about its aircraft and the checkpoint it was cut at. */
export type ExportMeta = {
  aircraft: { id: number; registration: string }
  exportedAt: Date
  checkpoint: JourneyLogCheckpoint
}

const upTo = (meta: ExportMeta) => ({ fromNumber: 1, toNumber: meta.checkpoint.head_number ?? 0, batchSize: BATCH })

/** Names, aerodrome codes and numbers a reader wants beside the ids: under their own key, hashed by nothing. */
function resolved(entry: ChainEntry, batch: JourneyLogBatch) {
  const person = (id: unknown) => (relationNumber(id) === null ? null : (batch.people.get(relationNumber(id)!) ?? null))
  const place = (id: unknown) =>
    relationNumber(id) === null ? null : (batch.aerodromes.get(relationNumber(id)!) ?? null)
  const signature = picSignature(entry, batch.signatures.get(entry.id))
  return {
    pilot: person(entry.pilot),
    copilot: person(entry.copilot),
    pic: person(entry.pic),
    location_to: place(entry.location_to),
    location_ldg: place(entry.location_ldg),
    amends_number:
      relationNumber(entry.amends) === null ? null : (batch.numbers.get(relationNumber(entry.amends)!) ?? null),
    signed_by: signature ? person(signature.signer) : null,
    signature_method: signature?.method ?? null,
    signed_at: signature ? new Date(signature.signed_at).toISOString() : null,
  }
}

/**
 * journey-log.json: every entry with every stored column as the chain reads it (the legal fields, the
 * number, recorded_at, content_hash, hash, pic, the derived figures and carried totals), one entry a
 * line so a reader can go through it line by line, up to the export's checkpoint.
 */
export async function* journeyLogJson(req: PayloadRequest, meta: ExportMeta): AsyncGenerator<Uint8Array> {
  const head = {
    format: 'flugakte-journey-log',
    chain_version: CHAIN_VERSION,
    aircraft: meta.aircraft,
    exported_at: meta.exportedAt.toISOString(),
    checkpoint: {
      id: meta.checkpoint.id,
      head_number: meta.checkpoint.head_number ?? null,
      head_hash: meta.checkpoint.head_hash ?? null,
    },
    legal_fields: LEGAL_FIELDS,
  }
  yield encoder.encode(`${JSON.stringify(head).slice(0, -1)},"entries":[`)
  let first = true
  for await (const batch of journeyLogBatches(req, meta.aircraft.id, upTo(meta))) {
    const lines = batch.entries.map((entry) => JSON.stringify({ ...entry, resolved: resolved(entry, batch) }))
    yield encoder.encode(`${first ? '\n' : ',\n'}${lines.join(',\n')}`)
    first = false
  }
  yield encoder.encode('\n]}\n')
}

const CSV_COLUMNS = [
  'number',
  'date',
  'registration',
  'type',
  'amends_number',
  'nature_of_flight',
  'pilot_name',
  'pilot_duty',
  'copilot_name',
  'copilot_duty',
  'cnt_guests',
  'persons_on_board',
  'location_to',
  'location_ldg',
  'off_block_utc',
  'to_utc',
  'ldg_utc',
  'on_block_utc',
  'is_batch',
  'flight_time',
  'cnt_ldg',
  'hobbs_eng1_start',
  'hobbs_eng1_end',
  'hobbs_unit',
  'cnt_cycle_eng1_start',
  'cnt_cycle_eng1_end',
  'incidents',
  'notes',
  'total_flights',
  'total_minutes',
  'total_landings',
  'total_engine_minutes',
  'total_cycles',
  'pic_name',
  'signed_by',
  'signature_method',
  'signed_at',
  'recorded_at',
  'content_hash',
  'hash',
] as const

/** A machine line: booleans as `true`/`false`, comma-separated. */
const machineLine = (cells: readonly (string | number | boolean | null | undefined)[]) =>
  csvLine(cells.map((cell) => (typeof cell === 'boolean' ? String(cell) : cell)))

/** journey-log.csv: the same entries as a table (RFC 4180, formula-safe, UTF-8 with BOM), names resolved. */
export async function* journeyLogCsv(req: PayloadRequest, meta: ExportMeta): AsyncGenerator<Uint8Array> {
  yield encoder.encode(`\uFEFF${machineLine(CSV_COLUMNS)}`)
  for await (const batch of journeyLogBatches(req, meta.aircraft.id, upTo(meta))) {
    let text = ''
    for (const entry of batch.entries) {
      const names = resolved(entry, batch)
      const row: Record<string, string | number | boolean | null> = {
        ...entry,
        date: typeof entry.date === 'string' ? entry.date.slice(0, 10) : null,
        amends_number: names.amends_number,
        pilot_name: names.pilot,
        copilot_name: names.copilot,
        location_to: names.location_to,
        location_ldg: names.location_ldg,
        pic_name: names.pic,
        signed_by: names.signed_by,
        signature_method: names.signature_method,
        signed_at: names.signed_at,
      }
      text += machineLine(CSV_COLUMNS.map((column) => row[column]))
    }
    yield encoder.encode(text)
  }
}

/**
 * bordbuch.csv: the printed Bordbuch's columns for a person's spreadsheet, headed and worded in the
 * reader's language (natures of flight, duties, corrections, signatures as bordbuch.pdf prints them) and
 * separated as their spreadsheet expects; journey-log.csv keeps the stable layout for programs.
 */
export async function* readableJourneyLogCsv(
  req: PayloadRequest,
  meta: ExportMeta,
  language: Language,
): AsyncGenerator<Uint8Array> {
  const separator = READER_CSV_SEPARATOR[language]
  const headers = BORDBUCH_COLUMNS.map(([column]) => textIn(language, `bordbuch:${column}`))
  yield encoder.encode(`\uFEFF${csvLine(headers, separator)}`)
  for await (const batch of journeyLogBatches(req, meta.aircraft.id, upTo(meta))) {
    yield encoder.encode(
      bordbuchRows(language, batch)
        .map((row) => csvLine(row.cells, separator))
        .join(''),
    )
  }
}

/** A signature row as exported: the stored record, its entry's number and the signer's name beside it. */
function signatureRecord(signature: FlightLogSignature, number: number | null, signerName: string | null) {
  return {
    id: signature.id,
    flight_log: relationNumber(signature.flight_log),
    flight_log_number: number,
    customer_aircraft: relationNumber(signature.customer_aircraft),
    signer: relationNumber(signature.signer),
    signer_name: signerName,
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
}

/**
 * signatures.json: the aircraft's sign-offs made up to the export's checkpoint, a page at a time
 * (read as the caller). The credentials of passkey sign-offs are collected for passkeys.json.
 */
export async function* signaturesJson(
  req: PayloadRequest,
  meta: ExportMeta,
  credentials: Set<string>,
): AsyncGenerator<Uint8Array> {
  yield encoder.encode('[')
  let after = 0
  let first = true
  const names = new Map<number, string>()
  for (;;) {
    const page = await req.payload.find({
      collection: 'flight_log_signatures',
      where: {
        and: [
          { customer_aircraft: { equals: meta.aircraft.id } },
          { signed_at: { less_than_equal: meta.checkpoint.signed_at } },
          { id: { greater_than: after } },
        ],
      },
      sort: 'id',
      limit: BATCH,
      depth: 0,
      pagination: false,
      overrideAccess: false,
      user: req.user,
      req,
    })
    if (page.docs.length === 0) break
    const numbers = await entryNumbers(
      req,
      page.docs.map((doc) => relationNumber(doc.flight_log)!),
    )
    await signerNames(
      req,
      page.docs.map((doc) => relationNumber(doc.signer)!),
      names,
    )
    const lines = page.docs.map((doc) => {
      if (doc.method === 'passkey' && doc.credential_id) credentials.add(doc.credential_id)
      const entry = relationNumber(doc.flight_log)!
      return JSON.stringify(
        signatureRecord(doc, numbers.get(entry) ?? null, names.get(relationNumber(doc.signer)!) ?? null),
      )
    })
    yield encoder.encode(`${first ? '\n' : ',\n'}${lines.join(',\n')}`)
    first = false
    after = page.docs[page.docs.length - 1]!.id
    if (page.docs.length < BATCH) break
  }
  yield encoder.encode('\n]\n')
}

async function entryNumbers(req: PayloadRequest, ids: number[]) {
  const numbers = new Map<number, number>()
  await lookUpNumbers(req, [...new Set(ids)], numbers)
  return numbers
}

async function signerNames(req: PayloadRequest, ids: number[], names: Map<number, string>) {
  await lookUpPeople(
    req,
    [...new Set(ids)].filter((id) => !names.has(id)),
    names,
  )
}

/**
 * passkeys.json: the public keys of the credentials the exported sign-offs used, with their holder.
 * Passkeys are readable by their holder only; the server reads these on purpose, because whoever checks
 * the export needs every signer's public key (and nothing else of theirs).
 */
export async function passkeysJson(req: PayloadRequest, credentials: Set<string>): Promise<string> {
  if (credentials.size === 0) return '[]\n'
  const found = await req.payload.find({
    collection: 'passkeys',
    where: { credential_id: { in: [...credentials] } },
    select: { credential_id: true, public_key: true, user: true, name: true },
    sort: 'id',
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  const names = new Map<number, string>()
  await signerNames(
    req,
    found.docs.map((doc) => relationNumber(doc.user)!),
    names,
  )
  const rows = found.docs.map((doc) => ({
    credential_id: doc.credential_id,
    public_key: doc.public_key,
    user: relationNumber(doc.user),
    user_name: names.get(relationNumber(doc.user)!) ?? null,
    name: doc.name,
  }))
  return `${JSON.stringify(rows, null, 1)}\n`
}
