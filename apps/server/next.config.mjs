import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { withPayload } from '@payloadcms/next/withPayload'

const dirname = path.dirname(fileURLToPath(import.meta.url))

/** @type {import('next').NextConfig} */
const nextConfig = {
  // No X-Powered-By (Next's, or the "Next.js, Payload" one withPayload adds unless this is false).
  poweredByHeader: false,
  // `npm run typecheck` checks the server's types (npm test runs it); the build need not do it again.
  typescript: { ignoreBuildErrors: true },
  transpilePackages: ['@flugakte/domain', '@flugakte/texts'],
  outputFileTracingRoot: path.resolve(dirname, '../..'),
  // apps/web builds into public/; a path that matches no file, /admin or /api falls back to the
  // single-page app's index.html so its deep links and reloads work (history mode).
  // The web app keeps its token in local storage, so it runs under a strict policy: no inline script
  // and no other origin. Inline styles stay allowed: Mantine sets CSS variables through them. /admin
  // and /api keep Payload's own headers (the admin panel needs Next's inline scripts); src/proxy.ts
  // adds to every answer what depends on the deployment or holds for all routes (no framing of /admin
  // and /api, nosniff, HSTS under https, 400 for a NUL in the URL).
  async headers() {
    return [
      {
        source: '/((?!admin|api|_next).*)',
        headers: [
          {
            key: 'Content-Security-Policy',
            value: [
              "default-src 'self'",
              "script-src 'self'",
              "style-src 'self' 'unsafe-inline'",
              "img-src 'self' data: blob:",
              "font-src 'self' data:",
              "connect-src 'self'",
              // The service worker (/sw.js) and the web manifest of the installable app.
              "worker-src 'self'",
              "manifest-src 'self'",
              // The AMP viewer shows a PDF fetched with the session as a blob: URL (no token in any URL).
              "frame-src 'self' blob:",
              "object-src 'none'",
              "base-uri 'self'",
              "form-action 'self'",
              "frame-ancestors 'none'",
            ].join('; '),
          },
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'Referrer-Policy', value: 'same-origin' },
        ],
      },
      {
        // The browser looks for a new app version through these files: a cached copy would keep an
        // installed app on its old version. (The precached assets carry hashes in their names.)
        source: '/:file(sw\\.js|workbox-[0-9a-f]+\\.js|manifest\\.webmanifest)',
        headers: [{ key: 'Cache-Control', value: 'no-cache' }],
      },
    ]
  },
  async rewrites() {
    return { fallback: [{ source: '/:path*', destination: '/index.html' }] }
  },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
