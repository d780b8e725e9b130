import { describe, expect, it } from 'vitest'

import { demoWorld } from '../../testing/demo-world'
import { bearer, rest, tokenOf } from '../../testing/rest'

const { payload } = await demoWorld({})

describe('the settings global', () => {
  it('is read by administrators only', async () => {
    for (const email of [
      'operator@flugakte.test',
      'member@flugakte.test',
      'operator-b@flugakte.test',
      'maintenance@flugakte.test',
      'cao@flugakte.test',
    ]) {
      const response = await rest('/api/globals/settings', { headers: bearer(await tokenOf(email)) })
      expect(response.status, email).toBe(403)
      expect(JSON.stringify(await response.json())).not.toContain('auth_login_attempts')
    }
    expect((await rest('/api/globals/settings')).status).toBe(403)
    const admin = await rest('/api/globals/settings', { headers: bearer(await tokenOf('admin@flugakte.test')) })
    expect(admin.status).toBe(200)
    expect(await admin.json()).toHaveProperty('auth_login_attempts')
  })

  it('still drives the server, which reads it whoever asks (the login limit, the password policy)', async () => {
    const settings = await payload.findGlobal({ slug: 'settings', overrideAccess: true })
    expect(settings.auth_password_policy).toBeTruthy()
    // A non-administrator still logs in, so the login hooks read the settings without the caller's access.
    await expect(tokenOf('member@flugakte.test')).resolves.toBeTruthy()
  })
})
