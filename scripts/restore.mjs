// `npm run restore -- <archive> [--force]`: brings a backup back into DATABASE_URI and MEDIA_DIR after
// checking the archive against its manifest. Refuses to overwrite a database or upload folder that has
// contents unless --force is given (stop the server first).
import { configuredPlace, loadEnvFile, UsageError } from './backup-restore/config.mjs'
import { restore } from './backup-restore/restore.mjs'

const args = process.argv.slice(2)
const flags = args.filter((arg) => arg.startsWith('--'))
const [archive, ...extra] = args.filter((arg) => !arg.startsWith('--'))
const unknown = flags.filter((flag) => flag !== '--force')

try {
  if (!archive || extra.length > 0 || unknown.length > 0)
    throw new UsageError('Usage: npm run restore -- <archive.tar.gz> [--force]')
  loadEnvFile()
  await restore(configuredPlace(), archive, { force: flags.includes('--force') })
} catch (error) {
  console.error(error instanceof UsageError ? error.message : error)
  process.exit(1)
}
