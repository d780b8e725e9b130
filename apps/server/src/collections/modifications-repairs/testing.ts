import type { Payload } from 'payload'

import { maintainedAircraft } from '../../releases/testing'
import type { CustomerAircraft } from '../../payload-types'
import { actingAs } from '../../testing/get-test-payload'
import { bearer, rest, tokenOf } from '../../testing/rest'
import { CERTIFIER_LICENCE, newAccount } from '../users/testing'

const CAO = 'Lufttüchtigkeit West CAO GmbH'

async function companyId(payload: Payload, name: string) {
  const found = await payload.find({ collection: 'companies', where: { name: { equals: name } }, limit: 1, depth: 0 })
  return found.docs[0]!.id
}

/**
 * A new aircraft of the demo club (maintainedAircraft: the demo maintenance company's accepted contract)
 * whose CAO is the demo CAO, an accepted contract too (the system names contractors directly).
 */
export async function reviewedAircraft(payload: Payload, registration: string): Promise<CustomerAircraft> {
  const { aircraft } = await maintainedAircraft(payload, registration)
  return payload.update({
    collection: 'customer_aircrafts',
    id: aircraft.id,
    data: { cao: await companyId(payload, CAO) } as never,
    depth: 0,
  })
}

/** A user of the demo CAO acting as CAO, signed in. */
export async function caoUser(payload: Payload, label: string) {
  const role = await payload.find({ collection: 'roles', where: { name: { equals: 'CAO' } }, limit: 1, depth: 0 })
  const account = await newAccount(payload, label, {
    company: await companyId(payload, CAO),
    role: role.docs[0]!.id,
    roles: [role.docs[0]!.id],
    ...CERTIFIER_LICENCE,
  })
  return { ...account, user: await actingAs(payload, account.email), token: await tokenOf(account.email) }
}

export type Answer = {
  status: number
  doc?: { id: number } & Record<string, unknown>
  /** Field messages by path (Payload's errors[0].data.errors). */
  fields: Record<string, string>
  message?: string
}

/** A REST call with the caller's token and language, its answer read as the tests look at it. */
export async function call(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  token: string,
  body?: unknown,
  language: 'de' | 'en' = 'de',
): Promise<Answer & { json: Record<string, unknown> }> {
  const response = await rest(path, {
    method,
    headers: { ...bearer(token), 'Content-Type': 'application/json', 'Accept-Language': language },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  const json = (await response.json()) as Record<string, unknown> & {
    doc?: Answer['doc']
    errors?: { message: string; data?: { errors?: { path: string; message: string }[] } }[]
  }
  const fields = Object.fromEntries((json.errors?.[0]?.data?.errors ?? []).map((error) => [error.path, error.message]))
  return { status: response.status, doc: json.doc, fields, message: json.errors?.[0]?.message, json }
}

/** POST /api/<collection> (Payload's REST create). */
export const create = (
  collection: string,
  token: string,
  body: Record<string, unknown>,
  language: 'de' | 'en' = 'de',
) => call('POST', `/api/${collection}`, token, body, language)

/** A document of the given aircraft, stored by the system. */
export function aircraftDocument(payload: Payload, aircraftId: number, title: string) {
  return payload.create({
    collection: 'documents',
    data: { title, customer_aircrafts: [aircraftId], published_at: '2026-01-15' } as never,
    depth: 0,
  })
}

/** A new aircraft of the demo club that no maintenance company or CAO looks after. */
export async function uncontractedAircraft(payload: Payload, registration: string) {
  const template = await payload.find({
    collection: 'customer_aircrafts',
    where: { registration: { equals: 'D-EKLU' } },
    depth: 0,
    limit: 1,
  })
  const { company, aircraft } = template.docs[0]!
  return payload.create({
    collection: 'customer_aircrafts',
    data: { registration, serial_number: `SN-${registration}`, aircraft, company, status: 'published' } as never,
    depth: 0,
  })
}

/** The stored entries of a register for an aircraft. */
export async function countOf(
  payload: Payload,
  collection: 'modifications_repairs' | 'airworthiness_reviews',
  aircraftId: number,
) {
  return (await payload.count({ collection, where: { customer_aircraft: { equals: aircraftId } } })).totalDocs
}

/** The release signatures stored for a record. */
export async function signaturesOf(payload: Payload, subject: string, id: number) {
  const found = await payload.find({
    collection: 'release_signatures',
    where: { and: [{ subject: { equals: subject } }, { record_id: { equals: id } }] },
    depth: 0,
  })
  return found.docs
}
