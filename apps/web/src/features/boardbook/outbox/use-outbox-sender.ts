import { notifications } from '@mantine/notifications'
import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'

import type { LocalDb } from '../../../lib/local-db'
import { notifySuccess, SUCCESS_AUTO_CLOSE_MS } from '../../../lib/notify'
import { invalidateAfterDefectReport } from '../../../lib/outbox/defect-outbox'
import { useOutboxItems } from '../../../lib/outbox/outbox-store'
import { useOnline } from '../../../lib/use-online'
import { boardbookKeys } from '../api/keys'
import { onOutboxSendRequest } from './outbox-signals'
import { sendOutbox, type SentDefect, type SentEntry } from './send-outbox'

/** How often waiting records are tried again while the browser believes it is online. */
export const RETRY_INTERVAL_MS = 30_000

/**
 * Sends the signed-in user's outbox (journey-log entries and defect reports): at the start, when the
 * connection comes back, every 30 s while something waits, and whenever asked (a save to the outbox,
 * "Send now").
 */
export function useOutboxSender(userId: number | null | undefined, db?: LocalDb) {
  const { t } = useTranslation('boardbook')
  const queryClient = useQueryClient()
  const records = useOutboxItems(userId, db)
  const online = useOnline()
  const waiting = records.some((record) => record.status === 'waiting')
  const running = useRef(false)
  const again = useRef(false)

  const onSent = useCallback(
    ({ record, result }: SentEntry) => {
      void queryClient.invalidateQueries({ queryKey: boardbookKeys.aircraftLists(record.aircraft_id) })
      void queryClient.invalidateQueries({ queryKey: boardbookKeys.awaitingSignature() })
      if (result.signature_error) {
        notifications.show({
          color: 'yellow',
          message: t('outbox.notSigned', { number: result.doc.number, reason: result.signature_error }),
          autoClose: SUCCESS_AUTO_CLOSE_MS,
        })
      }
    },
    [queryClient, t],
  )
  const onDefectSent = useCallback(
    ({ record }: SentDefect) => void invalidateAfterDefectReport(queryClient, record.aircraft_id),
    [queryClient],
  )

  const send = useCallback(async () => {
    if (userId == null) return
    // A request while this tab sends (a save during a run) is served right after it.
    if (running.current) {
      again.current = true
      return
    }
    running.current = true
    try {
      do {
        again.current = false
        const { sent, defectsSent } = await sendOutbox(userId, { db, onSent, onDefectSent })
        if (sent.length > 0) {
          const numbers = sent.map(({ result }) => result.doc.number).join(', ')
          notifySuccess(t('outbox.sent', { count: sent.length, numbers }))
        }
        if (defectsSent.length > 0) notifySuccess(t('outbox.defectsSent', { count: defectsSent.length }))
      } while (again.current)
    } finally {
      running.current = false
    }
  }, [userId, db, onSent, onDefectSent, t])

  useEffect(() => {
    void send()
    const onOnline = () => void send()
    window.addEventListener('online', onOnline)
    const stopListening = onOutboxSendRequest(onOnline)
    return () => {
      window.removeEventListener('online', onOnline)
      stopListening()
    }
  }, [send])

  useEffect(() => {
    if (!online || !waiting) return
    const timer = window.setInterval(() => void send(), RETRY_INTERVAL_MS)
    return () => window.clearInterval(timer)
  }, [online, waiting, send])
}
