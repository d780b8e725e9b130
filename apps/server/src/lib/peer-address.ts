import { randomBytes } from 'node:crypto'
import http, { type IncomingMessage } from 'node:http'
import https from 'node:https'

/**
 * The request header that carries the address of the connection's other end (the browser, or the
 * proxy in front). Next.js does not hand a route the socket: it only fills X-Forwarded-For with the
 * socket's address when a request arrives without one, so a client that sends its own header chooses
 * its address. This process therefore writes the socket's address into PEER_HEADER of every request
 * before Next.js sees it, after a secret of this process that a client cannot know: a header a
 * client sent itself (also one that arrived before the stamping began) never reads as ours.
 */
export const PEER_HEADER = 'x-flugakte-peer'

const STAMP = Symbol.for('flugakte.peer-address-stamp')
type Stamped = typeof globalThis & { [STAMP]?: string }

/** Starts stamping (once per process, from instrumentation.ts): every HTTP(S) server's requests from now on. */
export function stampPeerAddresses(): void {
  const process = globalThis as Stamped
  if (process[STAMP]) return
  const secret = randomBytes(18).toString('base64url')
  for (const Server of [http.Server, https.Server]) {
    const emit = Server.prototype.emit
    Server.prototype.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]) {
      if (event === 'request') {
        const request = args[0] as IncomingMessage
        request.headers[PEER_HEADER] = `${secret} ${request.socket?.remoteAddress ?? ''}`
      }
      return emit.apply(this, [event, ...args] as Parameters<typeof emit>)
    } as typeof emit
  }
  process[STAMP] = secret
}

/** The connection's address as this process stamped it; null when nothing was stamped (tests in process). */
export function peerAddress(headers: Headers | undefined): string | null {
  const secret = (globalThis as Stamped)[STAMP]
  const value = headers?.get(PEER_HEADER)
  if (!secret || !value || !value.startsWith(`${secret} `)) return null
  return value.slice(secret.length + 1).trim() || null
}

/** For tests that call the API in process: the header a request from `address` carries once stamped. */
export function stampedPeer(address: string): Record<string, string> {
  stampPeerAddresses()
  return { [PEER_HEADER]: `${(globalThis as Stamped)[STAMP]} ${address}` }
}
