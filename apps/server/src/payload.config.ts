import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import { de } from '@payloadcms/translations/languages/de'
import { en } from '@payloadcms/translations/languages/en'
import { MAX_DEFECT_PHOTO_BYTES, MAX_DEFECT_PHOTOS } from '@flugakte/domain'
import { buildConfig } from 'payload'

import { restrictDocumentLocks } from './access/locked-documents'
import { applyAdminLabels } from './admin/labels/apply-labels'
import { Activity } from './collections/activity/config'
import { AircraftContracts } from './collections/aircraft-contracts/config'
import { Companies } from './collections/companies/config'
import { CustomerAircrafts } from './collections/customer-aircrafts/config'
import { Documents } from './collections/documents/config'
import { Feedback } from './collections/feedback/config'
import { Files, MAX_UPLOAD_BYTES } from './collections/files/config'
import { Defects } from './collections/defects/config'
import { DefectActions } from './collections/defect-actions/config'
import { DefectPhotos } from './collections/defect-photos/config'
import { ReleaseSignatures } from './collections/release-signatures/config'
import { ModificationsRepairs } from './collections/modifications-repairs/config'
import { AirworthinessReviews } from './collections/airworthiness-reviews/config'
import { LoginThrottles } from './collections/login-throttles/config'
import { FlightLogDays } from './collections/flight-log-days/config'
import { FlightLogs } from './collections/flight-logs/config'
import { FlightLogSignatures } from './collections/flight-log-signatures/config'
import { JourneyLogCheckpoints } from './collections/journey-log-checkpoints/config'
import { AircraftLogEvents } from './collections/aircraft-log-events/config'
import { Passkeys } from './collections/passkeys/config'
import { Notifications } from './collections/notifications/config'
import { Aircrafts } from './collections/reference-data/aircrafts'
import { Airports } from './collections/reference-data/airports'
import { Authorities } from './collections/reference-data/authorities'
import { BaseTags } from './collections/reference-data/base-tags'
import { BseMntTypes } from './collections/reference-data/bse-mnt-types'
import { Components } from './collections/reference-data/components'
import { Countries } from './collections/reference-data/countries'
import { DocTypes } from './collections/reference-data/doc-types'
import { EasaTypes } from './collections/reference-data/easa-types'
import { Tags } from './collections/reference-data/tags'
import { Roles } from './collections/roles/config'
import { Users } from './collections/users/config'
import { serverTranslations } from './lib/texts'
import { manualsEndpoint } from './endpoints/app-files/manuals-endpoint'
import { adReportEndpoint } from './endpoints/app-files/ad-report-endpoint'
import { fleetStatusEndpoint } from './endpoints/fleet/fleet-status-endpoint'
import { releaseSignEndpoint, releaseSigningEndpoint } from './releases/release-endpoints'
import { journeyLogPublicKeyEndpoint } from './journey-log/public-key-endpoint'
import { offlinePackEndpoint } from './offline/offline-pack-endpoint'
import { AirworthinessDirectives } from './collections/airworthiness-directives/config'
import { AdCompliances } from './collections/compliance-records/ad-compliances'
import { TaskCompletions } from './collections/compliance-records/task-completions'
import { Equipment } from './collections/equipment/config'
import { MaintenanceTasks } from './collections/maintenance-tasks/config'
import { jobs, releaseStaleJobs } from './airworthiness/jobs'
import { Settings } from './globals/settings/config'
import { atomicTransactions, SQLITE_BUSY_TIMEOUT_MS } from './lib/atomic-transactions'
import { keepOnlyCheckedSessions } from './collections/users/sessions'
import { consoleEmailAdapter } from './lib/console-email'
import { normaliseDates } from './lib/input-guard/normalise-dates'
import { dropServerOwnedFields } from './lib/input-guard/server-owned'
import { databaseUri, ensureSqliteFolder, isPostgres } from './lib/database-uri'
import { payloadSecret } from './lib/payload-secret'
import { publicOrigin } from './lib/public-origin'
import { keepRefusalMessages } from './lib/refuse'
import { serverLogger } from './lib/refusal-log'
import { uploadStorage } from './lib/upload-storage'

const dirname = path.dirname(fileURLToPath(import.meta.url))

function database() {
  const uri = databaseUri()
  // Schema changes reach every long-lived database through committed migrations only.
  if (isPostgres(uri)) {
    return atomicTransactions(
      postgresAdapter({
        pool: { connectionString: uri },
        push: false,
        migrationDir: path.resolve(dirname, 'migrations/postgres'),
      }),
    )
  }
  ensureSqliteFolder(uri)
  // Without transactionOptions the SQLite adapter runs no transactions at all: an entry could be stored
  // without its version and activity rows. WAL lets readers and a backup go on while one writer writes.
  return atomicTransactions(
    sqliteAdapter({
      client: { url: uri },
      push: false,
      migrationDir: path.resolve(dirname, 'migrations/sqlite'),
      busyTimeout: SQLITE_BUSY_TIMEOUT_MS,
      transactionOptions: {},
      wal: { synchronous: 'FULL' },
    }),
  )
}

