import { Stack, Table, Text, Title } from '@mantine/core'
import type { DocumentRegisterRow } from '@flugakte/domain'
import { useTranslation } from 'react-i18next'

import { HealthStateBadge } from '../../../components/health-state-badge'
import { formatDay } from '../../../lib/dates'
import { reasonText, registerActionText } from '../utils/health-texts'
import { EvidenceLink } from './evidence-links'

/** The documents NCO.GEN.135 asks on board (and the mass-and-balance statement): there, current, expiring. */
export function DocumentRegister({ rows, aircraftId }: { rows: DocumentRegisterRow[]; aircraftId: number }) {
  const texts = useTranslation('records')
  const { t, i18n } = texts
  return (
    <Stack gap="xs" component="section" aria-labelledby="document-register">
      <Title order={3} id="document-register">
        {t('register.title')}
      </Title>
      <Table.ScrollContainer minWidth={820}>
        <Table aria-label={t('register.title')} striped verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('columns.document')}</Table.Th>
              <Table.Th>{t('columns.state')}</Table.Th>
              <Table.Th>{t('columns.revision')}</Table.Th>
              <Table.Th>{t('columns.issued')}</Table.Th>
              <Table.Th>{t('columns.expires')}</Table.Th>
              <Table.Th>{t('columns.evidence')}</Table.Th>
              <Table.Th>{t('columns.action')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => {
              const action =
                row.state === 'not_applicable' ? reasonText(row.reason, texts) : registerActionText(row.state, texts)
              return (
                <Table.Tr key={row.document}>
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      {t(`register.documents.${row.document}`)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <HealthStateBadge state={row.state} />
                  </Table.Td>
                  <Table.Td>{row.revision ?? ''}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDay(row.issued, i18n.language)}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDay(row.expires_at, i18n.language)}</Table.Td>
                  <Table.Td>
                    {row.evidence && <EvidenceLink evidence={row.evidence} aircraftId={aircraftId} />}
                  </Table.Td>
                  <Table.Td>
                    {action && (
                      <Text size="sm" fs={row.state === 'not_applicable' ? 'italic' : undefined}>
                        {action}
                      </Text>
                    )}
                  </Table.Td>
                </Table.Tr>
              )
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  )
}
