// @ts-check
// Playwright Test as the specs use it: the config gives every project a baseURL, so the specs' baseURL
// is typed as the string it always is (Playwright types the option as possibly undefined).
import { test as base } from '@playwright/test'

export { expect } from '@playwright/test'

/**
 * @typedef {import('@playwright/test').PlaywrightTestArgs & import('@playwright/test').PlaywrightTestOptions} TestArgs
 * @typedef {import('@playwright/test').PlaywrightWorkerArgs & import('@playwright/test').PlaywrightWorkerOptions} WorkerArgs
 * @typedef {Omit<TestArgs, 'baseURL'> & { baseURL: string }} SpecArgs
 */

/** @type {import('@playwright/test').TestType<SpecArgs, WorkerArgs>} */
export const test = /** @type {any} */ (base)
