import { AMP_TAG } from '@flugakte/domain'
import { Alert, Anchor, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core'
import { IconDownload } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'

import { fetchFileBlob } from '../../../lib/files'
import { hasTag, useAircraftDocuments } from '../api/get-aircraft-documents'
import { documentKeys } from '../api/keys'
import { ChooseAircraftPrompt } from '../../../components/choose-aircraft-prompt'

/** The aircraft's Aircraft Maintenance Program: its PDF inline, with a download link. */
export function AmpPage({
  aircraftId,
  easaTypeId,
}: {
  aircraftId: number | undefined
  easaTypeId?: number | undefined
}) {
  const { t, i18n } = useTranslation(['documents', 'common'])
  const documents = useAircraftDocuments(
    aircraftId ? { aircraft: aircraftId, easaType: easaTypeId, locale: i18n.language } : null,
  )
  const amp = documents.data?.find((document) => hasTag(document, AMP_TAG))
  const fileUrl = amp?.file?.url
  const file = useQuery({
    queryKey: [...documentKeys.all, 'file', fileUrl],
    // One object URL per AMP file for the page's lifetime (cached like the file itself), so the viewer
    // and the download link work again on every visit without fetching the PDF again.
    queryFn: async () => URL.createObjectURL(await fetchFileBlob(fileUrl ?? '')),
    enabled: Boolean(fileUrl),
    staleTime: Infinity,
    gcTime: Infinity,
  })
  const objectUrl = file.data

  let body
  if (!aircraftId) body = <ChooseAircraftPrompt />
  else if (documents.isPending || (fileUrl && file.isPending))
    body = <Skeleton height="70vh" aria-busy="true" aria-label={t('common:loading')} />
  else if (documents.isError || file.isError)
    body = (
      <Alert color="red" role="alert">
        {t('loadFailed')}
      </Alert>
    )
  else if (!amp || !fileUrl) body = <Text c="dimmed">{t('amp.missing')}</Text>
  else
    body = (
      <Card withBorder>
        <Stack>
          <Group justify="space-between">
            <Text fw={600}>
              {amp.title}
              {amp.revision ? ` · ${t('columns.revision')} ${amp.revision}` : ''}
            </Text>
            {objectUrl && (
              <Anchor href={objectUrl} download={amp.file?.filename ?? `${amp.title}.pdf`}>
                <Group gap={4} component="span">
                  <IconDownload size={16} />
                  {t('amp.download')}
                </Group>
              </Anchor>
            )}
          </Group>
          {objectUrl && (
            <iframe src={objectUrl} title={amp.title} style={{ width: '100%', height: '75vh', border: 0 }} />
          )}
        </Stack>
      </Card>
    )

  return (
    <Stack>
      <Title order={2}>{t('amp.title')}</Title>
      {body}
    </Stack>
  )
}
