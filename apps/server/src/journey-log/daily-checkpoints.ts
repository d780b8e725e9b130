import type { Payload, Where } from 'payload'

import { relationNumber } from '../access/relation-id'
import { deliverNotices, formatDay, type Notice, type Recipient } from '../airworthiness/notify-due'
import { newestEntry } from '../collections/flight-logs/totals'
import { inTransaction } from '../lib/in-transaction'
import { flightLogTable } from '../lib/drizzle-tables'
import { textIn } from '../lib/texts'
import type { JourneyLogCheckpoint } from '../payload-types'
import { createCheckpoint } from './checkpoints'

type Language = 'de' | 'en'

/**
 * The daily run, as the system (overrideAccess): every aircraft whose journey log moved on since its
 * last checkpoint gets a signed one, and the people who answer for the book hear of its head. Their
 * notices (and the admins' e-mails) keep the head hash outside the database: a log rewritten later,
 * even with every hash and a new key, no longer matches what they were sent.
 */
export async function checkpointJourneyLogs(payload: Payload): Promise<{ checkpoints: number; notices: number }> {
  const aircraft = await payload.find({
    collection: 'customer_aircrafts',
    depth: 0,
    pagination: false,
    select: { registration: true, company: true },
    overrideAccess: true,
  })
  let checkpoints = 0
  let notices = 0
  for (const plane of aircraft.docs) {
    try {
      const checkpoint = await checkpointIfMoved(payload, plane.id)
      if (!checkpoint) continue
      checkpoints += 1
      notices += await deliverNotices(payload, await recipientsOf(payload, plane.id, relationNumber(plane.company)), [
        checkpointNotice(checkpoint),
      ])
    } catch (error) {
      payload.logger.error({ err: error }, `journey-log checkpoint of aircraft ${plane.id} failed`)
    }
  }
  return { checkpoints, notices }
}

/** A new daily checkpoint when the log has entries and its head is not the one last signed. */
async function checkpointIfMoved(payload: Payload, aircraftId: number): Promise<JourneyLogCheckpoint | null> {
  const head = await newestEntry(flightLogTable(payload).db, payload, aircraftId)
  if (!head) return null
  const last = await payload.find({
    collection: 'journey_log_checkpoints',
    where: { customer_aircraft: { equals: aircraftId } },
    sort: '-signed_at',
    limit: 1,
    depth: 0,
    select: { head_number: true, head_hash: true },
    overrideAccess: true,
  })
  const signed = last.docs[0]
  if (signed && signed.head_number === head.number && (signed.head_hash ?? null) === head.hash) return null
  return inTransaction(payload, (req) => createCheckpoint(req, aircraftId, 'daily'))
}

/**
 * Who answers for the book: the owning company's admins (the Halter, § 30(4) LuftBO) and every user of
 * a CAO with an accepted contract for the aircraft (Part-ML continuing-airworthiness records).
 */
async function recipientsOf(payload: Payload, aircraftId: number, ownerId: number | null): Promise<Recipient[]> {
  const contracts = await payload.find({
    collection: 'aircraft_contracts',
    where: {
      and: [
        { customer_aircraft: { equals: aircraftId } },
        { kind: { equals: 'cao' } },
        { status: { equals: 'accepted' } },
      ],
    },
    depth: 0,
    pagination: false,
    select: { company: true },
    overrideAccess: true,
  })
  const caos = contracts.docs.map((contract) => relationNumber(contract.company)).filter((id) => id !== null)
  const who: Where[] = [
    ...(ownerId === null ? [] : [{ and: [{ company: { equals: ownerId } }, { is_company_admin: { equals: true } }] }]),
    ...(caos.length > 0 ? [{ company: { in: caos } }] : []),
  ]
  if (who.length === 0) return []
  const users = await payload.find({
    collection: 'users',
    where: { and: [{ status: { equals: 'active' } }, { or: who }] },
    depth: 0,
    pagination: false,
    select: { email: true, is_company_admin: true, language: true },
    overrideAccess: true,
  })
  return users.docs as Recipient[]
}

function checkpointNotice(checkpoint: JourneyLogCheckpoint): Notice {
  const aircraftId = relationNumber(checkpoint.customer_aircraft)
  const vars = (language: Language) => ({
    registration: checkpoint.registration,
    number: String(checkpoint.head_number ?? 0),
    entries: String(checkpoint.entries),
    hash: checkpoint.head_hash ?? '—',
    day: formatDay(checkpoint.signed_at, language),
  })
  const both = (key: 'journeyLog:checkpointSubject' | 'journeyLog:checkpointMessage') => ({
    de: textIn('de', key, vars('de')),
    en: textIn('en', key, vars('en')),
  })
  return {
    key: `checkpoint:${aircraftId}:${checkpoint.signed_at.slice(0, 10)}`,
    subject: both('journeyLog:checkpointSubject'),
    message: both('journeyLog:checkpointMessage'),
    link: `/boardbook?aircraft=${aircraftId}`,
  }
}
