import type { MouseEvent } from 'react'

/*
 * The outbox's sender and its logout question live once in the signed-in frame; the dialog, the
 * outbox page and the user menu reach them through these signals.
 */
const signals = new EventTarget()
const SEND = 'send'
const LOGOUT = 'logout'

/** Asks the sender to send what waits now (after a save to the outbox, "Send now"). */
export function requestOutboxSend() {
  signals.dispatchEvent(new Event(SEND))
}

export function onOutboxSendRequest(listener: () => void): () => void {
  signals.addEventListener(SEND, listener)
  return () => signals.removeEventListener(SEND, listener)
}

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
