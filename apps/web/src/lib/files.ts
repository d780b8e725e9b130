import { i18next } from './i18n'
import { readSession } from './session'

/**
 * A stored file's bytes. File URLs are access-controlled and the session lives in local storage,
 * which a plain link or iframe would not send, so the file is fetched with the Authorization header
 * and shown from a blob: URL; the token never appears in a URL.
 */
export async function fetchFileBlob(url: string): Promise<Blob> {
  return (await fetchFile(url)).blob()
}

async function fetchFile(url: string): Promise<Response> {
  const session = readSession()
  const response = await fetch(sameOriginPath(url), {
    credentials: 'same-origin',
    headers: {
      'Accept-Language': i18next.language || 'de',
      ...(session ? { Authorization: `JWT ${session.token}` } : {}),
    },
  })
  if (!response.ok) throw new Error(`HTTP ${response.status}`)
  return response
}

/**
 * Payload writes file URLs with its configured public origin, which need not be the host this page was
 * opened under (an IP address, a second name); files are always served by this same server.
 */
export function sameOriginPath(url: string): string {
  const parsed = new URL(url, window.location.origin)
  return `${parsed.pathname}${parsed.search}`
}

// Object URLs live as long as the page unless revoked; a minute is enough for the tab to load it.
const REVOKE_AFTER_MS = 60_000

/**
 * Opens a file in a new tab. The tab is opened during the click (a later window.open would be
 * blocked as a pop-up) and pointed at the blob once it has arrived.
 */
export async function openFileInNewTab(url: string): Promise<void> {
  const tab = window.open('', '_blank')
  try {
    const objectUrl = URL.createObjectURL(await fetchFileBlob(url))
    if (tab) tab.location.href = objectUrl
    else window.location.assign(objectUrl)
    setTimeout(() => URL.revokeObjectURL(objectUrl), REVOKE_AFTER_MS)
  } catch (error) {
    tab?.close()
    throw error
  }
}

/** Saves a file under its name through a temporary download link; answers the response's headers. */
export async function downloadFile(url: string, filename: string): Promise<Headers> {
  const response = await fetchFile(url)
  saveBlob(await response.blob(), filename)
  return response.headers
}

/** Saves bytes already here (a streamed download) under a name, through a temporary download link. */
export function saveBlob(blob: Blob, filename: string): void {
  const objectUrl = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = objectUrl
  link.download = filename
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(objectUrl), REVOKE_AFTER_MS)
}
