import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { withPayload } from '@payloadcms/next/withPayload'

const dirname = path.dirname(fileURLToPath(import.meta.url))

/** @type {import('next').NextConfig} */
const nextConfig = {
  transpilePackages: ['@flugakte/domain'],
  outputFileTracingRoot: path.resolve(dirname, '../..'),
  // apps/web builds into public/; a path that matches no file, /admin or /api falls back to the
  // single-page app's index.html so its deep links and reloads work (history mode).
  async rewrites() {
    return { fallback: [{ source: '/:path*', destination: '/index.html' }] }
  },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
