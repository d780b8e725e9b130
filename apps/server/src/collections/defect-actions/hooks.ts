import { currentActions, defectActionInputSchema, todayUtc } from '@flugakte/domain'
import type { CollectionBeforeChangeHook, CollectionBeforeValidateHook, PayloadRequest } from 'payload'

import { relationNumber } from '../../access/relation-id'
import { userCompanyId } from '../../access/roles'
import { asSystem } from '../../airworthiness/read-as'
import { airframeClocks } from '../../defects/aircraft-defects'
import { refuseDeferralBeyondLimits } from '../../defects/deferral-bounds'
import { refuseInput } from '../../defects/refuse-input'
import { refuseFields } from '../../lib/refuse'
import { say, type TextKey } from '../../lib/texts'
import type { Defect, DefectAction } from '../../payload-types'

/** Every field of an action that belongs to one kind only; an action keeps those of its own kind. */
const KIND_FIELDS = {
  airworthiness_affecting: null,
  reason: null,
  limitation: null,
  deadline_hours: null,
  deadline_cycles: null,
  deadline_days: null,
  basis_date: null,
  basis_minutes: null,
  basis_cycles: null,
  work_performed: null,
  maintenance_data: null,
  parts: [],
  release: {
    certifying_person: null,
    licence: null,
    approval_reference: null,
    date: null,
    place: null,
    statement: null,
  },
}

function refuse(req: PayloadRequest, path: string, key: TextKey): never {
  refuseFields(req, 'defect_actions', [{ path, message: say(req, key) }])
}

/** A system write (seed, no user) reads everything; a user's reads are theirs. */
function readsOf(req: PayloadRequest) {
  return req.user ? { overrideAccess: false, user: req.user } : { overrideAccess: true }
}

/**
 * A new action passes the same rules as the web form (defectActionInputSchema of packages/domain), all
 * fields reported at once; what it stores is what the schema parsed, the fields of other kinds cleared.
 * Its defect must be one the caller may read (400 otherwise), and its aircraft is the defect's,
 * whatever was sent.
 */
export const validateAction: CollectionBeforeValidateHook<DefectAction> = async ({ data, operation, req }) => {
  if (operation !== 'create' || !data) return data
  const result = defectActionInputSchema.safeParse(data)
  if (!result.success) refuseInput(req, 'defect_actions', result.error.issues)
  const input = result.data
  const defect = (await req.payload
    .findByID({ collection: 'defects', id: input.defect, depth: 0, ...readsOf(req), req })
    .catch(() => null)) as Defect | null
  if (!defect) refuse(req, 'defect', 'defects:unknownDefect')
  const aircraftId = relationNumber(defect.customer_aircraft)!
  const kept = { author: data.author, author_company: data.author_company }
  return {
    ...KIND_FIELDS,
    ...kept,
    ...input,
    amends: input.amends ?? null,
    customer_aircraft: aircraftId,
  } as DefectAction
}

