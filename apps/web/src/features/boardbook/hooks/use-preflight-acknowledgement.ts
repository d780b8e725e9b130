import { preflightFindings, type AircraftSummary, type PreflightFinding } from '@flugakte/domain'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'

import { formatDate } from '../../../lib/dates'

/** A finding in the words the pilot reads it in (and the entry records). */
export function useFindingText() {
  const { t, i18n } = useTranslation('boardbook')
  return (finding: PreflightFinding): string => {
    switch (finding.kind) {
      case 'arc_expired':
        return finding.expired_on
          ? t('preflight.arcExpired', { date: formatDate(finding.expired_on, 'short', i18n.language) })
          : t('preflight.arcMissing')
      case 'overdue':
        return t('preflight.overdue', {
          title: finding.reference ? `${finding.title} (${finding.reference})` : finding.title,
        })
      case 'document_expired':
        return t('preflight.documentExpired', {
          title: finding.title,
          date: formatDate(finding.expired_on, 'short', i18n.language),
        })
      case 'limitation':
        return t('preflight.limitation', { limitation: finding.limitation, defect: finding.defect })
    }
  }
}

/**
 * What the pilot must know about the aircraft before the flight (its status as the dashboard has it,
 * offline the device's copy) and their acknowledgement, which the entry records as shown. Saving waits
 * for it, as for the confirmation of a grounded aircraft. An entry of the outbox was acknowledged when
 * it was entered.
 */
export function usePreflightAcknowledgement(status: AircraftSummary | undefined, stored: boolean) {
  const text = useFindingText()
  const findings = status && !stored ? preflightFindings(status) : []
  const [acknowledged, setAcknowledged] = useState(false)
  const [missing, setMissing] = useState(false)
  const [focusRequests, setFocusRequests] = useState(0)
  const active = findings.length > 0
  return {
    active,
    findings,
    acknowledged,
    missing: missing && !acknowledged,
    focusRequests,
    /** What the entry carries to the server. */
    acknowledgement:
      active && acknowledged ? findings.map((finding) => ({ key: finding.key, text: text(finding) })) : [],
    acknowledge: (value: boolean) => {
      setAcknowledged(value)
      if (value) setMissing(false)
    },
    guard:
      (save: (event?: FormEvent) => Promise<void>, validate: () => Promise<unknown>) => async (event?: FormEvent) => {
        if (!active || acknowledged) return save(event)
        event?.preventDefault()
        setMissing(true)
        setFocusRequests((count) => count + 1)
        await validate()
      },
    /** Each flight is acknowledged on its own. */
    startOver: () => {
      setAcknowledged(false)
      setMissing(false)
    },
  }
}

export type PreflightAcknowledgementState = ReturnType<typeof usePreflightAcknowledgement>
