import { releaseContentHash, type ReleaseSubject } from '@flugakte/domain'
import { createLocalReq, type Payload } from 'payload'

import { relationNumber } from '../../access/relation-id'
import { storeReleaseSignature } from '../../releases/release-signature-record'
import type { User } from '../../payload-types'
import type { DemoAircraft, Fleet } from './fleet'

/**
 * Who certifies the demo's maintenance: the contracted maintenance company's, or (D-EDRS) the CAO's. The
 * seed writes as them, so the server names them and their licence from their profile (seeded in fleet.ts).
 */
export type Certifier = {
  user: User & { collection: 'users' }
  release: { certifying_person: string; licence: string; approval_reference: string; place: string }
}

const CERTIFIERS = {
  maintenance: {
    email: 'maintenance@flugakte.test',
    release: { approval_reference: 'DE.145.0815', place: 'Koblenz-Winningen' },
  },
  cao: {
    email: 'cao@flugakte.test',
    release: { approval_reference: 'DE.CAO.0042', place: 'Mönchengladbach' },
  },
} as const

/** A demo user as the server's auth loads it: records the seed writes as them carry their name and company. */
export async function demoUser(payload: Payload, fleet: Fleet, email: string): Promise<User & { collection: 'users' }> {
  const user = await payload.findByID({ collection: 'users', id: fleet.users.get(email)!, depth: 1 })
  return { ...user, collection: 'users' }
}

export async function certifierOf(payload: Payload, fleet: Fleet, plane: DemoAircraft): Promise<Certifier> {
  const { email, release } = CERTIFIERS[plane.maintenance_company ? 'maintenance' : 'cao']
  const user = await demoUser(payload, fleet, email)
  return {
    user,
    release: {
      ...release,
      certifying_person: `${user.first_name} ${user.last_name}`,
      licence: user.licence_number ?? '',
    },
  }
}

/**
 * Signs the release to service of a record the seed wrote, by password, as its certifying person would
 * through POST /api/releases/:subject/:id/sign: the signature covers the record as stored.
 */
export async function signSeededRelease(payload: Payload, subject: ReleaseSubject, id: number, signer: number) {
  const req = await createLocalReq({}, payload)
  const record = (await payload.findByID({ collection: subject, id, depth: 0 })) as unknown as Record<string, unknown>
  await storeReleaseSignature(req, {
    release: {
      subject,
      id,
      customer_aircraft: relationNumber(record.customer_aircraft)!,
      content_hash: await releaseContentHash(subject, record),
    },
    signer,
    method: 'password',
    assertion: null,
    signedAt: new Date(),
  })
}
