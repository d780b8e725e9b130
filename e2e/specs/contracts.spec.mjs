// @ts-check
// Contracts: the owner names a maintenance company on an aircraft (a request); until the named
// company's admin accepts it on /settings/company the company sees nothing of the aircraft; after
// accepting it does, and the owner sees the contract accepted. German and English. The contract is
// ended afterwards, so the demo visibility stays as seeded for the other specs.
import assert from 'node:assert/strict'

import { test } from '../harness.mjs'
import { logIn, restAs, speaking } from './settings-helpers.mjs'

const TEXT = {
  de: {
    incoming: 'Vertragsanfragen an Ihre Firma',
    outgoing: 'Verträge Ihrer Luftfahrzeuge',
    requested: 'Angefragt',
    accepted: 'Angenommen',
    accept: (/** @type {string} */ registration) => `${registration} annehmen`,
    done: (/** @type {string} */ registration) => `Der Vertrag für ${registration} ist angenommen.`,
    maintenance: 'Instandhaltungsbetrieb',
  },
  en: {
    incoming: 'Contract requests to your company',
    outgoing: 'Contracts of your aircraft',
    requested: 'Requested',
    accepted: 'Accepted',
    accept: (/** @type {string} */ registration) => `Accept ${registration}`,
    done: (/** @type {string} */ registration) => `The contract for ${registration} has been accepted.`,
    maintenance: 'Maintenance company',
  },
}

const OWNER = 'operator-b@flugakte.test'
const CONTRACTOR = 'maintenance@flugakte.test'
const REGISTRATION = 'D-EDRS'
const WERFT = 'Flugwerft Mittelrhein GmbH'

for (const language of /** @type {const} */ (['de', 'en'])) {
  const text = TEXT[language]

  test(`[${language}] a maintenance request grants nothing until the company's admin accepts it`, async ({
    page,
    baseURL,
  }) => {
    const owner = await restAs(baseURL, OWNER)
    const aircraft = (
      await (await owner.call(`/api/customer_aircrafts?where[registration][equals]=${REGISTRATION}&depth=0`)).json()
    ).docs[0]
    const werft = (
      await (await owner.call(`/api/companies?where[name][equals]=${encodeURIComponent(WERFT)}&depth=0`)).json()
    ).docs[0]
    assert.ok(aircraft && werft, 'the owner finds its aircraft and the maintenance company')
    const requested = await owner.call('/api/aircraft_contracts', {
      method: 'POST',
      body: JSON.stringify({ customer_aircraft: aircraft.id, kind: 'maintenance_company', company: werft.id }),
    })
    assert.equal(requested.status, 201, 'the owner requests the contract')
    const contract = (await requested.json()).doc
    assert.equal(contract.status, 'requested')
    await owner.logOut()

    try {
      const before = await restAs(baseURL, CONTRACTOR)
      assert.equal(
        (await before.call(`/api/customer_aircrafts/${aircraft.id}`)).status,
        404,
        'nothing before accepting',
      )
      await before.logOut()

      await speaking({ page, baseURL }, language, [CONTRACTOR, OWNER], async () => {
        await logIn(page, language, CONTRACTOR)
        await page.goto('/settings/company')
        const incoming = page.getByRole('table', { name: text.incoming })
        const row = incoming.getByRole('row').filter({ hasText: REGISTRATION }).filter({ hasText: text.requested })
        await row.waitFor()
        await row.getByText(text.maintenance, { exact: true }).waitFor()
        await row.getByRole('button', { name: text.accept(REGISTRATION) }).click()
        await page.getByText(text.done(REGISTRATION)).waitFor()
        await incoming
          .getByRole('row')
          .filter({ hasText: REGISTRATION })
          .getByText(text.accepted, { exact: true })
          .first()
          .waitFor()

        const after = await restAs(baseURL, CONTRACTOR)
        assert.equal(
          (await after.call(`/api/customer_aircrafts/${aircraft.id}`)).status,
          200,
          'the aircraft after accepting',
        )
        await after.logOut()

        await page.goto('/logout')
        await page.waitForFunction(() => !localStorage.getItem('auth_token'))
        await logIn(page, language, OWNER)
        await page.goto('/settings/company')
        const outgoing = page.getByRole('table', { name: text.outgoing })
        await outgoing
          .getByRole('row')
          .filter({ hasText: REGISTRATION })
          .filter({ hasText: WERFT })
          .getByText(text.accepted, { exact: true })
          .waitFor()
      })
    } finally {
      const ending = await restAs(baseURL, OWNER)
      const ended = await ending.call(`/api/aircraft_contracts/${contract.id}`, {
        method: 'PATCH',
        body: JSON.stringify({ status: 'ended' }),
      })
      assert.equal(ended.status, 200, 'the owner ends the contract again')
      await ending.logOut()
    }
  })
}
