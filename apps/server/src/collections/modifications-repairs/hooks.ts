import { modificationInputSchema } from '@flugakte/domain'
import type { CollectionBeforeChangeHook, CollectionBeforeValidateHook, CollectionConfig } from 'payload'

import { relationNumber } from '../../access/relation-id'
import { scheduleDueNoticesAfterCreate } from '../../airworthiness/schedule-notices'
import { refuseInput } from '../../defects/refuse-input'
import { certifyingPersonFromProfile } from '../../releases/certifying-person'
import { stampReleaseStatement } from '../../releases/release-statement'
import { refuseRecord } from '../compliance-records/messages'
import { requireContractor } from '../compliance-records/require-contractor'
import { amendsErrors, documentErrors, stampAuthor } from './register-checks'
import { appendAfterCreate } from '../../journey-log/event-log/append'

/** A release left out is stored empty (the group's fields all null). */
const NO_RELEASE = {
  certifying_person: null,
  licence: null,
  approval_reference: null,
  date: null,
  place: null,
  statement: null,
}

/**
 * A new entry passes the same rules as the web form (modificationInputSchema of packages/domain), all
 * fields reported at once in the caller's language; what it stores is what the schema parsed.
 */
export const validateModification: CollectionBeforeValidateHook = ({ data, operation, req }) => {
  if (operation !== 'create' || !data) return data
  const result = modificationInputSchema.safeParse(data)
  if (!result.success) refuseInput(req, 'modifications_repairs', result.error.issues)
  const input = result.data as Record<string, unknown>
  return {
    author: data.author,
    author_company: data.author_company,
    ...input,
    release: input.release ?? NO_RELEASE,
    documents: input.documents ?? [],
    ata_chapter: input.ata_chapter ?? null,
    amends: input.amends ?? null,
    amend_reason: input.amend_reason ?? null,
  }
}

/**
 * After the contract check (requireContractor): the documents named are the caller's to read and of
 * this aircraft; a correction amends an uncorrected entry of the same aircraft (both reported at once).
 * A release states the ML.A.801 statement in the caller's language; author and company are the caller's.
 */
export const checkModification: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const aircraftId = relationNumber(data.customer_aircraft)!
  const errors = [
    ...(await documentErrors(req, aircraftId, data.documents)),
    ...(await amendsErrors(req, 'modifications_repairs', aircraftId, relationNumber(data.amends))),
  ]
  if (errors.length > 0) refuseRecord(req, 'modifications_repairs', errors)
  return stampAuthor(req, stampReleaseStatement(req, data))
}

/**
 * The register of modifications and repairs: validated like the form, written only by the aircraft's
 * contracted maintenance company or CAO (administrators and the system for any aircraft); a new entry
 * (affects_mass_balance, a missing approval document) changes the records health, so the aircraft's
 * notices are checked again.
 */
export const modificationHooks: CollectionConfig['hooks'] = {
  // A stated release names its certifying person from their profile (before the form's rules).
  beforeValidate: [certifyingPersonFromProfile('modifications_repairs'), validateModification],
  beforeChange: [requireContractor('modifications_repairs'), checkModification],
  afterChange: [appendAfterCreate('modifications_repairs'), scheduleDueNoticesAfterCreate],
}
