// `npm run seal-imported`: after a bulk import written past the API (the benches' journey logs, a
// migration from another system), hashes the imported journey-log entries and appends every record
// without a leaf to its aircraft's event log under a signed head that counts them, on the database
// DATABASE_URI names (as for `npm start`). Records that have a leaf are never rewritten.
import { existsSync } from 'node:fs'
import path from 'node:path'

import { root, run, serverDir } from './lib.mjs'

const envFile = path.join(root, '.env')
if (existsSync(envFile)) process.loadEnvFile(envFile)
try {
  await run('npx', ['payload', 'run', 'src/journey-log/event-log/seal-imported-command.ts'], { cwd: serverDir })
} catch {
  process.exit(1)
}
