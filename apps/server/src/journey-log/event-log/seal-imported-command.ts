// Run by `npm run seal-imported` (scripts/seal-imported.mjs) after a bulk import written past the API:
// hashes the imported journey-log entries and appends every record that has no leaf yet to its
// aircraft's event log, under a signed head that counts them (seal-event-log.ts). Prints what it sealed.
import config from '@payload-config'
import { createLocalReq, getPayload } from 'payload'

import { sealInTransaction } from './seal-event-log'

const payload = await getPayload({ config })
const started = performance.now()
const sealed = await sealInTransaction(await createLocalReq({}, payload), { imported: true })
const seconds = ((performance.now() - started) / 1000).toFixed(1)
console.log(
  `seal-imported: ${sealed.entries} entries hashed, ${sealed.records} records of ${sealed.aircraft} aircraft ` +
    `appended to their event logs in ${seconds} s`,
)
process.exit(0)
