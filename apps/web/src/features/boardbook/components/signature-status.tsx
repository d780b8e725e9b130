import { ActionIcon, Badge, Button, Group, Stack, Text, Tooltip } from '@mantine/core'
import { IconSignature } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'

import { formatDate, formatMoment } from '../../../lib/dates'
import type { FlightLog } from '../api/types'
import { signerName } from '../utils/signing'

type Props = {
  entry: FlightLog
  /** Offered where the server would take the caller's signature. */
  onSign?: (entry: FlightLog) => void
  /** A phone card has room for the whole line; the table's column keeps to a few short words. */
  full?: boolean
}

/**
 * An entry's sign-off: who signed it, when and how, or that it awaits the pilot-in-command's signature.
 * The table's column is the narrowest that still reads (the table fits 1440 px with the menu open):
 * the words wrap, the day stands for the moment (the tooltip has it whole) and signing is an icon.
 */
export function SignatureStatus({ entry, onSign, full = false }: Props) {
  const { t, i18n } = useTranslation('boardbook')
  const signature = entry.signature
  if (signature) {
    const name = signerName(signature.signer)
    const moment = formatMoment(signature.signed_at, i18n.language)
    const method = t(`signing.methods.${signature.method}`)
    if (full) {
      return (
        <Group gap={6}>
          <Text size="sm" c="green.8">
            ✓ {name}, {moment}
          </Text>
          <Badge variant="outline" color="gray" size="sm" style={{ textTransform: 'none' }}>
            {method}
          </Badge>
        </Group>
      )
    }
    return (
      <Stack gap={0} title={`${t('signing.signedBy', { name, date: moment })} (${method})`}>
        {/* A long name breaks anywhere rather than widen the column beyond the table's 1440 px. */}
        <Text size="xs" c="green.8" fw={600} style={{ overflowWrap: 'anywhere' }}>
          ✓ {name}
        </Text>
        <Group gap={4}>
          <Text size="xs" c="dimmed">
            {formatDate(signature.signed_at, 'short', i18n.language)}
          </Text>
          <Text size="xs" c="dimmed" fs="italic">
            {method}
          </Text>
        </Group>
      </Stack>
    )
  }
  if (!entry.awaiting_signature) return full ? null : '–'
  const sign = entry.may_sign && onSign ? () => onSign(entry) : null
  const label = t('signing.signEntry', { number: entry.number })
  if (full) {
    return (
      <Group gap={6}>
        <Badge variant="light" color="orange" size="sm" style={{ textTransform: 'none' }}>
          {t('signing.awaiting')}
        </Badge>
        {sign && (
          <Button size="compact-sm" variant="light" onClick={sign} aria-label={label}>
            {t('signing.sign')}
          </Button>
        )}
      </Group>
    )
  }
  return (
    <Stack gap={2} align="flex-start" title={t('signing.awaiting')}>
      <Text size="xs" c="orange.8">
        {t('signing.awaitingShort')}
      </Text>
      {sign && (
        <Tooltip label={label}>
          <ActionIcon size="sm" variant="light" color="orange" onClick={sign} aria-label={label}>
            <IconSignature size={14} />
          </ActionIcon>
        </Tooltip>
      )}
    </Stack>
  )
}