/** The defect's actions and which of them carry a signed release (the system's reads, in the create's transaction). */
async function actionsOf(req: PayloadRequest, defectId: number) {
  const actions = await req.payload.find({
    collection: 'defect_actions',
    where: { defect: { equals: defectId } },
    select: { kind: true, amends: true, createdAt: true },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  const ids = actions.docs.map((action) => action.id)
  const signed = ids.length
    ? await req.payload.find({
        collection: 'release_signatures',
        where: { and: [{ subject: { equals: 'defect_actions' } }, { record_id: { in: ids } }] },
        select: { record_id: true },
        depth: 0,
        pagination: false,
        overrideAccess: true,
        req,
      })
    : { docs: [] }
  const released = new Set(signed.docs.map((signature) => signature.record_id))
  return actions.docs.map((action) => ({
    id: action.id,
    kind: action.kind,
    created_at: action.createdAt,
    amends: relationNumber(action.amends),
    released: released.has(action.id),
  }))
}

/** A correction names an action of the same defect that nothing corrects yet. */
async function checkAmends(req: PayloadRequest, amendsId: number, actions: Awaited<ReturnType<typeof actionsOf>>) {
  if (!actions.some((action) => action.id === amendsId)) {
    const elsewhere = await req.payload
      .findByID({ collection: 'defect_actions', id: amendsId, depth: 0, ...readsOf(req), req })
      .catch(() => null)
    refuse(req, 'amends', elsewhere ? 'defects:amendsOtherDefect' : 'records:unknownRelation')
  }
  if (actions.some((action) => action.amends === amendsId)) refuse(req, 'amends', 'defects:alreadyCorrected')
}

/** Parts named as installed must be installations of the aircraft (its equipment list's rows). */
async function checkInstallations(req: PayloadRequest, aircraftId: number, parts: DefectAction['parts']) {
  const named = (parts ?? []).map((part, index) => ({ index, installation: part.installation || null }))
  if (!named.some((part) => part.installation !== null)) return
  const aircraft = await req.payload.findByID({
    collection: 'customer_aircrafts',
    id: aircraftId,
    select: { comp_serialized: true, comp_unserialized: true },
    depth: 0,
    overrideAccess: true,
    req,
  })
  const rows = new Set(
    [...(aircraft.comp_serialized ?? []), ...(aircraft.comp_unserialized ?? [])].map((row) => row.id),
  )
  const unknown = named.filter((part) => part.installation !== null && !rows.has(part.installation))
  if (unknown.length > 0) {
    refuseFields(
      req,
      'defect_actions',
      unknown.map((part) => ({
        path: `parts.${part.index}.installation`,
        message: say(req, 'defects:unknownInstallation'),
      })),
    )
  }
}

/**
 * After the contract check (requireContractor), in the create's transaction: nothing more happens to
 * a closed defect (its rectification's release is signed); a correction amends an uncorrected action
 * of the same defect; a deferral counts its deadline from the journey log's airframe reading today and
 * keeps within the longest deferral and the next scheduled inspection (deferral-bounds.ts); a
 * rectification's release states the ML.A.801 statement in the caller's language and names only
 * installed parts of the aircraft. Author and company are the caller's.
 */
export const checkAction: CollectionBeforeChangeHook<DefectAction> = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const defectId = relationNumber(data.defect)!
  const aircraftId = relationNumber(data.customer_aircraft)!
  const actions = await actionsOf(req, defectId)
  if (currentActions(actions).some((action) => action.kind === 'rectification' && action.released)) {
    refuse(req, 'defect', 'defects:defectClosed')
  }
  const amendsId = relationNumber(data.amends)
  if (amendsId !== null) await checkAmends(req, amendsId, actions)
  if (data.kind === 'deferral') {
    // The aircraft was checked above (a contracted company's user sees it); a system write reads as the system.
    if (!req.user) asSystem(req)
    const today = todayUtc()
    const aircraft = (await airframeClocks(req, [aircraftId], today)).get(aircraftId)!
    data.basis_date = today
    data.basis_minutes = aircraft.clock.reading.minutes
    data.basis_cycles = aircraft.clock.reading.cycles
    // The seed's deferrals are history; a user's keeps the bounds.
    if (req.user) {
      const deadline = {
        hours: data.deadline_hours ?? null,
        cycles: data.deadline_cycles ?? null,
        days: data.deadline_days ?? null,
      }
      await refuseDeferralBeyondLimits(req, aircraftId, deadline, { date: today, ...aircraft.clock.reading })
    }
  }
  if (data.kind === 'rectification') {
    await checkInstallations(req, aircraftId, data.parts)
    data.release = { ...data.release, statement: say(req, 'releases:releaseStatement') }
  }
  if (req.user) {
    data.author = Number(req.user.id)
    data.author_company = userCompanyId(req)
  }
  return data
}
