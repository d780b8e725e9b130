import { installationIssues, type InstallationRecord } from '@flugakte/domain'
import type { CollectionBeforeValidateHook } from 'payload'

import { refuseFields } from '../../lib/refuse'
import { say } from '../../lib/texts'
import type { CustomerAircraft } from '../../payload-types'

const INSTALLATION_ARRAYS = ['comp_serialized', 'comp_unserialized'] as const

/**
 * Every installed part's recorded history must be possible (TSO ≤ TSN, CSO ≤ CSN, nothing before
 * manufacture), by the rule in packages/domain; all broken fields are reported at once.
 */
export const checkInstallationHistory: CollectionBeforeValidateHook<CustomerAircraft> = ({ data, req }) => {
  if (!data) return data
  const errors = INSTALLATION_ARRAYS.flatMap((array) => {
    const rows: unknown = data[array]
    if (!Array.isArray(rows)) return []
    return rows.flatMap((row: unknown, index) =>
      row && typeof row === 'object'
        ? installationIssues(row as InstallationRecord).map(({ path, key }) => ({
            path: `${array}.${index}.${path}`,
            message: say(req, `messages:${key}`),
          }))
        : [],
    )
  })
  if (errors.length > 0) refuseFields(req, 'customer_aircrafts', errors)
  return data
}
