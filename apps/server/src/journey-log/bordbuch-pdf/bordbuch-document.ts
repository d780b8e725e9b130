import { createHash, createPublicKey } from 'node:crypto'

import { counterBaselineOf, todayUtc } from '@flugakte/domain'
import type { PayloadRequest } from 'payload'

import { newestEntry } from '../../collections/flight-logs/totals'
import { airframeClocks, loadDefects } from '../../defects/aircraft-defects'
import { generatedLabel } from '../../endpoints/airworthiness/pdf-table'
import { flightLogTable } from '../../lib/drizzle-tables'
import { streamInWorker } from '../../lib/heavy-work/heavy-work'
import { languageOf } from '../../lib/refuse'
import { textIn } from '../../lib/texts'
import type { JourneyLogCheckpoint } from '../../payload-types'
import { chainEntries } from '../chain-entries'
import { serverKey } from '../server-key'
import { bordbuchRows, printedDay, printedTime, totalsAfter } from './bordbuch-rows'
import { bordbuchHeader } from './bordbuch-in-worker'
import { journeyLogBatches } from './journey-log-batches'
import type { BordbuchDocument, VerificationBlock } from './render-bordbuch'

/** Which entries to print: those from the first dated `from` or later to the last dated `to` or earlier. */
export type BordbuchRange = { from?: string | null; to?: string | null }

type Options = BordbuchRange & {
  /** The checkpoint the print states (the export's own); otherwise the aircraft's latest. */
  checkpoint?: JourneyLogCheckpoint
}

/** SHA-256 of the public key (SPKI, DER), in groups of four hex digits to read aloud. */
export function publicKeyFingerprint(publicKeyPem: string): string {
  const der = createPublicKey(publicKeyPem).export({ type: 'spki', format: 'der' })
  return createHash('sha256').update(der).digest('hex').match(/.{4}/g)!.join(' ')
}

/** The aircraft as a print names it: registration, serial number, model and owner (read as the caller). */
export async function aircraftOf(req: PayloadRequest, aircraftId: number) {
  const aircraft = await req.payload.findByID({
    collection: 'customer_aircrafts',
    id: aircraftId,
    depth: 1,
    select: { registration: true, serial_number: true, aircraft: true, company: true, counters_baseline: true },
    overrideAccess: false,
    user: req.user,
    req,
  })
  const model =
    typeof aircraft.aircraft === 'object' ? `${aircraft.aircraft.manufacturer} ${aircraft.aircraft.model}` : ''
  const owner = typeof aircraft.company === 'object' ? aircraft.company.name : ''
  return {
    registration: aircraft.registration,
    serial: aircraft.serial_number,
    model,
    owner,
    baseline: counterBaselineOf(aircraft.counters_baseline),
  }
}

/**
 * The numbers the dates select. Entries are printed in number order as the log runs: an entry entered
 * late (dated before its neighbours) stays where it was recorded, as on paper.
 */
async function numbersIn(req: PayloadRequest, aircraftId: number, range: BordbuchRange, head: number) {
  const bound = async (field: 'greater_than_equal' | 'less_than_equal', day: string, sort: string) => {
    const found = await req.payload.find({
      collection: 'flight_logs',
      where: { and: [{ customer_aircraft: { equals: aircraftId } }, { date: { [field]: day } }] },
      select: { number: true },
      sort,
      limit: 1,
      depth: 0,
      pagination: false,
      overrideAccess: false,
      user: req.user,
      req,
    })
    return found.docs[0] ? Number(found.docs[0].number) : null
  }
  const fromNumber = range.from ? await bound('greater_than_equal', range.from, 'number') : 1
  const toNumber = range.to ? await bound('less_than_equal', range.to, '-number') : head
  if (fromNumber === null || toNumber === null) return null
  const last = Math.min(toNumber, head)
  return fromNumber <= last ? { fromNumber, toNumber: last } : null
}

