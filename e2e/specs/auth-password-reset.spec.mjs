// @ts-check
// The password-reset journey with the real mail: request on /reset-password, the server mails a link
// (to the SMTP server run.mjs starts), the link opens /change-password, the new password works, and
// the used link is refused. Plus the screens' checks that need no mail, in German and English.
import assert from 'node:assert/strict'

import { test } from '../fixtures.mjs'
import { linkIn, to, waitForMail } from '../mailbox.mjs'
import { fieldLabel, logIn, openIn, storedSession, TEXT, waitForFieldMessage } from '../web-app.mjs'

/** Only this spec changes this account's password. */
const EMAIL = 'jonas.becker@flugakte.test'
/** Passes the 'strong' policy: 8+ characters, digit, lower, upper, special, no whitespace. */
const NEW_PASSWORD = 'Rotorblatt-2026!'

test('[de] password reset: the mailed link sets a new password once', async ({ page }) => {
  const text = TEXT.de
  const since = Date.now()
  await page.goto('/reset-password')
  await page.getByRole('heading', { name: text.resetHeading }).waitFor()
  await page.getByLabel(fieldLabel(text.email)).fill(EMAIL)
  await page.getByRole('button', { name: text.resetButton }).click()
  await page.getByRole('alert').filter({ hasText: text.resetSuccess }).waitFor()
  assert.equal(await page.getByLabel(fieldLabel(text.email)).count(), 0, 'the success alert replaces the form')

  const mail = await waitForMail(to(EMAIL, since))
  const link = linkIn(mail, '/change-password')
  assert.ok(link.searchParams.get('token'), 'the link carries a token')
  assert.equal(link.origin, new URL(page.url()).origin, 'the link points at this server')

  await page.goto(link.href)
  await page.getByRole('heading', { name: 'LAkte' }).waitFor()
  await page.getByLabel(fieldLabel(text.newPassword)).fill(NEW_PASSWORD)
  await page.getByLabel(fieldLabel(text.repeatPassword)).fill(NEW_PASSWORD)
  await page.getByRole('button', { name: text.changePassword }).click()
  await page.getByRole('alert').filter({ hasText: text.passwordChanged }).waitFor()
  await page.waitForURL((url) => url.pathname === '/login')

  await logIn(page, 'de', { email: EMAIL, password: NEW_PASSWORD })
  assert.ok((await storedSession(page)).token)

  // The same link a second time: the server refuses the used token, the page says Error.
  await page.goto(link.href)
  await page.getByLabel(fieldLabel(text.newPassword)).fill('Andere-Pw-2026!')
  await page.getByLabel(fieldLabel(text.repeatPassword)).fill('Andere-Pw-2026!')
  await page.getByRole('button', { name: text.changePassword }).click()
  await page.getByRole('alert', { name: text.error }).waitFor()
  assert.equal(new URL(page.url()).pathname, '/change-password')
})

for (const language of /** @type {const} */ (['de', 'en'])) {
  const text = TEXT[language]

  test(`[${language}] reset-password validates the address and prefills it from ?email=`, async ({ page }) => {
    await openIn(page, language)
    await page.goto('/reset-password?email=pilot%40flugakte.test')
    const email = page.getByLabel(fieldLabel(text.email))
    assert.equal(await email.inputValue(), 'pilot@flugakte.test')
    await email.fill('')
    await email.blur()
    await waitForFieldMessage(email, text.required)
    await email.fill('pilot')
    await page.getByRole('button', { name: text.resetButton }).click()
    await waitForFieldMessage(email, text.wrongFormat)
    assert.equal((await page.getByRole('separator').textContent())?.trim(), language === 'de' ? 'oder' : 'or')
    await page.getByRole('link', { name: text.login, exact: true }).click()
    await page.waitForURL((url) => url.pathname === '/login')
  })

  test(`[${language}] change-password without a token says so and leads to the login`, async ({ page }) => {
    await openIn(page, language)
    await page.goto('/change-password')
    await page.getByRole('heading', { name: 'LAkte' }).waitFor()
    await page.getByRole('alert').filter({ hasText: text.noToken }).waitFor()
    assert.equal(await page.getByLabel(fieldLabel(text.newPassword)).count(), 0)
    await page.getByRole('link', { name: text.login, exact: true }).click()
    await page.waitForURL((url) => url.pathname === '/login')
  })

  test(`[${language}] change-password checks length and repetition before calling the server`, async ({ page }) => {
    await openIn(page, language)
    let calls = 0
    // By path: the app adds ?locale= to every call, which a glob without it would never match.
    await page.route(
      (url) => url.pathname === '/api/users/reset-password',
      (route) => {
        calls += 1
        return route.continue()
      },
    )
    await page.goto('/change-password?token=unused')
    const password = page.getByLabel(fieldLabel(text.newPassword))
    const repeat = page.getByLabel(fieldLabel(text.repeatPassword))
    await page.getByRole('button', { name: text.changePassword }).click()
    await waitForFieldMessage(password, text.required)
    await waitForFieldMessage(repeat, text.required)
    await password.fill('abc')
    await repeat.fill('abd')
    await page.getByRole('button', { name: text.changePassword }).click()
    await waitForFieldMessage(password, text.tooShort)
    await password.fill('abcdef')
    await page.getByRole('button', { name: text.changePassword }).click()
    await waitForFieldMessage(repeat, text.noMatch)
    assert.equal(calls, 0)
  })
}
