import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'

// Changes with every build: the cache of server answers kept on the device is dropped when the app
// that wrote it is replaced (its data shapes may differ).
const BUILD_ID = Date.now().toString(36)

// Mantine's blue[6]: the filled colour of the theme's primary colour (src/app/theme.ts).
const THEME_COLOUR = '#228be6'

export default defineConfig({
  define: { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(BUILD_ID) },
  plugins: [
    react(),
    VitePWA({
      strategies: 'generateSW',
      // A new version waits until the user chooses to reload (app/update-prompt.tsx): a journey-log
      // entry being typed is not thrown away by an update.
      registerType: 'prompt',
      // Registered by app/update-prompt.tsx through virtual:pwa-register/react, not by a script tag.
      injectRegister: false,
      // The icons are in the precache already (workbox.globPatterns); listed twice they would clash.
      includeManifestIcons: false,
      manifest: {
        name: 'Flugakte',
        short_name: 'Flugakte',
        description: 'Lufttüchtigkeitsakte und Bordbuch für kleine Luftfahrzeuge, auch ohne Empfang am Flugplatz.',
        lang: 'de',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: THEME_COLOUR,
        background_color: '#ffffff',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // The whole app shell, the texts' chunks loaded after sign-in included, so that the app starts
        // from the home screen without any network. The plugin adds manifest.webmanifest itself.
        globPatterns: ['**/*.{js,css,html,json,svg,png,ico,woff,woff2}'],
        maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
        // Any deep link (/boardbook?aircraft=3) reloads offline from the cached index.html; the
        // server's own paths never do.
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api(\/|$)/, /^\/admin(\/|$)/, /^\/_next\//],
        cleanupOutdatedCaches: true,
        // No runtimeCaching: server answers are user data, kept per user in IndexedDB
        // (lib/query-persistence.ts), never in the service worker's shared cache.
      },
    }),
  ],
  build: {
    // The Payload/Next server in apps/server serves this folder and falls back to its index.html.
    outDir: '../server/public',
    emptyOutDir: true,
    rolldownOptions: {
      treeshake: {
        // packages/domain only declares constants, schemas and functions, but its module-level
        // `z.object(…)` calls count as side effects: one constant read by a route would load every rule.
        moduleSideEffects: [{ test: /\/packages\/domain\/src\//, sideEffects: false }],
      },
      output: {
        // What the entry imports statically (the login page and the app's frame) in one chunk: one
        // request, and about 6 KB less gzip than the dozen chunks it would otherwise be split into.
        codeSplitting: { groups: [{ name: 'first-load', tags: ['$initial'] }] },
      },
    },
  },
})
