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

/** Whether coreutils' `nice` is there to lower a background run's priority (it is on Debian). */
function hasNice() {
  return ['/usr/bin/nice', '/bin/nice'].some((file) => existsSync(file))
}

/**
 * Runs Vitest projects and returns their counts from the JSON report; a run that crashes before
 * reporting counts as one failure. With `log`, its output goes to that file instead of this process's;
 * with `background`, it runs at a lower priority.
 */
export async function vitestCounts(projects, { env = process.env, report, log, background = false }) {
  const { openSync, closeSync, readFileSync, rmSync } = await import('node:fs')
  rmSync(report, { force: true })
  const args = ['vitest', 'run', ...projects.flatMap((name) => ['--project', name])]
  args.push('--reporter=default', '--reporter=json', `--outputFile.json=${report}`)
  const output = log ? openSync(log, 'w') : undefined
  const stdio = output === undefined ? 'inherit' : ['ignore', output, output]
  // In the background it runs at a lower priority: it fills the time the foreground's end-to-end tests
  // spend waiting on the browser and the server, and leaves their timing alone.
  const [command, commandArgs] = background && hasNice() ? ['nice', ['-n', '10', 'npx', ...args]] : ['npx', args]
  const ok = await succeeds(command, commandArgs, { env, stdio })
  if (output !== undefined) closeSync(output)
  try {
    const result = JSON.parse(readFileSync(report, 'utf8'))
    const failed = result.numFailedTests + (ok || result.numFailedTests > 0 ? 0 : 1)
    return { passed: result.numPassedTests, failed }
  } catch {
    return { passed: 0, failed: 1 }
  }
}
