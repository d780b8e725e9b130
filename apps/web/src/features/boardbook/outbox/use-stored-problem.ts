import { useEffect, useRef } from 'react'

import { ApiError } from '../../../lib/api-client'
import type { OutboxRecord } from '../../../lib/outbox/types'

/**
 * An entry of the outbox opens in the editor with what stands in its way: the schema's messages (an
 * addendum without notes), then the server's refusal at its fields.
 */
export function useStoredProblem(
  stored: OutboxRecord | null | undefined,
  validate: () => Promise<unknown>,
  showRefusal: (error: ApiError) => void,
) {
  // Once, as the editor opens: later changes are the author's.
  const opened = useRef({ stored, validate, showRefusal })
  useEffect(() => {
    const { stored: record, validate: check, showRefusal: show } = opened.current
    if (!record) return
    void check().then(() => {
      const problem = record.problem
      if (problem) show(new ApiError(problem.status, problem.messages, problem.fieldErrors, problem.code))
    })
  }, [])
}
