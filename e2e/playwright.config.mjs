// @ts-check
// End-to-end tests on Playwright Test, in Debian's Chromium against the real, seeded production server
// (global-setup.mjs). e2e/run.mjs builds, picks the ports and runs this config; see e2e-env.mjs.
import path from 'node:path'

import { defineConfig } from '@playwright/test'

import { e2eEnv } from './e2e-env.mjs'
import { chromiumPath } from './ensure-chromium.mjs'

const { resultsDir, baseURL, shortTokenBaseURL } = e2eEnv()

// Debian's Chromium on a machine without internet: these flags stop it from phoning home and flooding
// refused connections (see PLATFORM-NOTES, "Browser tests").
const launchArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]

/** The specs that watch the web app refresh a 45 s token; they run against the short-token server. */
const SHORT_TOKEN_SPECS = /auth-token-refresh\.spec\.mjs$/

export default defineConfig({
  testDir: './specs',
  // One server, one database, shared demo accounts: the specs run one after the other, as people
  // would take turns on one installation, and a spec may change an account it gives back afterwards.
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Generous for the admin panel's first render on a slow machine, short enough that a hang fails fast.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  globalSetup: './global-setup.mjs',
  outputDir: path.join(resultsDir, 'e2e-artifacts'),
  reporter: [['list'], ['json', { outputFile: path.join(resultsDir, 'e2e-report.json') }]],
  use: {
    baseURL,
    // German is the product's main language; pinning it keeps the admin's labels predictable.
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    actionTimeout: 15_000,
    navigationTimeout: 15_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromiumPath, args: launchArgs },
  },
  projects: [
    { name: 'sign-in', testMatch: /sign-in\.setup\.mjs$/ },
    { name: 'chromium', testMatch: /\.spec\.mjs$/, testIgnore: SHORT_TOKEN_SPECS, dependencies: ['sign-in'] },
    { name: 'short-tokens', testMatch: SHORT_TOKEN_SPECS, use: { baseURL: shortTokenBaseURL } },
  ],
})
