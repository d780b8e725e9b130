import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { describe, expect, it } from 'vitest'

import { addressNetwork, clientAddress, trustedProxies } from './client-address'
import { PEER_HEADER, stampedPeer, stampPeerAddresses } from './peer-address'

const headers = (forwarded?: string, extra: Record<string, string> = {}) =>
  new Headers({ ...(forwarded === undefined ? {} : { 'x-forwarded-for': forwarded }), ...extra })

describe('the client address', () => {
  it('is, by default (no proxy), the connection’s address: X-Forwarded-For is ignored', () => {
    const peer = stampedPeer('192.0.2.10')
    expect(clientAddress(headers('203.0.113.7', peer), {})).toBe('192.0.2.10')
    expect(clientAddress(headers('198.51.100.1, 203.0.113.7', peer), {})).toBe('192.0.2.10')
    expect(clientAddress(headers('203.0.113.7', stampedPeer('::ffff:127.0.0.1')), { TRUSTED_PROXIES: '0' })).toBe('127.0.0.1')
    // No stamped connection (a request made in process) and a header alone: no address at all.
    expect(clientAddress(headers('203.0.113.7'), {})).toBeNull()
  })

  it('is never what a client wrote into the peer header itself', () => {
    expect(clientAddress(headers(undefined, { [PEER_HEADER]: '203.0.113.7' }), {})).toBeNull()
    expect(clientAddress(headers(undefined, { [PEER_HEADER]: 'guessed-secret 203.0.113.7' }), {})).toBeNull()
  })

  it('behind N proxies of ours is the N-th entry of X-Forwarded-For from the right', () => {
    const peer = stampedPeer('10.0.0.2')
    expect(clientAddress(headers('203.0.113.7', peer), { TRUSTED_PROXIES: '1' })).toBe('203.0.113.7')
    expect(clientAddress(headers('198.51.100.1, 203.0.113.7', peer), { TRUSTED_PROXIES: '1' })).toBe('203.0.113.7')
    expect(clientAddress(headers('198.51.100.1, 203.0.113.7, 10.0.0.2'), { TRUSTED_PROXIES: '2' })).toBe('203.0.113.7')
    expect(clientAddress(headers('203.0.113.7'), { TRUSTED_PROXIES: '3' })).toBe('203.0.113.7')
    expect(clientAddress(headers(), { TRUSTED_PROXIES: '1' })).toBeNull()
  })

  it('TRUSTED_PROXIES is a whole number ≥ 0, 0 when unset', () => {
    expect(trustedProxies(undefined)).toBe(0)
    expect(trustedProxies('')).toBe(0)
    expect(trustedProxies('2')).toBe(2)
    expect(() => trustedProxies('-1')).toThrow(/TRUSTED_PROXIES/)
    expect(() => trustedProxies('one')).toThrow(/TRUSTED_PROXIES/)
  })

  it('a real server stamps each request with its connection’s address, whatever the client sent', async () => {
    stampPeerAddresses()
    const seen: (string | null)[] = []
    const server = http.createServer((request, response) => {
      const fetched = new Headers(request.headers as Record<string, string>)
      seen.push(clientAddress(fetched, {}))
      response.end()
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    try {
      const { port } = server.address() as AddressInfo
      await fetch(`http://127.0.0.1:${port}/`, { headers: { 'X-Forwarded-For': '203.0.113.7', [PEER_HEADER]: 'x 203.0.113.8' } })
      await fetch(`http://127.0.0.1:${port}/`)
    } finally {
      await new Promise((resolve) => server.close(resolve))
    }
    expect(seen).toEqual(['127.0.0.1', '127.0.0.1'])
  })

  it('counts IPv6 per /64 network', () => {
    expect(addressNetwork('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64')
    expect(addressNetwork('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64')
    expect(addressNetwork('203.0.113.7')).toBe('203.0.113.7')
  })
})
