import { isIP } from 'node:net'

/**
 * The client's address as far as it can be trusted. Next.js puts the connection's address into
 * X-Forwarded-For when a request arrives without one; each reverse proxy in front (TRUSTED_PROXIES,
 * default 1: a proxy or none) appends the address it saw. So the entry that many places from the right
 * was written by us or a proxy we run; everything left of it is whatever the client claimed. Without
 * a proxy a client may send its own header and thereby choose its address: the per-address login
 * count is then only a speed bump, the per-account count still holds.
 */
export function clientAddress(headers: Headers | undefined, env: Partial<Record<string, string | undefined>> = process.env): string | null {
  const entries = (headers?.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  if (entries.length === 0) return null
  const trusted = Math.max(1, Number.parseInt(env.TRUSTED_PROXIES ?? '1', 10) || 1)
  return normalise(entries[Math.max(0, entries.length - trusted)])
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
