// `npm start`: install, build, migrate, seed and serve Flugakte on one URL, with one server process
// per core or FLUGAKTE_PROCESSES of them (scripts/serve.mjs). Flags: --skip-build (reuse an existing build).
import { existsSync } from 'node:fs'
import path from 'node:path'

import { build, builtAlready, ensureInstalled, migrateAndSeed, root } from './lib.mjs'
import { portNumber, processCount, serve } from './serve.mjs'

const envFile = path.join(root, '.env')
if (existsSync(envFile)) process.loadEnvFile(envFile)

const skipBuild = process.argv.includes('--skip-build')
// Checked before the build, so a mistyped value does not wait for it.
const port = portNumber()
const processes = processCount()

await ensureInstalled()
process.env.NODE_ENV = 'production'
if (!skipBuild || !builtAlready()) await build()
await migrateAndSeed()
console.log(`\nFlugakte: http://localhost:${port}/  (admin: /admin, API: /api)\n`)
process.exit(await serve({ port, processes }))
