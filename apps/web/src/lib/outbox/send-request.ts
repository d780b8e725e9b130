/*
 * The outbox's sender lives once in the signed-in frame; whatever puts something into the outbox (the
 * entry dialog, the defect report dialog, the outbox page) asks it to send through this signal.
 */
const signals = new EventTarget()
const SEND = 'send'

/** Asks the sender to send what waits now (after a save to the outbox, "Send now"). */
export function requestOutboxSend() {
  signals.dispatchEvent(new Event(SEND))
}

export function onOutboxSendRequest(listener: () => void): () => void {
  signals.addEventListener(SEND, listener)
  return () => signals.removeEventListener(SEND, listener)
}
