import { AMP_TAG } from '@flugakte/domain'
import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core'
import { IconDownload } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'

import { hasTag, useAircraftDocuments } from '../api/get-aircraft-documents'
import { useAmpFile } from '../api/get-amp-file'
import type { AircraftDocument } from '../api/types'
import { ChooseAircraftPrompt } from '../../../components/choose-aircraft-prompt'
import { RegistrationText } from '../../../components/registration-text'

type Props = { aircraftId: number | undefined; easaTypeId?: number | undefined }

/** The aircraft's Aircraft Maintenance Program: its PDF inline, with a download link. */
export function AmpPage({ aircraftId, easaTypeId }: Props) {
  const { t } = useTranslation('documents')
  return (
    <Stack>
      <Title order={2}>{t('amp.title')}</Title>
      {aircraftId ? <Amp aircraftId={aircraftId} easaTypeId={easaTypeId} /> : <ChooseAircraftPrompt />}
    </Stack>
  )
}

function Amp({ aircraftId, easaTypeId }: Props & { aircraftId: number }) {
  const { t, i18n } = useTranslation('documents')
  const { data: documents } = useAircraftDocuments({
    aircraft: aircraftId,
    easaType: easaTypeId,
    locale: i18n.language,
  })
  const amp = documents.find((document) => hasTag(document, AMP_TAG))
  const fileUrl = amp?.file?.url
  if (!amp || !fileUrl) return <Text c="dimmed">{t('amp.missing')}</Text>
  return <AmpFile amp={amp} fileUrl={fileUrl} />
}

function AmpFile({ amp, fileUrl }: { amp: AircraftDocument; fileUrl: string }) {
  const { t } = useTranslation('documents')
  const { data: objectUrl } = useAmpFile(fileUrl)
  return (
    <Card withBorder>
      <Stack>
        <Group justify="space-between">
          <Text fw={600}>
            <RegistrationText>{amp.title}</RegistrationText>
            {amp.revision ? ` · ${t('columns.revision')} ${amp.revision}` : ''}
          </Text>
          <Anchor href={objectUrl} download={amp.file?.filename ?? `${amp.title}.pdf`}>
            <Group gap={4} component="span">
              <IconDownload size={16} />
              {t('amp.download')}
            </Group>
          </Anchor>
        </Group>
        <iframe src={objectUrl} title={amp.title} style={{ width: '100%', height: '75vh', border: 0 }} />
      </Stack>
    </Card>
  )
}
