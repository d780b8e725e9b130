import type { PayloadRequest } from 'payload'

import { say } from '../lib/texts'

/**
 * A record's certificate of release to service gets the ML.A.801 statement from the server, in the
 * language of the person entering it (who signs it as shown); a record without a release keeps none.
 */
export function stampReleaseStatement(req: PayloadRequest, data: Record<string, unknown>) {
  const release = data.release as Record<string, unknown> | null | undefined
  if (release && typeof release.certifying_person === 'string' && release.certifying_person !== '') {
    data.release = { ...release, statement: say(req, 'releases:releaseStatement') }
  } else if (release && typeof release === 'object') {
    data.release = { ...release, statement: null }
  }
  return data
}
