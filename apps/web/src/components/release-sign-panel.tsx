import { Alert, Button, Code, Divider, Group, Loader, Paper, Stack, Text } from '@mantine/core'
import type { ReleaseSignatureView, ReleaseSubject } from '@flugakte/domain'
import { browserSupportsWebAuthn, startAuthentication, type AuthenticationResponseJSON } from '@simplewebauthn/browser'
import { IconFingerprint, IconLock } from '@tabler/icons-react'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

import { ApiError } from '../lib/api-client'
import { formatMoment } from '../lib/dates'
import { notifySuccess } from '../lib/notify'
import { useReleaseSigning, type ReleaseSigning } from '../lib/releases/get-release-signing'
import { useSignRelease } from '../lib/releases/sign-release'
import { ErrorAlert } from './error-alert'
import { PasswordSignForm } from './password-sign-form'

type Props = {
  subject: ReleaseSubject
  recordId: number
  /** The release is signed (here, or found signed already). */
  onSigned: () => void
  /** The certifying person puts the signature off; without it the panel offers no way out of its own. */
  onLater?: () => void
  /** What is certified, in the record's words (the work, the certificate); shown above the signature. */
  children?: ReactNode
}

/** The characters of a hash shown to a person: enough to compare by eye, short enough to read. */
const hashPrefix = (hash: string) => hash.slice(0, 12)

/** The server's refusal as it worded it, or the fallback when it said nothing (the network, a 500). */
const refusalOf = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.messages.length > 0 ? error.messages : [fallback]

/**
 * The words that differ by what is signed: an airworthiness review (ML.A.903) is signed by its reviewer
 * with the review's statement; every other record carries a certificate of release to service.
 */
function useSignTexts(subject: ReleaseSubject) {
  const { t } = useTranslation(['defects', 'records'])
  if (subject === 'airworthiness_reviews')
    return {
      intro: t('records:reviewSign.intro'),
      statement: t('records:reviewSign.statement'),
      signed: t('records:reviewSign.signed'),
      notSigner: t('records:reviewSign.notSigner'),
      failed: t('records:reviewSign.failed'),
    }
  return {
    intro: t('releaseSign.intro'),
    statement: t('release.statement'),
    signed: t('releaseSign.signed'),
    notSigner: t('releaseSign.notSigner'),
    failed: t('releaseSign.failed'),
  }
}

/**
 * The certifying person's signature of a certificate of release to service (ML.A.801), for any record
 * that carries one: with a passkey where the user has one, otherwise (and as a fallback) by entering the
 * password again. The server computes the content hash from the stored record; the panel shows its
 * short form beside what is certified, and sends it back so that nothing changed in between is signed.
 */
export function ReleaseSignPanel(props: Props) {
  const texts = useSignTexts(props.subject)
  const ref = useRef<HTMLDivElement>(null)
  // It opens right after the record was saved: the focus moves to it, so a keyboard or screen reader
  // goes on with the signature rather than at the top of the page.
  useEffect(() => ref.current?.focus(), [])
  return (
    <div ref={ref} tabIndex={-1} role="region" aria-label={texts.intro} style={{ outline: 'none' }}>
      <SignPanelContent {...props} />
    </div>
  )
}

function SignPanelContent({ subject, recordId, onSigned, onLater, children }: Props) {
  const { t } = useTranslation(['defects', 'common'])
  const texts = useSignTexts(subject)
  const signing = useReleaseSigning(subject, recordId)
  // The way out of the panel: putting the signature off, or closing what needs no signature.
  const leave = (label: 'releaseSign.later' | 'releaseSign.close', action = onLater) =>
    action && (
      <Group justify="flex-end">
        <Button variant="default" onClick={action}>
          {t(label)}
        </Button>
      </Group>
    )
  if (signing.isPending) return <Loader size="sm" aria-label={t('common:loading')} />
  if (signing.isError)
    return (
      <Stack>
        <ErrorAlert messages={refusalOf(signing.error, t('common:error.generic'))} />
        {leave('releaseSign.close')}
      </Stack>
    )
  const { signature, may_sign } = signing.data
  if (signature)
    return (
      <Stack>
        <SignedNotice signature={signature} />
        {leave('releaseSign.close', onSigned)}
      </Stack>
    )
  if (!may_sign)
    return (
      <Stack>
        <Alert color="yellow" icon={<IconLock size={18} />}>
          {texts.notSigner}
        </Alert>
        {leave('releaseSign.close')}
      </Stack>
    )
  return (
    <SignStep
      subject={subject}
      recordId={recordId}
      signing={signing.data}
      onSigned={onSigned}
      certifies={children}
      later={leave('releaseSign.later')}
    />
  )
}

