// @ts-check
// Refusals reach the user from the production build: the server's refusals of a sign-off, a release to
// service and a passkey carry their message in the caller's language (the build minifies the error
// classes' names, by which Payload worded an error without data: "An unknown error occurred."), the
// password sign-off's throttle answers 429 with Retry-After, and a write on the session cookie that no
// page of the site sent is refused. The calls go through the web app's page (its fetch, its Origin).
import assert from 'node:assert/strict'

import { test } from '../fixtures.mjs'
import { restAs } from '../web-app.mjs'
import { text } from '../texts.mjs'

/** @typedef {'de' | 'en'} Language */
/** @typedef {{ status: number, retryAfter: string | null, body: any }} Answer */

/** Has two seeded entries on D-EKLU awaiting her signature as pilot-in-command. */
const PILOT = 'member@flugakte.test'
/** The club's office: reads the club's records, certifies no release. */
const OFFICE = 'operator-b@flugakte.test'

/**
 * A call from the web app's page with the session token, as the app makes it.
 * @param {import('playwright-core').Page} page
 * @param {string} token
 * @param {Language} language
 * @param {string} path
 * @param {unknown} body
 * @returns {Promise<Answer>}
 */
function postFromPage(page, token, language, path, body) {
  return page.evaluate(
    async ({ token, language, path, body }) => {
      const response = await fetch(path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Accept-Language': language, Authorization: `JWT ${token}` },
        body: JSON.stringify(body),
      })
      return { status: response.status, retryAfter: response.headers.get('Retry-After'), body: await response.json() }
    },
    { token, language, path, body },
  )
}

/** @param {Answer} answer */
const messageOf = (answer) => answer.body?.errors?.[0]?.message

for (const language of /** @type {Language[]} */ (['de', 'en'])) {
  test(`[${language}] sign-off, release and passkey refusals answer their message; password guesses get 429 with Retry-After`, async ({
    page,
    baseURL,
  }) => {
    const pilot = await restAs(baseURL, PILOT)
    const office = await restAs(baseURL, OFFICE)
    try {
      const awaiting = await (await pilot.call('/api/flight_logs/awaiting-signature')).json()
      const entry = awaiting.docs[0]
      assert.ok(entry, 'the seed leaves the pilot entries to sign')
      const completions = await (await office.call('/api/task_completions?depth=0&limit=1')).json()
      const completion = completions.docs[0]
      assert.ok(completion, 'the office reads a task completion of the club')

      await page.goto('/login')

      const notPic = await postFromPage(page, office.token, language, `/api/flight_logs/${entry.id}/sign`, {
        method: 'password',
        password: 'irrelevant',
      })
      assert.equal(notPic.status, 403)
      assert.equal(messageOf(notPic), text(language, 'server:signatures.notPilotInCommand'))

      const notCertifier = await postFromPage(
        page,
        office.token,
        language,
        `/api/releases/task_completions/${completion.id}/sign`,
        { method: 'password', password: 'irrelevant' },
      )
      assert.equal(notCertifier.status, 403)
      assert.equal(messageOf(notCertifier), text(language, 'server:releases.notCertifyingPerson'))

      const strangePasskey = await postFromPage(page, pilot.token, language, `/api/flight_logs/${entry.id}/sign`, {
        method: 'passkey',
        response: {
          id: 'bm90LXJlZ2lzdGVyZWQ',
          response: { authenticatorData: 'AA', clientDataJSON: 'AA', signature: 'AA' },
        },
      })
      assert.equal(strangePasskey.status, 400)
      assert.equal(messageOf(strangePasskey), text(language, 'server:signatures.unknownPasskey'))

      const lateRegistration = await postFromPage(page, pilot.token, language, '/api/passkeys/register', {
        token: 'not-issued',
        response: {},
      })
      assert.equal(lateRegistration.status, 400)
      assert.equal(messageOf(lateRegistration), text(language, 'server:signatures.registrationExpired'))

      // Wrong passwords: a few are free, then each makes the next wait (the count goes with the next right one).
      /** @type {Answer | undefined} */
      let guess
      for (let attempt = 0; attempt < 8; attempt++) {
        guess = await postFromPage(page, pilot.token, language, `/api/flight_logs/${entry.id}/sign`, {
          method: 'password',
          password: `wrong-${language}-${attempt}`,
        })
        if (guess.status === 429) break
        assert.equal(guess.status, 400)
      }
      assert.equal(guess?.status, 429)
      assert.match(guess?.retryAfter ?? '', /^[1-9][0-9]*$/)
      const tooMany = text(language, 'server:accounts.tooManyAttempts').split('{{')[0]
      assert.ok(messageOf(guess).startsWith(tooMany), messageOf(guess))
      assert.notEqual(messageOf(guess), 'An unknown error occurred.')
    } finally {
      await pilot.logOut()
      await office.logOut()
    }
  })
}

test('a write on the session cookie that no page of the site sent is refused (403, with its message)', async ({
  baseURL,
}) => {
  const pilot = await restAs(baseURL, PILOT)
  try {
    const cookie = { Cookie: `payload-token=${pilot.token}`, 'Content-Type': 'application/json' }
    for (const language of /** @type {Language[]} */ (['de', 'en'])) {
      /** @type {Record<string, string>[]} */
      const foreign = [{}, { Origin: 'https://evil.example' }, { 'Sec-Fetch-Site': 'cross-site' }]
      for (const headers of foreign) {
        const refused = await fetch(`${baseURL}/api/passkeys/register`, {
          method: 'POST',
          headers: { ...cookie, ...headers, 'Accept-Language': language },
          body: JSON.stringify({ token: 'not-issued' }),
        })
        assert.equal(refused.status, 403, JSON.stringify(headers))
        assert.equal((await refused.json()).errors[0].message, text(language, 'server:scope.crossSiteWrite'))
      }
    }
    // The site's own pages: the browser sends the Origin, or says the request is same-origin.
    /** @type {Record<string, string>[]} */
    const own = [{ Origin: new URL(baseURL).origin }, { 'Sec-Fetch-Site': 'same-origin' }]
    for (const headers of own) {
      const passed = await fetch(`${baseURL}/api/passkeys/register`, {
        method: 'POST',
        headers: { ...cookie, ...headers, 'Accept-Language': 'en' },
        body: JSON.stringify({ token: 'not-issued' }),
      })
      assert.equal(passed.status, 400, JSON.stringify(headers))
      assert.equal((await passed.json()).errors[0].message, text('en', 'server:signatures.registrationExpired'))
    }
  } finally {
    await pilot.logOut()
  }
})
