import type { Payload, PayloadRequest } from 'payload'

/** Bulk seeding in one transaction: all or nothing, and far fewer disk syncs on SQLite. */
export async function inTransaction(payload: Payload, work: (req: Partial<PayloadRequest>) => Promise<void>) {
  const transactionID = await payload.db.beginTransaction()
  const req: Partial<PayloadRequest> = transactionID ? { transactionID } : {}
  try {
    await work(req)
    if (transactionID) await payload.db.commitTransaction(transactionID)
  } catch (error) {
    if (transactionID) await payload.db.rollbackTransaction(transactionID)
    throw error
  }
}
