import { getPayload, type Payload } from 'payload'
import { inject } from 'vitest'

import type { User } from '../payload-types'

/** Payload on the database the global setup seeded. */
export async function getTestPayload(): Promise<Payload> {
  process.env.DATABASE_URI = inject('databaseUri')
  process.env.MEDIA_DIR = inject('mediaDir')
  process.env.PAYLOAD_SECRET = 'test-secret'
  const { default: config } = await import('../payload.config')
  return getPayload({ config })
}

/** A demo user as the server's auth would load it, to act as them through the Local API. */
export async function actingAs(payload: Payload, email: string): Promise<User & { collection: 'users' }> {
  const found = await payload.find({ collection: 'users', where: { email: { equals: email } }, depth: 1, limit: 1 })
  const user = found.docs[0]
  if (!user) throw new Error(`No demo user ${email}`)
  return { ...user, collection: 'users' }
}

/** The demo aircraft's ids by registration. */
export async function aircraftIdsByRegistration(payload: Payload): Promise<Record<string, number>> {
  const all = await payload.find({ collection: 'customer_aircrafts', pagination: false, depth: 0 })
  return Object.fromEntries(all.docs.map((doc) => [doc.registration, doc.id]))
}
