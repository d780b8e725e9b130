import { hashChallenge, pilotInCommand, submittedContentHash } from '@flugakte/domain'
import { Alert, Button, Code, Group, Loader, Stack, Text } from '@mantine/core'
import { browserSupportsWebAuthn, startAuthentication, type AuthenticationResponseJSON } from '@simplewebauthn/browser'
import { IconCircleCheck, IconFingerprint, IconWifiOff } from '@tabler/icons-react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { ErrorAlert } from '../../../components/error-alert'
import { outboxRecord, updateOutbox } from '../../../lib/outbox/outbox-store'
import type { OutboxRecord } from '../../../lib/outbox/types'
import { entryBody } from '../api/submit-flight-log'
import type { OfflinePack } from '../api/get-offline-pack'
import { readOfflinePack } from '../offline/offline-pack'
import { requestOutboxSend } from '../outbox/outbox-signals'
import { hashPrefix } from '../utils/signing'

/** Whether the user is the entry's pilot in command, the one who signs it. */
export function signsEntry(record: OutboxRecord, userId: number | null | undefined): boolean {
  const role = pilotInCommand(record.entry)
  return userId != null && role !== null && record.entry[role] === userId
}

type Props = {
  record: OutboxRecord
  userId: number
  /** Told whether the entry left the panel signed. */
  onClose: (signed: boolean) => void
}

/**
 * The pilot-in-command's passkey sign-off of an entry kept on the device: over the content hash taken
 * here, as the server will take it; the signature travels with the entry. A password sign-off needs
 * the server, so it waits until the entry is there.
 */
export function DeviceSignPanel({ record, userId, onClose }: Props) {
  const { t } = useTranslation(['boardbook', 'common'])
  // undefined while it is read: the offer depends on it.
  const [pack, setPack] = useState<OfflinePack | null | undefined>(undefined)
  useEffect(() => {
    let current = true
    void readOfflinePack(userId).then((stored) => current && setPack(stored))
    return () => {
      current = false
    }
  }, [userId])
  const [error, setError] = useState<string[]>([])
  const [busy, setBusy] = useState(false)
  const [signed, setSigned] = useState<string | null>(record.signature?.content_hash ?? null)
  const [sentMeanwhile, setSentMeanwhile] = useState(false)
  // A pack that lists no passkey means the user signs with the password; without a pack a passkey of
  // the device may still answer (discoverable credentials).
  const passwordOnly = !browserSupportsWebAuthn() || (pack != null && pack.passkeys.length === 0)

  const sign = async () => {
    setError([])
    setBusy(true)
    try {
      const hash = await submittedContentHash(entryBody(record.entry))
      let response: AuthenticationResponseJSON
      try {
        response = await startAuthentication({
          optionsJSON: {
            challenge: hashChallenge(hash),
            rpId: location.hostname,
            allowCredentials: (pack?.passkeys ?? []).map(({ id, transports }) => ({
              id,
              type: 'public-key' as const,
              transports: transports as AuthenticatorTransport[] | undefined,
            })),
            userVerification: 'required',
            timeout: 60_000,
          },
        })
      } catch {
        setError([t('signing.passkeyFailed')])
        return
      }
      await updateOutbox(record.client_id, { signature: { method: 'passkey', response, content_hash: hash } })
      // Sent while the pilot was signing: the server has it unsigned, and it waits there for them.
      if (!(await outboxRecord(record.client_id))) {
        setSentMeanwhile(true)
        return
      }
      setSigned(hash)
      requestOutboxSend()
    } finally {
      setBusy(false)
    }
  }

  const close = (label: 'signing.later' | 'signing.close') => (
    <Group justify="flex-end">
      <Button variant="default" onClick={() => onClose(signed !== null)}>
        {t(label)}
      </Button>
    </Group>
  )

  if (pack === undefined) return <Loader size="sm" aria-label={t('common:loading')} />
  if (sentMeanwhile || passwordOnly) {
    return (
      <Stack>
        <Alert color="blue" icon={<IconWifiOff size={18} />}>
          {t(sentMeanwhile ? 'outbox.sign.alreadySent' : 'outbox.sign.passwordNeedsConnection')}
        </Alert>
        {close('signing.close')}
      </Stack>
    )
  }
  if (signed) {
    return (
      <Stack>
        <Alert color="green" icon={<IconCircleCheck size={18} />}>
          {t('outbox.sign.signed')}{' '}
          <Text span size="xs">
            ({t('signing.hash')} <Code>{hashPrefix(signed)}…</Code>)
          </Text>
        </Alert>
        {close('signing.close')}
      </Stack>
    )
  }
  return (
    <Stack gap="sm">
      <Text size="sm">{t('outbox.sign.intro')}</Text>
      <ErrorAlert messages={error} title={t('signing.errorTitle')} />
      <Button leftSection={<IconFingerprint size={18} />} onClick={() => void sign()} loading={busy}>
        {t('signing.withPasskey')}
      </Button>
      {close('signing.later')}
    </Stack>
  )
}