/** "✓ Signed by … on … (passkey)": a release signature as the records state it. */
function SignedNotice({ signature }: { signature: ReleaseSignatureView }) {
  const { t, i18n } = useTranslation('defects')
  return (
    <Alert color="green">
      {t('history.signed', {
        name: signature.signer ?? '–',
        date: formatMoment(signature.signed_at, i18n.language),
        method: t(`history.methods.${signature.method}`),
      })}
    </Alert>
  )
}

type StepProps = {
  subject: ReleaseSubject
  recordId: number
  signing: ReleaseSigning
  onSigned: () => void
  certifies: ReactNode
  later: ReactNode
}

function SignStep({ subject, recordId, signing, onSigned, certifies, later }: StepProps) {
  const { t } = useTranslation('defects')
  const texts = useSignTexts(subject)
  const sign = useSignRelease()
  const [passkeyError, setPasskeyError] = useState<string[]>([])
  const [usingPasskey, setUsingPasskey] = useState(false)
  const hasPasskey = signing.passkeys.length > 0 && browserSupportsWebAuthn()
  const signed = () => {
    notifySuccess(texts.signed)
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
            challenge: signing.challenge,
            rpId: signing.rp_id ?? window.location.hostname,
            allowCredentials: signing.passkeys.map(({ credential_id, transports }) => ({
              id: credential_id,
              type: 'public-key' as const,
              transports,
            })),
            userVerification: 'required',
          },
        })
      } catch {
        setPasskeyError([t('releaseSign.passkeyFailed')])
        return
      }
      await sign.mutateAsync({
        subject,
        id: recordId,
        body: { method: 'passkey', response, content_hash: signing.content_hash },
      })
      signed()
    } catch (error) {
      setPasskeyError(refusalOf(error, texts.failed))
    } finally {
      setUsingPasskey(false)
    }
  }

  return (
    <Stack gap="sm">
      <Text size="sm">{texts.intro}</Text>
      <Paper withBorder p="sm" role="group" aria-label={t('releaseSign.certifies')}>
        <Stack gap="xs">
          <Text size="sm" fw={600}>
            {t('releaseSign.certifies')}
          </Text>
          {certifies}
          <Text size="sm" fs="italic">
            {texts.statement}
          </Text>
          <Text size="xs" c="dimmed">
            {t('releaseSign.hash')} <Code>{hashPrefix(signing.content_hash)}…</Code>
          </Text>
        </Stack>
      </Paper>
      <ErrorAlert messages={passkeyError} title={t('releaseSign.errorTitle')} />
      {hasPasskey && (
        <>
          <Button leftSection={<IconFingerprint size={18} />} onClick={signWithPasskey} loading={usingPasskey}>
            {t('releaseSign.withPasskey')}
          </Button>
          <Divider label={t('releaseSign.orPassword')} labelPosition="center" />
        </>
      )}
      {!hasPasskey && signing.passkeys.length > 0 && (
        <Text size="sm" c="dimmed">
          {t('releaseSign.noWebAuthn')}
        </Text>
      )}
      <PasswordSignRelease subject={subject} recordId={recordId} contentHash={signing.content_hash} onSigned={signed} />
      {later}
    </Stack>
  )
}

type PasswordProps = { subject: ReleaseSubject; recordId: number; contentHash: string; onSigned: () => void }

function PasswordSignRelease({ subject, recordId, contentHash, onSigned }: PasswordProps) {
  const { t } = useTranslation('defects')
  const texts = useSignTexts(subject)
  const sign = useSignRelease()
  return (
    <PasswordSignForm
      sign={(password) =>
        sign.mutateAsync({ subject, id: recordId, body: { method: 'password', password, content_hash: contentHash } })
      }
      onSigned={onSigned}
      texts={{
        errorTitle: t('releaseSign.errorTitle'),
        password: t('releaseSign.password'),
        submit: t('releaseSign.withPassword'),
        failure: texts.failed,
      }}
    />
  )
}
