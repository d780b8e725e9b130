import { Anchor, Stack } from '@mantine/core'
import type { Evidence } from '@flugakte/domain'
import { useTranslation } from 'react-i18next'

import { AnchorLink } from '../../../components/router-links'
import { RegistrationText } from '../../../components/registration-text'

/** Where a piece of evidence is kept: its screen for the aircraft, or its entry further down this page. */
export function EvidenceLink({ evidence, aircraftId }: { evidence: Evidence; aircraftId: number }) {
  const { t } = useTranslation('records')
  const label = <RegistrationText>{evidence.label || t(`evidenceKinds.${evidence.kind}`)}</RegistrationText>
  const common = { size: 'sm', title: t(`evidenceKinds.${evidence.kind}`) } as const
  const search = { aircraft: aircraftId }
  switch (evidence.kind) {
    case 'document':
      return (
        <AnchorLink to="/documents" search={search} {...common}>
          {label}
        </AnchorLink>
      )
    case 'flight_log':
      return (
        <AnchorLink to="/boardbook" search={search} {...common}>
          {label}
        </AnchorLink>
      )
    case 'directive':
    case 'ad_compliance':
      return (
        <AnchorLink to="/list/airworthiness-directive" search={search} {...common}>
          {label}
        </AnchorLink>
      )
    case 'task':
    case 'task_completion':
    case 'component':
      return (
        <AnchorLink to="/lifecycle" search={search} {...common}>
          {label}
        </AnchorLink>
      )
    case 'defect':
      return (
        <AnchorLink to="/defects" search={{ aircraft: aircraftId, defect: Number(evidence.id) }} {...common}>
          {label}
        </AnchorLink>
      )
    case 'modification':
    case 'review':
      return (
        <Anchor href={`#${evidence.kind}-${evidence.id}`} {...common}>
          {label}
        </Anchor>
      )
  }
}

export function EvidenceLinks({ evidence, aircraftId }: { evidence: Evidence[]; aircraftId: number }) {
  if (evidence.length === 0) return null
  return (
    <Stack gap={2} align="flex-start">
      {evidence.map((entry) => (
        <EvidenceLink key={`${entry.kind}:${entry.id}`} evidence={entry} aircraftId={aircraftId} />
      ))}
    </Stack>
  )
}
