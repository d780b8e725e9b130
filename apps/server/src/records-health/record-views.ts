import type { ModificationView, ReviewView } from '@flugakte/domain'
import type { PayloadRequest } from 'payload'

import { relationNumber, relationIds } from '../access/relation-id'
import { readAs } from '../airworthiness/read-as'
import { lookUpCompanies, lookUpPeople } from '../journey-log/bordbuch-pdf/journey-log-batches'
import type { AirworthinessReview, ModificationsRepair } from '../payload-types'
import { releaseView } from '../releases/release-record'
import { releaseSignaturesOf } from '../releases/release-signatures'

const day = (value: string | null | undefined) => (value ? value.slice(0, 10) : '')
const unique = (values: (number | null)[]) => [...new Set(values.filter((id): id is number => id !== null))]

type Stored = AirworthinessReview | ModificationsRepair

/** The collection's records of the given aircraft, with the caller's access (or the system's), oldest first. */
async function recordsOf<T extends Stored>(
  req: PayloadRequest,
  collection: 'airworthiness_reviews' | 'modifications_repairs',
  aircraftIds: readonly number[],
): Promise<T[]> {
  const found = await req.payload.find({
    collection,
    where: { customer_aircraft: { in: [...aircraftIds] } },
    depth: 0,
    pagination: false,
    sort: 'id',
    ...readAs(req),
    req,
  })
  return found.docs as T[]
}

/**
 * Who wrote the records, in two reads: people by name (like the journey log's crew names) and
 * companies by name, with full access (a record must say who made it, whoever reads it).
 */
async function authorsOf(req: PayloadRequest, records: Stored[]) {
  const people = new Map<number, string>()
  const companies = new Map<number, string>()
  await Promise.all([
    lookUpCompanies(req, unique(records.map((record) => relationNumber(record.author_company))), companies),
    lookUpPeople(
      req,
      unique(records.map((record) => relationNumber(record.author) ?? relationNumber(record.user_created))),
      people,
    ),
  ])
  return {
    author: (record: Stored) =>
      people.get(relationNumber(record.author) ?? relationNumber(record.user_created) ?? -1) ?? null,
    company: (record: Stored) => companies.get(relationNumber(record.author_company) ?? -1) ?? null,
  }
}

const byAircraft = <T>(aircraftIds: readonly number[], rows: { aircraft: number; view: T }[]) => {
  const result = new Map<number, T[]>(aircraftIds.map((id) => [id, []]))
  for (const row of rows) result.get(row.aircraft)?.push(row.view)
  return result
}

/**
 * The airworthiness reviews of the given aircraft as the caller may see them (others are left out),
 * newest review first, each with its release, its signature and whether a later record amends it: a
 * fixed number of reads however many aircraft and reviews.
 */
export async function reviewsOf(
  req: PayloadRequest,
  aircraftIds: readonly number[],
): Promise<Map<number, ReviewView[]>> {
  if (aircraftIds.length === 0) return new Map()
  const reviews = await recordsOf<AirworthinessReview>(req, 'airworthiness_reviews', aircraftIds)
  const [signatures, names] = await Promise.all([
    releaseSignaturesOf(req, {
      airworthiness_reviews: reviews.filter((review) => releaseView(review.release)).map((review) => review.id),
    }),
    authorsOf(req, reviews),
  ])
  const amended = new Set(unique(reviews.map((review) => relationNumber(review.amends))))
  const rows = reviews.map((review) => {
    const release = releaseView(review.release)
    const view: ReviewView = {
      id: review.id,
      review_date: day(review.review_date),
      outcome: review.outcome,
      arc_reference: review.arc_reference || null,
      valid_until: day(review.valid_until) || null,
      findings: review.findings || null,
      pack_hash: review.pack_hash || null,
      author: names.author(review),
      author_company: names.company(review),
      created_at: new Date(review.createdAt).toISOString(),
      amends: relationNumber(review.amends),
      amend_reason: review.amend_reason || null,
      amended: amended.has(review.id),
      release,
      signature: release ? signatures('airworthiness_reviews', review.id) : null,
    }
    return { aircraft: relationNumber(review.customer_aircraft)!, view }
  })
  rows.sort((a, b) => b.view.review_date.localeCompare(a.view.review_date) || b.view.id - a.view.id)
  return byAircraft(aircraftIds, rows)
}

/**
 * The modifications and repairs register of the given aircraft as the caller may see it, newest first,
 * with the titles of the documents the caller may read, releases and signatures: a fixed number of reads.
 */
export async function modificationsOf(
  req: PayloadRequest,
  aircraftIds: readonly number[],
): Promise<Map<number, ModificationView[]>> {
  if (aircraftIds.length === 0) return new Map()
  const entries = await recordsOf<ModificationsRepair>(req, 'modifications_repairs', aircraftIds)
  const documentIds = unique(entries.flatMap((entry) => relationIds(entry.documents).map(Number)))
  const [signatures, names, documents] = await Promise.all([
    releaseSignaturesOf(req, {
      modifications_repairs: entries.filter((entry) => releaseView(entry.release)).map((entry) => entry.id),
    }),
    authorsOf(req, entries),
    documentIds.length
      ? req.payload.find({
          collection: 'documents',
          where: { id: { in: documentIds } },
          select: { title: true },
          depth: 0,
          pagination: false,
          ...readAs(req),
          req,
        })
      : null,
  ])
  const titleOf = new Map((documents?.docs ?? []).map((doc) => [doc.id, doc.title]))
  const amended = new Set(unique(entries.map((entry) => relationNumber(entry.amends))))
  const rows = entries.map((entry) => {
    const release = releaseView(entry.release)
    const view: ModificationView = {
      id: entry.id,
      kind: entry.kind,
      classification: entry.classification,
      approval_type: entry.approval_type,
      approval_reference: entry.approval_reference,
      date: day(entry.date),
      description: entry.description,
      ata_chapter: entry.ata_chapter || null,
      affects_mass_balance: entry.affects_mass_balance === true,
      // The documents the caller may read (the creating hook checks they name the same aircraft).
      documents: relationIds(entry.documents).flatMap((id) => {
        const title = titleOf.get(Number(id))
        return title === undefined ? [] : [{ id: Number(id), title }]
      }),
      author: names.author(entry),
      author_company: names.company(entry),
      created_at: new Date(entry.createdAt).toISOString(),
      amends: relationNumber(entry.amends),
      amend_reason: entry.amend_reason || null,
      amended: amended.has(entry.id),
      release,
      signature: release ? signatures('modifications_repairs', entry.id) : null,
    }
    return { aircraft: relationNumber(entry.customer_aircraft)!, view }
  })
  rows.sort((a, b) => b.view.date.localeCompare(a.view.date) || b.view.id - a.view.id)
  return byAircraft(aircraftIds, rows)
}
