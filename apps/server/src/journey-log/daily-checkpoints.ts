import type { Payload, Where } from 'payload'

import { relationNumber } from '../access/relation-id'
import { deliverNotices, formatDay, type Notice, type Recipient } from '../airworthiness/notify-due'
import { inTransaction } from '../lib/in-transaction'
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

/**
 * A new daily checkpoint when the aircraft's event log has grown since the last daily or export
 * checkpoint (every write signs a head of its own; this one is the head people are told of).
 */
async function checkpointIfMoved(payload: Payload, aircraftId: number): Promise<JourneyLogCheckpoint | null> {
  const newest = async (reasons: string[]) =>
    (
      await payload.find({
        collection: 'journey_log_checkpoints',
        where: {
          and: [{ customer_aircraft: { equals: aircraftId } }, { v: { equals: 2 } }, { reason: { in: reasons } }],
        },
        sort: '-id',
        limit: 1,
        depth: 0,
        select: { tree_size: true },
        overrideAccess: true,
      })
    ).docs[0]
  const head = await newest(['append', 'daily', 'export', 'migration'])
  if (!head || !head.tree_size) return null
  const told = await newest(['daily', 'export'])
  if (told && told.tree_size === head.tree_size) return null
  return inTransaction(payload, (req) => createCheckpoint(req, aircraftId, 'daily'))
}

/**
 * Who answers for the book: the owning company's admins (the Halter, § 30(4) LuftBO) and every user of
 * a CAO with an accepted contract for the aircraft (Part-ML continuing-airworthiness records).
 */
export async function recipientsOf(payload: Payload, aircraftId: number, ownerId: number | null): Promise<Recipient[]> {
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
    size: String(checkpoint.tree_size ?? 0),
    root: checkpoint.root_hash ?? '—',
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