/** SMTP when configured; otherwise each mail is printed, links included, to the server log. */
function email() {
  if (!process.env.SMTP_HOST) return consoleEmailAdapter
  return nodemailerAdapter({
    defaultFromAddress: process.env.SMTP_FROM || 'flugakte@localhost',
    defaultFromName: 'Flugakte',
    transportOptions: {
      host: process.env.SMTP_HOST,
      port: Number(process.env.SMTP_PORT || 587),
      secure: process.env.SMTP_SECURE === 'true',
      auth: process.env.SMTP_USER ? { user: process.env.SMTP_USER, pass: process.env.SMTP_PASSWORD } : undefined,
    },
  })
}

// Locks get their access after sanitising: Payload adds their collection only then.
export default buildConfig({
  secret: payloadSecret(),
  serverURL: publicOrigin(),
  admin: {
    user: Users.slug,
    avatar: 'default',
    meta: { titleSuffix: ' · Flugakte' },
    // date-fns' localized pattern: "24. Nov. 2026, 22:29" in German, "Nov 24, 2026, 10:29 PM" in English.
    dateFormat: 'PPp',
    importMap: { baseDir: dirname },
    // Non-administrators who log in at /admin get a refusal with a link to the web app.
    components: { views: { unauthorized: { Component: '/admin/unauthorized-view#UnauthorizedView' } } },
  },
  i18n: { supportedLanguages: { de, en }, fallbackLanguage: 'de', translations: serverTranslations },
  localization: {
    // Each language falls back to the other: a name entered in English only still shows in German.
    locales: [
      { code: 'de', label: 'Deutsch', fallbackLocale: 'en' },
      { code: 'en', label: 'English', fallbackLocale: 'de' },
    ],
    defaultLocale: 'de',
    fallback: true,
  },
  collections: [
    Users,
    Roles,
    Companies,
    CustomerAircrafts,
    AircraftContracts,
    FlightLogs,
    FlightLogDays,
    FlightLogSignatures,
    JourneyLogCheckpoints,
    AircraftLogEvents,
    Passkeys,
    AirworthinessDirectives,
    AdCompliances,
    MaintenanceTasks,
    TaskCompletions,
    Defects,
    DefectActions,
    DefectPhotos,
    ReleaseSignatures,
    ModificationsRepairs,
    AirworthinessReviews,
    Equipment,
    Documents,
    Files,
    Aircrafts,
    EasaTypes,
    Components,
    Airports,
    Countries,
    Tags,
    BaseTags,
    DocTypes,
    BseMntTypes,
    Authorities,
    Feedback,
    Notifications,
    Activity,
    LoginThrottles,
  ],
  globals: [Settings],
  endpoints: [
    manualsEndpoint,
    adReportEndpoint,
    fleetStatusEndpoint,
    journeyLogPublicKeyEndpoint,
    offlinePackEndpoint,
    releaseSigningEndpoint,
    releaseSignEndpoint,
  ],
  db: database(),
  jobs,
  email: email(),
  // Cut an oversized upload one byte past the limit instead of aborting (413, or a bare 500 from the
  // multipart parser), so the files collection's hook answers 400 with a message the user can read.
  // A defect report carries up to MAX_DEFECT_PHOTOS photos (Payload's parser takes 3 files and 50 MB by
  // default): one file more reaches the report's own check, which says how many are allowed.
  upload: {
    limits: { fileSize: MAX_UPLOAD_BYTES + 1, files: MAX_DEFECT_PHOTOS + 1 },
    requestSizeLimit: MAX_DEFECT_PHOTOS * MAX_DEFECT_PHOTO_BYTES + 1024 * 1024,
    abortOnLimit: false,
  },
  graphQL: { disable: true },
  // Refusals answer their message in the caller's language in a production build too, and are logged
  // at info level without a stack, a few lines a minute however many come (lib/refuse.ts, lib/refusal-log.ts).
  hooks: { afterError: [keepRefusalMessages] },
  logger: serverLogger(),
  onInit: async (payload) => {
    keepOnlyCheckedSessions(payload)
    await releaseStaleJobs(payload)
  },
  // Every date field stores the UTC instant in one form (SQLite keeps date strings as sent); callers
  // cannot set id, createdAt or updatedAt; the admin panel's labels come from one catalogue; uploads go
  // to S3-compatible storage when S3_BUCKET is set (lib/upload-storage.ts), else to MEDIA_DIR.
  plugins: [...uploadStorage(), normaliseDates, dropServerOwnedFields, applyAdminLabels],
  telemetry: false,
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
}).then(restrictDocumentLocks)
