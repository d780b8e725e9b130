import type { PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'

import { demoWorld } from '../../testing/demo-world'
import { actingAs } from '../../testing/get-test-payload'

const { payload } = await demoWorld({})

describe('the admin panel', () => {
  it('is open to administrators only', async () => {
    const canAccessAdmin = payload.collections.users.config.access.admin!
    for (const [email, allowed] of [
      ['admin@flugakte.test', true],
      ['operator@flugakte.test', false],
      ['operator-b@flugakte.test', false],
      ['member@flugakte.test', false],
      ['maintenance@flugakte.test', false],
      ['cao@flugakte.test', false],
    ] as const) {
      const user = await actingAs(payload, email)
      const req = { user, payload, context: {} } as unknown as PayloadRequest
      expect(await canAccessAdmin({ req }), email).toBe(allowed)
    }
  })

  it('shows others a refusal with a link to the app instead of Payload’s bare page', () => {
    const view = payload.config.admin.components?.views?.unauthorized
    expect(view?.Component).toBe('/admin/unauthorized-view#UnauthorizedView')
  })
})
