import type { Payload } from 'payload'

import { CERTIFIER_LICENCE, newAccount } from '../collections/users/testing'
import type { CustomerAircraft, MaintenanceTask } from '../payload-types'
import { actingAs } from '../testing/get-test-payload'
import { tokenOf } from '../testing/rest'

const WERFT = 'Flugwerft Mittelrhein GmbH'

async function companyId(payload: Payload, name: string) {
  const found = await payload.find({ collection: 'companies', where: { name: { equals: name } }, limit: 1, depth: 0 })
  return found.docs[0]!.id
}

/**
 * A new aircraft of the demo club with an empty journey log, looked after by the demo maintenance
 * company (an accepted contract, as the system names contractors), with one 50-hour task: records on it
 * touch no demo aircraft other test files count on.
 */
export async function maintainedAircraft(
  payload: Payload,
  registration: string,
): Promise<{ aircraft: CustomerAircraft; task: MaintenanceTask }> {
  const template = await payload.find({
    collection: 'customer_aircrafts',
    where: { registration: { equals: 'D-EKLU' } },
    depth: 0,
    limit: 1,
  })
  const { company, aircraft: model } = template.docs[0]!
  const aircraft = await payload.create({
    collection: 'customer_aircrafts',
    data: {
      registration,
      serial_number: `SN-${registration}`,
      aircraft: model,
      company,
      maintenance_company: await companyId(payload, WERFT),
      status: 'published',
      counters_baseline: { date: '2026-01-01', airframe_minutes: 600 * 60, landings: 900 },
    } as never,
  })
  const task = await payload.create({
    collection: 'maintenance_tasks',
    data: {
      customer_aircraft: aircraft.id,
      name: '50-Stunden-Kontrolle',
      interval: { hours: 50 },
      start_date: '2026-01-01',
    } as never,
  })
  return { aircraft, task }
}

/** A user of the demo maintenance company acting as Maintenance Company, signed in. */
export async function werftUser(payload: Payload, label: string) {
  const role = await payload.find({
    collection: 'roles',
    where: { name: { equals: 'Maintenance Company' } },
    limit: 1,
    depth: 0,
  })
  const account = await newAccount(payload, label, {
    company: await companyId(payload, WERFT),
    role: role.docs[0]!.id,
    roles: [role.docs[0]!.id],
    ...CERTIFIER_LICENCE,
  })
  return { ...account, user: await actingAs(payload, account.email), token: await tokenOf(account.email) }
}

/** A defect as the submit endpoint stores it, written directly (the tests here are about what follows). */
export function reportedDefect(
  payload: Payload,
  aircraftId: number,
  fields: { description: string; unsafe?: boolean; ata_chapter?: string; flight_log?: number },
) {
  return payload.create({
    collection: 'defects',
    data: { customer_aircraft: aircraftId, unsafe: false, reported_at: new Date().toISOString(), ...fields } as never,
    overrideAccess: true,
  })
}