/** The totals before the first printed entry: those stored with the entry before it. */
async function openingTotals(req: PayloadRequest, aircraftId: number, fromNumber: number) {
  if (fromNumber <= 1) return { flights: 0, minutes: 0, landings: 0, engine_minutes: 0, cycles: 0 }
  const range = { fromNumber: fromNumber - 1, toNumber: fromNumber - 1, batchSize: 1 }
  for await (const [before] of chainEntries(req.payload, aircraftId, range, req))
    return before ? totalsAfter(before) : null
  return null
}

async function latestCheckpoint(req: PayloadRequest, aircraftId: number) {
  const found = await req.payload.find({
    collection: 'journey_log_checkpoints',
    where: { customer_aircraft: { equals: aircraftId } },
    sort: '-signed_at',
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: false,
    user: req.user,
    req,
  })
  return found.docs[0] ?? null
}

/**
 * The printed Bordbuch of one aircraft as a stream of PDF bytes, in the caller's language. The caller
 * has checked that the aircraft is in its scope and holds a heavy-work place; everything is read as
 * the caller (names aside, see journeyLogBatches), here on the request thread a batch at a time, while
 * a worker thread lays the pages out (renderBordbuch). With a checkpoint (the record export), the print
 * ends at its head.
 */
export async function bordbuchPdf(req: PayloadRequest, aircraftId: number, options: Options = {}) {
  const language = languageOf(req)
  const generatedAt = new Date()
  const say = (key: Parameters<typeof textIn>[1], vars?: Record<string, string | number>) => textIn(language, key, vars)
  const aircraft = await aircraftOf(req, aircraftId)
  const head = options.checkpoint
    ? (options.checkpoint.head_number ?? 0)
    : ((await newestEntry(flightLogTable(req.payload).db, req.payload, aircraftId))?.number ?? 0)
  const range = await numbersIn(req, aircraftId, options, head)
  const opening = range ? await openingTotals(req, aircraftId, range.fromNumber) : null
  const period =
    options.from || options.to
      ? say('bordbuch:period', {
          from: printedDay(language, options.from ?? null) || '…',
          to: printedDay(language, options.to ?? null) || '…',
        })
      : say('bordbuch:wholeLog')
  const document: BordbuchDocument = {
    language,
    generatedAt,
    title: [
      `${say('bordbuch:title')} ${aircraft.registration}`,
      aircraft.model,
      `${say('bordbuch:serial')} ${aircraft.serial}`,
      `${say('bordbuch:owner')}: ${aircraft.owner}`,
    ]
      .filter(Boolean)
      .join(' · '),
    subtitle: [
      range ? say('bordbuch:entries', { from: range.fromNumber, to: range.toNumber }) : say('bordbuch:noEntries'),
      period,
      aircraft.baseline.date
        ? say('bordbuch:paperBaseline', { date: printedDay(language, aircraft.baseline.date) })
        : '',
      `${textIn(language, 'pdf:generated')}: ${generatedLabel(generatedAt, language)}`,
    ]
      .filter(Boolean)
      .join(' · '),
    opening: range ? opening : null,
    baseline: aircraft.baseline,
    rows: printedRows(req, aircraftId, range, language),
    defects: async () => (range ? reportedDefects(req, aircraftId, range, language) : null),
    verification: async () =>
      verification(
        req,
        aircraftId,
        options.checkpoint ?? (await latestCheckpoint(req, aircraftId)),
        Boolean(options.checkpoint),
      ),
  }
  const { header, inputs } = bordbuchHeader(document)
  return {
    filename: `${aircraft.registration}-bordbuch-${generatedAt.toISOString().slice(0, 10)}.pdf`,
    bytes: await streamInWorker(req, 'bordbuch', header, inputs),
  }
}

/**
 * The defects reported from the printed entries, in the order of their entries, each with its state
 * today (read as the caller): the paper Bordbuch's "technical faults" carried to their outcome.
 */
