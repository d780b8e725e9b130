import { i18next } from '../../../lib/i18n'
import { readSession } from '../../../lib/session'

/** A filename from `Content-Disposition: attachment; filename="…"`, if the server named one. */
export function attachmentName(header: string | null): string | null {
  if (!header) return null
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header)
  if (encoded?.[1]) return decodeURIComponent(encoded[1].trim())
  return /filename="?([^";]+)"?/i.exec(header)?.[1]?.trim() ?? null
}

export type RecordExport = { blob: Blob; filename: string | null }

/**
 * GET /api/customer_aircrafts/:id/record-export: the aircraft's whole record as a ZIP the server
 * streams without a length, so the caller is told the bytes received so far instead of a percentage.
 * Read with the session's token (the session lives in local storage, which a plain link would not send).
 */
export async function downloadRecordExport(
  aircraft: number,
  { signal, onProgress }: { signal: AbortSignal; onProgress: (bytes: number) => void },
): Promise<RecordExport> {
  const session = readSession()
  const response = await fetch(`/api/customer_aircrafts/${aircraft}/record-export`, {
    signal,
    credentials: 'same-origin',
    headers: {
      'Accept-Language': i18next.language || 'de',
      ...(session ? { Authorization: `JWT ${session.token}` } : {}),
    },
  })
  if (!response.ok || !response.body) throw new Error(`HTTP ${response.status}`)
  const reader = response.body.getReader()
  // Not every fetch ends a body already being read when its signal aborts: cancel the reading too.
  const stop = () => void reader.cancel(signal.reason).catch(() => {})
  signal.addEventListener('abort', stop, { once: true })
  const chunks: Uint8Array<ArrayBuffer>[] = []
  let received = 0
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      chunks.push(value)
      received += value.byteLength
      onProgress(received)
    }
  } finally {
    signal.removeEventListener('abort', stop)
  }
  // A cancelled reading ends like a finished one; half a ZIP is no record.
  signal.throwIfAborted()
  return {
    blob: new Blob(chunks, { type: response.headers.get('Content-Type') ?? 'application/zip' }),
    filename: attachmentName(response.headers.get('Content-Disposition')),
  }
}
