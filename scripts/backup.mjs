// `npm run backup [archive]`: a consistent copy of the database and the uploads it references, in one
// .tar.gz with a manifest, taken while the server keeps running. Default archive: backups/flugakte-<kind>-<time>.tar.gz.
// Flag: --allow-missing-files (write the archive even when the database names uploads that are gone).
import { backup } from './backup-restore/backup.mjs'
import { configuredPlace, loadEnvFile, UsageError } from './backup-restore/config.mjs'

const args = process.argv.slice(2)
const flags = args.filter((arg) => arg.startsWith('--'))
const [archive, ...extra] = args.filter((arg) => !arg.startsWith('--'))
const unknown = flags.filter((flag) => flag !== '--allow-missing-files')

try {
  if (unknown.length > 0 || extra.length > 0)
    throw new UsageError('Usage: npm run backup -- [archive.tar.gz] [--allow-missing-files]')
  loadEnvFile()
  await backup(configuredPlace(), archive, { allowMissingFiles: flags.includes('--allow-missing-files') })
} catch (error) {
  console.error(error instanceof UsageError ? error.message : error)
  process.exit(1)
}
