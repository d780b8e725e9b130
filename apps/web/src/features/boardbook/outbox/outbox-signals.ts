import type { MouseEvent } from 'react'

/*
 * The outbox's sender and its logout question live once in the signed-in frame; the dialog, the
 * outbox page and the user menu reach them through these signals. The send request lives in lib, where
 * the defect report dialog (another feature) reaches it too.
 */
export { onOutboxSendRequest, requestOutboxSend } from '../../../lib/outbox/send-request'

const signals = new EventTarget()
const LOGOUT = 'logout'

let logoutListeners = 0

/**
 * The logout link's click: when the sender is there, it asks first if entries have not been sent (and
 * then logs out itself); without it the link logs out as usual.
 */
export function askBeforeLogout(event: MouseEvent) {
  if (logoutListeners === 0) return
  event.preventDefault()
  signals.dispatchEvent(new Event(LOGOUT))
}

export function onLogoutRequest(listener: () => void): () => void {
  logoutListeners += 1
  signals.addEventListener(LOGOUT, listener)
  return () => {
    logoutListeners -= 1
    signals.removeEventListener(LOGOUT, listener)
  }
}
