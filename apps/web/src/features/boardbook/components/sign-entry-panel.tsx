import { Alert, Button, Code, Divider, Group, Loader, Stack, Text } from '@mantine/core'
import { browserSupportsWebAuthn, startAuthentication, type AuthenticationResponseJSON } from '@simplewebauthn/browser'
import { IconCircleCheck, IconFingerprint, IconHourglass } from '@tabler/icons-react'
import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

import { ErrorAlert } from '../../../components/error-alert'
import { formatDate, formatMoment } from '../../../lib/dates'
import { notifySuccess } from '../../../lib/notify'
import { useSigning, type Signing } from '../api/get-signing'
import { useSignFlightLog } from '../api/sign-flight-log'
import type { FlightLog, Signature } from '../api/types'
import { useContentHashCheck } from '../hooks/use-content-hash-check'
import { hashPrefix, picOf, refusalOf, signerName } from '../utils/signing'
import { PasswordSignForm } from '../../../components/password-sign-form'

type Props = {
  /** The entry as this device holds it (just saved, or a row of a list), with its aircraft. */
  entry: FlightLog
  /** Signed, or put off ("Sign later"), or nothing to do here. */
  onClose: () => void
  /** Signed here; without it, onClose is told. */
  onSigned?: () => void
}

/**
 * The pilot-in-command's sign-off of one entry: with a passkey where the user has one, otherwise (and
 * as a fallback) by entering the password again. Anyone else is told whose signature the entry awaits.
 */
export function SignEntryPanel({ entry, onClose, onSigned = onClose }: Props) {
  const { t } = useTranslation(['boardbook', 'common'])
  const signing = useSigning(entry.id)
  if (signing.isPending) return <Loader size="sm" aria-label={t('common:loading')} />
  const close = (label: 'signing.later' | 'signing.close') => (
    <Group justify="flex-end">
      <Button variant="default" onClick={onClose}>
        {t(label)}
      </Button>
    </Group>
  )
  if (signing.isError) {
    return (
      <Stack>
        <ErrorAlert messages={refusalOf(signing.error, t('common:error.generic'))} />
        {close('signing.close')}
      </Stack>
    )
  }
  const { signed, may_sign } = signing.data
  if (signed) {
    return (
      <Stack>
        <SignedNotice signature={signed} />
        {close('signing.close')}
      </Stack>
    )
  }
  if (!may_sign) {
    const pic = picOf(entry)
    return (
      <Stack>
        <Alert color="yellow" icon={<IconHourglass size={18} />}>
          {pic ? t('signing.awaitingBy', { name: signerName(pic) }) : t('signing.awaitingPic')}
        </Alert>
        {close('signing.close')}
      </Stack>
    )
  }
  return <SignStep entry={entry} signing={signing.data} onSigned={onSigned} later={close('signing.later')} />
}

function SignedNotice({ signature }: { signature: Signature }) {
  const { t, i18n } = useTranslation('boardbook')
  return (
    <Alert color="green" icon={<IconCircleCheck size={18} />}>
      {t('signing.signedBy', {
        name: signerName(signature.signer),
        date: formatMoment(signature.signed_at, i18n.language),
      })}{' '}
      ({t(`signing.methods.${signature.method}`)})
    </Alert>
  )
}

/** What is signed, in the words of the journey log, so the pilot knows which flight they confirm. */
function EntrySummary({ entry }: { entry: FlightLog }) {
  const { t, i18n } = useTranslation('boardbook')
  const times = entry.is_batch
    ? `${t('batch')} ${entry.flight_time ?? ''}`
    : `${entry.to_utc ?? '–'} – ${entry.ldg_utc ?? '–'} UTC`
  return (
    <Text fw={600}>
      {t('signing.entry', {
        number: entry.number,
        registration: entry.registration,
        date: formatDate(entry.date, 'short', i18n.language),
        route: `${entry.location_to?.icao ?? '–'} → ${entry.location_ldg?.icao ?? '–'}`,
        times,
      })}
    </Text>
  )
}

type StepProps = { entry: FlightLog; signing: Signing; onSigned: () => void; later: ReactNode }

function SignStep({ entry, signing, onSigned, later }: StepProps) {
  const { t } = useTranslation('boardbook')
  const check = useContentHashCheck(entry, signing)
  const serverHash = signing.content_hash ?? ''
  const sign = useSignFlightLog()
  const [passkeyError, setPasskeyError] = useState<string[]>([])
  const [usingPasskey, setUsingPasskey] = useState(false)
  const hasPasskey = signing.allow_credentials.length > 0 && browserSupportsWebAuthn()
  const signed = () => {
    notifySuccess(t('signing.signed', { number: entry.number }))
    onSigned()
  }

  const signWithPasskey = async () => {
    setPasskeyError([])
    setUsingPasskey(true)
    try {
      let response: AuthenticationResponseJSON
      try {
        response = await startAuthentication({
          optionsJSON: {
            challenge: signing.challenge ?? '',
            rpId: signing.rp_id,
            allowCredentials: signing.allow_credentials.map(({ id, transports }) => ({
              id,
              type: 'public-key' as const,
              transports,
            })),
            userVerification: 'required',
          },
        })
      } catch {
        setPasskeyError([t('signing.passkeyFailed')])
        return
      }
      await sign.mutateAsync({ flightLog: entry.id, body: { method: 'passkey', response } })
      signed()
    } catch (error) {
      setPasskeyError(refusalOf(error, t('signing.failed')))
    } finally {
      setUsingPasskey(false)
    }
  }

  return (
    <Stack gap="sm">
      <EntrySummary entry={entry} />
      <Text size="sm">{t('signing.intro')}</Text>
      {check.status === 'mismatch' ? (
        <Alert color="red" title={t('signing.hashMismatchTitle')}>
          {t('signing.hashMismatch', {
            server: serverHash ? hashPrefix(serverHash) : '–',
            local: check.local ? hashPrefix(check.local) : '–',
          })}
        </Alert>
      ) : (
        <Text size="xs" c="dimmed">
          {t('signing.hash')} <Code>{hashPrefix(serverHash)}…</Code>
        </Text>
      )}
      {check.status === 'ok' && (
        <>
          <ErrorAlert messages={passkeyError} title={t('signing.errorTitle')} />
          {hasPasskey && (
            <>
              <Button leftSection={<IconFingerprint size={18} />} onClick={signWithPasskey} loading={usingPasskey}>
                {t('signing.withPasskey')}
              </Button>
              <Divider label={t('signing.orPassword')} labelPosition="center" />
            </>
          )}
          {!hasPasskey && signing.allow_credentials.length > 0 && (
            <Text size="sm" c="dimmed">
              {t('signing.noWebAuthn')}
            </Text>
          )}
          <PasswordSignEntry flightLogId={entry.id} onSigned={signed} />
        </>
      )}
      {later}
    </Stack>
  )
}

function PasswordSignEntry({ flightLogId, onSigned }: { flightLogId: number; onSigned: () => void }) {
  const { t } = useTranslation('boardbook')
  const sign = useSignFlightLog()
  return (
    <PasswordSignForm
      sign={(password) => sign.mutateAsync({ flightLog: flightLogId, body: { method: 'password', password } })}
      onSigned={onSigned}
      texts={{
        errorTitle: t('signing.errorTitle'),
        password: t('signing.password'),
        submit: t('signing.withPassword'),
        failure: t('signing.failed'),
      }}
    />
  )
}