async function reportedDefects(
  req: PayloadRequest,
  aircraftId: number,
  range: { fromNumber: number; toNumber: number },
  language: ReturnType<typeof languageOf>,
) {
  const say = (key: Parameters<typeof textIn>[1], vars?: Record<string, string | number>) => textIn(language, key, vars)
  const aircraft = (await airframeClocks(req, [aircraftId], todayUtc())).get(aircraftId)
  if (!aircraft) return null
  const defects = ((await loadDefects(req, [aircraftId], () => aircraft.clock)).get(aircraftId) ?? [])
    .flatMap((defect) => {
      const entry = defect.flight_log?.number ?? null
      return entry !== null && entry >= range.fromNumber && entry <= range.toNumber ? [{ defect, entry }] : []
    })
    .sort((a, b) => a.entry - b.entry || a.defect.id - b.defect.id)
  const state = (defect: (typeof defects)[number]['defect']) =>
    [
      say(
        defect.state === 'closed'
          ? 'bordbuch:defectClosed'
          : defect.state === 'deferred'
            ? 'bordbuch:defectDeferred'
            : 'bordbuch:defectOpen',
      ),
      defect.grounding ? say('bordbuch:defectGrounding') : null,
    ]
      .filter(Boolean)
      .join(', ')
  return {
    title: say('bordbuch:defectsTitle'),
    lines: defects.map(({ defect, entry }) =>
      say('bordbuch:defectLine', {
        number: defect.id,
        entry,
        day: printedDay(language, defect.reported_at),
        state: state(defect),
        description: defect.description,
      }),
    ),
  }
}

async function* printedRows(
  req: PayloadRequest,
  aircraftId: number,
  range: { fromNumber: number; toNumber: number } | null,
  language: ReturnType<typeof languageOf>,
) {
  if (!range) return
  for await (const batch of journeyLogBatches(req, aircraftId, { ...range, batchSize: 500 }))
    yield bordbuchRows(language, batch)
}

/** The closing page; at a checkpoint (the export) the chain head is the checkpoint's, as the rows end there. */
async function verification(
  req: PayloadRequest,
  aircraftId: number,
  checkpoint: JourneyLogCheckpoint | null,
  atCheckpoint: boolean,
) {
  const language = languageOf(req)
  const say = (key: Parameters<typeof textIn>[1], vars?: Record<string, string | number>) => textIn(language, key, vars)
  const head =
    atCheckpoint && checkpoint
      ? checkpoint.head_number
        ? { number: checkpoint.head_number, hash: checkpoint.head_hash ?? null }
        : null
      : await newestEntry(flightLogTable(req.payload).db, req.payload, aircraftId)
  const key = serverKey(req.payload.secret)
  const blocks: VerificationBlock[] = [
    head
      ? { heading: say('bordbuch:chainHead', { number: head.number }), lines: [head.hash ?? '—'] }
      : { heading: say('bordbuch:chainEmpty'), lines: [] },
    checkpoint
      ? {
          heading: say('bordbuch:checkpoint', {
            time: printedTime(checkpoint.signed_at).replace(' UTC', ''),
            entries: checkpoint.entries,
            number: checkpoint.head_number ?? 0,
            keyId: checkpoint.key_id,
          }),
          lines: [
            `${say('bordbuch:checkpointHead')}: ${checkpoint.head_hash ?? '—'}`,
            `${say('bordbuch:checkpointSignature')}: ${checkpoint.signature}`,
          ],
        }
      : { heading: say('bordbuch:checkpointNone'), lines: [] },
    { heading: say('bordbuch:publicKey'), lines: [`${publicKeyFingerprint(key.publicKeyPem)} (${key.keyId})`] },
  ]
  return {
    title: say('bordbuch:verificationTitle'),
    intro: say('bordbuch:verificationIntro'),
    blocks,
    howTo: say('bordbuch:howToVerify'),
  }
}
