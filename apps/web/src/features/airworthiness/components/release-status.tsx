import { Button, Modal, Stack, Text } from '@mantine/core'
import type { ReleaseSignatureView, ReleaseSubject } from '@flugakte/domain'
import { useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'

import { ReleaseSignPanel } from '../../../components/release-sign-panel'
import { formatDate, formatMoment } from '../../../lib/dates'
import { airworthinessKeys } from '../api/keys'

/** A certificate of release to service as a record states it (the statement is the server's). */
export type ReleaseFields = {
  certifying_person: string
  licence: string
  approval_reference: string | null
  date: string
  place: string
}

/** A release as a record may hold it: a record without one has its fields empty or null. */
type StoredRelease = { [Field in keyof ReleaseFields]?: ReleaseFields[Field] | null } | null | undefined

/** Whether a record carries a release at all. */
export const releaseStated = <R extends StoredRelease>(release: R): release is R & ReleaseFields =>
  Boolean(release?.certifying_person)

/**
 * A record's release to service and its signature: "✓ Release signed by …", or "Release not signed"
 * with the way to sign it where that is offered.
 */
export function ReleaseStatus({
  release,
  signature,
  onSign,
  signLabel,
}: {
  release: StoredRelease
  signature: ReleaseSignatureView | null | undefined
  onSign?: () => void
  /** The sign button's accessible name, naming the record. */
  signLabel?: string
}) {
  const { t, i18n } = useTranslation(['airworthiness', 'common'])
  if (!releaseStated(release)) return null
  if (signature)
    return (
      <Text size="xs" c="green.8">
        {t('common:release.signedBy', {
          name: signature.signer ?? release.certifying_person,
          date: formatMoment(signature.signed_at, i18n.language),
        })}
      </Text>
    )
  return (
    <Stack gap={2} align="flex-start">
      <Text size="xs" c="orange.8" fw={600}>
        {t('common:release.notSigned')}
      </Text>
      {onSign && (
        <Button size="compact-xs" variant="light" color="orange" onClick={onSign} aria-label={signLabel}>
          {t('release.sign')}
        </Button>
      )}
    </Stack>
  )
}

/** What the certifying person signs: the record in its own words and the certificate. */
export function Certifies({
  title,
  date,
  details,
  release,
}: {
  title: string
  date: string
  /** Who performed the work, how (an AD's method). */
  details: (string | null | undefined)[]
  release: ReleaseFields
}) {
  const { t, i18n } = useTranslation('airworthiness')
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600}>
        {title}
      </Text>
      <Text size="sm">{[formatDate(date, 'short', i18n.language), ...details].filter(Boolean).join(' · ')}</Text>
      <Text size="sm">
        {t('release.certifyingPerson')}: {release.certifying_person} · {t('release.licence')}: {release.licence}
        {release.approval_reference ? ` · ${t('release.approvalReference')}: ${release.approval_reference}` : ''}
      </Text>
      <Text size="sm">
        {release.place}, {formatDate(release.date, 'short', i18n.language)}
      </Text>
    </Stack>
  )
}

/** A record's release the certifying person signs now (right after saving, or later from the lists). */
export type PendingRelease = {
  subject: Extract<ReleaseSubject, 'task_completions' | 'ad_compliances'>
  id: number
  aircraft: number
  title: string
  date: string
  details: (string | null | undefined)[]
  release: ReleaseFields
}

/** Once signed, the aircraft's lists show the signature. */
export function useReleaseSigned(aircraft: number) {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: airworthinessKeys.aircraft(aircraft) })
}

/** The signature of a release with what it certifies; "later" leaves it unsigned. */
export function ReleaseSigning({ pending, onClose }: { pending: PendingRelease; onClose: () => void }) {
  const signed = useReleaseSigned(pending.aircraft)
  return (
    <ReleaseSignPanel
      subject={pending.subject}
      recordId={pending.id}
      onSigned={() => {
        void signed()
        onClose()
      }}
      onLater={onClose}
    >
      <Certifies title={pending.title} date={pending.date} details={pending.details} release={pending.release} />
    </ReleaseSignPanel>
  )
}

/** The lists' way to sign a release put off after saving. */
export function ReleaseSignModal({ pending, onClose }: { pending: PendingRelease | null; onClose: () => void }) {
  const { t } = useTranslation('airworthiness')
  return (
    <Modal opened={pending !== null} onClose={onClose} size="lg" title={t('release.signTitle')}>
      {pending && <ReleaseSigning pending={pending} onClose={onClose} />}
    </Modal>
  )
}
