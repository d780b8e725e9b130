import { describe, expect, it } from 'vitest'

import { addressNetwork, clientAddress } from './client-address'

const headers = (forwarded?: string) => new Headers(forwarded === undefined ? {} : { 'x-forwarded-for': forwarded })

describe('the client address', () => {
  it('is the entry our side wrote: the right-most one, or as many from the right as there are proxies', () => {
    expect(clientAddress(headers('203.0.113.7'))).toBe('203.0.113.7')
    expect(clientAddress(headers('198.51.100.1, 203.0.113.7'))).toBe('203.0.113.7')
    expect(clientAddress(headers('198.51.100.1, 203.0.113.7, 10.0.0.2'), { TRUSTED_PROXIES: '2' })).toBe('203.0.113.7')
    expect(clientAddress(headers('203.0.113.7'), { TRUSTED_PROXIES: '3' })).toBe('203.0.113.7')
    expect(clientAddress(headers())).toBeNull()
    expect(clientAddress(headers('::ffff:127.0.0.1'))).toBe('127.0.0.1')
  })

  it('counts IPv6 per /64 network', () => {
    expect(addressNetwork('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64')
    expect(addressNetwork('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64')
    expect(addressNetwork('203.0.113.7')).toBe('203.0.113.7')
  })
})
