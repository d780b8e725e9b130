// @ts-check
// Where the e2e run's servers listen and where its files go. e2e/run.mjs picks free ports and passes them
// in the environment; Playwright evaluates the config in its runner and in every worker, and all of them
// inherit that environment, so they agree. Run without it (npx playwright test -c e2e/playwright.config.mjs),
// the fixed ports below are used.
import path from 'node:path'

import { root } from '../scripts/lib.mjs'

export function e2eEnv() {
  const resultsDir = process.env.E2E_RESULTS_DIR || path.join(root, 'test-results')
  const port = Number(process.env.E2E_PORT || 3401)
  const shortTokenPort = Number(process.env.E2E_SHORT_TOKEN_PORT || 3402)
  // The offline spec's own server, which it stops and starts again (kill -9) on a copy of the database.
  const outboxPort = Number(process.env.E2E_OUTBOX_PORT || 3403)
  return {
    resultsDir,
    port,
    shortTokenPort,
    smtpPort: Number(process.env.E2E_SMTP_PORT || 3425),
    // A host name, not an IP address: WebAuthn binds passkeys to a domain and refuses ceremonies on an
    // address, and the server takes its relying party from this origin (PUBLIC_ORIGIN).
    baseURL: `http://localhost:${port}`,
    shortTokenBaseURL: `http://localhost:${shortTokenPort}`,
    outboxPort,
    outboxBaseURL: `http://localhost:${outboxPort}`,
    mailDir: path.join(resultsDir, 'e2e-mail'),
    authDir: path.join(resultsDir, 'e2e-auth'),
  }
}
