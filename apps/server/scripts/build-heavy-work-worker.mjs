// Bundles the heavy-work worker thread's entry (src/heavy-work-worker.ts) into one ES module,
// dist/heavy-work-worker.mjs, which the server starts its worker threads from (a worker needs a file
// Node can load; Next's build makes none of its own for it). Run by the server's build script and by
// the server tests' global setup, so tests exercise the same worker as the built server.
// `node scripts/build-heavy-work-worker.mjs` in apps/server.
import { mkdirSync, renameSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { build } from 'esbuild'

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
export const WORKER_BUNDLE = path.join(serverDir, 'dist/heavy-work-worker.mjs')

/** Writes the bundle (to a new file first, then renamed: a server or test reading it never sees half). */
export async function buildHeavyWorkWorker() {
  mkdirSync(path.dirname(WORKER_BUNDLE), { recursive: true })
  const partial = `${WORKER_BUNDLE}.${process.pid}.tmp`
  await build({
    entryPoints: [path.join(serverDir, 'src/heavy-work-worker.ts')],
    outfile: partial,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Native or large packages stay in node_modules, loaded as the server loads them.
    external: ['sharp', 'payload', '@payloadcms/*', 'pg', '@libsql/*', 'libsql'],
    // CommonJS dependencies (pdf-lib, fontkit) call require: give the ES module one.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    logLevel: 'warning',
  })
  renameSync(partial, WORKER_BUNDLE)
  return WORKER_BUNDLE
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = performance.now()
  await buildHeavyWorkWorker()
  console.log(
    `heavy-work worker: ${path.relative(serverDir, WORKER_BUNDLE)} (${Math.round(performance.now() - started)} ms)`,
  )
}
