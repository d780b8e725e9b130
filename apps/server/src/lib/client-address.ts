import { isIP } from 'node:net'

import { peerAddress } from './peer-address'

/**
 * The client's address as far as it can be trusted. TRUSTED_PROXIES (default 0) says how many reverse
 * proxies of our own stand in front of the server:
 * - 0: the server is reached directly; the address is the connection's (peer-address.ts), and
 *   X-Forwarded-For, which any client can write, is ignored;
 * - N > 0: every request passes N proxies, each appending the address it saw to X-Forwarded-For; the
 *   N-th entry from the right was written by the outermost of them, everything left of it is what the
 *   client claimed. Set it only when the server cannot be reached other than through them.
 * Null when the address is unknown (a request made in process, or a proxy count on a request without
 * the header): nothing is counted under an address then.
 */
export function clientAddress(headers: Headers | undefined, env: Partial<Record<string, string | undefined>> = process.env): string | null {
  const proxies = trustedProxies(env.TRUSTED_PROXIES)
  if (proxies === 0) {
    const peer = peerAddress(headers)
    return peer ? normalise(peer) : null
  }
  const entries = (headers?.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  if (entries.length === 0) return null
  return normalise(entries[Math.max(0, entries.length - proxies)])
}

/** TRUSTED_PROXIES as a count; anything but a whole number ≥ 0 is refused at start rather than guessed. */
export function trustedProxies(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 0
  const count = Number(value)
  if (!Number.isInteger(count) || count < 0) throw new Error(`TRUSTED_PROXIES must be a whole number ≥ 0, not "${value}"`)
  return count
}

function normalise(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
  return mapped ? mapped[1] : address.slice(0, 64)
}

/** The network an address counts under: an IPv6 address per /64, which one subscriber usually gets whole. */
export function addressNetwork(address: string): string {
  if (isIP(address) !== 6) return address
  return `${expandIpv6(address).slice(0, 4).join(':')}::/64`
}

function expandIpv6(address: string): string[] {
  const [head, tail = ''] = address.split('%')[0].split('::')
  const left = head ? head.split(':') : []
  const right = address.includes('::') && tail ? tail.split(':') : []
  const missing = address.includes('::') ? 8 - left.length - right.length : 0
  return [...left, ...Array<string>(missing).fill('0'), ...right].map((group) => group.toLowerCase().replace(/^0+(?=.)/, ''))
}
