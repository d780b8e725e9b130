import { act, renderHook } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'

import { useOnline } from './use-online'

function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline)
  window.dispatchEvent(new Event(offline ? 'offline' : 'online'))
}

describe('useOnline', () => {
  it('follows the browser’s online and offline events', () => {
    const { result } = renderHook(() => useOnline())
    expect(result.current).toBe(true)
    act(() => goOffline(true))
    expect(result.current).toBe(false)
    act(() => goOffline(false))
    expect(result.current).toBe(true)
  })

  it('starts offline when the browser already is', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    const { result } = renderHook(() => useOnline())
    expect(result.current).toBe(false)
  })
})
