import { existsSync } from 'node:fs'
import path from 'node:path'

/**
 * A file the server reads at run time that Next does not bundle (a font of an npm package, a script
 * the record export ships). The built server runs `next start` in apps/server of the checkout, tests
 * run from the repository root: both find the file by looking from the working directory upwards,
 * first as given and then below apps/server.
 */
export function runtimeFile(relativePath: string): string {
  const tried: string[] = []
  for (let folder = process.cwd(); ; folder = path.dirname(folder)) {
    for (const candidate of [path.join(folder, relativePath), path.join(folder, 'apps/server', relativePath)]) {
      if (existsSync(candidate)) return candidate
      tried.push(candidate)
    }
    if (path.dirname(folder) === folder) break
  }
  throw new Error(`${relativePath} not found (looked at ${tried.join(', ')})`)
}
