import type { PayloadRequest } from 'payload'

import { relationNumber } from '../../access/relation-id'
import type { FlightLogSignature } from '../../payload-types'
import { chainEntries, type ChainEntry } from '../chain-entries'
import { defectsReportedFrom } from '../../defects/reported-from'

/** One batch of an aircraft's entries with what a reader needs to print them. */
export type JourneyLogBatch = {
  entries: ChainEntry[]
  /** People by id: "first last". */
  people: Map<number, string>
  /** Aerodromes by id: the ICAO indicator, or the name where there is none. */
  aerodromes: Map<number, string>
  /** The batch's sign-offs by entry id. */
  signatures: Map<number, FlightLogSignature[]>
  /** Entry numbers by id, for the entries these amend. */
  numbers: Map<number, number>
  /** The later entries that amend an entry of the batch, by its id. */
  amendedBy: Map<number, { number: number; type: string }[]>
  /** The defects reported from an entry of the batch, by its id. */
  defects: Map<number, number[]>
}

type Range = { fromNumber?: number; toNumber?: number; batchSize?: number }

const missing = (ids: Iterable<number | null>, known: Map<number, unknown>) => [
  ...new Set([...ids].filter((id): id is number => id !== null && !known.has(id))),
]

/**
 * An aircraft's entries in number order, one batch at a time, with people's names, aerodromes and
 * sign-offs looked up once per batch (names and aerodromes only for ids not seen before). Entries, sign-offs and amending entries are
 * read as the caller; people's names with the server's rights, because a contracted reader may read
 * the journey log but not the owner's users, and the log must say who flew. The caller has checked the
 * aircraft's scope.
 */
export async function* journeyLogBatches(
  req: PayloadRequest,
  aircraftId: number,
  range: Range = {},
): AsyncGenerator<JourneyLogBatch> {
  const people = new Map<number, string>()
  const aerodromes = new Map<number, string>()
  for await (const entries of chainEntries(req.payload, aircraftId, range, req)) {
    // Per batch, so a reader of 100 000 entries does not keep them all.
    const numbers = new Map(entries.map((entry) => [entry.id, entry.number]))
    const ids = entries.map((entry) => entry.id)
    const [signatures, amendedBy, defects] = await Promise.all([
      signaturesOf(req, ids),
      amendingEntries(req, ids),
      defectsReportedFrom(req, ids),
    ])
    const signers = [...signatures.values()].flat().map((signature) => relationNumber(signature.signer))
    await Promise.all([
      lookUpPeople(
        req,
        missing(
          [...entries.flatMap((entry) => [entry.pilot, entry.copilot, entry.pic]), ...signers].map(relationNumber),
          people,
        ),
        people,
      ),
      lookUpAerodromes(
        req,
        missing(entries.flatMap((entry) => [entry.location_to, entry.location_ldg]).map(relationNumber), aerodromes),
        aerodromes,
      ),
      lookUpNumbers(
        req,
        missing(
          entries.map((entry) => relationNumber(entry.amends)),
          numbers,
        ),
        numbers,
      ),
    ])
    yield { entries, people, aerodromes, signatures, numbers, amendedBy, defects }
  }
}

async function signaturesOf(req: PayloadRequest, entryIds: number[]) {
  const found = await req.payload.find({
    collection: 'flight_log_signatures',
    where: { flight_log: { in: entryIds } },
    sort: 'signed_at',
    depth: 0,
    pagination: false,
    overrideAccess: false,
    user: req.user,
    req,
  })
  const byEntry = new Map<number, FlightLogSignature[]>()
  for (const signature of found.docs) {
    const entry = relationNumber(signature.flight_log)!
    byEntry.set(entry, [...(byEntry.get(entry) ?? []), signature])
  }
  return byEntry
}

async function amendingEntries(req: PayloadRequest, entryIds: number[]) {
  const found = await req.payload.find({
    collection: 'flight_logs',
    where: { amends: { in: entryIds } },
    select: { number: true, amends: true, type: true },
    sort: 'number',
    depth: 0,
    pagination: false,
    overrideAccess: false,
    user: req.user,
    req,
  })
  const byEntry = new Map<number, { number: number; type: string }[]>()
  for (const doc of found.docs) {
    const amended = relationNumber(doc.amends)!
    byEntry.set(amended, [...(byEntry.get(amended) ?? []), { number: Number(doc.number), type: doc.type }])
  }
  return byEntry
}

/** People's names ("first last") into `people`: the journey log says who flew and who signed. */
export async function lookUpPeople(req: PayloadRequest, ids: number[], people: Map<number, string>) {
  if (ids.length === 0) return
  const found = await req.payload.find({
    collection: 'users',
    where: { id: { in: ids } },
    select: { first_name: true, last_name: true },
    depth: 0,
    pagination: false,
    // Names only (see above).
    overrideAccess: true,
    req,
  })
  for (const user of found.docs) people.set(user.id, `${user.first_name} ${user.last_name}`.trim())
}

/** Companies' names into `companies`: a record says which organisation made it, whoever reads it. */
export async function lookUpCompanies(req: PayloadRequest, ids: number[], companies: Map<number, string>) {
  if (ids.length === 0) return
  const found = await req.payload.find({
    collection: 'companies',
    where: { id: { in: ids } },
    select: { name: true },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  for (const company of found.docs) companies.set(company.id, company.name)
}

async function lookUpAerodromes(req: PayloadRequest, ids: number[], aerodromes: Map<number, string>) {
  if (ids.length === 0) return
  const found = await req.payload.find({
    collection: 'airports',
    where: { id: { in: ids } },
    select: { icao: true, apt_name: true },
    depth: 0,
    pagination: false,
    overrideAccess: false,
    user: req.user,
    req,
  })
  for (const airport of found.docs) aerodromes.set(airport.id, airport.icao || airport.apt_name)
}

/** Entries' numbers by id into `numbers` (an amended entry, a signed entry). */
export async function lookUpNumbers(req: PayloadRequest, ids: number[], numbers: Map<number, number>) {
  if (ids.length === 0) return
  const found = await req.payload.find({
    collection: 'flight_logs',
    where: { id: { in: ids } },
    select: { number: true },
    depth: 0,
    pagination: false,
    overrideAccess: false,
    user: req.user,
    req,
  })
  for (const doc of found.docs) numbers.set(doc.id, Number(doc.number))
}
