import { Alert, List, Stack, Text } from '@mantine/core'
import type { DefectSummary } from '@flugakte/domain'
import { IconAlertOctagon, IconAlertTriangle } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

import { useGroundingDefects, type GroundingDefect } from '../lib/aircraft/get-aircraft-defects'
import { dueAtText } from '../lib/due-text'
import { AnchorLink } from './router-links'

type Grounded = {
  aircraftId: number
  registration: string
  /** The aircraft's defects as its status has them; undefined when the device does not know them. */
  summary: DefectSummary | undefined
  /** The server's own words, when it refused an entry because the aircraft is grounded. */
  message?: string
  /** Links to the defects screen (not in a dialog, where leaving would drop the input). */
  links?: boolean
  /** What follows the list (the add-entry dialog's confirmation). */
  children?: ReactNode
}

function DefectName({ aircraftId, defect, link }: { aircraftId: number; defect: GroundingDefect; link: boolean }) {
  const { t } = useTranslation()
  const name = defect.description
    ? t('aircraftDefects.defectWith', { id: defect.id, description: defect.description })
    : t('aircraftDefects.defect', { id: defect.id })
  if (!link) return name
  return (
    <AnchorLink to="/defects" search={{ aircraft: aircraftId, defect: defect.id }} c="red.9" fw={600}>
      {name}
    </AnchorLink>
  )
}

/**
 * An aircraft an open defect grounds (ML.A.403): red, naming each defect, wherever the aircraft's status
 * is shown and before a flight is entered on it.
 */
export function GroundedAlert({ aircraftId, registration, summary, message, links = true, children }: Grounded) {
  const { t } = useTranslation()
  const defects = useGroundingDefects(aircraftId, summary)
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertOctagon size={20} />}
      title={t('aircraftDefects.groundedTitle', { registration })}
    >
      <Stack gap="xs">
        {message && <Text size="sm">{message}</Text>}
        {defects.length > 0 && (
          <div>
            <Text size="sm">{t('aircraftDefects.groundedText', { count: defects.length })}</Text>
            <List size="sm">
              {defects.map((defect) => (
                <List.Item key={defect.id}>
                  <DefectName aircraftId={aircraftId} defect={defect} link={links} />
                </List.Item>
              ))}
            </List>
          </div>
        )}
        {links && (
          <AnchorLink to="/defects" search={{ aircraft: aircraftId }} size="sm" fw={600}>
            {t('aircraftDefects.showDefects')}
          </AnchorLink>
        )}
        {children}
      </Stack>
    </Alert>
  )
}

/**
 * The limitations of the deferrals in force, which every pilot reads before flight, each with the defect
 * it belongs to and its deadline.
 */
export function LimitationsNotice({
  aircraftId,
  limitations,
  links = true,
}: {
  aircraftId: number
  limitations: DefectSummary['limitations']
  links?: boolean
}) {
  const { t, i18n } = useTranslation()
  if (limitations.length === 0) return null
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconAlertTriangle size={20} />}
      title={t('aircraftDefects.limitationsTitle')}
    >
      <List size="sm" spacing="xs">
        {limitations.map((item) => {
          const source = t('aircraftDefects.limitationFor', { id: item.defect, description: item.description })
          return (
            <List.Item key={item.defect}>
              <Text size="sm" fw={700} style={{ whiteSpace: 'pre-line' }}>
                {item.limitation}
              </Text>
              <Text size="xs">
                {links ? (
                  <AnchorLink to="/defects" search={{ aircraft: aircraftId, defect: item.defect }} inherit>
                    {source}
                  </AnchorLink>
                ) : (
                  source
                )}
                {item.due ? ` · ${t('aircraftDefects.deadline', { due: dueAtText(item.due, t, i18n.language) })}` : ''}
              </Text>
            </List.Item>
          )
        })}
      </List>
    </Alert>
  )
}
