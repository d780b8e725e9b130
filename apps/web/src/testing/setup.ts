import '@testing-library/jest-dom/vitest'
// jsdom has no IndexedDB; the outbox and the persisted caches live there.
import 'fake-indexeddb/auto'

import { cleanup, configure } from '@testing-library/react'
import { afterEach, vi } from 'vitest'

import { mediaQueryList } from './match-media'

// The suite runs beside the build and the browser tests (scripts/test.mjs), at a lower priority: a
// screen that takes longer than a second to appear there is slow, not wrong. Only a failure waits longer.
configure({ asyncUtilTimeout: 5_000 })

afterEach(() => {
  cleanup()
  localStorage.clear()
  vi.restoreAllMocks()
})

// jsdom lacks these browser APIs that Mantine uses.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => mediaQueryList(query, false),
})
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub as unknown as typeof ResizeObserver
// Mantine's Select scrolls the chosen option into view; its autosizing Textarea waits for fonts.
Element.prototype.scrollIntoView ??= () => {}
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: { addEventListener: () => {}, removeEventListener: () => {} } })
}
