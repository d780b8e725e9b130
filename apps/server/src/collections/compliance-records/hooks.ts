import type { CollectionBeforeChangeHook, CollectionBeforeValidateHook, CollectionSlug, PayloadRequest } from 'payload'
import type { z } from 'zod'

import { relationId, relationIds } from '../../access/relation-id'
import { userCompanyId } from '../../access/roles'
import { stampReleaseStatement } from '../../releases/release-statement'
import { refuseRecord, type RecordMessage } from './messages'

type RecordSlug = 'ad_compliances' | 'task_completions'

/** A new record passes the same rules as the web form (packages/domain), all fields reported at once. */
export function validateRecord(
  collection: RecordSlug,
  schema: z.ZodType<Record<string, unknown>>,
): CollectionBeforeValidateHook {
  return ({ data, operation, req }) => {
    if (operation !== 'create' || !data) return data
    const result = schema.safeParse(data)
    if (!result.success) {
      const seen = new Set<string>()
      const errors = result.error.issues
        // A group's field by its full path (`release.licence`), as Payload names field errors.
        .map((issue) => ({ path: issue.path.map(String).join('.'), key: issue.message as RecordMessage }))
        .filter(({ path }) => !seen.has(path) && seen.add(path))
      refuseRecord(req, collection, errors)
    }
    return { ...data, ...result.data }
  }
}

async function readable(req: PayloadRequest, collection: CollectionSlug, id: number | string | null) {
  if (id === null) return null
  // Without a user it is the system writing (seed, Local API), which reads everything.
  return req.payload
    .findByID({
      collection,
      id,
      depth: 0,
      ...(req.user ? { overrideAccess: false, user: req.user } : { overrideAccess: true }),
      req,
    })
    .catch(() => null) as Promise<Record<string, unknown> | null>
}

/** The subject fields two records must share for one to correct the other. */
const SUBJECT: Record<RecordSlug, string[]> = {
  ad_compliances: ['customer_aircraft', 'airworthiness_directive', 'installed_component'],
  task_completions: ['customer_aircraft', 'maintenance_task'],
}

/**
 * A correction restates a record of the same aircraft and subject; each record is corrected once, so
 * the newest of a chain is the one that counts. The evidence document must be one the author can read.
 */
async function checkCommon(req: PayloadRequest, collection: RecordSlug, data: Record<string, unknown>) {
  const documentId = relationId(data.certifying_document)
  if (documentId !== null && !(await readable(req, 'documents', documentId))) {
    refuseRecord(req, collection, [{ path: 'certifying_document', key: 'unknownRelation' }])
  }
  const amendsId = relationId(data.amends)
  if (amendsId === null) return
  const amended = await readable(req, collection, amendsId)
  if (!amended) refuseRecord(req, collection, [{ path: 'amends', key: 'unknownRelation' }])
  const same = SUBJECT[collection].every(
    (field) => String(relationId(amended[field]) ?? '') === String(relationId(data[field]) ?? ''),
  )
  if (!same) refuseRecord(req, collection, [{ path: 'amends', key: 'amendsOther' }])
  const corrections = await req.payload.count({
    collection,
    where: { amends: { equals: amendsId } },
    overrideAccess: true,
    req,
  })
  if (corrections.totalDocs > 0) refuseRecord(req, collection, [{ path: 'amends', key: 'alreadyCorrected' }])
}

const stampAuthor = (req: PayloadRequest, data: Record<string, unknown>) => {
  if (req.user) data.author_company = userCompanyId(req)
  return stampReleaseStatement(req, data)
}

/** The AD must apply to the aircraft's type, or to the named installed part of the aircraft. */
export const checkAdCompliance: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const collection = 'ad_compliances'
  const aircraft = await req.payload.findByID({
    collection: 'customer_aircrafts',
    id: relationId(data.customer_aircraft)!,
    depth: 1,
    overrideAccess: true,
    req,
  })
  const directive = await readable(req, 'airworthiness_directives', relationId(data.airworthiness_directive))
  if (!directive) refuseRecord(req, collection, [{ path: 'airworthiness_directive', key: 'unknownRelation' }])
  const installedId =
    typeof data.installed_component === 'string' && data.installed_component !== '' ? data.installed_component : null
  const typeId = typeof aircraft.aircraft === 'object' ? relationId(aircraft.aircraft?.easa_types) : null
  const appliesToType =
    typeId !== null &&
    relationIds(directive.easa_types ?? [])
      .map(String)
      .includes(String(typeId))
  const adComponents = relationIds(directive.components ?? []).map(String)
  const installations = [...(aircraft.comp_serialized ?? []), ...(aircraft.comp_unserialized ?? [])]
  const errors: { path: string; key: RecordMessage }[] = []
  if (installedId === null) {
    if (!appliesToType) {
      const affected = installations.some((row) => adComponents.includes(String(relationId(row.component))))
      errors.push(
        affected
          ? { path: 'installed_component', key: 'componentRequired' }
          : { path: 'airworthiness_directive', key: 'notApplicable' },
      )
    }
  } else {
    const row = installations.find((installation) => installation.id === installedId)
    if (!row) errors.push({ path: 'installed_component', key: 'unknownRelation' })
    else if (!adComponents.includes(String(relationId(row.component))))
      errors.push({
        path: 'installed_component',
        key: adComponents.length === 0 ? 'noComponentForAircraftAd' : 'componentNotAffected',
      })
  }
  if (errors.length > 0) refuseRecord(req, collection, errors)
  await checkCommon(req, collection, data)
  return stampAuthor(req, data)
}

/** The task must be one of the aircraft's maintenance programme. */
export const checkTaskCompletion: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const collection = 'task_completions'
  const task = await readable(req, 'maintenance_tasks', relationId(data.maintenance_task))
  if (!task) refuseRecord(req, collection, [{ path: 'maintenance_task', key: 'unknownRelation' }])
  if (String(relationId(task.customer_aircraft)) !== String(relationId(data.customer_aircraft))) {
    refuseRecord(req, collection, [{ path: 'maintenance_task', key: 'taskOfOtherAircraft' }])
  }
  await checkCommon(req, collection, data)
  return stampAuthor(req, data)
}
