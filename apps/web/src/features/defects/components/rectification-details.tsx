import { List, Stack, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

import { formatDate } from '../../../lib/dates'

/** A rectification's work and certificate, as stored (DefectActionView) or as just entered. */
export type Certified = {
  work_performed: string | null
  maintenance_data: string | null
  parts: { description: string; part_number: string | null; serial_number: string | null }[]
  release: {
    certifying_person: string
    licence: string
    approval_reference: string | null
    date: string
    place: string
    /** The statement as signed (the server's, in the language it was entered in). */
    statement?: string | null
  } | null
}

/** "Label: value", one line of a record. */
export function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
      <Text span size="sm" fw={600}>
        {label}:
      </Text>{' '}
      {children}
    </Text>
  )
}

/** The work performed, the maintenance data, the parts replaced and the certificate of release to service. */
/** `withStatement: false` where the statement is shown beside it already (the sign dialog states it once). */
export function RectificationDetails({ action, withStatement = true }: { action: Certified; withStatement?: boolean }) {
  const { t, i18n } = useTranslation('defects')
  const release = action.release
  const parts = action.parts.filter((part) => part.description)
  return (
    <Stack gap={4}>
      {action.work_performed && <Detail label={t('history.work')}>{action.work_performed}</Detail>}
      {action.maintenance_data && <Detail label={t('history.maintenanceData')}>{action.maintenance_data}</Detail>}
      {parts.length > 0 && (
        <div>
          <Text size="sm" fw={600}>
            {t('history.parts')}:
          </Text>
          <List size="sm">
            {parts.map((part, index) => (
              <List.Item key={index}>
                {[
                  part.description,
                  part.part_number && t('history.partNumber', { value: part.part_number }),
                  part.serial_number && t('history.serialNumber', { value: part.serial_number }),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </List.Item>
            ))}
          </List>
        </div>
      )}
      {release && (
        <Stack gap={2} role="group" aria-label={t('history.release')}>
          <Text size="sm" fw={600}>
            {t('history.release')}
          </Text>
          <Detail label={t('history.certifyingPerson')}>{release.certifying_person}</Detail>
          <Detail label={t('history.licence')}>{release.licence}</Detail>
          {release.approval_reference && <Detail label={t('history.approval')}>{release.approval_reference}</Detail>}
          <Detail label={t('history.date')}>{formatDate(release.date, 'short', i18n.language)}</Detail>
          <Detail label={t('history.place')}>{release.place}</Detail>
          {withStatement && release.statement && (
            <Text size="sm" fs="italic">
              {release.statement}
            </Text>
          )}
        </Stack>
      )}
    </Stack>
  )
}
