import { addDays } from '@flugakte/domain'
import type { Payload } from 'payload'

import { arcIssuedOn } from './airworthiness'
import { MODIFICATION_APPROVAL_DOCUMENT } from './documents'
import type { Fleet } from './fleet'
import { certifierOf, demoUser, signSeededRelease } from './releases'
import { DEMO_AIRCRAFT } from './fleet'

/** D-EFAK's register of modifications and repairs: what each shows in the records health. */
const MODIFICATIONS = [
  {
    // Dated after the last weighing and affecting mass and balance: ML.A.903(a)(9) overdue; its release
    // is not yet signed (10 days ago, within ML.A.305(a)'s 30 days): (a)(8) due soon.
    kind: 'modification',
    classification: 'minor',
    approval_type: 'minor_change',
    approval_reference: 'MC-FWM-2026-014',
    daysAgo: 10,
    description: 'Einbau ADS-B-Empfänger uAvionix SkyEcho 2 mit Halterung im Instrumentenbrett',
    ata_chapter: '34',
    affects_mass_balance: true,
    withDocument: true,
    signed: false,
  },
  {
    // Registered without its approval document: ML.A.903(a)(6) missing; released and signed.
    kind: 'repair',
    classification: 'minor',
    approval_type: 'repair_design',
    approval_reference: 'SRM 51-10-01 Fig. 3',
    daysAgo: 40,
    description: 'Beule an der Landeklappe links (Hinterkante) nach Hangarschaden ausgebeult und nachgenietet',
    ata_chapter: '57',
    affects_mass_balance: false,
    withDocument: false,
    signed: true,
  },
] as const

/** The CAO's reviewer and their airworthiness review staff authorisation (ML.A.901, CAO.A.040). */
// The reviewer's name and licence are their profile's (the server names them).
const REVIEWER = { approval_reference: 'DE.CAO.0042', place: 'Mönchengladbach' }

/**
 * What the demo's records health shows (ML.A.903(a), ML.A.305 and the document register; the seed test
 * seed/demo/records.test.ts asserts it through the loader):
 * - D-EFAK (as its CAO sees it): current, due soon, overdue, missing. (a)(6) missing: the repair has no
 *   approval document; (a)(9) overdue: the minor change affects mass and balance after the last weighing;
 *   (a)(8) due soon: the change's release is not yet signed (10 days ago); its deferred fuel gauge keeps
 *   (a)(4) and deferred maintenance current; the ARC comes from the CAO's signed review. Records complete.
 * - D-EDRS (its CAO): current, due soon, not applicable, missing. The annual inspection, the ARC (the
 *   document, 20 days left) and the insurance (30 days) are due soon; no modifications and no deferred
 *   defects (not applicable); its radio licence is missing from the register: records incomplete.
 * - D-EXAB (the owner): current, due soon, not applicable (the 100-hour check and the V-clamp AD).
 * - D-EKLU (the owner): current, due soon, overdue, not applicable: the ELT battery past its life
 *   (overdue), the insurance within 60 days (due soon); (a)(1) is due soon, overdue (or current) by the
 *   day the seed ran, as the club member's newest entries on it await her signature.
 * Every task completion and AD record carries a signed release (seed/demo/airworthiness.ts).
 *
 * The registers of D-EFAK, the CAO's aircraft the demo shows in every state: two entries of its
 * modifications and repairs register by the contracted maintenance company, and the CAO's signed
 * airworthiness review that issued its ARC (the day the ARC document was issued, valid a year). D-EDRS,
 * the CAO's other aircraft, has no review on record: its ARC (the document) runs out within 60 days.
 * Runs after the airworthiness records; a second run adds nothing.
 */
export async function seedRecords(payload: Payload, fleet: Fleet, today: string) {
  const plane = DEMO_AIRCRAFT.find((each) => each.registration === 'D-EFAK')!
  const aircraftId = fleet.aircraft.get(plane.registration)
  if (aircraftId === undefined) return
  const certifier = await certifierOf(payload, fleet, plane)
  const approval = await payload.find({
    collection: 'documents',
    where: { title: { equals: MODIFICATION_APPROVAL_DOCUMENT } },
    limit: 1,
    depth: 0,
  })
  for (const { daysAgo, withDocument, signed, ...entry } of MODIFICATIONS) {
    const existing = await payload.count({
      collection: 'modifications_repairs',
      where: {
        and: [
          { customer_aircraft: { equals: aircraftId } },
          { approval_reference: { equals: entry.approval_reference } },
        ],
      },
    })
    if (existing.totalDocs > 0) continue
    const date = addDays(today, -daysAgo)
    const created = await payload.create({
      collection: 'modifications_repairs',
      context: { dueNotices: false },
      user: certifier.user,
      depth: 0,
      data: {
        ...entry,
        customer_aircraft: aircraftId,
        date,
        documents: withDocument ? approval.docs.map((document) => document.id) : [],
        release: { ...certifier.release, date },
      },
    })
    if (signed) await signSeededRelease(payload, 'modifications_repairs', created.id, certifier.user.id)
  }

  const reviewed = await payload.count({
    collection: 'airworthiness_reviews',
    where: { customer_aircraft: { equals: aircraftId } },
  })
  if (reviewed.totalDocs > 0) return
  const reviewer = await demoUser(payload, fleet, 'cao@flugakte.test')
  const reviewDate = arcIssuedOn(plane.registration, today)
  const review = await payload.create({
    collection: 'airworthiness_reviews',
    context: { dueNotices: false },
    user: reviewer,
    depth: 0,
    data: {
      customer_aircraft: aircraftId,
      review_date: reviewDate,
      outcome: 'issued',
      arc_reference: `DE.CAO.0042/ARC/${reviewDate.slice(0, 4)}-017`,
      valid_until: addDays(reviewDate, 365),
      findings: 'Keine Feststellungen; Aufzeichnungen vollständig und nachvollziehbar.',
      release: {
        ...REVIEWER,
        certifying_person: `${reviewer.first_name} ${reviewer.last_name}`,
        licence: reviewer.licence_number ?? '',
        date: reviewDate,
      },
    },
  })
  await signSeededRelease(payload, 'airworthiness_reviews', review.id, reviewer.id)
}
