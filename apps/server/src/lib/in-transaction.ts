import { createLocalReq, type Payload, type PayloadRequest } from 'payload'

/**
 * Work in one transaction: all or nothing (a record with its audit rows and queued jobs; a bulk seed,
 * with far fewer disk syncs on SQLite). The work passes `req` to every Local API call.
 */
export async function inTransaction<T>(payload: Payload, work: (req: PayloadRequest) => Promise<T>): Promise<T> {
  const req = await createLocalReq({}, payload)
  const transactionID = await payload.db.beginTransaction()
  if (transactionID) req.transactionID = transactionID
  try {
    const result = await work(req)
    if (transactionID) await payload.db.commitTransaction(transactionID)
    return result
  } catch (error) {
    if (transactionID) await payload.db.rollbackTransaction(transactionID)
    throw error
  }
}
