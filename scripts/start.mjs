// `npm start`: install, build, migrate, seed and serve Flugakte on one URL.
// Flags: --skip-build (reuse an existing build).
import { existsSync } from 'node:fs'
import path from 'node:path'

import { build, builtAlready, ensureInstalled, migrateAndSeed, root, run, serverDir } from './lib.mjs'

const envFile = path.join(root, '.env')
if (existsSync(envFile)) process.loadEnvFile(envFile)

const skipBuild = process.argv.includes('--skip-build')
const port = process.env.PORT || '3000'

await ensureInstalled()
process.env.NODE_ENV = 'production'
if (!skipBuild || !builtAlready()) await build()
await migrateAndSeed()
console.log(`\nFlugakte: http://localhost:${port}/  (admin: /admin, API: /api)\n`)
await run('npx', ['next', 'start', '-p', port], { cwd: serverDir })
