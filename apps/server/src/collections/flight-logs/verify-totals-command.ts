// Run by `npm run verify-totals [-- --repair]` (scripts/verify-totals.mjs): recomputes every aircraft's
// carried-forward totals and per-day rollup from its entries and compares them with what is stored.
// Exits 1 when anything differs; with VERIFY_TOTALS_REPAIR=true, writes the recomputed figures in one
// transaction.
import config from '@payload-config'
import { createLocalReq, getPayload } from 'payload'

import { verifyTotals } from './verify-totals'

const repair = process.env.VERIFY_TOTALS_REPAIR === 'true'
const payload = await getPayload({ config })
const req = await createLocalReq({}, payload)
const started = performance.now()
const transactionID = repair ? await payload.db.beginTransaction() : null
if (transactionID) req.transactionID = transactionID
let report
try {
  report = await verifyTotals(req, { repair })
  if (transactionID) await payload.db.commitTransaction(transactionID)
} catch (error) {
  if (transactionID) await payload.db.rollbackTransaction(transactionID)
  throw error
}
const seconds = ((performance.now() - started) / 1000).toFixed(1)
for (const mismatch of report.mismatches) {
  console.log(
    `aircraft ${mismatch.aircraft}, ${mismatch.what}: stored ${JSON.stringify(mismatch.stored)}, recomputed ${JSON.stringify(mismatch.recomputed)}`,
  )
}
console.log(
  `verify-totals: ${report.aircraft} aircraft, ${report.entries} entries, ${report.days} days recomputed in ${seconds} s; ` +
    `${report.mismatched} differ${repair ? `, ${report.repaired} rows rewritten` : ''}`,
)
process.exit(report.mismatched > 0 && !repair ? 1 : 0)
