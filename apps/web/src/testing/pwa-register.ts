import type { useRegisterSW as UseRegisterSW } from 'virtual:pwa-register/react'

/**
 * Stands in for vite-plugin-pwa's virtual module, which exists only in a build with the plugin
 * (vitest.config.ts points the import here): no service worker, nothing waiting. Tests that need one
 * replace it with vi.mock('virtual:pwa-register/react', …).
 */
export const useRegisterSW: typeof UseRegisterSW = () => ({
  needRefresh: [false, () => {}],
  offlineReady: [false, () => {}],
  updateServiceWorker: async () => {},
})
