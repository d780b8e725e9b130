// @ts-check
// Signs in once per role through the real login form and saves the browser's state (the stored session
// and language), so specs that only need a signed-in user start there: test.use({ storageState:
// signedIn('member') }). Specs about signing in, sessions and languages still log in themselves.
import { expect, test as setup } from '../fixtures.mjs'

import { SIGNED_IN, logIn, signedIn, storedSession } from '../web-app.mjs'

for (const [role, email] of Object.entries(SIGNED_IN)) {
  setup(`sign in as ${role} (${email})`, async ({ page }) => {
    await logIn(page, 'de', { email })
    await expect.poll(async () => (await storedSession(page)).token).toBeTruthy()
    await page.context().storageState({ path: signedIn(/** @type {keyof typeof SIGNED_IN} */ (role)) })
  })
}
