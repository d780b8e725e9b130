// @ts-check
// Switch role as member@flugakte.test (Club Member who also holds Operator): after switching to
// Operator the web app's session may change D-EKLU over REST, and the Switch role tab and the top bar
// show the active role, without a new login. The account ends as Club Member again. German and English.
import assert from 'node:assert/strict'

import { test } from '../fixtures.mjs'
import { logIn, pageSession, restAs, speaking } from './settings-helpers.mjs'
import { text } from '../texts.mjs'

const EMAIL = 'member@flugakte.test'
const ROLES = { member: 'Club Member', operator: 'Operator' }

const TEXT = {
  de: {
    userMenu: text('de', 'layout:topBar.userMenu'),
    switchRole: text('de', 'settings:tabs.switchRole'),
    roles: text('de', 'settings:switchRole.rolesLabel'),
    active: text('de', 'settings:status.active'),
    role: { member: 'Vereinsmitglied', operator: 'Halter' },
    switchTo: (/** @type {string} */ role) => `Zu ${role} wechseln`,
    switched: (/** @type {string} */ role) => `Sie arbeiten jetzt als ${role}.`,
  },
  en: {
    userMenu: text('en', 'layout:topBar.userMenu'),
    switchRole: text('en', 'settings:tabs.switchRole'),
    roles: text('en', 'settings:switchRole.rolesLabel'),
    active: text('en', 'settings:status.active'),
    role: { member: 'Club Member', operator: 'Operator' },
    switchTo: (/** @type {string} */ role) => `Switch to ${role}`,
    switched: (/** @type {string} */ role) => `You now work as ${role}.`,
  },
}

/**
 * Sends D-EKLU's current serial number back unchanged: allowed only to roles that may edit the aircraft.
 * @param {(path: string, init?: RequestInit) => Promise<Response>} call
 */
async function patchAircraftSerialNumber(call) {
  const list = await (await call('/api/customer_aircrafts?where[registration][equals]=D-EKLU&depth=0&limit=1')).json()
  const aircraft = list.docs[0]
  assert.ok(aircraft, 'the member sees D-EKLU')
  const response = await call(`/api/customer_aircrafts/${aircraft.id}?depth=0`, {
    method: 'PATCH',
    body: JSON.stringify({ serial_number: aircraft.serial_number }),
  })
  return response.status
}

/** @param {string} baseURL @param {number} roleId */
async function switchMemberBack(baseURL, roleId) {
  const member = await restAs(baseURL, EMAIL)
  const response = await member.call(`/api/users/${member.user.id}/switch-role`, {
    method: 'PATCH',
    body: JSON.stringify({ role: roleId }),
  })
  assert.equal(response.status, 200)
  await member.logOut()
}

for (const language of /** @type {const} */ (['de', 'en'])) {
  const text = TEXT[language]

  test(`[${language}] switching to Operator lets the member change D-EKLU without a new login`, async ({
    page,
    baseURL,
  }) => {
    const rest = await restAs(baseURL, EMAIL)
    const roles = await (await rest.call('/api/roles?limit=0&depth=0')).json()
    const memberRoleId = roles.docs.find((/** @type {{ name: string }} */ role) => role.name === ROLES.member).id
    assert.equal(await patchAircraftSerialNumber(rest.call), 403, 'as Club Member')
    await rest.logOut()

    await speaking({ page, baseURL }, language, [EMAIL], async () => {
      try {
        await logIn(page, language, EMAIL)
        const banner = page.getByRole('banner')
        await banner.getByText(text.role.member, { exact: true }).waitFor()

        await banner.getByRole('button', { name: text.userMenu }).click()
        await page.getByRole('menuitem', { name: text.switchRole }).click()
        await page.waitForURL((url) => url.pathname === '/settings/switch-role')
        assert.equal(await page.getByRole('tab', { name: text.switchRole }).getAttribute('aria-selected'), 'true')
        const roleList = page.getByRole('list', { name: text.roles })
        const item = (/** @type {string} */ role) => roleList.getByRole('listitem').filter({ hasText: role })
        await item(text.role.member).getByText(text.active, { exact: true }).waitFor()

        await page.getByRole('button', { name: text.switchTo(text.role.operator) }).click()
        await page.getByText(text.switched(text.role.operator)).waitFor()
        await item(text.role.operator).getByText(text.active, { exact: true }).waitFor()
        await banner.getByText(text.role.operator, { exact: true }).waitFor()
        assert.equal(await item(text.role.member).getByText(text.active, { exact: true }).count(), 0)

        // No new login: the session the web app holds may now change the aircraft.
        assert.equal(await patchAircraftSerialNumber(await pageSession(page, baseURL)), 200, 'as Operator')

        await page.getByRole('button', { name: text.switchTo(text.role.member) }).click()
        await page.getByText(text.switched(text.role.member)).waitFor()
        await item(text.role.member).getByText(text.active, { exact: true }).waitFor()
        await banner.getByText(text.role.member, { exact: true }).waitFor()
        assert.equal(await patchAircraftSerialNumber(await pageSession(page, baseURL)), 403, 'back as Club Member')
      } finally {
        // Whatever happened above, the demo account ends as Club Member for the other specs.
        await switchMemberBack(baseURL, memberRoleId)
      }
    })
  })
}
