import { Badge, Stack, Table, Text, Title } from '@mantine/core'
import type { ModificationView } from '@flugakte/domain'
import { useTranslation } from 'react-i18next'

import { AnchorLink } from '../../../components/router-links'
import { formatDay } from '../../../lib/dates'
import { AddModificationButton } from './add-modification-button'
import { SignatureStatus } from './signature-status'
import { RegistrationText } from '../../../components/registration-text'

/**
 * The register of modifications and repairs (ML.A.305(d)): each with its approval, documents and
 * release; a corrected entry stays, struck through, beside its correction. Rows are anchors
 * (`#modification-<id>`) the health items' evidence points at. `mayCorrect` (the server's
 * `may_add_modification`) offers a correction of each entry not yet corrected. The correction's dialog
 * stays mounted when the refreshed register marks its entry corrected, so its signature can follow.
 */
export function ModificationsTable({
  entries,
  aircraftId,
  mayCorrect,
}: {
  entries: ModificationView[]
  aircraftId: number
  mayCorrect: boolean
}) {
  const { t } = useTranslation('records')
  return (
    <Stack gap="xs" component="section" aria-labelledby="modifications">
      <Title order={3} id="modifications">
        {t('modifications.title')}
      </Title>
      {entries.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('modifications.empty')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={900}>
          <Table aria-label={t('modifications.title')} striped verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('columns.date')}</Table.Th>
                <Table.Th>{t('columns.kind')}</Table.Th>
                <Table.Th>{t('columns.description')}</Table.Th>
                <Table.Th>{t('columns.approval')}</Table.Th>
                <Table.Th>{t('columns.documents')}</Table.Th>
                <Table.Th>{t('columns.release')}</Table.Th>
                <Table.Th>{t('columns.author')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {entries.map((entry) => (
                <ModificationRow key={entry.id} entry={entry} aircraftId={aircraftId} mayCorrect={mayCorrect} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  )
}

function ModificationRow({
  entry,
  aircraftId,
  mayCorrect,
}: {
  entry: ModificationView
  aircraftId: number
  mayCorrect: boolean
}) {
  const { t, i18n } = useTranslation('records')
  const struck = entry.amended ? { textDecoration: 'line-through' } : undefined
  return (
    <Table.Tr id={`modification-${entry.id}`} style={{ scrollMarginTop: 80 }}>
      <Table.Td style={{ whiteSpace: 'nowrap', ...struck }}>{formatDay(entry.date, i18n.language)}</Table.Td>
      <Table.Td>
        <Text size="sm" fw={600}>
          {t(`modificationKinds.${entry.kind}`)}
        </Text>
        <Text size="xs">{t(`modificationClasses.${entry.classification}`)}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm" style={struck}>
          {entry.description}
        </Text>
        {entry.ata_chapter && <Text size="xs" c="dimmed">{`ATA ${entry.ata_chapter}`}</Text>}
        {entry.affects_mass_balance && (
          <Badge size="sm" variant="light" color="blue" miw="max-content">
            {t('modifications.massBalance')}
          </Badge>
        )}
        {entry.amended && (
          <Badge size="sm" variant="light" color="gray" miw="max-content">
            {t('modifications.amended')}
          </Badge>
        )}
        {entry.amends !== null && (
          <Text size="xs" c="dimmed">
            {t('modifications.amends', { id: entry.amends, reason: entry.amend_reason ?? '' })}
          </Text>
        )}
        {mayCorrect && <AddModificationButton aircraftId={aircraftId} correcting={entry} />}
      </Table.Td>
      <Table.Td>
        <Text size="sm">{t(`approvalTypes.${entry.approval_type}`)}</Text>
        <Text size="sm" fw={600}>
          {entry.approval_reference}
        </Text>
      </Table.Td>
      <Table.Td>
        <Stack gap={2} align="flex-start">
          {entry.documents.map((document) => (
            <AnchorLink key={document.id} to="/documents" search={{ aircraft: aircraftId }} size="sm">
              <RegistrationText>{document.title}</RegistrationText>
            </AnchorLink>
          ))}
        </Stack>
      </Table.Td>
      <Table.Td>
        <SignatureStatus release={entry.release} signature={entry.signature} />
      </Table.Td>
      <Table.Td>
        <Text size="sm">{entry.author ?? ''}</Text>
        {entry.author_company && (
          <Text size="xs" c="dimmed">
            {entry.author_company}
          </Text>
        )}
      </Table.Td>
    </Table.Tr>
  )
}
