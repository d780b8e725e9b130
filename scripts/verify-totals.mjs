// `npm run verify-totals [-- --repair]`: recomputes every aircraft's carried-forward journey-log totals
// from its entries and compares them with what is stored, on the database DATABASE_URI names (as for
// `npm start`); exits 1 when anything differs. `--repair` writes the recomputed figures instead.
// `payload run` passes no arguments on to its script, so the choice travels in the environment.
import { existsSync } from 'node:fs'
import path from 'node:path'

import { root, run, serverDir } from './lib.mjs'

const envFile = path.join(root, '.env')
if (existsSync(envFile)) process.loadEnvFile(envFile)
const repair = process.argv.includes('--repair')
try {
  await run('npx', ['payload', 'run', 'src/collections/flight-logs/verify-totals-command.ts'], {
    cwd: serverDir,
    env: { ...process.env, VERIFY_TOTALS_REPAIR: repair ? 'true' : '' },
  })
} catch {
  process.exit(1)
}
