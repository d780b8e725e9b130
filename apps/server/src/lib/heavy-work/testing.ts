import { mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { build } from 'esbuild'

let built: Promise<string> | null = null

/**
 * The worker-pool tests' worker (worker-pool.fixture.ts: jobs that sleep, fail, crash or outgrow their
 * heap), bundled once per test file into a temporary folder.
 */
export function fixtureWorkerScript(): Promise<string> {
  built ??= (async () => {
    const outfile = path.join(mkdtempSync(path.join(os.tmpdir(), 'heavy-work-fixture-')), 'fixture.mjs')
    await build({
      entryPoints: [path.join(import.meta.dirname, 'worker-pool.fixture.ts')],
      outfile,
      bundle: true,
      platform: 'node',
      format: 'esm',
      logLevel: 'warning',
    })
    return outfile
  })()
  return built
}
