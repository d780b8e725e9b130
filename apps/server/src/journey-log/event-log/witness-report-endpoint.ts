import { fromHex, logHeadText, verifyConsistency, type LogHeadStatement, type WitnessedHead } from '@flugakte/domain'
import type { Endpoint, PayloadRequest } from 'payload'

import { relationNumber } from '../../access/relation-id'
import { deliverNotices, formatDay, type Notice } from '../../airworthiness/notify-due'
import { aircraftFromPath } from '../../endpoints/request-params'
import { refuse, type Language } from '../../lib/refuse'
import { say, textIn } from '../../lib/texts'
import { verifierFor } from '../server-key'
import { recipientsOf } from '../daily-checkpoints'
import { consistencyFor } from './proof-endpoints'

const HASH = /^[0-9a-f]{64}$/
const REASONS: readonly LogHeadStatement['reason'][] = ['append', 'daily', 'export', 'migration']

const isSize = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0

/**
 * The head the device kept, as its fields say (its `text` is not trusted: the signed text is rebuilt
 * from the statement); null when a field is missing or malformed.
 */
export function keptHeadOf(body: unknown): WitnessedHead | null {
  const kept = (body as { kept?: unknown } | null | undefined)?.kept
  if (!kept || typeof kept !== 'object') return null
  const head = kept as Record<string, unknown>
  const { aircraft, registration, tree_size, root_hash, previous, signed_at, reason, signature, key_id } = head
  if (!isSize(aircraft) || !isSize(tree_size)) return null
  if (typeof registration !== 'string' || typeof signed_at !== 'string') return null
  if (typeof root_hash !== 'string' || !HASH.test(root_hash)) return null
  if (previous !== null && (typeof previous !== 'string' || !HASH.test(previous))) return null
  if (!REASONS.includes(reason as LogHeadStatement['reason'])) return null
  if (typeof signature !== 'string' || typeof key_id !== 'string') return null
  return {
    aircraft,
    registration,
    tree_size,
    root_hash,
    previous,
    signed_at,
    reason: reason as LogHeadStatement['reason'],
    signature,
    key_id,
  }
}

/** Whether this installation signed the head: with its current key or one of its key history. */
function signedHere(req: PayloadRequest, head: WitnessedHead): boolean {
  const { signature, key_id, ...statement } = head
  const verify = verifierFor(req.payload.secret, key_id)
  try {
    return verify !== null && verify(logHeadText(statement), signature)
  } catch {
    return false
  }
}

/** The notice key: once per aircraft and kept head, however many devices and users report it. */
export const witnessNoticeKey = (aircraftId: number, kept: WitnessedHead) =>
  `witness:${aircraftId}:${kept.tree_size}:${kept.root_hash}`

function witnessNotice(
  aircraftId: number,
  registration: string,
  kept: WitnessedHead,
  now: { size: number; root: string },
  reporter: string,
): Notice {
  const vars = (language: Language) => ({
    registration,
    reporter,
    day: formatDay(new Date().toISOString(), language),
    signedAt: formatDay(kept.signed_at, language),
    keptSize: String(kept.tree_size),
    keptRoot: kept.root_hash,
    size: String(now.size),
    root: now.root || '—',
  })
  const both = (key: 'journeyLog:witnessSubject' | 'journeyLog:witnessMessage') => ({
    de: textIn('de', key, vars('de')),
    en: textIn('en', key, vars('en')),
  })
  return {
    key: witnessNoticeKey(aircraftId, kept),
    subject: both('journeyLog:witnessSubject'),
    message: both('journeyLog:witnessMessage'),
    link: `/boardbook?aircraft=${aircraftId}`,
  }
}

function reporterName(req: PayloadRequest): string {
  const user = req.user as { first_name?: string | null; last_name?: string | null; email?: string } | null
  const name = [user?.first_name, user?.last_name].filter(Boolean).join(' ').trim()
  return name || user?.email || '—'
}

/**
 * POST /api/customer_aircrafts/:id/journey-log/witness-report { kept, received }: a device whose kept
 * head the aircraft's log no longer extends reports it. The server takes it only for an aircraft the
 * caller may see (else 404) and a head it signed itself (current key or key history; else 400, so
 * nobody raises an alarm with a head of their own making); it checks the claim itself, by the
 * consistency proof from the kept head to its newest head (`received` is what the device saw and
 * is not trusted). When the log does extend the head after all it answers 200 { consistent: true } and
 * tells nobody; otherwise the owner's company admins (with e-mail) and the users of the accepted CAO
 * contract get a notice, once per aircraft and kept head, and it answers 202.
 */
export const witnessReportEndpoint: Endpoint = {
  path: '/:id/journey-log/witness-report',
  method: 'post',
  handler: async (req) => {
    const id = await aircraftFromPath(req)
    const kept = keptHeadOf(await req.json?.().catch(() => null))
    if (!kept) refuse(req, 400, say(req, 'journeyLog:witnessMalformed'))
    if (!signedHere(req, kept)) refuse(req, 400, say(req, 'journeyLog:witnessForged'))
    if (kept.aircraft !== id) refuse(req, 400, say(req, 'journeyLog:witnessOtherAircraft'))

    const current = await consistencyFor(req, id, kept.tree_size)
    const consistent =
      current.head !== null &&
      verifyConsistency(
        kept.tree_size,
        current.to,
        fromHex(kept.root_hash),
        fromHex(current.head.root_hash),
        current.proof.map(fromHex),
      )
    if (consistent) return Response.json({ consistent: true, notified: 0 })

    const { payload } = req
    const aircraft = await payload.findByID({
      collection: 'customer_aircrafts',
      id,
      depth: 0,
      select: { registration: true, company: true },
      overrideAccess: true,
    })
    payload.logger.warn(
      {
        aircraft: id,
        kept: { tree_size: kept.tree_size, root_hash: kept.root_hash },
        now: current.head?.tree_size ?? 0,
      },
      `A witness found the record log of ${aircraft.registration} no longer extending a head it signed`,
    )
    const notified = await deliverNotices(payload, await recipientsOf(payload, id, relationNumber(aircraft.company)), [
      witnessNotice(
        id,
        aircraft.registration,
        kept,
        { size: current.head?.tree_size ?? 0, root: current.head?.root_hash ?? '' },
        reporterName(req),
      ),
    ])
    return Response.json({ consistent: false, notified }, { status: 202 })
  },
}
