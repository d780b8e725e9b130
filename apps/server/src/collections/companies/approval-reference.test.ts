import { describe, expect, it } from 'vitest'

import { me } from '../users/testing'
import { demoWorld } from '../../testing/demo-world'
import { bearer, rest } from '../../testing/rest'

const { payload, token } = await demoWorld({
  maintenance: 'maintenance@flugakte.test',
  club: 'member@flugakte.test',
})

const patch = (id: number, as: string, body: unknown) =>
  rest(`/api/companies/${id}?depth=0`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json', ...bearer(as) },
    body: JSON.stringify(body),
  })

async function meWithCompany(as: string) {
  const response = await rest('/api/users/me', { headers: bearer(as) })
  return ((await response.json()) as { user: { company: { id: number; approval_reference?: string | null } } }).user
}

describe('the approval reference of a certifying organisation', () => {
  it('is kept by its company admin and reaches its staff with their profile, for every release form', async () => {
    const { company } = await meWithCompany(token.maintenance)
    expect((await me(token.maintenance))?.id).toBeGreaterThan(0)
    const saved = await patch(company.id, token.maintenance, { approval_reference: 'DE.145.4711' })
    expect(saved.status).toBe(200)
    expect((await meWithCompany(token.maintenance)).company.approval_reference).toBe('DE.145.4711')

    // Nobody of another company changes it.
    expect((await patch(company.id, token.club, { approval_reference: 'FORGED' })).status).toBe(403)
    const stored = await payload.findByID({ collection: 'companies', id: company.id, depth: 0 })
    expect(stored.approval_reference).toBe('DE.145.4711')
    await patch(company.id, token.maintenance, { approval_reference: 'DE.145.0815' })
  })
})
