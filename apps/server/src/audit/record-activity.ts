import type { PayloadRequest } from 'payload'

import { requestOrigin } from './request-origin'

type ActivityEntry = {
  action: 'create' | 'update' | 'delete' | 'login'
  collection: string
  item: number | string
  user?: number | string | null
}

/** Written inside the caller's transaction, so a change and its activity row land together. */
export async function recordActivity(req: PayloadRequest, entry: ActivityEntry) {
  await req.payload.create({
    collection: 'activity',
    data: {
      action: entry.action,
      collection: entry.collection,
      item: String(entry.item),
      user: (entry.user ?? req.user?.id ?? null) as number | null,
      timestamp: new Date().toISOString(),
      ...requestOrigin(req),
    },
    // Nothing reads the stored row back but the audit itself: no user populated.
    depth: 0,
    overrideAccess: true,
    req,
  })
}
