import { reviewInputSchema } from '@flugakte/domain'
import type { CollectionBeforeChangeHook, CollectionBeforeValidateHook, CollectionConfig } from 'payload'

import { relationNumber } from '../../access/relation-id'
import { isAdministrator, userCompanyId } from '../../access/roles'
import { scheduleDueNoticesAfterCreate } from '../../airworthiness/schedule-notices'
import { refuseInput } from '../../defects/refuse-input'
import { refuseFields } from '../../lib/refuse'
import { alwaysCertifies, certifyingPersonFromProfile } from '../../releases/certifying-person'
import { say } from '../../lib/texts'
import { refuseRecord } from '../compliance-records/messages'
import { amendsErrors, stampAuthor } from '../modifications-repairs/register-checks'
import { appendAfterCreate } from '../../journey-log/event-log/append'

/**
 * A new review passes the same rules as the web form (reviewInputSchema of packages/domain), all fields
 * reported at once in the caller's language; what it stores is what the schema parsed.
 */
export const validateReview: CollectionBeforeValidateHook = ({ data, operation, req }) => {
  if (operation !== 'create' || !data) return data
  const result = reviewInputSchema.safeParse(data)
  if (!result.success) refuseInput(req, 'airworthiness_reviews', result.error.issues)
  const input = result.data as Record<string, unknown>
  return {
    author: data.author,
    author_company: data.author_company,
    ...input,
    arc_reference: input.arc_reference ?? null,
    valid_until: input.valid_until ?? null,
    findings: input.findings ?? null,
    pack_hash: input.pack_hash ?? null,
    amends: input.amends ?? null,
    amend_reason: input.amend_reason ?? null,
  }
}

/**
 * The airworthiness review is the CAO's (ML.A.901, ML.A.903): only users of the company holding the
 * aircraft's accepted CAO contract record one, not its maintenance company and never the owner.
 * Administrators (the /admin panel: paper reviews carried over) and the system may for any aircraft.
 */
export const requireCaoContract: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create' || !req.user || (await isAdministrator(req))) return data
  const companyId = userCompanyId(req)
  const aircraftId = relationNumber(data.customer_aircraft)
  const contracts =
    companyId === null || aircraftId === null
      ? 0
      : (
          await req.payload.count({
            collection: 'aircraft_contracts',
            where: {
              and: [
                { customer_aircraft: { equals: aircraftId } },
                { company: { equals: companyId } },
                { kind: { equals: 'cao' } },
                { status: { equals: 'accepted' } },
              ],
            },
            overrideAccess: true,
            req,
          })
        ).totalDocs
  if (contracts === 0) {
    refuseFields(req, 'airworthiness_reviews', [{ path: 'customer_aircraft', message: say(req, 'scope:caoOnly') }])
  }
  return data
}

/**
 * After the CAO contract check: a correction amends an uncorrected review of the same aircraft. The
 * reviewer's release states the review statement in the caller's language (they sign it as shown);
 * author and company are the caller's.
 */
export const checkReview: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const aircraftId = relationNumber(data.customer_aircraft)!
  const errors = await amendsErrors(req, 'airworthiness_reviews', aircraftId, relationNumber(data.amends))
  if (errors.length > 0) refuseRecord(req, 'airworthiness_reviews', errors)
  data.release = { ...(data.release as Record<string, unknown>), statement: say(req, 'releases:reviewStatement') }
  return stampAuthor(req, data)
}

/**
 * Airworthiness reviews: validated like the form, written only by the aircraft's contracted CAO; a
 * signed review sets the ARC's validity, so the aircraft's notices are checked again after a new one.
 */
export const reviewHooks: CollectionConfig['hooks'] = {
  // The reviewer and their licence (authorisation) come from their profile (before the form's rules).
  beforeValidate: [certifyingPersonFromProfile('airworthiness_reviews', alwaysCertifies), validateReview],
  beforeChange: [requireCaoContract, checkReview],
  afterChange: [appendAfterCreate('airworthiness_reviews'), scheduleDueNoticesAfterCreate],
}
