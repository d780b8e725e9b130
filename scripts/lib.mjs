// Helpers for the project's own scripts; Node built-ins only, so they run before `npm ci`.
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
export const serverDir = path.join(root, 'apps/server')

export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options })
    child.on('error', reject)
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code ?? signal}`)),
    )
  })
}

/**
 * Installs the locked dependencies on a fresh clone; later runs skip it. `npm install`, not `npm ci`:
 * the registry here lacks other platforms' optional bindings of unrs-resolver (ESLint's resolver),
 * which npm ci counts as a lockfile mismatch; npm install keeps the locked versions all the same.
 */
export async function ensureInstalled() {
  if (existsSync(path.join(root, 'node_modules/.package-lock.json'))) return
  // The build tools are devDependencies; an inherited NODE_ENV=production must not drop them.
  await run('npm', ['install', '--include=dev', '--no-audit', '--no-fund'])
}

export function builtAlready() {
  return existsSync(path.join(serverDir, '.next/BUILD_ID')) && existsSync(path.join(serverDir, 'public/index.html'))
}

export async function build() {
  await run('npm', ['run', 'build'])
}

/** Applies committed migrations, then the idempotent seed. */
export async function migrateAndSeed(env = process.env) {
  await run('npx', ['payload', 'migrate'], { cwd: serverDir, env })
  await run('npx', ['payload', 'run', 'src/seed/run.ts'], { cwd: serverDir, env })
}

/** Runs a command and reports whether it succeeded instead of throwing. */
export async function succeeds(command, args, options = {}) {
  try {
    await run(command, args, options)
    return true
  } catch (error) {
    console.error(error.message)
    return false
  }
}

/**
 * Runs Vitest projects and returns their counts from the JSON report; a run that crashes before
 * reporting counts as one failure.
 */
export async function vitestCounts(projects, { env = process.env, report }) {
  const { readFileSync, rmSync } = await import('node:fs')
  rmSync(report, { force: true })
  const args = ['vitest', 'run', ...projects.flatMap((name) => ['--project', name])]
  args.push('--reporter=default', '--reporter=json', `--outputFile.json=${report}`)
  const ok = await succeeds('npx', args, { env })
  try {
    const result = JSON.parse(readFileSync(report, 'utf8'))
    const failed = result.numFailedTests + (ok || result.numFailedTests > 0 ? 0 : 1)
    return { passed: result.numPassedTests, failed }
  } catch {
    return { passed: 0, failed: 1 }
  }
}
