// @ts-check
// Makes sure Debian's Chromium is present for the end-to-end tests; Node built-ins only, so it runs
// before anything else is installed. playwright-core drives this browser instead of downloading its own
// (this machine has no internet access beyond the npm registry and Debian's mirrors).
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

export const chromiumPath = '/usr/bin/chromium'

/** @param {string[]} args */
function aptGet(args) {
  return new Promise((resolve, reject) => {
    const child = spawn('apt-get', args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    })
    child.on('error', reject)
    child.on('exit', (code, signal) =>
      code === 0 ? resolve(undefined) : reject(new Error(`apt-get ${args.join(' ')} exited with ${code ?? signal}`)),
    )
  })
}

export async function ensureChromium() {
  if (existsSync(chromiumPath)) return
  if (process.getuid?.() !== 0) {
    console.error("Install Debian's chromium package (apt-get install chromium) to run the end-to-end tests")
    process.exit(1)
  }
  await aptGet(['update'])
  await aptGet(['install', '-y', 'chromium'])
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await ensureChromium()
}
