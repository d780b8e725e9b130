import { Button, Group, Modal, Progress, Stack, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconFileZip } from '@tabler/icons-react'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { saveBlob } from '../../../lib/files'
import { notifySuccess } from '../../../lib/notify'
import { formatNumber } from '../../../lib/numbers'
import { downloadRecordExport } from '../api/download-record-export'

type Props = { aircraftId: number; registration: string }

const MEGABYTE = 1_000_000

/**
 * The aircraft's whole record as a ZIP. The server streams it without announcing its size, so the
 * dialog counts the bytes received (a bar that only says "working") and offers to cancel.
 */
export function RecordExportButton({ aircraftId, registration }: Props) {
  const { t, i18n } = useTranslation('boardbook')
  const [received, setReceived] = useState<number | null>(null)
  const running = useRef<AbortController | null>(null)

  const start = async () => {
    const controller = new AbortController()
    running.current = controller
    setReceived(0)
    try {
      const { blob, filename } = await downloadRecordExport(aircraftId, {
        signal: controller.signal,
        onProgress: setReceived,
      })
      saveBlob(blob, filename ?? `${registration}-record-export-${new Date().toISOString().slice(0, 10)}.zip`)
      notifySuccess(t('recordExport.saved'))
    } catch {
      if (controller.signal.aborted) notifications.show({ message: t('recordExport.cancelled') })
      else notifications.show({ color: 'red', message: t('recordExport.failed') })
    } finally {
      running.current = null
      setReceived(null)
    }
  }
  const cancel = () => running.current?.abort()

  const size = formatNumber((received ?? 0) / MEGABYTE, i18n.language, 1)
  return (
    <>
      <Button variant="default" leftSection={<IconFileZip size={16} />} onClick={start} disabled={received !== null}>
        {t('recordExport.button')}
      </Button>
      <Modal
        opened={received !== null}
        onClose={cancel}
        title={t('recordExport.title', { registration })}
        closeOnClickOutside={false}
      >
        <Stack>
          <Text size="sm">{t('recordExport.intro')}</Text>
          {/* The length is unknown until the end: the bar moves without claiming a share. */}
          <Progress.Root size="lg">
            <Progress.Section
              value={100}
              animated
              striped
              aria-label={t('recordExport.progress')}
              aria-valuetext={t('recordExport.received', { size })}
            />
          </Progress.Root>
          <Text size="sm" ff="monospace" aria-live="polite">
            {t('recordExport.received', { size })}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={cancel}>
              {t('recordExport.cancel')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  )
}
