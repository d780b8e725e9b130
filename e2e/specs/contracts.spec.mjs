// @ts-check
// Contracts: the owner requests a maintenance company for an aircraft through the "Request contract"
// form on /settings/company (the English run on a phone-sized screen); until the named
// company's admin accepts it on /settings/company the company sees nothing of the aircraft; after
// accepting it does, and the owner sees the contract accepted. German and English. The contract is
// ended afterwards, so the demo visibility stays as seeded for the other specs.
import assert from 'node:assert/strict'

import { test } from '../fixtures.mjs'
import { logIn, restAs, speaking } from './settings-helpers.mjs'
import { text } from '../texts.mjs'

const TEXT = {
  de: {
    incoming: text('de', 'settings:contracts.incoming'),
    outgoing: text('de', 'settings:contracts.outgoing'),
    requested: text('de', 'settings:contracts.status.requested'),
    accepted: text('de', 'settings:contracts.status.accepted'),
    accept: (/** @type {string} */ registration) => `${registration} annehmen`,
    done: (/** @type {string} */ registration) => `Der Vertrag für ${registration} ist angenommen.`,
    maintenance: text('de', 'settings:contracts.kind.maintenance_company'),
    form: text('de', 'settings:contracts.request.submit'),
    aircraft: /^Luftfahrzeug/,
    kind: /^Als/,
    company: /^Firma/,
    submit: text('de', 'settings:contracts.request.submit'),
    sent: (/** @type {string} */ registration) => `Die Anfrage für ${registration} an ${WERFT} ist gestellt.`,
  },
  en: {
    incoming: text('en', 'settings:contracts.incoming'),
    outgoing: text('en', 'settings:contracts.outgoing'),
    requested: text('en', 'settings:contracts.status.requested'),
    accepted: text('en', 'settings:contracts.status.accepted'),
    accept: (/** @type {string} */ registration) => `Accept ${registration}`,
    done: (/** @type {string} */ registration) => `The contract for ${registration} has been accepted.`,
    maintenance: text('en', 'settings:contracts.kind.maintenance_company'),
    form: text('en', 'settings:contracts.request.submit'),
    aircraft: /^Aircraft/,
    kind: /^As/,
    company: /^Company/,
    submit: text('en', 'settings:contracts.request.submit'),
    sent: (/** @type {string} */ registration) => `The request for ${registration} has been sent to ${WERFT}.`,
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
    assert.ok(aircraft, 'the owner finds its aircraft')
    /** The contracts of the aircraft with the maintenance company, as the owner reads them. */
    const contractsWithWerft = async () => {
      const session = await restAs(baseURL, OWNER)
      const response = await session.call(
        `/api/aircraft_contracts?where[customer_aircraft][equals]=${aircraft.id}&depth=0&limit=0`,
      )
      await session.logOut()
      /** @type {{ id: number, status: string, company_name: string }[]} */
      const docs = (await response.json()).docs
      return docs.filter((row) => row.company_name === WERFT)
    }
    const existing = new Set((await contractsWithWerft()).map((row) => row.id))
    await owner.logOut()

    try {
      await speaking({ page, baseURL }, language, [CONTRACTOR, OWNER], async () => {
        // The owner asks through the form; in English on a phone-sized screen (the fields stack).
        if (language === 'en') await page.setViewportSize({ width: 390, height: 844 })
        await logIn(page, language, OWNER)
        await page.goto('/settings/company')
        const form = page.getByRole('form', { name: text.form })
        await form.waitFor()
        /** @param {RegExp} label @param {string} option */
        const choose = async (label, option) => {
          await form.getByRole('combobox', { name: label }).click()
          await page.getByRole('option', { name: option, exact: true }).click()
        }
        await choose(text.aircraft, REGISTRATION)
        await choose(text.kind, text.maintenance)
        await choose(text.company, WERFT)
        if (language === 'en') {
          const boxes = await Promise.all(
            [text.aircraft, text.kind, text.company].map((label) =>
              form.getByRole('combobox', { name: label }).boundingBox(),
            ),
          )
          assert.ok(
            boxes.every(
              (box, index) => box && box.x + box.width <= 390 && (index === 0 || box.y > (boxes[index - 1]?.y ?? 0)),
            ),
            'on a phone the fields stand one below the other, within the screen',
          )
        }
        await form.getByRole('button', { name: text.submit }).click()
        await page.getByText(text.sent(REGISTRATION)).waitFor()
        await page
          .getByRole('table', { name: text.outgoing })
          .getByRole('row')
          .filter({ hasText: REGISTRATION })
          .filter({ hasText: WERFT })
          .getByText(text.requested, { exact: true })
          .waitFor()
        const created = (await contractsWithWerft()).filter((row) => !existing.has(row.id)).map((row) => row.id)
        assert.equal(created.length, 1, 'the form made one request')
        const [contract] = (await contractsWithWerft()).filter((row) => row.id === created[0])
        assert.equal(contract?.status, 'requested')
        await page.goto('/logout')
        await page.waitForFunction(() => !localStorage.getItem('auth_token'))
        if (language === 'en') await page.setViewportSize({ width: 1280, height: 800 })

        const before = await restAs(baseURL, CONTRACTOR)
        assert.equal(
          (await before.call(`/api/customer_aircrafts/${aircraft.id}`)).status,
          404,
          'nothing before accepting',
        )
        await before.logOut()

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
      // Whatever this test requested is ended again (also after a failure), so the demo data stays as seeded.
      const open = (await contractsWithWerft()).filter(
        (row) => !existing.has(row.id) && (row.status === 'requested' || row.status === 'accepted'),
      )
      const ending = await restAs(baseURL, OWNER)
      for (const { id } of open) {
        const ended = await ending.call(`/api/aircraft_contracts/${id}`, {
          method: 'PATCH',
          body: JSON.stringify({ status: 'ended' }),
        })
        assert.equal(ended.status, 200, 'the owner ends the contract again')
      }
      await ending.logOut()
    }
  })
}
